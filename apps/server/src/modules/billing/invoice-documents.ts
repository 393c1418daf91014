// The local provider's invoice documents: a hosted receipt page and a PDF (Stripe hosts its own).
import { PLAN_NAMES, formatMoney } from '@themeport/core';
import type { InvoiceRow } from '../../db/schema.ts';
import { escapeHtml } from '../../lib/escape-html.ts';

export interface InvoiceDocument {
  invoice: InvoiceRow;
  accountName: string;
}

const dateFormat = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  timeZone: 'UTC',
});
const day = (date: Date | null) => (date ? dateFormat.format(date) : '—');

function rows({ invoice, accountName }: InvoiceDocument): [string, string][] {
  const period = invoice.periodStart ? `${day(invoice.periodStart)} – ${day(invoice.periodEnd)}` : 'One-time purchase';
  return [
    ['Invoice number', invoice.number],
    ['Date', day(invoice.createdAt)],
    ['Billed to', accountName],
    ['Period', period],
    ['Status', invoice.status[0]!.toUpperCase() + invoice.status.slice(1)],
  ];
}

const amount = (invoice: InvoiceRow) => formatMoney(invoice.amountPaid, invoice.currency.toUpperCase());

/** A self-contained receipt page (inline styles only: the CSP allows no outside resources). */
export function renderReceiptHtml(document: InvoiceDocument): string {
  const { invoice } = document;
  const details = rows(document)
    .map(([label, value]) => `<tr><th scope="row">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`)
    .join('');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Receipt ${escapeHtml(invoice.number)} · Themeport</title>
<style>
body{font-family:system-ui,-apple-system,'Segoe UI',sans-serif;background:#f6f7f9;color:#111827;margin:0;padding:32px 16px}
main{max-width:560px;margin:0 auto;background:#fff;border:1px solid #e5e7eb;border-radius:16px;padding:32px}
h1{font-size:20px;margin:0 0 4px}p{margin:0;color:#4b5563}
table{width:100%;border-collapse:collapse;margin-top:24px;font-size:14px}
th{text-align:left;font-weight:500;color:#6b7280;padding:8px 0}td{text-align:right;padding:8px 0}
tr+tr{border-top:1px solid #f3f4f6}.total{margin-top:24px;display:flex;justify-content:space-between;font-size:18px;font-weight:600}
.note{margin-top:24px;font-size:12px;color:#6b7280}a{color:#2563eb}
</style></head>
<body><main>
<h1>Themeport receipt</h1><p>${escapeHtml(invoice.description || 'Payment')}</p>
<table>${details}</table>
<div class="total"><span>Amount paid</span><span>${escapeHtml(amount(invoice))}</span></div>
<p class="note">Paid in test mode with the local payment provider. <a href="./pdf">Download PDF</a></p>
</main></body></html>`;
}

/** A one-page A4 invoice. */
export async function renderInvoicePdf(document: InvoiceDocument): Promise<Uint8Array> {
  const { invoice } = document;
  // pdf-lib loads with the first invoice, not with the server (decision 044).
  const { PDFDocument, StandardFonts, rgb } = await import('pdf-lib');
  const pdf = await PDFDocument.create();
  pdf.setTitle(`Invoice ${invoice.number}`);
  pdf.setAuthor('Themeport');
  const page = pdf.addPage([595.28, 841.89]);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const ink = rgb(0.07, 0.09, 0.15);
  const muted = rgb(0.42, 0.45, 0.5);
  // Standard fonts are WinAnsi: keep to characters they can draw.
  const safe = (text: string) => text.replace(/[–—]/g, '-').replace(/[^\x20-\x7E\u00A0-\u00FF]/g, '?');

  let y = 780;
  page.drawText('Themeport', { x: 56, y, size: 22, font: bold, color: ink });
  page.drawText('Invoice', { x: 56, y: y - 26, size: 14, font: regular, color: muted });
  y -= 80;
  for (const [label, value] of rows(document)) {
    page.drawText(label, { x: 56, y, size: 11, font: regular, color: muted });
    page.drawText(safe(value), { x: 220, y, size: 11, font: regular, color: ink });
    y -= 22;
  }
  y -= 20;
  page.drawLine({ start: { x: 56, y }, end: { x: 539, y }, thickness: 0.5, color: muted });
  y -= 28;
  const item = invoice.description || (invoice.subscriptionId ? `${PLAN_NAMES.starter} plan` : 'Payment');
  page.drawText(safe(item), { x: 56, y, size: 12, font: regular, color: ink, maxWidth: 360 });
  page.drawText(safe(amount(invoice)), { x: 440, y, size: 12, font: regular, color: ink });
  y -= 40;
  page.drawText('Amount paid', { x: 56, y, size: 13, font: bold, color: ink });
  page.drawText(safe(amount(invoice)), { x: 440, y, size: 13, font: bold, color: ink });
  page.drawText('Paid in test mode with the local payment provider.', {
    x: 56,
    y: 72,
    size: 9,
    font: regular,
    color: muted,
  });
  return pdf.save();
}
