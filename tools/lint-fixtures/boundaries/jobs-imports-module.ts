// expect: import-x/no-restricted-paths
// lint-as: apps/server/src/jobs/lint-fixture.ts
// The job queue sits below the modules: they register their handlers on it, it never imports them.
import * as billing from '../modules/billing/renewals.ts';

export const Fixture = billing;
