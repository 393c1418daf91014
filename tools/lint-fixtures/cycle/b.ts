import { fromA } from './a.ts';

export function fromB(): string {
  return fromA.name;
}
