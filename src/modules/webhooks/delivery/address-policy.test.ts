import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import { checkAddress, parseCidrList, type AddressVerdict } from './address-policy.ts';

/**
 * One row per address: `null` = must be allowed; a RegExp = must be refused, with a reason that names the
 * address as given and matches the RegExp (a word naming the range) [SPEC 6.2.7; CONTRACT 7].
 */
const ROWS: [address: string, refusedAs: RegExp | null][] = [
  // 0.0.0.0/8 "this network"
  ['0.0.0.0', /unspecified/],
  ['0.1.2.3', /unspecified/],
  ['0.255.255.255', /unspecified/],
  // 10.0.0.0/8
  ['10.0.0.0', /private/],
  ['10.0.0.1', /private/],
  ['10.255.255.255', /private/],
  // 100.64.0.0/10 CGNAT, with the first addresses outside it on both sides
  ['100.64.0.0', /carrier-grade NAT/],
  ['100.100.100.200', /carrier-grade NAT/],
  ['100.127.255.255', /carrier-grade NAT/],
  ['100.63.255.255', null],
  ['100.128.0.0', null],
  // 127.0.0.0/8
  ['127.0.0.1', /loopback/],
  ['127.0.0.0', /loopback/],
  ['127.1.2.3', /loopback/],
  ['127.255.255.254', /loopback/],
  ['127.255.255.255', /loopback/],
  // 169.254.0.0/16, cloud metadata included
  ['169.254.0.1', /link-local/],
  ['169.254.169.254', /link-local/],
  ['169.254.255.255', /link-local/],
  // 172.16.0.0/12 and its edges
  ['172.15.255.255', null],
  ['172.16.0.0', /private/],
  ['172.20.1.1', /private/],
  ['172.31.255.255', /private/],
  ['172.32.0.0', null],
  // IETF protocol assignments, documentation, 6to4 relay, benchmarking
  ['192.0.0.1', /reserved/],
  ['192.0.0.255', /reserved/],
  ['192.0.2.1', /documentation/],
  ['192.88.99.1', /reserved/],
  ['198.18.0.1', /reserved/],
  ['198.19.255.255', /reserved/],
  ['198.51.100.7', /documentation/],
  ['203.0.113.9', /documentation/],
  // 192.168.0.0/16
  ['192.168.0.1', /private/],
  ['192.168.255.255', /private/],
  // 224.0.0.0/4 multicast, 240.0.0.0/4 reserved, broadcast
  ['224.0.0.1', /multicast/],
  ['239.255.255.255', /multicast/],
  ['240.0.0.1', /reserved/],
  ['255.255.255.254', /reserved/],
  ['255.255.255.255', /broadcast/],

  // IPv6 unspecified and loopback
  ['::', /unspecified/],
  ['::1', /loopback/],
  // fe80::/10 link-local, with a zone id too
  ['fe80::1', /link-local/],
  ['fe80::1%eth0', /link-local/],
  ['febf:ffff::1', /link-local/],
  // fc00::/7 unique local
  ['fc00::1', /unique-local/],
  ['fd12:3456:789a::1', /unique-local/],
  ['fdff:ffff:ffff:ffff:ffff:ffff:ffff:ffff', /unique-local/],
  // fec0::/10 site-local (deprecated)
  ['fec0::1', /site-local/],
  // ff00::/8 multicast
  ['ff00::', /multicast/],
  ['ff02::1', /multicast/],
  ['ff05::1:3', /multicast/],
  // 2001:db8::/32 documentation
  ['2001:db8::1', /documentation/],
  ['2001:db8:ffff::1', /documentation/],
  // 2001::/32 Teredo
  ['2001::1', /Teredo/],
  ['2001:0:4136:e378:8000:63bf:3fff:fdd2', /Teredo/],
  // 2002::/16 6to4, whatever IPv4 address it carries
  ['2002:a00:1::1', /6to4/], // 10.0.0.1
  ['2002:7f00:1::', /6to4/], // 127.0.0.1
  ['2002:c0a8:101::1', /6to4/], // 192.168.1.1
  ['2002:808:808::1', /6to4/], // 8.8.8.8
  // 64:ff9b::/96 NAT64: judged by the IPv4 address it carries
  ['64:ff9b::a00:1', /NAT64.*10\.0\.0\.1.*private/],
  ['64:ff9b::10.0.0.1', /NAT64.*10\.0\.0\.1.*private/],
  ['64:ff9b::7f00:1', /NAT64.*127\.0\.0\.1.*loopback/],
  ['64:ff9b::a9fe:a9fe', /NAT64.*169\.254\.169\.254.*link-local/],
  ['64:ff9b::c0a8:1', /NAT64.*192\.168\.0\.1.*private/],
  ['64:ff9b::808:808', null],
  ['64:ff9b::8.8.8.8', null],
  // 64:ff9b:1::/48 local-use NAT64
  ['64:ff9b:1::1', /NAT64/],
  ['64:ff9b:1:ffff::a00:1', /NAT64/],
  // ::ffff:0:0/96 IPv4-mapped, dotted and hex notation
  ['::ffff:127.0.0.1', /mapped.*127\.0\.0\.1.*loopback/],
  ['::ffff:7f00:1', /mapped.*127\.0\.0\.1.*loopback/],
  ['::ffff:10.0.0.1', /mapped.*10\.0\.0\.1.*private/],
  ['::ffff:a00:1', /mapped.*10\.0\.0\.1.*private/],
  ['::ffff:169.254.169.254', /mapped.*169\.254\.169\.254.*link-local/],
  ['::ffff:a9fe:a9fe', /mapped.*169\.254\.169\.254.*link-local/],
  ['::ffff:192.168.1.1', /mapped.*192\.168\.1\.1.*private/],
  ['::ffff:0.0.0.0', /mapped.*unspecified/],
  ['::ffff:8.8.8.8', null],
  ['::ffff:808:808', null],
  // IPv4-compatible (deprecated ::/96)
  ['::127.0.0.1', /127\.0\.0\.1.*loopback/],
  ['::10.0.0.1', /10\.0\.0\.1.*private/],
  ['::7f00:1', /IPv4-compatible form of 127\.0\.0\.1, a loopback/],
  // 100::/64 discard-only
  ['100::', /discard/],
  ['100::1', /discard/],
  // 3fff::/20 documentation
  ['3fff::1', /documentation/],
  ['3fff:fff:ffff::1', /documentation/],
  // outside 2000::/3
  ['4000::1', /global unicast/],
  ['::2', /IPv4-compatible form of 0\.0\.0\.2/],

  // public addresses
  ['8.8.8.8', null],
  ['1.1.1.1', null],
  ['93.184.215.14', null],
  ['2606:4700:4700::1111', null],
  ['2a00:1450:4001::200e', null],
  ['2001:4860:4860::8888', null],

  // non-canonical and invalid notation
  ['1.2.3', /not an IP address/],
  ['0x7f000001', /not an IP address/],
  ['2130706433', /not an IP address/],
  ['127.1', /not an IP address/],
  ['0177.0.0.1', /not an IP address/],
  ['localhost', /not an IP address/],
  ['', /not an IP address/],
  ['::ffff:999.0.0.1', /not an IP address/],
  ['10.0.0.1/8', /not an IP address/],
  ['[::1]', /not an IP address/],
  [' 127.0.0.1', /not an IP address/],
];

