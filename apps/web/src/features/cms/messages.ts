import { parseApiError } from '@/lib/api';

/** spec 000 §8: status lines are 'Error: {message}', red when the text says Error or Failed. */
export function errorLine(message: string): string {
  return message.startsWith('Error') ? message : `Error: ${message}`;
}

export function isErrorLine(text: string): boolean {
  return /Error|Failed/.test(text);
}

/**
 * The server's own words when it refused the request (an invalid domain, a taken domain, no
 * permission), the field's message for a validation answer, else the spec's fallback text.
 */
export function failureMessage(error: unknown, fallback: string, field?: string): string {
  const parsed = parseApiError(error);
  if (parsed.status < 400 || parsed.status >= 500) return fallback;
  const fieldMessage = field ? parsed.fields?.[field] : undefined;
  return (
    fieldMessage ??
    (parsed.code === 'VALIDATION_ERROR' ? (Object.values(parsed.fields ?? {})[0] ?? fallback) : parsed.message)
  );
}
