import ipaddr from 'ipaddr.js';

/** Bits of an IPv6 address one subscriber holds: a home or a phone gets a whole /64, so it counts as one address. */
const IPV6_SUBSCRIBER_BITS = 64;

/**
 * The address a throttle counts: IPv4 as is (also when written IPv4-mapped, ::ffff:1.2.3.4), IPv6 as its /64
 * ("2001:db8:1:2::/64"), anything unparseable as given.
 */
export function throttleAddress(ip: string): string {
  if (!ipaddr.isValid(ip)) return ip;
  const parsed = ipaddr.process(ip);
  if (parsed.kind() === 'ipv4') return parsed.toString();
  const prefix = ipaddr.IPv6.networkAddressFromCIDR(`${parsed.toString()}/${IPV6_SUBSCRIBER_BITS}`);
  return `${prefix.toString()}/${IPV6_SUBSCRIBER_BITS}`;
}
