// expect: import-x/no-restricted-paths
// lint-as: apps/server/src/jobs/lint-fixture.ts
// The job queue sits below http/: a job runs without a request.
import { clientIp } from '../http/client-ip.ts';

export const Fixture = clientIp;
