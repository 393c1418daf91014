// The security monitor (issue 24, docs/security-monitor.md): events recorded on the server, rules
// that see an attack across every process, alerts, automatic blocks, and the admin's Security tab.
export {
  createSecurityMonitor,
  type SecurityDeps,
  type SecurityMonitor,
  type SecurityMonitorOptions,
} from './monitor.ts';
export { blockGuard } from './block-guard.ts';
export {
  blockDurationMs,
  matchesAllowlist,
  type BlockIpInput,
  type BlockIpResult,
  type SecurityBlock,
} from './blocks.ts';
export { alertKey, type SecurityAlert } from './alerts.ts';
export { registerSecurityJobs } from './jobs.ts';
export { insertSecurityEvent, requestFacts, type SecurityEventInput } from './record.ts';
export { registerSecurityAdminRoutes } from './admin-routes.ts';
export { recordRefusal } from './refusals.ts';
