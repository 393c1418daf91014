// The background job queue (docs/decisions/036): queue names in queues.ts, jobs added with
// enqueue(db, …), handlers and schedules registered on the JobQueue that main.ts starts.
export {
  createJobQueue,
  enqueue,
  registerJobPruning,
  retryDelayMs,
  type EnqueueOptions,
  type JobContext,
  type JobHandler,
  type JobQueue,
  type JobRunReport,
} from './queue.ts';
export { selectJobs as listJobs } from './queries.ts';
export { QUEUES, type JobPayloads, type QueueName, type QueueOptions } from './queues.ts';
