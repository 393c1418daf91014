// The bundle's entry (built once per server process, apps/server/src/modules/editor): the server
// appends `ThemeportHelper.startHelper({ portalOrigins, version })` with its own origins.
export { startHelper } from './helper.ts';
