import { exportFileName, toCsv, type ExportCell, type ExportFormat } from '@themeport/core';

/** What an export holds: a table for CSV and Excel, and the records as they are for JSON. */
export interface ExportData {
  headers: string[];
  rows: ExportCell[][];
  records: unknown[];
}

export interface ExportFile {
  blob: Blob;
  fileName: string;
  /** The format written: CSV when Excel was asked for and failed. */
  format: ExportFormat;
}

export type XlsxBuilder = (sheet: string, headers: string[], rows: ExportCell[][]) => Promise<Blob>;

const MIME = {
  // The byte order mark makes Excel read the CSV as UTF-8.
  csv: 'text/csv;charset=utf-8',
  json: 'application/json',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
} as const;

/**
 * The file of one export (spec 001 §9): '{name}-{ISO timestamp}.{ext}'; when building the Excel
 * file throws, the same rows go out as CSV instead.
 */
export async function buildExportFile(
  format: ExportFormat,
  name: string,
  data: ExportData,
  buildXlsx: XlsxBuilder,
  now = new Date(),
): Promise<ExportFile> {
  if (format === 'xlsx') {
    try {
      return {
        blob: await buildXlsx(name, data.headers, data.rows),
        fileName: exportFileName(name, 'xlsx', now),
        format,
      };
    } catch {
      return buildExportFile('csv', name, data, buildXlsx, now);
    }
  }
  const text = format === 'csv' ? `\uFEFF${toCsv(data.headers, data.rows)}` : JSON.stringify(data.records, null, 2);
  return { blob: new Blob([text], { type: MIME[format] }), fileName: exportFileName(name, format, now), format };
}

/** Hands a file to the browser's downloads. */
export function saveFile({ blob, fileName }: ExportFile): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked later: some browsers read the URL after click() returns.
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
