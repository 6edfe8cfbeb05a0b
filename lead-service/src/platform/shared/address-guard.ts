/**
 * Which addresses a website check (kinds/analysis-requests/website-check/) may connect to. Everything that is not a public unicast address is refused:
 * a visitor types the URL, so without this check they could make our server read internal services
 * (cloud metadata at 169.254.169.254, Redis, PostgreSQL, the admin dashboard).
 */
import { BlockList, isIP } from 'node:net';

const blocked = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8], // "this network", unspecified
  ['10.0.0.0', 8], // RFC 1918
  ['100.64.0.0', 10], // CGNAT
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local, cloud metadata
  ['172.16.0.0', 12], // RFC 1918
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.0.2.0', 24], // documentation
  ['192.168.0.0', 16], // RFC 1918
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24], // documentation
  ['203.0.113.0', 24], // documentation
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, broadcast
] as const) {
  blocked.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 128], // unspecified
  ['::1', 128], // loopback
  // Transition prefixes carry an IPv4 address inside: a relay or gateway would connect to it, private or not,
  // and no public site needs them to be reached, so they are refused whole.
  ['64:ff9b::', 96], // NAT64 (RFC 6052)
  ['64:ff9b:1::', 48], // local-use NAT64 (RFC 8215)
  ['2001::', 32], // Teredo
  ['2002::', 16], // 6to4
  ['100::', 64], // discard
  ['2001:db8::', 32], // documentation
  ['fc00::', 7], // unique local
  ['fe80::', 10], // link-local
  ['fec0::', 10], // site-local (deprecated)
  ['ff00::', 8], // multicast
] as const) {
  blocked.addSubnet(network, prefix, 'ipv6');
}

/** The embedded IPv4 address of ::ffff:a.b.c.d / ::a.b.c.d (also in hex form), else undefined. */
function embeddedIpv4(address: string): string | undefined {
  const lower = address.toLowerCase();
  const dotted = /^::(?:ffff:(?:0:)?)?(\d+\.\d+\.\d+\.\d+)$/.exec(lower);
  if (dotted?.[1]) return dotted[1];
  const hex = /^::(?:ffff:(?:0:)?)?([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(lower);
  if (hex?.[1] && hex[2]) {
    const high = Number.parseInt(hex[1], 16);
    const low = Number.parseInt(hex[2], 16);
    return [high >> 8, high & 255, low >> 8, low & 255].join('.');
  }
  return undefined;
}

/** True only for a syntactically valid, public unicast IPv4 or IPv6 address. */
export function isPublicAddress(address: string): boolean {
  const bare = address.replace(/^\[|\]$/g, '').split('%')[0] ?? '';
  const family = isIP(bare);
  if (family === 4) return !blocked.check(bare, 'ipv4');
  if (family === 6) {
    const mapped = embeddedIpv4(bare);
    // No public site needs the mapped form to be reached; refusing it closes every detour to IPv4 ranges.
    if (mapped !== undefined) return false;
    return !blocked.check(bare, 'ipv6');
  }
  return false;
}
