import { twMerge } from 'tailwind-merge';
import { describe, expect, it } from 'vitest';
import { appClasses, classGroupsOf, packClassGroups } from '../../scripts/class-groups';
import { unpackClassGroups, type PackedClassGroups } from './class-merge';
import packedGroups from './class-groups.json';
import { cn } from './utils';

const classGroups = unpackClassGroups(packedGroups as PackedClassGroups);

// `cn` merges with the app's own classes only (decision 046); tailwind-merge's default config is
// the reference it must agree with.
describe('cn and the class groups', () => {
  it('knows every class the app writes (else: npm run class-groups -w @themeport/web)', () => {
    const current = classGroupsOf(appClasses());
    expect(classGroups).toEqual(current);
    expect(packedGroups).toEqual(packClassGroups(current));
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

  // cn's merger is the app's own (lib/class-merge.ts): the rest of how tailwind-merge reads a class.
  it('reads variant order, arbitrary variants and properties, postfixes and a trailing ! as tailwind-merge does', () => {
    const firsts = classGroups.groups.map(([first]) => first!);
    const inputs = [
      ...firsts.flatMap((earlier) =>
        firsts.flatMap((later) => [
          `hover:focus:${earlier} focus:hover:${later}`,
          `before:hover:${earlier} hover:before:${later}`,
          `[&>*]:md:${earlier} md:[&>*]:${later}`,
          `${earlier}/50 ${later}`,
          `${earlier}! !${later}`,
        ]),
      ),
      '[mask-image:none] p-2 [mask-image:linear-gradient(black,transparent)]',
      '[--gap:1rem] [--gap:2rem] [color:red] md:[color:blue]',
      '!bg-black/40 !bg-card bg-white/80 bg-white',
      '  p-2\tmy-class\n px-4  ',
      '',
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
