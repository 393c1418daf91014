import { describe, expect, it } from 'vitest';
import { cardBrandOf, cardNumberDigits, expiryForApi, formatCardNumber, formatCvc, formatExpiry } from './card-input';

describe('card number', () => {
  it('groups digits in fours as they are typed and drops anything else', () => {
    expect(formatCardNumber('4242')).toBe('4242');
    expect(formatCardNumber('42424')).toBe('4242 4');
    expect(formatCardNumber('4242-4242 4242x4242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('4'.repeat(25))).toBe('4444 4444 4444 4444 444');
  });

  it('shows American Express as 4-6-5 and stops at 15 digits', () => {
    expect(formatCardNumber('378282246310005999')).toBe('3782 822463 10005');
    expect(formatCardNumber('37828')).toBe('3782 8');
  });

  it('sends digits only', () => {
    expect(cardNumberDigits('4000 0000 0000 0002')).toBe('4000000000000002');
  });
});

describe('expiry', () => {
  it("reads 'MM / YY' as digits are typed, with a leading zero for months 2-9", () => {
    expect(formatExpiry('1')).toBe('1');
    expect(formatExpiry('12')).toBe('12');
    expect(formatExpiry('122')).toBe('12 / 2');
    expect(formatExpiry('12299')).toBe('12 / 29');
    expect(formatExpiry('4')).toBe('04');
    expect(formatExpiry('12 / ')).toBe('12');
    expect(formatExpiry('1/')).toBe('01');
    expect(formatExpiry('1/29')).toBe('01 / 29');
  });

  it("is sent as 'MM/YY'", () => {
    expect(expiryForApi('12 / 29')).toBe('12/29');
    expect(expiryForApi('4/31')).toBe('04/31');
    expect(expiryForApi('13')).toBe('13');
  });
});

describe('cvc', () => {
  it('keeps up to four digits', () => {
    expect(formatCvc('12a34 5')).toBe('1234');
  });
});

describe('brand hint', () => {
  it('reads the brand from the first digits', () => {
    expect(cardBrandOf('4242')).toBe('visa');
    expect(cardBrandOf('5555 5555')).toBe('mastercard');
    expect(cardBrandOf('3782')).toBe('amex');
    expect(cardBrandOf('6011')).toBeNull();
    expect(cardBrandOf('')).toBeNull();
  });
});