function assertVerdict(address: string, verdict: AddressVerdict, refusedAs: RegExp | null): void {
  if (refusedAs === null) {
    assert.deepEqual(verdict, { allowed: true }, `${address} must be allowed`);
    return;
  }
  assert.equal(verdict.allowed, false, `${address} must be refused`);
  if (verdict.allowed) return;
  assert.equal(typeof verdict.reason, 'string');
  assert.ok(
    verdict.reason.includes(address),
    `reason "${verdict.reason}" must name ${JSON.stringify(address)}`,
  );
  assert.match(verdict.reason, refusedAs);
}

describe('checkAddress', () => {
  it('has a table of at least 60 rows with every address listed once', () => {
    assert.ok(ROWS.length >= 60, `${ROWS.length} rows`);
    assert.equal(new Set(ROWS.map(([a]) => a)).size, ROWS.length);
  });

  for (const [address, refusedAs] of ROWS) {
    const label = refusedAs === null ? 'allows' : `refuses (${refusedAs.source})`;
    it(`${label} ${JSON.stringify(address)}`, () => {
      assertVerdict(address, checkAddress(address), refusedAs);
      // An empty allow-list changes nothing.
      assert.deepEqual(checkAddress(address, []), checkAddress(address));
    });
  }

  it('gives one verdict for one address in every notation (IPv4-compatible ::8.8.8.8 = ::808:808)', () => {
    // ::/96 (IPv4-compatible, deprecated by RFC 4291) is not global unicast: CONTRACT 7 refuses it, and the
    // hex notation of the same address is refused, so the dotted one must be too.
    assert.equal(checkAddress('::808:808').allowed, false);
    assert.equal(checkAddress('::8.8.8.8').allowed, false);
  });
});

