// Which addresses an imported feed may be fetched from: public unicast only. Loopback, private,
// carrier-grade NAT, link-local, unique-local, multicast and reserved ranges are refused, so an
// owner's URL can never make the server reach into its own network (SSRF).
import { BlockList, isIP } from "node:net";

const refused = new BlockList();
for (const [network, prefix] of [
  ["0.0.0.0", 8], // "this network"
  ["10.0.0.0", 8],
  ["100.64.0.0", 10], // carrier-grade NAT
  ["127.0.0.0", 8],
  ["169.254.0.0", 16], // link-local, cloud metadata services
  ["172.16.0.0", 12],
  ["192.0.0.0", 24], // IETF protocol assignments
  ["192.0.2.0", 24], // documentation
  ["192.168.0.0", 16],
  ["198.18.0.0", 15], // benchmarking
  ["198.51.100.0", 24],
  ["203.0.113.0", 24],
  ["224.0.0.0", 4], // multicast
  ["240.0.0.0", 4], // reserved and broadcast
] as const) {
  refused.addSubnet(network, prefix, "ipv4");
}
for (const [network, prefix] of [
  ["::", 128], // unspecified
  ["::1", 128], // loopback
  ["64:ff9b:1::", 48], // local-use NAT64
  ["100::", 64], // discard-only
  ["2001:db8::", 32], // documentation
  ["fc00::", 7], // unique-local
  ["fe80::", 10], // link-local
  ["fec0::", 10], // old site-local
  ["ff00::", 8], // multicast
] as const) {
  refused.addSubnet(network, prefix, "ipv6");
}

// IPv6 forms that carry an IPv4 address: mapped (::ffff:a.b.c.d), NAT64 (64:ff9b::a.b.c.d) and
// 6to4 (2002:AABB:CCDD::); the IPv4 inside is what the packet finally reaches.
function embeddedIpv4(address: string): string | undefined {
  const lower = address.toLowerCase();
  const dotted = /^(?:::ffff:|64:ff9b::)(\d+\.\d+\.\d+\.\d+)$/.exec(lower);
  if (dotted) return dotted[1];
  const hex = /^(?:::ffff:|64:ff9b::)([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(lower);
  const sixToFour = /^2002:([0-9a-f]{1,4}):([0-9a-f]{1,4}):/.exec(lower);
  const pair = hex ?? sixToFour;
  if (!pair) return undefined;
  const high = parseInt(pair[1] ?? "0", 16);
  const low = parseInt(pair[2] ?? "0", 16);
  return [high >> 8, high & 255, low >> 8, low & 255].join(".");
}

/** True when `address` (an IP literal) is a public unicast address a feed may be fetched from. */
export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return !refused.check(address, "ipv4");
  if (family !== 6) return false;
  const inner = embeddedIpv4(address);
  if (inner !== undefined && refused.check(inner, "ipv4")) return false;
  return !refused.check(address, "ipv6");
}
