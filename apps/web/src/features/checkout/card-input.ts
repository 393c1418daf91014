// Formatting for the test-mode card form: what is typed is reshaped as the person types, and the
// server gets digits only (it runs the Luhn check and the test-card outcomes itself).

const digitsOf = (value: string) => value.replace(/\D/g, '');

/** American Express numbers (34, 37) are 15 digits shown 4-6-5, as printed on the card. */
function isAmex(digits: string): boolean {
  return /^3[47]/.test(digits);
}

/** '4242424242424242' → '4242 4242 4242 4242'; Amex → '3782 822463 10005'; at most 19 digits. */
export function formatCardNumber(value: string): string {
  const digits = digitsOf(value);
  if (isAmex(digits)) {
    const amex = digits.slice(0, 15);
    return [amex.slice(0, 4), amex.slice(4, 10), amex.slice(10)].filter(Boolean).join(' ');
  }
  return (digits.slice(0, 19).match(/.{1,4}/g) ?? []).join(' ');
}

export function cardNumberDigits(value: string): string {
  return digitsOf(value);
}

/**
 * Digits become 'MM / YY' as they are typed: '4' → '04', '1229' → '12 / 29'. The separator only
 * appears once a year digit is there, so backspace never gets stuck on it.
 */
export function formatExpiry(value: string): string {
  // '1/' means January: the slash closes a one-digit month.
  const shortMonth = /^\s*(\d)\s*\/(.*)$/.exec(value);
  let digits = shortMonth ? `0${shortMonth[1]}${digitsOf(shortMonth[2]!)}` : digitsOf(value);
  if (/^[2-9]/.test(digits)) digits = `0${digits}`;
  digits = digits.slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)} / ${digits.slice(2)}` : digits;
}

/** 'MM / YY' → 'MM/YY', the API's spelling; anything unexpected goes as typed for the server to judge. */
export function expiryForApi(value: string): string {
  const match = /^\s*(\d{1,2})\s*\/\s*(\d{2})\s*$/.exec(value);
  return match ? `${match[1]!.padStart(2, '0')}/${match[2]}` : value.trim();
}

export function formatCvc(value: string): string {
  return digitsOf(value).slice(0, 4);
}

/** The brand the number's first digits point to, for the hint inside the field. */
export function cardBrandOf(value: string): 'visa' | 'mastercard' | 'amex' | null {
  const digits = digitsOf(value);
  if (/^4/.test(digits)) return 'visa';
  if (/^(5[1-5]|2[2-7])/.test(digits)) return 'mastercard';
  if (isAmex(digits)) return 'amex';
  return null;
}
