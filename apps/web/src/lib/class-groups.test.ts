import { twMerge } from 'tailwind-merge';
import { describe, expect, it } from 'vitest';
import { appClasses, classGroupsOf } from '../../scripts/class-groups';
import classGroups from './class-groups.json';
import { cn } from './utils';

// `cn` merges with the app's own classes only (decision 046); tailwind-merge's default config is
// the reference it must agree with.
describe('cn and the class groups', () => {
  it('knows every class the app writes (else: npm run class-groups -w @themeport/web)', () => {
    expect(classGroups).toEqual(classGroupsOf(appClasses()));
  });

  // About 220,000 merges: seconds on a busy machine.
  it('merges as tailwind-merge does, with variants, important and negative values', { timeout: 30_000 }, () => {
    const classes = classGroups.groups.flat();
    const firsts = classGroups.groups.map(([first]) => first!);
    const inputs = [
      ...classes.flatMap((earlier) => firsts.flatMap((later) => [`${earlier} ${later}`, `${later} ${earlier}`])),
      ...firsts.flatMap((earlier) =>
        firsts.flatMap((later) => [
          `hover:${earlier} p-1 hover:${later}`,
          `md:${earlier} ${later}`,
          `!${earlier} ${later}`,
          `-${earlier} ${later}`,
        ]),
      ),
    ];
    const differing = inputs.filter((input) => cn(input) !== twMerge(input));
    expect(differing).toEqual([]);
  });

  it('keeps classes it does not know, and conditional classes as clsx does', () => {
    expect(cn('px-4 py-2', 'my-class', undefined, { 'p-2': true, block: false })).toBe('my-class p-2');
    expect(cn('h-9 px-4', 'h-8')).toBe('px-4 h-8');
    expect(cn('text-sm text-muted-foreground', 'text-foreground')).toBe('text-sm text-foreground');
  });
});
