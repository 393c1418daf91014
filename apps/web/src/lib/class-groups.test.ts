import { twMerge } from 'tailwind-merge';
import { describe, expect, it } from 'vitest';
import { appClasses, classGroupFiles, classGroupsOf, storefrontFiles } from '../../scripts/class-groups';
import './app-class-groups';
import packedAppGroups from './class-groups-app.json';
import { createClassMerge, unpackClassGroups, type PackedClassGroups } from './class-merge';
import packedGroups from './class-groups.json';
import { cn } from './utils';

// Both files together: the storefront's classes, and the app pages' further ones by group.
const storefrontGroups = unpackClassGroups(packedGroups as PackedClassGroups);
const appGroups = unpackClassGroups({ ...packedAppGroups, overrides: [] }).groups;
const classGroups = {
  groups: storefrontGroups.groups.map((names, index) => [...names, ...appGroups[index]!].sort()),
  overrides: storefrontGroups.overrides,
};

// `cn` merges with the app's own classes only (decision 046); tailwind-merge's default config is
// the reference it must agree with.
describe('cn and the class groups', () => {
  it('knows every class the app writes (else: npm run class-groups -w @themeport/web)', () => {
    const current = classGroupsOf(appClasses());
    expect(classGroups).toEqual({ ...current, groups: current.groups.map((names) => [...names].sort()) });
    expect({ storefront: packedGroups, app: packedAppGroups }).toEqual(classGroupFiles(current));
  });

  // The first script's file holds the storefront's classes: what main.tsx reaches without the app's other pages.
  it('reads the storefront’s files from main.tsx, without the app pages app-routes.tsx adds', () => {
    const files = [...storefrontFiles()].map((file) => file.replace(/.*[\\/]src[\\/]/, ''));
    expect(files).toEqual(
      expect.arrayContaining([
        'main.tsx',
        'app/routes.tsx',
        'routes/home.tsx',
        'routes/theme-detail.tsx',
        'features/themes/theme-card.tsx',
        'app/signed-in-actions.tsx',
      ]),
    );
    expect(files).not.toContain('app/app-routes.tsx');
    expect(files).not.toContain('routes/client-portal.tsx');
    expect(files).not.toContain('routes/sign-in.tsx');
    expect(appGroups.flat().length).toBeGreaterThan(0);
  });

  it('learns the app pages’ classes when they load, and forgets answers it gave without them', () => {
    const storefrontOnly = createClassMerge(storefrontGroups);
    const [index, names] = [...appGroups.entries()].find(
      ([at, more]) => more.length > 0 && storefrontGroups.groups[at]!.length > 0,
    )!;
    const input = `${storefrontGroups.groups[index]![0]} ${names[0]}`;
    expect(storefrontOnly(input)).toBe(input);
    storefrontOnly.addClasses(appGroups);
    expect(storefrontOnly(input)).toBe(twMerge(input));
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
