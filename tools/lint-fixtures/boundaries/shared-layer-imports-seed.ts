// expect: import-x/no-restricted-paths
// lint-as: apps/server/src/db/lint-fixture.ts
// A layer below the modules importing the app's composition.
import { createApp } from '../app.ts';

export const Fixture = createApp;
