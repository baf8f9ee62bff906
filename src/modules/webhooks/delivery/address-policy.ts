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
      try {
        if (entry.includes('/')) return ipaddr.parseCIDR(entry);
        const address = ipaddr.parse(entry);
        return [address, address.kind() === 'ipv4' ? 32 : 128] as Cidr;
      } catch {
        throw new Error(`"${entry}" is not an IP address or CIDR range`);
      }
    });
}

// 2000::/3: the only IPv6 block handed out as global unicast.
const GLOBAL_UNICAST_V6: Cidr = [ipaddr.parse('2000::'), 3];
// RFC 6052 well-known NAT64 prefix: the last 32 bits are an IPv4 address reached through a translator.
const NAT64_WELL_KNOWN: Cidr = [ipaddr.parse('64:ff9b::'), 96];

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
  const parsed = ipaddr.parse(bare);
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

/** `fe80::1%eth0` → `fe80::1`: the zone names an interface, not part of the address. */
function stripZone(address: string): string {
  const percent = address.indexOf('%');
  return percent === -1 ? address : address.slice(0, percent);
}
