// Every `code` the API answers in an error body `{ error, code, fields? }`. The server's AppError
// takes only these; the web branches on them (ApiError.code). A new refusal adds its code here.

export const ERROR_CODES = [
  // Any route: input, limits, framework refusals and failures (apps/server errors.ts, http/).
  'VALIDATION_ERROR',
  'BAD_REQUEST',
  'BAD_ADDRESS',
  'BAD_TEXT',
  'PAYLOAD_TOO_LARGE',
  'RATE_LIMITED',
  'FORBIDDEN_ORIGIN',
  'NOT_FOUND',
  'INTERNAL',
  // Sessions, accounts and roles.
  'UNAUTHENTICATED',
  'SESSION_EXPIRED',
  'FORBIDDEN',
  'NO_CURRENT_ACCOUNT',
  'EMAIL_TAKEN',
  'EMAIL_NOT_VERIFIED',
  'INVALID_CREDENTIALS',
  'SIGN_IN_FAILED',
  'SIGN_UP_FAILED',
  'INVALID_TOKEN',
  'INVALID_CURRENT_PASSWORD',
  'RESET_EMAIL_FAILED',
  'UPDATE_PASSWORD_FAILED',
  'WORKSPACE_CREATE_FAILED',
  'LOOPBACK_ONLY',
  // The profile: e-mail change and sessions (issue 12).
  'EMAIL_SAME',
  'EMAIL_CHANGE_FAILED',
  'SESSION_IS_CURRENT',
  'SESSION_NOT_FOUND',
  // Catalogue, library and reviews.
  'THEME_NOT_FOUND',
  'INVALID_INDUSTRY',
  'INVALID_RATING',
  'ALREADY_IN_LIBRARY',
  'PAYMENT_REQUIRED',
  'ALREADY_REVIEWED',
  'REVIEW_NOT_FOUND',
  // Checkout, subscriptions and payment methods.
  'FREE_THEME',
  'ALREADY_SUBSCRIBED',
  'NOT_SUBSCRIBED',
  'CARD_REQUIRED',
  'CANNOT_REMOVE_DEFAULT',
  'SESSION_CLOSED',
  'INVALID_CARD',
  'INVALID_EXPIRY',
  'INVALID_CVC',
  'AUTHENTICATION_REQUIRED',
  'PAYMENT_PROCESSING_ERROR',
  'PAYMENT_SERVICE_UNAVAILABLE',
  'INVALID_SIGNATURE',
  'WEBHOOK_FAILED',
  // Site slots, hosting, domains and the sites' content API.
  'SLOT_NOT_FOUND',
  'SLOT_ACTIVE',
  'SLOT_INACTIVE',
  'NOT_RESTORABLE',
  'NO_AVAILABLE_SLOTS',
  'THEME_NOT_IN_LIBRARY',
  'TEMPLATE_NOT_FOUND',
  'DEPLOY_FAILED',
  'UPDATE_FAILED',
  'THEME_UP_TO_DATE',
  'NO_THEME_ASSIGNED',
  'REPOSITORY_NOT_FOUND',
  'REPOSITORY_FAILED',
  'REBUILD_FAILED',
  'DOMAIN_NOT_FOUND',
  'DOMAIN_TAKEN',
  'DOMAIN_LIMIT',
  'SITE_NOT_FOUND',
  'INVALID_SITE_KEY',
  'SITE_KEY_IN_QUERY',
  // The component data service.
  'COMPONENT_NOT_FOUND',
  'INVALID_COMPONENT',
  // Uploaded images (the Library tab).
  'FILE_TOO_LARGE',
  'NOT_AN_IMAGE',
  'MEDIA_NOT_FOUND',
  'MEDIA_IN_USE',
  // Blog posts.
  'POST_NOT_FOUND',
  'POST_SLUG_TAKEN',
  // Teams and invitations.
  'INVALID_INVITATIONS',
  'ALREADY_MEMBER',
  'ALREADY_INVITED',
  'SEAT_LIMIT',
  'INVITATION_NOT_FOUND',
  'INVITATION_NOT_PENDING',
  'INVITATION_CANCELLED',
  'INVITATION_EXPIRED',
  'INVITATION_USED',
  'INVITATION_EMAIL_MISMATCH',
  'MEMBER_NOT_FOUND',
  'LAST_OWNER',
  // Platform users in the admin portal (issue 13).
  'USER_NOT_FOUND',
  'SUPERADMIN_PROTECTED',
  'ACCOUNT_SUSPENDED',
  // Themes in the admin portal: the theme CMS and publishing (issue 13).
  'THEME_IN_USE',
  'TEMPLATE_PAGE_NOT_FOUND',
  'TEMPLATE_PAGE_EXISTS',
  'INVALID_COMPONENTS',
  'NOTHING_TO_PUBLISH',
  // E-mail logs and templates in the admin portal (spec 001 §2.10).
  'EMAIL_LOG_NOT_FOUND',
  'EMAIL_NOT_FAILED',
  'EMAIL_TEMPLATE_NOT_FOUND',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

const KNOWN = new Set<string>(ERROR_CODES);
export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && KNOWN.has(value);
}
