// Monthly statements (decision 029): every ledger line of a UTC month with the running balance,
// opening and closing (closing = opening + lines), as JSON, CSV and a PDF drawn like the invoices.
import type { PDFFont, PDFPage } from 'pdf-lib';
import { EARNINGS_TEXT, formatMoney, monthRange, statementTotals, toCsv } from '@themeport/core';
import type { Database } from '../../db/client.ts';
import { dollars } from './documents.ts';
import { selectBalanceBefore, selectLedgerLines, selectStatementMonths } from './queries.ts';

export async function statementMonths(db: Database, sellerId: string): Promise<string[]> {
  return selectStatementMonths(db, sellerId);
}

export async function buildStatement(db: Database, sellerId: string, month: string) {
  const { start, end } = monthRange(month);
  const [opening, lines] = await Promise.all([
    selectBalanceBefore(db, sellerId, start),
    selectLedgerLines(db, sellerId, start, end),
  ]);
  const statement = statementTotals(opening, lines);
  return {
    month,
    currency: 'usd',
    openingCents: statement.openingCents,
    closingCents: statement.closingCents,
    totals: statement.totals,
    lines: statement.lines.map((line) => ({
      id: line.id,
      type: line.type,
      label: EARNINGS_TEXT.entryLabels[line.type],
      occurredAt: line.occurredAt.toISOString(),
      availableAt: line.availableAt.toISOString(),
      themeName: line.themeName,
      purchaseId: line.purchaseId,
      payoutId: line.payoutId,
      memo: line.memo,
      amountCents: line.amountCents,
      balanceCents: line.balanceCents,
    })),
  };
}
export type Statement = Awaited<ReturnType<typeof buildStatement>>;

/** One CSV row per line, between an opening and a closing row; amounts in dollars with cents, dates UTC. */
export function statementCsv(statement: Statement): string {
  const headers = ['date_utc', 'type', 'description', 'theme', 'reference', 'amount_usd', 'balance_usd'];
  const rows = [
    [`${statement.month}-01`, 'opening_balance', 'Opening balance', '', '', '', dollars(statement.openingCents)],
    ...statement.lines.map((line) => [
      line.occurredAt,
      line.type,
      line.label,
      line.themeName ?? '',
      line.purchaseId ?? line.payoutId ?? '',
      dollars(line.amountCents),
      dollars(line.balanceCents),
    ]),
    [monthEnd(statement.month), 'closing_balance', 'Closing balance', '', '', '', dollars(statement.closingCents)],
  ];
  return `${toCsv(headers, rows)}\r\n`;
}

function monthEnd(month: string): string {
  const { end } = monthRange(month);
  return new Date(end.getTime() - 1).toISOString().slice(0, 10);
}

const monthName = (month: string) =>
  monthRange(month).start.toLocaleDateString('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });

// Standard fonts are WinAnsi: keep to characters they can draw (as billing/invoice-documents.ts).
const safe = (text: string) => text.replace(/[–—→]/g, '-').replace(/[^\x20-\x7E\u00A0-\u00FF]/g, '?');

/** A4 pages: the header, the totals, then the lines with their running balance. */
export async function statementPdf(statement: Statement, seller: { name: string; email: string }): Promise<Uint8Array> {
  // pdf-lib loads with the first statement, not with the server (decision 044).
  const { PDFDocument, StandardFonts, rgb } = await import('pdf-lib');
  const pdf = await PDFDocument.create();
  pdf.setTitle(`Statement ${statement.month}`);
  pdf.setAuthor('Themeport');
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const ink = rgb(0.07, 0.09, 0.15);
  const muted = rgb(0.42, 0.45, 0.5);
  const money = (cents: number) => safe(formatMoney(cents));
  let page: PDFPage = pdf.addPage([595.28, 841.89]);
  let y = 780;
  const text = (value: string, x: number, size = 10, font: PDFFont = regular, color = ink) =>
    page.drawText(safe(value), { x, y, size, font, color, maxWidth: 180 });
  const right = (value: string, xRight: number, size = 10, font: PDFFont = regular) => {
    const safeValue = safe(value);
    page.drawText(safeValue, { x: xRight - font.widthOfTextAtSize(safeValue, size), y, size, font, color: ink });
  };

  text('Themeport', 56, 22, bold);
  y -= 26;
  text(`Seller statement, ${monthName(statement.month)} (UTC)`, 56, 13, regular, muted);
  y -= 20;
  text(`${seller.name} <${seller.email}>`, 56, 10, regular, muted);
  y -= 36;
  const summary: [string, number][] = [
    ['Opening balance', statement.openingCents],
    ['Sales', statement.totals.sales],
    ['Platform fees (20%)', statement.totals.fees],
    ['Refunds', statement.totals.refunds],
    ['Payouts', statement.totals.payouts],
    ['Adjustments', statement.totals.adjustments],
    ['Closing balance', statement.closingCents],
  ];
  for (const [label, cents] of summary) {
    const strong = label.endsWith('balance');
    text(label, 56, 11, strong ? bold : regular);
    right(money(cents), 300, 11, strong ? bold : regular);
    y -= 18;
  }
  y -= 18;
  const header = () => {
    text('Date', 56, 9, bold, muted);
    text('Line', 130, 9, bold, muted);
    text('Theme', 260, 9, bold, muted);
    right('Amount', 470, 9, bold);
    right('Balance', 539, 9, bold);
    y -= 16;
  };
  header();
  for (const line of statement.lines) {
    if (y < 72) {
      page = pdf.addPage([595.28, 841.89]);
      y = 780;
      header();
    }
    text(line.occurredAt.slice(0, 10), 56, 9);
    text(line.label, 130, 9);
    text(line.themeName ?? '', 260, 9);
    right(money(line.amountCents), 470, 9);
    right(money(line.balanceCents), 539, 9);
    y -= 14;
  }
  if (statement.lines.length === 0) text('No lines this month.', 56, 9, regular, muted);
  return pdf.save();
}
