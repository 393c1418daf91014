// The whole database schema, one file per subject; import from here. (docs/decisions/014)
export * from './themes-schema.ts';
export * from './auth-schema.ts';
export * from './accounts-schema.ts';
export * from './library-schema.ts';
export * from './billing-schema.ts';
export * from './sites-schema.ts';
export * from './audit-schema.ts';
export * from './seller-money-schema.ts';
export * from './seller-projects-schema.ts';
export * from './seller-profile-schema.ts';
export * from './theme-review-schema.ts';
export * from './jobs-schema.ts';
export * from './billing-history-schema.ts';
export * from './security-schema.ts';
export * from './web-host-schema.ts';
