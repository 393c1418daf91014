// expect: import-x/no-restricted-paths
// lint-as: apps/server/src/lib/lint-fixture.ts
// The server's lib/ sits below http/.
import { clientIp } from '../http/client-ip.ts';

export const Fixture = clientIp;
