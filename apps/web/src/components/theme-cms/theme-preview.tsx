import { pageAddress, type ThemeCmsView } from '@themeport/core';
import { useId, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Select } from '@/components/ui/select';
import { cn } from '@/lib/utils';
import { usePreviewUrl } from './api';

/** spec 001 §9: tablet 768 px, mobile 375 px; height 720 px, dragged between 400 and 1200. */
export const PREVIEW_DEVICES = [
  { id: 'desktop', label: 'Desktop', width: null },
  { id: 'tablet', label: 'Tablet', width: 768 },
  { id: 'mobile', label: 'Mobile', width: 375 },
] as const;
export const PREVIEW_HEIGHT = { initial: 720, min: 400, max: 1200 } as const;

export const clampPreviewHeight = (height: number) =>
  Math.min(PREVIEW_HEIGHT.max, Math.max(PREVIEW_HEIGHT.min, Math.round(height)));

/**
 * spec 001 §2.7 Preview: the theme's working copy rendered for real by the site renderer (drafts
 * included), in a sandboxed frame that runs no script. `version` reloads it after a save.
 */
export function ThemePreview({ cms, version }: { cms: ThemeCmsView; version: number }) {
  const id = useId();
  const previewUrl = usePreviewUrl();
  const [device, setDevice] = useState<(typeof PREVIEW_DEVICES)[number]['id']>('desktop');
  const [height, setHeight] = useState<number>(PREVIEW_HEIGHT.initial);
  // Each page at its address on a site (its route: '/about', never its app/ or src/pages/ file).
  const addresses = cms.pages.map((page) => ({ page, address: pageAddress(page) }));
  const [path, setPath] = useState(
    addresses.find((entry) => entry.address === '/')?.address ?? addresses[0]?.address ?? '/',
  );
  const drag = useRef<{ startY: number; startHeight: number } | null>(null);
  const width = PREVIEW_DEVICES.find((entry) => entry.id === device)!.width;

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    event.currentTarget.setPointerCapture(event.pointerId);
    drag.current = { startY: event.clientY, startHeight: height };
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (drag.current) setHeight(clampPreviewHeight(drag.current.startHeight + event.clientY - drag.current.startY));
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = event.shiftKey ? 100 : 20;
    if (event.key === 'ArrowDown') setHeight((current) => clampPreviewHeight(current + step));
    else if (event.key === 'ArrowUp') setHeight((current) => clampPreviewHeight(current - step));
    else return;
    event.preventDefault();
  };

  if (cms.pages.length === 0)
    return <p className="text-sm text-muted-foreground">Add a template page to preview it.</p>;

  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center gap-3">
        <label htmlFor={`${id}-page`} className="text-sm font-medium">
          Page
        </label>
        <Select id={`${id}-page`} value={path} onChange={(e) => setPath(e.target.value)} className="w-56">
          {addresses.map(({ page, address }) => (
            <option key={page.name} value={address}>
              {page.title} ({address})
            </option>
          ))}
        </Select>
        <div role="group" aria-label="Device" className="flex gap-1">
          {PREVIEW_DEVICES.map((entry) => (
            <Button
              key={entry.id}
              type="button"
              size="sm"
              variant={device === entry.id ? 'primary' : 'outline'}
              aria-pressed={device === entry.id}
              onClick={() => setDevice(entry.id)}
            >
              {entry.label}
            </Button>
          ))}
        </div>
        <span className="text-xs text-muted-foreground">
          {width ? `${width} px` : 'Full width'} × {height} px
        </span>
      </div>
      <div className="overflow-x-auto rounded-xl border border-border bg-muted p-2">
        <iframe
          title={`Preview of ${cms.theme.name}`}
          src={previewUrl(cms.theme.id, path, version)}
          sandbox="allow-same-origin"
          style={{ height, width: width ?? '100%' }}
          className={cn('mx-auto block rounded-lg border border-border bg-white', width ? '' : 'w-full')}
        />
      </div>
      <div
        role="separator"
        aria-orientation="horizontal"
        aria-label="Preview height"
        aria-valuemin={PREVIEW_HEIGHT.min}
        aria-valuemax={PREVIEW_HEIGHT.max}
        aria-valuenow={height}
        tabIndex={0}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={() => (drag.current = null)}
        onKeyDown={onKeyDown}
        className="mx-auto h-2 w-24 cursor-row-resize touch-none rounded-full bg-border focus-visible:outline-2 focus-visible:outline-ring"
      />
    </div>
  );
}
