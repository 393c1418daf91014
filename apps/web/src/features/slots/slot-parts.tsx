import type { SlotStatus } from '@themeport/core';
import { ImageOff } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/utils';

const STATUS_CLASSES: Record<SlotStatus, string> = {
  active: 'bg-[#f0fdf4] text-[#166534] ring-[#bbf7d0]',
  inactive: '',
};

export function SlotStatusBadge({ status }: { status: SlotStatus }) {
  return (
    <Badge variant="neutral" className={STATUS_CLASSES[status]}>
      {status === 'active' ? 'Active' : 'Inactive'}
    </Badge>
  );
}

/** The theme's preview, decorative: the theme's name is always written next to it. */
export function ThemeThumbnail({ previewUrl, className }: { previewUrl: string | null; className?: string }) {
  const box = cn('h-14 w-24 shrink-0 rounded-md ring-1 ring-border', className);
  return previewUrl ? (
    <img src={previewUrl} alt="" loading="lazy" className={cn(box, 'object-cover')} />
  ) : (
    <span aria-hidden="true" className={cn(box, 'flex items-center justify-center bg-muted')}>
      <ImageOff className="size-4 text-muted-foreground" />
    </span>
  );
}
