import { describe, expect, it } from 'vitest';
import { normalAddress, normalRange, parseAddress } from './addresses.ts';

describe('addresses', () => {
  it('reads dotted IPv4 and IPv6, an IPv4-mapped address as its IPv4', () => {
    expect(normalAddress('203.0.113.9')).toBe('203.0.113.9');
    expect(normalAddress('::ffff:203.0.113.9')).toBe('203.0.113.9');
    expect(normalAddress('2001:db8::1')).toBe('2001:db8::1');
  });

  it("refuses what ipaddr.isValid lets through as IPv4 ('1', '0x7f.1') and ranges where an address is asked", () => {
    for (const input of ['1', '0x7f.1', '203.0.113', '203.0.113.0/24', 'example.com', ''])
      expect(parseAddress(input), input).toBeNull();
  });

  it('answers a range as its network, an address as itself, and nothing for a broken range', () => {
    expect(normalRange('203.0.113.7/24')).toBe('203.0.113.0/24');
    expect(normalRange('2001:db8::7/48')).toBe('2001:db8::/48');
    expect(normalRange('203.0.113.7')).toBe('203.0.113.7');
    expect(normalRange('203.0.113.7/33')).toBeNull();
    expect(normalRange('1/8')).toBeNull();
  });
});
