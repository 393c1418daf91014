import { describe, expect, it } from 'vitest';
import { EXPORT_MAX_ROWS, csvCell, exportFileName, toCsv } from './export-file.ts';

describe('export files (spec 001 §9)', () => {
  it('caps an export at 10,000 rows', () => {
    expect(EXPORT_MAX_ROWS).toBe(10_000);
  });

  it("names a file '{name}-{ISO timestamp}.{ext}' without characters file systems refuse", () => {
    const now = new Date('2026-03-05T14:07:09.123Z');
    expect(exportFileName('audit-logs', 'csv', now)).toBe('audit-logs-20260305T140709Z.csv');
    expect(exportFileName('revenue-analytics', 'xlsx', now)).toBe('revenue-analytics-20260305T140709Z.xlsx');
    expect(exportFileName('audit-logs', 'json', now)).not.toMatch(/[:\\/]/);
  });

  it('quotes cells with commas, quotes and line breaks', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('line\nbreak')).toBe('"line\nbreak"');
    expect(csvCell(' padded ')).toBe('" padded "');
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
    expect(csvCell(42)).toBe('42');
    expect(csvCell(-3)).toBe('-3');
    expect(csvCell(false)).toBe('false');
  });

  it('defuses text a spreadsheet would run as a formula', () => {
    expect(csvCell('=HYPERLINK("http://x")')).toBe(`"'=HYPERLINK(""http://x"")"`);
    expect(csvCell('+1')).toBe("'+1");
    expect(csvCell('-2+3')).toBe("'-2+3");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('\tx')).toBe("'\tx");
    expect(csvCell('a=b')).toBe('a=b');
    expect(csvCell('-1-2')).toBe("'-1-2");
    expect(csvCell('-0x1')).toBe("'-0x1");
    expect(csvCell('-1e3')).toBe("'-1e3");
    expect(csvCell('-.5')).toBe("'-.5");
  });

  it('keeps a plain negative amount a number a spreadsheet can add up', () => {
    expect(csvCell('-2')).toBe('-2');
    expect(csvCell('-9.80')).toBe('-9.80');
    expect(csvCell('-78.40')).toBe('-78.40');
    expect(toCsv(['amount_usd'], [['-49.00'], ['9.80']])).toBe('amount_usd\r\n-49.00\r\n9.80');
  });

  it('joins a header and rows with CRLF', () => {
    expect(
      toCsv(
        ['id', 'name'],
        [
          [1, 'Ada'],
          [2, 'Lovelace, A.'],
        ],
      ),
    ).toBe('id,name\r\n1,Ada\r\n2,"Lovelace, A."');
  });
});
