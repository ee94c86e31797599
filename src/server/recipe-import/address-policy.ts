/**
 * Which addresses a recipe fetch may connect to: public unicast only. Private, loopback,
 * link-local (and with it the cloud metadata address 169.254.169.254), carrier-grade NAT,
 * documentation, multicast and reserved ranges are refused, in IPv4 and IPv6, and so are
 * IPv4-mapped, NAT64 and 6to4 IPv6 addresses (they can carry any IPv4 address inside).
 */
import { BlockList, isIP } from 'node:net';

// Two lists: a BlockList also matches IPv4 addresses against IPv4-mapped IPv6 rules, so the
// rule refusing every mapped IPv6 address (::ffff:0:0/96) must not see IPv4 addresses.
const REFUSED_V4 = new BlockList();
const REFUSED_V6 = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  REFUSED_V4.addSubnet(net, prefix, 'ipv4');
}
for (const [net, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['::ffff:0:0', 96],
  ['::', 96],
  ['64:ff9b::', 96],
  ['64:ff9b:1::', 48],
  ['100::', 64],
  ['2001::', 32],
  ['2001:db8::', 32],
  ['2002::', 16],
  ['fc00::', 7],
  ['fe80::', 10],
  ['fec0::', 10],
  ['ff00::', 8],
] as const) {
  REFUSED_V6.addSubnet(net, prefix, 'ipv6');
}

const LOOPBACK = new BlockList();
LOOPBACK.addSubnet('127.0.0.0', 8, 'ipv4');
LOOPBACK.addAddress('::1', 'ipv6');

/** True when a recipe fetch may connect to this address. */
export function isPublicAddress(
  address: string,
  options: { allowLoopback?: boolean } = {},
): boolean {
  const family = isIP(address);
  if (family === 0) return false;
  const type = family === 4 ? 'ipv4' : 'ipv6';
  if (options.allowLoopback && LOOPBACK.check(address, type)) return true;
  return family === 4 ? !REFUSED_V4.check(address, 'ipv4') : !REFUSED_V6.check(address, 'ipv6');
}
