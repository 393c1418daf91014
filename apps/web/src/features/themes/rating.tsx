import { Star } from 'lucide-react';
import { cn } from '@/lib/utils';

/** Five stars filled to the rating (halves shown by clipping), announced as 'Rated N out of 5'. */
export function RatingStars({
  rating,
  size = 'md',
  className,
}: {
  rating: number;
  size?: 'sm' | 'md';
  className?: string;
}) {
  const iconClass = size === 'sm' ? 'size-3.5' : 'size-4';
  return (
    <span
      role="img"
      aria-label={`Rated ${rating} out of 5`}
      className={cn('inline-flex items-center gap-0.5', className)}
    >
      {[0, 1, 2, 3, 4].map((index) => {
        const fill = Math.max(0, Math.min(1, rating - index));
        return (
          <span key={index} className={cn('relative inline-block', iconClass)} aria-hidden="true">
            <Star className={cn('absolute inset-0 text-[#d4d4d8]', iconClass)} fill="currentColor" strokeWidth={0} />
            {fill > 0 ? (
              <span className="absolute inset-0 overflow-hidden" style={{ width: `${fill * 100}%` }}>
                <Star className={cn('text-star', iconClass)} fill="currentColor" strokeWidth={0} />
              </span>
            ) : null}
          </span>
        );
      })}
    </span>
  );
}
