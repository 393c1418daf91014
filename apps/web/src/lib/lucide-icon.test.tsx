import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { createElement, type ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import createLucideIcon, { type LucideIconData, type LucideIconProps } from './lucide-icon';

// Every icon lucide-react ships, drawn by lucide's component and by ours with the same props: the
// markup must be the same, or the browser build (ours) would not match what the server rendered
// (lucide's) and every icon would flash on hydration.
const lucideRoot = dirname(createRequire(import.meta.url).resolve('lucide-react'));
const iconsDir = join(lucideRoot, '..', 'esm', 'icons');
// Every icon with aliases (their class names differ) and every tenth of the rest: importing all
// 2,091 takes 10 s of the suite for the same code path. (An alias's own file only re-exports.)
const iconFiles = readdirSync(iconsDir)
  .filter((file) => file.endsWith('.mjs'))
  .map((file) => ({ file, source: readFileSync(join(iconsDir, file), 'utf8') }))
  .filter(({ source }) => source.includes('__iconData'))
  .filter(({ source }, index) => source.includes('aliases') || index % 10 === 0)
  .map(({ file }) => file);

const PROPS: LucideIconProps[] = [
  {},
  { className: 'size-4 text-muted-foreground' },
  { className: 'lucide extra lucide', 'aria-hidden': 'true' },
  { 'aria-label': 'Stars', role: 'img' },
  { size: 16, strokeWidth: 1.5 },
  { size: 32, absoluteStrokeWidth: true },
  { width: 20, height: 10, color: 'red', nonScalingStroke: true },
  { title: 'Named' } as LucideIconProps,
  { children: createElement('title', { key: 'title' }, 'With a title') },
  { onClick: () => undefined, id: 'icon', style: { color: 'blue' } },
];

describe('lucide-icon', () => {
  it('finds lucide-react’s icons', () => {
    expect(iconFiles.length).toBeGreaterThan(400);
  });

  it('draws every icon as lucide-react does, whatever the props', async () => {
    const differences: string[] = [];
    // Each one with a class name; every prop on every tenth of them.
    for (const [index, file] of iconFiles.entries()) {
      const module = (await import(/* @vite-ignore */ pathToFileURL(join(iconsDir, file)).href)) as {
        __iconData: LucideIconData;
        default: ComponentType<LucideIconProps>;
      };
      const ours = createLucideIcon(module.__iconData);
      for (const props of index % 10 === 0 ? PROPS : PROPS.slice(1, 2)) {
        const expected = renderToStaticMarkup(createElement(module.default, props));
        const actual = renderToStaticMarkup(createElement(ours, props));
        if (actual !== expected) differences.push(`${file} ${JSON.stringify(props)}\n  ${actual}\n  ${expected}`);
      }
    }
    expect(differences.slice(0, 3)).toEqual([]);
  }, 60_000);
});
