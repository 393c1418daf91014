import type { SessionUser, SignUpInput } from '@themeport/core';
import { apiGet, apiSend, withQuery } from '@/lib/api';

export function signIn(input: { email: string; password: string }) {
  return apiSend<{ user: SessionUser }>('POST', '/api/auth/sign-in/email', input);
}

export function signUp(input: SignUpInput) {
  return apiSend<{ user: { id: string; email: string } }>('POST', '/api/auth/sign-up/email', input);
}

export function sendVerificationEmail(email: string) {
  return apiSend<{ ok: true }>('POST', '/api/auth/send-verification-email', { email });
}

/** About the sign-up pending in this browser (the server's HttpOnly cookie), not about any e-mail. */
export function fetchVerificationStatus() {
  return apiGet<{ verified: boolean }>('/api/auth/verification-status');
}

export function requestPasswordReset(email: string) {
  return apiSend<{ ok: true }>('POST', '/api/auth/request-password-reset', { email });
}

export function fetchResetTokenStatus(token: string) {
  return apiGet<{ valid: boolean }>(withQuery('/api/auth/reset-token-status', { token }));
}

export function resetPassword(input: { token: string; newPassword: string }) {
  return apiSend<unknown>('POST', '/api/auth/reset-password', input);
}

export function updateOwnPassword(input: { currentPassword: string; newPassword: string }) {
  return apiSend<unknown>('POST', '/api/me/password', input);
}

/** The 'secure my account' link's token: puts the old address back and signs out every session. */
export function secureAccount(token: string) {
  return apiSend<{ ok: true }>('POST', '/api/auth/secure-account', { token });
}

/** The unlock e-mail's token: clears the account's failed sign-ins from every address. */
export function unlockSignIn(token: string) {
  return apiSend<{ ok: true }>('POST', '/api/auth/unlock', { token });
}
