// Where the server may connect on someone else's say-so (an imported calendar feed, a phone's push endpoint):
// public unicast addresses only. Loopback, private, carrier-grade NAT, link-local, unique-local, multicast and
// reserved ranges are refused, so a URL typed by an owner or sent by a browser can never make the server reach
// into its own network or the cloud's metadata service (SSRF). Every address a name resolves to is checked, and
// the connection is then pinned to the checked one (pinnedLookup), so a DNS answer cannot change between the
// check and the connect.
import { lookup as dnsLookup } from "node:dns/promises";
import { BlockList, isIP, type LookupFunction } from "node:net";

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

/** True when `address` (an IP literal) is a public unicast address the server may connect to. */
export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return !refused.check(address, "ipv4");
  if (family !== 6) return false;
  const inner = embeddedIpv4(address);
  if (inner !== undefined && refused.check(inner, "ipv4")) return false;
  return !refused.check(address, "ipv6");
}

export interface ResolvedAddress {
  address: string;
  family: number;
}

/** Why a host was refused: its name does not resolve, or it leads (also) to a non-public address. */
export class AddressRefused extends Error {
  constructor(
    readonly reason: "not-found" | "private",
    message: string,
  ) {
    super(message);
    this.name = "AddressRefused";
  }
}

/** A URL's host as the resolver wants it: IPv6 literals without their brackets. */
export function bareHost(url: URL): string {
  return url.hostname.replace(/^\[(.*)\]$/, "$1");
}

/**
 * The address to connect to for `hostname` (a name or an IP literal). Every address the name resolves to must be
 * public, not just the one we would use: a name that also points inside the network is refused outright.
 * `allowPrivate` is for tests, whose servers listen on 127.0.0.1.
 */
export async function resolvePublicAddress(
  hostname: string,
  options: { allowPrivate: boolean },
): Promise<ResolvedAddress> {
  let addresses: ResolvedAddress[];
  try {
    addresses = await dnsLookup(hostname, { all: true, verbatim: true });
  } catch {
    throw new AddressRefused("not-found", "The host name could not be found");
  }
  const [first] = addresses;
  if (!first) throw new AddressRefused("not-found", "The host name could not be found");
  if (!options.allowPrivate && !addresses.every((a) => isPublicAddress(a.address))) {
    throw new AddressRefused("private", "The address is on a private or local network, which is not allowed");
  }
  return first;
}

/** A `lookup` for http(s).request that answers only the address already checked. */
export function pinnedLookup(pinned: ResolvedAddress): LookupFunction {
  return (_hostname, options, callback) => {
    // Node asks for every address when it races IPv4 and IPv6 (autoSelectFamily).
    if (options.all) callback(null, [{ address: pinned.address, family: pinned.family }]);
    else callback(null, pinned.address, pinned.family);
  };
}
