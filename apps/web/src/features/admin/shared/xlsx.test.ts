import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { buildXlsx } from './xlsx';

describe('buildXlsx', () => {
  it('writes a sheet with a bold header row and the cells as values, never formulas', async () => {
    const blob = await buildXlsx(
      'audit-logs',
      ['ID', 'Name', 'Count'],
      [
        ['a', '=1+1', 3],
        ['b', null, 0],
      ],
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await blob.arrayBuffer());
    const sheet = workbook.getWorksheet('audit-logs')!;
    expect(sheet.getRow(1).values).toEqual([undefined, 'ID', 'Name', 'Count']);
    expect(sheet.getRow(1).font?.bold).toBe(true);
    expect(sheet.getCell('B2').value).toBe('=1+1');
    expect(sheet.getCell('C2').value).toBe(3);
    expect(sheet.getCell('B3').value).toBeNull();
    expect(sheet.rowCount).toBe(3);
  });
});
