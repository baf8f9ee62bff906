/**
 * Which addresses a webhook may be delivered to [SPEC 6.2.7; CONTRACT 7]: global unicast only. Private,
 * loopback, link-local, CGNAT, reserved, documentation, benchmarking and multicast ranges are refused, in
 * every notation that reaches them: IPv4-mapped (`::ffff:10.0.0.1`), NAT64 (`64:ff9b::a00:1`), 6to4
 * (`2002:a00:1::`), Teredo and the deprecated IPv4-compatible form (`::10.0.0.1`).
 *
 * The operator's allow-list (WEBHOOK_ALLOWED_CIDRS) is the only way in for a refused range; it is matched
 * against the address as written and against the IPv4 address a mapped or NAT64 form carries.
 */
import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';

export type IpAddress = ipaddr.IPv4 | ipaddr.IPv6;
export type Cidr = [IpAddress, number];

export type AddressVerdict = { allowed: true } | { allowed: false; reason: string };

/** Parses a comma-separated CIDR list; throws with the offending entry. A bare address is a /32 or /128. */
export function parseCidrList(value: string): Cidr[] {
  return value
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '')
    .map((entry) => {
      const [address, bits, ...rest] = entry.split('/');
      const max = isIP(address ?? '') === 4 ? 32 : 128;
      // Canonical notation only: ipaddr.js would read `010.0.0.0` as octal and `127.1` as 127.0.0.1.
      if (
        rest.length > 0 ||
        address === undefined ||
        isIP(address) === 0 ||
        (bits !== undefined && !/^\d{1,3}$/.test(bits)) ||
        Number(bits ?? max) > max
      ) {
        throw new Error(`"${entry}" is not an IP address or CIDR range`);
      }
      return [parseCanonical(address), Number(bits ?? max)] as Cidr;
    });
}

// 2000::/3: the only IPv6 block handed out as global unicast.
const GLOBAL_UNICAST_V6: Cidr = [ipaddr.parse('2000::'), 3];
// RFC 6052 well-known NAT64 prefix: the last 32 bits are an IPv4 address reached through a translator.
const NAT64_WELL_KNOWN: Cidr = [ipaddr.parse('64:ff9b::'), 96];
// RFC 4291 §2.5.5.1: the deprecated IPv4-compatible form `::a.b.c.d`, never routed today.
const IPV4_COMPATIBLE: Cidr = [ipaddr.parse('::'), 96];

const RANGE_NAMES: Record<string, string> = {
  unspecified: 'an unspecified address',
  broadcast: 'the broadcast address',
  multicast: 'a multicast address',
  linkLocal: 'a link-local address',
  loopback: 'a loopback address',
  carrierGradeNat: 'a carrier-grade NAT (shared) address',
  private: 'a private address',
  reserved: 'a reserved or documentation address',
  as112: 'an AS112 (DNS sink) address',
  amt: 'an AMT relay address',
  uniqueLocal: 'a unique-local (private IPv6) address',
  deprecatedSiteLocal: 'a site-local address',
  discard: 'a discard-only address',
  rfc6145: 'an IPv4-translated address',
  rfc6052: 'a local-use NAT64 address',
  '6to4': 'a 6to4 address',
  teredo: 'a Teredo address',
  benchmarking: 'a benchmarking address',
  as112v6: 'an AS112 (DNS sink) address',
  deprecatedOrchid: 'an ORCHID address',
  orchid2: 'an ORCHID address',
  droneRemoteIdProtocolEntityTags: 'a drone remote-ID address',
  segmentRouting: 'a segment-routing address',
};

/** Decides whether `address` (a textual IPv4 or IPv6 address) may receive a delivery. */
export function checkAddress(address: string, allowList: readonly Cidr[] = []): AddressVerdict {
  const bare = stripZone(address);
  // Only canonical notation: DNS answers and URL hosts (which the URL parser normalises) are always in it.
  if (isIP(bare) === 0) return { allowed: false, reason: `"${address}" is not an IP address` };
  const parsed = parseCanonical(bare);
  const embedded = embeddedIpv4(parsed);
  if ([parsed, embedded].some((a) => a !== undefined && inAllowList(a, allowList))) return { allowed: true };
  const why = refusal(parsed, embedded);
  if (why === undefined) return { allowed: true };
  return {
    allowed: false,
    reason: `${address} is ${why}; webhooks are delivered to public addresses only (operators may allow a range with WEBHOOK_ALLOWED_CIDRS)`,
  };
}

/** Why `address` is not global unicast, or undefined when it is. */
function refusal(address: IpAddress, embedded: ipaddr.IPv4 | undefined): string | undefined {
  if (embedded !== undefined) {
    // Mapped and NAT64 forms reach the IPv4 address they carry: judge that address.
    const inner = refusal(embedded, undefined);
    const form = (address as ipaddr.IPv6).isIPv4MappedAddress() ? 'the IPv4-mapped form' : 'the NAT64 form';
    return inner === undefined ? undefined : `${form} of ${embedded.toString()}, ${inner}`;
  }
  const range = address.range();
  if (range !== 'unicast') return RANGE_NAMES[range] ?? `a special-purpose (${range}) address`;
  if (address.kind() === 'ipv6' && address.match(IPV4_COMPATIBLE)) {
    const inner = new ipaddr.IPv4((address as ipaddr.IPv6).toByteArray().slice(12));
    const innerWhy = refusal(inner, undefined);
    return `the deprecated IPv4-compatible form of ${inner.toString()}${innerWhy === undefined ? '' : `, ${innerWhy}`}`;
  }
  if (address.kind() === 'ipv6' && !address.match(GLOBAL_UNICAST_V6)) {
    return 'outside the global unicast range 2000::/3';
  }
  return undefined;
}

/** The IPv4 address inside an IPv4-mapped or well-known NAT64 IPv6 address. */
function embeddedIpv4(address: IpAddress): ipaddr.IPv4 | undefined {
  if (address.kind() !== 'ipv6') return undefined;
  const v6 = address as ipaddr.IPv6;
  if (v6.isIPv4MappedAddress()) return v6.toIPv4Address();
  if (v6.match(NAT64_WELL_KNOWN)) {
    const bytes = v6.toByteArray();
    return new ipaddr.IPv4(bytes.slice(12));
  }
  return undefined;
}

function inAllowList(address: IpAddress, allowList: readonly Cidr[]): boolean {
  return allowList.some(([range, bits]) => range.kind() === address.kind() && address.match(range, bits));
}

/**
 * Parses an address already known to be valid (`isIP`). IPv6 text goes through the URL serialiser first:
 * ipaddr.js turns the deprecated IPv4-compatible `::8.8.8.8` into the mapped `::ffff:8.8.8.8`, which would
 * give one address two verdicts depending on how it is written.
 */
function parseCanonical(address: string): IpAddress {
  if (isIP(address) === 4) return ipaddr.IPv4.parse(address);
  return ipaddr.IPv6.parse(new URL(`http://[${address}]/`).hostname.slice(1, -1));
}

/** `fe80::1%eth0` → `fe80::1`: the zone names an interface, not part of the address. */
function stripZone(address: string): string {
  const percent = address.indexOf('%');
  return percent === -1 ? address : address.slice(0, percent);
}
