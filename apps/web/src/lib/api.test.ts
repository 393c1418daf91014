import { afterEach, describe, expect, it } from 'vitest';
import { parseApiError, setSessionExpiredListener } from './api';

const answer = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(typeof body === 'string' ? body : JSON.stringify(body), { status, headers });

// A failed answer's code is checked against the server's list, which loads with the first
// failure rather than with the page (decision 046).
describe('parseApiError on a failed answer', () => {
  afterEach(() => setSessionExpiredListener(null));

  it("keeps a code the server answers, with the body's message and fields", async () => {
    const error = await parseApiError(
      answer(400, { error: 'Check the form.', code: 'VALIDATION_ERROR', fields: { email: 'Required' } }),
    );
    expect(error).toEqual({
      message: 'Check the form.',
      code: 'VALIDATION_ERROR',
      status: 400,
      fields: { email: 'Required' },
      retryAfter: null,
    });
  });

  it('reads a code the server never answers, or none, or a body that is not JSON, as the status', async () => {
    expect((await parseApiError(answer(409, { error: 'Taken', code: 'NOT_A_CODE' }))).code).toBe('HTTP_409');
    expect((await parseApiError(answer(502, { error: 'Bad gateway', code: 7 }))).code).toBe('HTTP_502');
    const page = await parseApiError(answer(503, '<html>Service unavailable</html>'));
    expect(page).toMatchObject({ code: 'HTTP_503', message: 'Something went wrong. Please try again.' });
  });

  it('signs the UI out on a 401 with SESSION_EXPIRED, and reads Retry-After', async () => {
    let expired = 0;
    setSessionExpiredListener(() => (expired += 1));
    await parseApiError(answer(401, { error: 'Your session expired.', code: 'SESSION_EXPIRED' }));
    await parseApiError(answer(401, { error: 'Sign in.', code: 'UNAUTHENTICATED' }));
    expect(expired).toBe(1);
    const limited = await parseApiError(
      answer(429, { error: 'Slow down.', code: 'RATE_LIMITED' }, { 'Retry-After': '30' }),
    );
    expect(limited).toMatchObject({ code: 'RATE_LIMITED', retryAfter: 30 });
  });
});
