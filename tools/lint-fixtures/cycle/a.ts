// A planted two-file cycle in the server's style (`.ts` extensions): a.ts -> b.ts -> a.ts.
import { fromB } from './b.ts';

export function fromA(): string {
  return `a${fromB()}`;
}
