import type { SecurityDeps } from './monitor.ts';
import type { RecordedEvent } from './record.ts';

/** Runs the rules the new event may complete (spec 001 §9 and ours): detections, blocks, alerts, mails. */
export async function runDetectors(_deps: SecurityDeps, _event: RecordedEvent): Promise<void> {}
