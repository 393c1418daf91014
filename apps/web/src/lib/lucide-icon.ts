// lucide-react's icon component, without its shared builder (decision 046, stop 38): each icon
// module of lucide-react calls `createLucideIcon(__iconData)`, and vite.config.ts points that import
// here in the browser build. lucide's version goes through a generic SVG builder, a context
// provider and five small utilities: 1.4 KB gzipped of the home page's script, where this is about
// a third of that. The markup is lucide's own, attribute for attribute (lucide-icon.test.tsx renders
// every icon both ways; the server renders with lucide's, so a difference would also break
// hydration). The app sets no LucideProvider, so its context's defaults are these.
import { createElement, forwardRef, type ReactNode, type SVGProps } from 'react';

/** An icon's drawing as lucide-react ships it (each icon module's `__iconData`). */
export interface LucideIconData {
  name?: string;
  size?: number;
  width?: number;
  height?: number;
  aliases?: unknown[];
  node: [string, Record<string, string>][];
}

export interface LucideIconProps extends Omit<SVGProps<SVGSVGElement>, 'ref'> {
  size?: string | number;
  absoluteStrokeWidth?: boolean;
  nonScalingStroke?: boolean;
  children?: ReactNode;
}

const DEFAULT_SIZE = 24;
const DEFAULT_STROKE_WIDTH = 2;

/** Whether the caller named the icon for screen readers (else it is hidden from them). */
function hasA11yProp(props: Record<string, unknown>): boolean {
  return Object.entries(props).some(
    ([name, value]) => (name.startsWith('aria-') || name === 'role' || name === 'title') && value != null,
  );
}

/** Class names once each, in order: lucide's own, then the caller's. */
function mergeClasses(classes: string[]): string {
  return [...new Set(classes.flatMap((value) => value.split(/\s+/)).filter(Boolean))].join(' ');
}

export default function createLucideIcon(icon: LucideIconData) {
  const ownClasses = [
    'lucide',
    ...(icon.name ? [`lucide-${icon.name}`] : []),
    ...(icon.aliases ?? []).flatMap((alias) =>
      typeof alias === 'string' && alias.trim() !== '' ? [`lucide-${alias}`] : [],
    ),
  ];
  const boxWidth = icon.size ?? icon.width ?? DEFAULT_SIZE;
  const boxHeight = icon.size ?? icon.height ?? DEFAULT_SIZE;

  return forwardRef<SVGSVGElement, LucideIconProps>(function LucideIcon(
    {
      color,
      size,
      width,
      height,
      strokeWidth,
      absoluteStrokeWidth,
      nonScalingStroke,
      className = '',
      children,
      ...rest
    },
    ref,
  ) {
    const shownWidth = width ?? size ?? DEFAULT_SIZE;
    return createElement(
      'svg',
      {
        ref,
        xmlns: 'http://www.w3.org/2000/svg',
        width: shownWidth,
        height: height ?? size ?? DEFAULT_SIZE,
        viewBox: `0 0 ${boxWidth} ${boxHeight}`,
        fill: 'none',
        stroke: color ?? 'currentColor',
        strokeWidth: absoluteStrokeWidth
          ? (Number(strokeWidth ?? DEFAULT_STROKE_WIDTH) * boxWidth) / Number(shownWidth)
          : (strokeWidth ?? DEFAULT_STROKE_WIDTH),
        strokeLinecap: 'round',
        strokeLinejoin: 'round',
        className: mergeClasses([...ownClasses, className]),
        ...(children || hasA11yProp(rest) ? {} : { 'aria-hidden': 'true' }),
        ...rest,
      },
      [
        ...icon.node.map(([tag, attributes]) =>
          createElement(tag, nonScalingStroke ? { vectorEffect: 'non-scaling-stroke', ...attributes } : attributes),
        ),
        ...(Array.isArray(children) ? children : [children]),
      ],
    );
  });
}
