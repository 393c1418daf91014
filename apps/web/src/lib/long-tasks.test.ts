import { describe, expect, it } from 'vitest';
import { NO_LONG_TASKS, flushLongTasks, longTaskReport, noteLongTask, type LongTaskState } from './long-tasks';

const SECOND = 1000;

/** Feeds tasks [at, ms] and period ends through the batch; answers what was reported, when. */
function run(events: Array<['task', number, number] | ['flush', number]>) {
  let state: LongTaskState = NO_LONG_TASKS;
  const sent: Array<[number, number]> = [];
  const wakes: number[] = [];
  for (const event of events) {
    const step = event[0] === 'task' ? noteLongTask(state, event[2], event[1]) : flushLongTasks(state, event[1]);
    state = step.state;
    if (step.wakeAt !== null) wakes.push(step.wakeAt);
    if (step.report !== null) sent.push([event[1], step.report]);
  }
  return { sent, wakes };
}

describe('long-task batching', () => {
  it('reports the longest task of a 30-second period once, at its end', () => {
    const { sent, wakes } = run([
      ['task', 0, 80],
      ['task', 5 * SECOND, 240],
      ['task', 20 * SECOND, 120],
      ['flush', 30 * SECOND],
      ['flush', 31 * SECOND],
    ]);
    expect(wakes).toEqual([30 * SECOND]);
    expect(sent).toEqual([[30 * SECOND, 240]]);
  });

  it('ignores tasks of 50 ms or less and opens no period for them', () => {
    expect(
      run([
        ['task', 0, 50],
        ['task', 1, 12],
        ['flush', 30 * SECOND],
      ]),
    ).toEqual({ sent: [], wakes: [] });
  });

  it('keeps 30 seconds between reports when the page is left early', () => {
    const { sent } = run([
      ['task', 0, 90],
      ['flush', 30 * SECOND], // period end: reported
      ['task', 35 * SECOND, 400],
      ['flush', 40 * SECOND], // the page goes away 10 s after the last report: dropped
      ['flush', 65 * SECOND], // (had it stayed) its period ends
    ]);
    expect(sent).toEqual([
      [30 * SECOND, 90],
      [65 * SECOND, 400],
    ]);
    expect(
      run([
        ['task', 0, 70],
        ['flush', 3 * SECOND],
      ]).sent,
    ).toEqual([[3 * SECOND, 70]]);
  });

  it('reports whole milliseconds and the path without its query', () => {
    expect(longTaskReport(182.6, '/themes?q=secret')).toEqual({ type: 'long-task', durationMs: 183, page: '/themes' });
    expect(longTaskReport(60, '')).toMatchObject({ page: '/' });
  });
});
