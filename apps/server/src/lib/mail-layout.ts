import { escapeHtml } from './escape-html.ts';

/**
 * The one HTML frame of every mail Themeport sends: a centred white card on a light page, inline
 * styles only (mail clients drop <style>). Callers pass the card's inner HTML, already escaped.
 */
export function mailDocument(subject: string, bodyHtml: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:24px;background:#f8fafc;font-family:system-ui,-apple-system,'Segoe UI',sans-serif;color:#0f172a">
<table role="presentation" width="100%" style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:32px">
<tr><td>
${bodyHtml}
</td></tr></table>
</body></html>`;
}

/** The card's heading line. */
export const mailHeading = (text: string) =>
  `<p style="font-size:20px;font-weight:700;margin:0 0 16px">${escapeHtml(text)}</p>`;

/** A visitor's message, kept as written (line breaks shown), and the reply hint under it. */
export const mailQuote = (message: string, replyTo: string) =>
  `<p style="margin:0 0 24px;white-space:pre-wrap">${escapeHtml(message)}</p>\n` +
  `<p style="margin:0;font-size:14px;color:#475569">Reply to this email to answer ${escapeHtml(replyTo)}.</p>`;
