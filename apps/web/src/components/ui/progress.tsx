import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils';

export interface ProgressProps extends Omit<ComponentProps<'div'>, 'children'> {
  /** 0..max; null: under way without a measure (the bar pulses, no aria-valuenow). */
  value: number | null;
  max?: number;
}

/** A horizontal progress bar (ARIA progressbar); no Radix needed for a display-only element. */
export const Progress = ({ value, max = 100, className, ...props }: ProgressProps) => {
  const now = value === null ? null : Math.min(max, Math.max(0, Math.round(value)));
  return (
    <div
      data-slot="progress"
      role="progressbar"
      aria-valuemin={0}
      aria-valuemax={max}
      aria-valuenow={now ?? undefined}
      data-state={now === null ? 'indeterminate' : now >= max ? 'complete' : 'loading'}
      className={cn('relative h-2 w-full overflow-hidden rounded-full bg-muted', className)}
      {...props}
    >
      <div
        data-slot="progress-indicator"
        className={cn(
          'h-full rounded-full bg-primary transition-[width] duration-200 ease-out',
          now === null && 'w-full animate-pulse bg-primary/40',
        )}
        style={now === null ? undefined : { width: `${(now / max) * 100}%` }}
      />
    </div>
  );
};
