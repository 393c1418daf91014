// spec 001 §9: a task over 50 ms is a warning for the security monitor. The page reports at most
// one long task per 30 seconds, the longest of that period, with sendBeacon (it survives the page
// closing) to the reporting endpoint (modules/security/reports.ts). Where the browser has no
// 'longtask' entries or no sendBeacon, nothing runs.
// SECURITY_REPORTS, not SECURITY_RULES: the rules' module (the monitor's whole table, used by the
// back office) would come into every page's first script with it (decision 046).
import { SECURITY_REPORTS, type LongTaskReport } from '@themeport/core';

/** The batch: the open period's end and its longest task, and when the last report went. */
export interface LongTaskState {
  periodEndsAt: number | null;
  longestMs: number;
  lastSentAt: number | null;
}

export const NO_LONG_TASKS: LongTaskState = { periodEndsAt: null, longestMs: 0, lastSentAt: null };

export interface LongTaskStep {
  state: LongTaskState;
  /** The duration to report now, if any. */
  report: number | null;
  /** When a new period opened: the time to call flushLongTasks at. */
  wakeAt: number | null;
}

/** A task the observer saw: the first of a period opens it (30 s), later ones keep the longest. */
export function noteLongTask(state: LongTaskState, durationMs: number, now: number): LongTaskStep {
  if (!(durationMs > SECURITY_REPORTS.longTaskMs)) return { state, report: null, wakeAt: null };
  if (state.periodEndsAt !== null)
    return { state: { ...state, longestMs: Math.max(state.longestMs, durationMs) }, report: null, wakeAt: null };
  const periodEndsAt = now + SECURITY_REPORTS.longTaskBatchMs;
  return { state: { ...state, periodEndsAt, longestMs: durationMs }, report: null, wakeAt: periodEndsAt };
}

/**
 * The period's end (or the page going away): report its longest task. Leaving early still keeps
 * 30 s between two reports; a report that would come sooner is dropped.
 */
export function flushLongTasks(state: LongTaskState, now: number): LongTaskStep {
  if (state.periodEndsAt === null) return { state, report: null, wakeAt: null };
  const isDue = now >= state.periodEndsAt;
  const isSpaced = state.lastSentAt === null || now - state.lastSentAt >= SECURITY_REPORTS.longTaskBatchMs;
  if (!isDue && !isSpaced) return { state, report: null, wakeAt: null };
  return { state: { periodEndsAt: null, longestMs: 0, lastSentAt: now }, report: state.longestMs, wakeAt: null };
}

export function longTaskReport(durationMs: number, page: string): LongTaskReport {
  return { type: 'long-task', durationMs: Math.round(durationMs), page: page.split(/[?#]/)[0] || '/' };
}

/** Starts watching (main.tsx); false where the browser cannot observe long tasks or send beacons. */
export function startLongTaskReporting(): boolean {
  if (
    typeof PerformanceObserver === 'undefined' ||
    !PerformanceObserver.supportedEntryTypes?.includes('longtask') ||
    typeof navigator === 'undefined' ||
    typeof navigator.sendBeacon !== 'function'
  )
    return false;
  let state = NO_LONG_TASKS;
  const apply = (step: LongTaskStep) => {
    state = step.state;
    if (step.wakeAt !== null) setTimeout(() => apply(flushLongTasks(state, Date.now())), step.wakeAt - Date.now());
    if (step.report !== null) {
      const body = JSON.stringify(longTaskReport(step.report, window.location.pathname));
      navigator.sendBeacon(SECURITY_REPORTS.path, new Blob([body], { type: 'application/json' }));
    }
  };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) apply(noteLongTask(state, entry.duration, Date.now()));
  }).observe({ type: 'longtask', buffered: true });
  addEventListener('pagehide', () => apply(flushLongTasks(state, Date.now())));
  return true;
}