describe('allow-list (WEBHOOK_ALLOWED_CIDRS)', () => {
  const allowList = parseCidrList('127.0.0.0/8, 10.0.0.1, fd00::/8');

  for (const address of [
    '127.0.0.5',
    '127.255.255.254',
    '10.0.0.1',
    'fd00::1',
    'fdff::9',
    '::ffff:127.0.0.1',
  ]) {
    it(`lets ${address} through`, () => {
      assert.deepEqual(checkAddress(address, allowList), { allowed: true });
      // ...which it refuses without the list.
      assert.equal(checkAddress(address).allowed, false);
    });
  }

  it('lets the hex mapped and the NAT64 forms of an allowed IPv4 address through', () => {
    assert.deepEqual(checkAddress('::ffff:7f00:5', allowList), { allowed: true });
    assert.deepEqual(checkAddress('64:ff9b::7f00:1', allowList), { allowed: true });
    assert.deepEqual(checkAddress('::ffff:a00:1', allowList), { allowed: true });
  });

  for (const address of ['10.0.0.2', '192.168.0.1', '::1', 'fc00::1', '::ffff:10.0.0.2', '169.254.169.254']) {
    it(`still refuses ${address}, which the list does not name`, () => {
      const verdict = checkAddress(address, allowList);
      assert.equal(verdict.allowed, false);
      assert.ok(!verdict.allowed && verdict.reason.includes(address));
    });
  }

  it('does not let an invalid string through even with 0.0.0.0/0 and ::/0', () => {
    const everything = parseCidrList('0.0.0.0/0, ::/0');
    for (const address of ['localhost', '127.1', '0x7f000001', '']) {
      assert.equal(checkAddress(address, everything).allowed, false, address);
    }
  });
});

describe('parseCidrList', () => {
  it('reads ranges and bare addresses (a bare address is a /32 or /128)', () => {
    const list = parseCidrList(' 127.0.0.0/8 ,10.0.0.1,, fd00::/8, ::1 ');
    assert.deepEqual(
      list.map(([address, bits]) => `${address.toString()}/${bits}`),
      ['127.0.0.0/8', '10.0.0.1/32', 'fd00::/8', '::1/128'],
    );
  });

  it('gives [] for an empty or blank string', () => {
    assert.deepEqual(parseCidrList(''), []);
    assert.deepEqual(parseCidrList(' , '), []);
  });

  for (const entry of ['nonsense', '10.0.0.0/33', '::/129', '10.0.0.1/', '1.2.3.4/x']) {
    it(`throws naming the bad entry ${JSON.stringify(entry)}`, () => {
      assert.throws(
        () => parseCidrList(`127.0.0.1, ${entry}, ::1`),
        (error: unknown) => error instanceof Error && error.message.includes(`"${entry}"`),
      );
    });
  }

  it('refuses the non-canonical IPv4 notations instead of reading them as another address', () => {
    // `010.0.0.0/8` would otherwise be read as octal, i.e. 8.0.0.0/8; config.ts refuses these forms, and
    // parseCidrList must not read them differently from what an operator meant.
    for (const entry of ['010.0.0.0/8', '127.1', '0x7f000001', '2130706433']) {
      assert.throws(
        () => parseCidrList(entry),
        (error: unknown) => error instanceof Error && error.message.includes(`"${entry}"`),
        entry,
      );
    }
  });
});

