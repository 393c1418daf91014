import ipaddr from 'ipaddr.js';

// The one reading of an address or range for the monitor, its blocks and the admin's forms.
// ipaddr.isValid also takes '1' or '0x7f.1' as IPv4: only the dotted four parts count here.
const isAddress = (input: string) => ipaddr.IPv4.isValidFourPartDecimal(input) || ipaddr.IPv6.isValid(input);
const isRange = (input: string) => ipaddr.IPv4.isValidCIDRFourPartDecimal(input) || ipaddr.IPv6.isValidCIDR(input);

/** One address, '::ffff:203.0.113.9' read as the IPv4 address it wraps; null for anything else. */
export function parseAddress(input: string): ipaddr.IPv4 | ipaddr.IPv6 | null {
  return isAddress(input) ? ipaddr.process(input) : null;
}

/** One address in its usual form ('::ffff:203.0.113.9' → '203.0.113.9'), or null. */
export function normalAddress(input: string): string | null {
  return parseAddress(input)?.toString() ?? null;
}

/** An address, or a range as its network ('203.0.113.7/24' → '203.0.113.0/24'), or null. */
export function normalRange(input: string): string | null {
  if (!input.includes('/')) return normalAddress(input);
  if (!isRange(input)) return null;
  const [address, bits] = ipaddr.parseCIDR(input);
  const network =
    address.kind() === 'ipv4'
      ? ipaddr.IPv4.networkAddressFromCIDR(`${address.toString()}/${bits}`)
      : ipaddr.IPv6.networkAddressFromCIDR(`${address.toString()}/${bits}`);
  return `${network.toString()}/${bits}`;
}
