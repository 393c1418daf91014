import type { ExportCell } from '@themeport/core';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * An Excel workbook of one sheet: a bold, frozen header row and the rows. exceljs is loaded on
 * first use, so it stays out of the main bundle. Cells are written as values, never formulas.
 */
export async function buildXlsx(sheet: string, headers: string[], rows: ExportCell[][]): Promise<Blob> {
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  workbook.created = new Date();
  // Sheet names are at most 31 characters, without []:*?/\.
  const worksheet = workbook.addWorksheet(sheet.replace(/[[\]:*?/\\]/g, ' ').slice(0, 31), {
    views: [{ state: 'frozen', ySplit: 1 }],
  });
  worksheet.addRow(headers).font = { bold: true };
  for (const row of rows) worksheet.addRow(row.map((cell) => cell ?? null));
  worksheet.columns.forEach((column, index) => {
    const longest = Math.max(
      headers[index]?.length ?? 0,
      ...rows.slice(0, 200).map((row) => String(row[index] ?? '').length),
    );
    column.width = Math.min(60, Math.max(10, longest + 2));
  });
  const buffer = await workbook.xlsx.writeBuffer();
  return new Blob([buffer], { type: XLSX_TYPE });
}
