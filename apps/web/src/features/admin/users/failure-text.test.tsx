import { ADMIN_USER_TEXT } from '@themeport/core';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '@/lib/api';
import { FailureText } from './failure-text';

const render = (error: unknown) =>
  renderToStaticMarkup(
    <MemoryRouter initialEntries={['/admin/users?tab=users']}>
      <FailureText error={error} />
    </MemoryRouter>,
  );

describe('FailureText', () => {
  it('asks for a fresh sign-in with a link back to the Users page (REAUTH_REQUIRED)', () => {
    const html = render(
      new ApiRequestError({ message: ADMIN_USER_TEXT.reauthRequired, code: 'REAUTH_REQUIRED', status: 403 }),
    );
    expect(html).toContain(ADMIN_USER_TEXT.reauthRequired);
    expect(html).toContain(`href="/signin?returnUrl=${encodeURIComponent('/admin/users?tab=users')}"`);
    expect(html).toContain(ADMIN_USER_TEXT.signInAgain);
  });

  it('shows any other refusal as its message alone', () => {
    const html = render(
      new ApiRequestError({ message: ADMIN_USER_TEXT.superadminOnlyAdmins, code: 'SUPERADMIN_PROTECTED', status: 403 }),
    );
    expect(html).toBe(ADMIN_USER_TEXT.superadminOnlyAdmins.replace(/'/g, '&#x27;'));
  });
});
