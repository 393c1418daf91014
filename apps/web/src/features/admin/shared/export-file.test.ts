import { describe, expect, it } from 'vitest';
import { buildExportFile, type ExportData } from './export-file';

const data: ExportData = {
  headers: ['id', 'name'],
  rows: [
    [1, '=1+1'],
    [2, 'Zoë, "the" admin'],
  ],
  records: [{ id: 1 }, { id: 2 }],
};
const now = new Date('2026-03-05T14:07:09.000Z');
const xlsx = async () => new Blob(['xlsx bytes']);
const broken = async (): Promise<Blob> => {
  throw new Error('no workbook');
};

describe('buildExportFile (spec 001 §9)', () => {
  it('writes CSV with a byte order mark, escaped and defused cells', async () => {
    const file = await buildExportFile('csv', 'audit-logs', data, xlsx, now);
    expect(file.fileName).toBe('audit-logs-20260305T140709Z.csv');
    expect(file.format).toBe('csv');
    expect(file.blob.type).toBe('text/csv;charset=utf-8');
    const bytes = new Uint8Array(await file.blob.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(bytes.slice(3))).toBe('id,name\r\n1,\'=1+1\r\n2,"Zoë, ""the"" admin"');
  });

  it('writes the records as JSON', async () => {
    const file = await buildExportFile('json', 'audit-logs', data, xlsx, now);
    expect(file.fileName).toBe('audit-logs-20260305T140709Z.json');
    expect(JSON.parse(await file.blob.text())).toEqual([{ id: 1 }, { id: 2 }]);
  });

  it('writes Excel with the builder, and falls back to CSV when it throws', async () => {
    const excel = await buildExportFile('xlsx', 'audit-logs', data, xlsx, now);
    expect(excel).toMatchObject({ fileName: 'audit-logs-20260305T140709Z.xlsx', format: 'xlsx' });
    expect(await excel.blob.text()).toBe('xlsx bytes');

    const fallback = await buildExportFile('xlsx', 'audit-logs', data, broken, now);
    expect(fallback).toMatchObject({ fileName: 'audit-logs-20260305T140709Z.csv', format: 'csv' });
    expect(await fallback.blob.text()).toContain('id,name\r\n');
  });
});
