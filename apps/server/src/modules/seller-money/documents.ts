// Files the money routes send: CSV cells and the sales CSV, and the download headers.
import type { Context } from 'hono';
import { toCsv } from '@themeport/core';
import type { AppEnv } from '../../http/types.ts';
import type { listSales } from './service.ts';

type Sale = Awaited<ReturnType<typeof listSales>>[number];

/** Cents as dollars with two decimals for CSV cells (4900 → '49.00'); no symbol, so spreadsheets read a number. */
export const dollars = (cents: number) => (cents / 100).toFixed(2);

/** One row per sale, gross → fee → net in dollars with cents, dates UTC. */
export function salesCsv(sales: Sale[]): string {
  const headers = [
    'date_utc',
    'theme',
    'buyer',
    'gross_usd',
    'platform_fee_usd',
    'you_usd',
    'refunded_at_utc',
    'purchase_id',
  ];
  const rows = sales.map((sale) => [
    sale.createdAt,
    sale.themeName,
    sale.buyer,
    dollars(sale.grossCents),
    dollars(sale.feeCents),
    dollars(sale.netCents),
    sale.refundedAt ?? '',
    sale.purchaseId,
  ]);
  return `${toCsv(headers, rows)}\r\n`;
}

export function sendCsv(c: Context<AppEnv>, fileName: string, csv: string): Response {
  c.header('Content-Type', 'text/csv; charset=utf-8');
  c.header('Content-Disposition', `attachment; filename="${fileName}"`);
  return c.body(csv);
}

export function sendPdf(c: Context<AppEnv>, fileName: string, pdf: Uint8Array): Response {
  c.header('Content-Type', 'application/pdf');
  c.header('Content-Disposition', `attachment; filename="${fileName}"`);
  return c.body(Buffer.from(pdf));
}
