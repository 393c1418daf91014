// expect: clean
// lint-as: apps/server/src/modules/cart/lint-fixture.ts
// The same module reaching another through its index.ts.
import * as themes from '../themes/index.ts';

export const Fixture = themes;
