export * from './auth.ts';
export * from './auth-schemas.ts';
export * from './price.ts';
export * from './taxonomy.ts';
export * from './template-config.ts';
export * from './theme-query.ts';
export * from './themes.ts';
export * from './uuid.ts';
