// The page's own blocking time: TBT's sum (each main-thread task after the first contentful paint,
// times the CPU slowdown, less 50 ms) over the main thread's CPU time in each task rather than its
// wall time. On this 2-core machine a task's wall time includes the time the main thread waited for
// a core while Chromium's other processes, the server and Lighthouse ran: traced on /themes, 1,138 ms
// of main-thread wall time held 529 ms of CPU (decision 048). This figure moves when the page's work
// changes, not when the machine is busy. Read from the trace Lighthouse saved with the artifacts.
import { readFileSync } from 'node:fs';

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
}

export function cpuBlockingMs(traceFile: string, cpuSlowdown: number): number {
  const trace = JSON.parse(readFileSync(traceFile, 'utf8')) as { traceEvents?: TraceEvent[] } | TraceEvent[];
  const events = Array.isArray(trace) ? trace : (trace.traceEvents ?? []);
  // The page's first contentful paint names its main thread (the renderer's CrRendererMain).
  const paint = events.find((event) => event.name === 'firstContentfulPaint');
  if (paint === undefined) throw new Error(`no first contentful paint in ${traceFile}`);
  let blocking = 0;
  for (const event of events) {
    if (event.name !== 'RunTask' || event.ph !== 'X' || event.pid !== paint.pid || event.tid !== paint.tid) continue;
    if (event.ts < paint.ts || event.tdur === undefined) continue;
    blocking += Math.max(0, (event.tdur / 1000) * cpuSlowdown - 50);
  }
  return blocking;
}
