// The security monitor (issue 24, docs/security-monitor.md): events recorded on the server, rules
// that see an attack across every process, alerts, automatic blocks, and the admin's Security tab.
export { createSecurityMonitor, type SecurityDeps, type SecurityMonitor } from './monitor.ts';
export { requestFacts, type SecurityEventInput } from './record.ts';
export { recordRefusal } from './refusals.ts';
