// The accounts module's face: what other modules and seed/ may use (docs/decisions/014).
export { PLAN_USAGE_LIMITS } from './plans.ts';
export { AccountSummarySchema, MeResponseSchema, SessionUserSchema } from './schemas.ts';
export {
  CURRENT_ACCOUNT_COOKIE,
  buildMe,
  createOwnedAccount,
  findMembershipRole,
  listMemberships,
  pickCurrentAccount,
  setCurrentAccountCookie,
} from './service.ts';
