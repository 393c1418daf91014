export * from './messages.ts';
export * from './origin.ts';
export * from './endpoints.ts';
export * from './portal-bridge.ts';
