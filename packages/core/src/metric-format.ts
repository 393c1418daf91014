// spec 001 §9: metric cards show currency in USD with no decimals, a percentage to one decimal and
// a number in en-US; a change percent has one decimal.

export const METRIC_FORMATS = ['currency', 'percent', 'number'] as const;
export type MetricFormat = (typeof METRIC_FORMATS)[number];

const currency = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});
const number = new Intl.NumberFormat('en-US');
const oneDecimal = new Intl.NumberFormat('en-US', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** 1234.5 dollars → '$1,235'; 12.34 → '12.3%'; 1234567 → '1,234,567'. */
export function formatMetric(value: number, format: MetricFormat): string {
  switch (format) {
    case 'currency':
      return currency.format(value);
    case 'percent':
      return `${oneDecimal.format(value)}%`;
    case 'number':
      return number.format(value);
  }
}

/** 12.34 → '+12.3%', -4 → '-4.0%', 0 → '0.0%'. */
export function formatChangePercent(value: number): string {
  const text = `${oneDecimal.format(Math.abs(value))}%`;
  if (Math.round(value * 10) === 0) return text;
  return value > 0 ? `+${text}` : `-${text}`;
}
