export * from './auth.ts';
export * from './price.ts';
export * from './taxonomy.ts';
export * from './template-config.ts';
export * from './themes.ts';
export * from './uuid.ts';
