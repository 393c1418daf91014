// spec 001 §9 audit list: an export fetches up to 10,000 rows, as CSV, JSON or Excel (an Excel
// failure falls back to CSV), in a file named {name}-{ISO timestamp}.{ext}.

export const EXPORT_MAX_ROWS = 10_000;
export const EXPORT_FORMATS = ['csv', 'json', 'xlsx'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

export type ExportCell = string | number | boolean | null | undefined;

/**
 * '{name}-{ISO timestamp}.{ext}'. The timestamp is ISO 8601's basic format (20261124T185632Z):
 * the extended form's colons are not allowed in file names on Windows and browsers replace them.
 */
export function exportFileName(name: string, format: ExportFormat, now: Date): string {
  const stamp = now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}Z$/, 'Z');
  return `${name}-${stamp}.${format}`;
}

// OWASP CSV injection: a spreadsheet runs a cell that starts with one of these as a formula.
const FORMULA_START = /^[=+\-@\t\r]/;
// A plain decimal number (a money cell such as '-9.80') is a value, not a formula: it keeps its sign.
const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;

/**
 * One CSV cell: text that a spreadsheet would run as a formula gets a leading ' (a plain negative
 * number stays a number), and quotes as RFC 4180 says.
 */
export function csvCell(value: ExportCell): string {
  if (value === null || value === undefined) return '';
  if (typeof value !== 'string') return String(value);
  const safe = FORMULA_START.test(value) && !PLAIN_NUMBER.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) || safe.trim() !== safe ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** A header line and one line per row, CRLF between lines (RFC 4180). */
export function toCsv(headers: readonly string[], rows: readonly (readonly ExportCell[])[]): string {
  return [headers, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n');
}