// ---- property tests ----

const byte = fc.integer({ min: 0, max: 255 });
const ipv4Bytes = fc.tuple(byte, byte, byte, byte);

const dotted = (b: readonly number[]): string => b.join('.');
const hexPair = (b: readonly number[]): string =>
  `${((b[0]! << 8) | b[1]!).toString(16)}:${((b[2]! << 8) | b[3]!).toString(16)}`;
/** The IPv6 spellings of an IPv4 address that reach it: mapped (dotted and hex) and NAT64 (hex and dotted). */
const v6Forms = (b: readonly number[]): string[] => [
  `::ffff:${dotted(b)}`,
  `::ffff:${hexPair(b)}`,
  `64:ff9b::${hexPair(b)}`,
  `64:ff9b::${dotted(b)}`,
];

/** An IPv4 address inside `prefix` (its first bytes), the rest random. */
const inside = (...prefix: number[]) =>
  fc
    .tuple(...Array.from({ length: 4 - prefix.length }, () => byte))
    .map((rest): number[] => [...prefix, ...rest]);

const REFUSED_RANGES: [string, fc.Arbitrary<number[]>, RegExp][] = [
  ['10.0.0.0/8', inside(10), /private/],
  ['127.0.0.0/8', inside(127), /loopback/],
  ['192.168.0.0/16', inside(192, 168), /private/],
  ['169.254.0.0/16', inside(169, 254), /link-local/],
];

describe('checkAddress properties', () => {
  for (const [range, arb, word] of REFUSED_RANGES) {
    it(`refuses every address of ${range}, plain, IPv4-mapped and NAT64`, () => {
      fc.assert(
        fc.property(arb, (b) => {
          const v4 = dotted(b);
          assertVerdict(v4, checkAddress(v4), word);
          for (const form of v6Forms(b)) {
            const verdict = checkAddress(form);
            assertVerdict(form, verdict, word);
            assert.ok(!verdict.allowed && verdict.reason.includes(v4), `${form}: names ${v4}`);
            assert.match(
              !verdict.allowed ? verdict.reason : '',
              form.startsWith('64:ff9b') ? /NAT64/ : /mapped/,
            );
          }
        }),
        { numRuns: 300 },
      );
    });
  }

  it('allows every IPv4 address, plain, mapped and NAT64, when the allow-list is 0.0.0.0/0', () => {
    const everything = parseCidrList('0.0.0.0/0');
    fc.assert(
      fc.property(ipv4Bytes, (b) => {
        for (const form of [dotted(b), ...v6Forms(b)]) {
          assert.deepEqual(checkAddress(form, everything), { allowed: true }, form);
        }
      }),
      { numRuns: 500 },
    );
  });

  it('allows exactly the addresses a /24 allow-list names among private addresses', () => {
    fc.assert(
      fc.property(byte, inside(10), (third, b) => {
        const list = parseCidrList(`10.1.${third}.0/24`);
        const covered = b[1] === 1 && b[2] === third;
        assert.equal(checkAddress(dotted(b), list).allowed, covered, dotted(b));
      }),
      { numRuns: 300 },
    );
  });

  it('gives the same verdict to the dotted and hex spellings of one mapped or NAT64 address', () => {
    fc.assert(
      fc.property(ipv4Bytes, (b) => {
        const [mappedDotted, mappedHex, nat64Hex, nat64Dotted] = v6Forms(b);
        assert.equal(checkAddress(mappedDotted!).allowed, checkAddress(mappedHex!).allowed);
        assert.equal(checkAddress(nat64Dotted!).allowed, checkAddress(nat64Hex!).allowed);
        // Both reach the same IPv4 address: same verdict as the plain address.
        assert.equal(checkAddress(mappedHex!).allowed, checkAddress(dotted(b)).allowed);
        assert.equal(checkAddress(nat64Hex!).allowed, checkAddress(dotted(b)).allowed);
      }),
      { numRuns: 500 },
    );
  });
});
