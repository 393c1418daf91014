import ipaddr from 'ipaddr.js';

/** Whether two addresses share a network: the same IPv4 /24, or the same IPv6 /48. */
export function sameNetwork(a: string, b: string): boolean {
  if (!ipaddr.isValid(a) || !ipaddr.isValid(b)) return a === b;
  const left = ipaddr.process(a);
  const right = ipaddr.process(b);
  if (left.kind() !== right.kind()) return false;
  return left.match(right, left.kind() === 'ipv4' ? 24 : 48);
}
