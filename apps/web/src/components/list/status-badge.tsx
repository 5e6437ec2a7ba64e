import type { ReactNode } from 'react';
import { cn } from '@/lib/utils';

const tones = {
  success: 'bg-emerald-50 text-emerald-700 ring-emerald-600/20 [--dot:var(--color-emerald-500)]',
  muted: 'bg-muted text-muted-foreground ring-border [--dot:var(--color-muted-foreground)]',
  warning: 'bg-amber-50 text-amber-700 ring-amber-600/20 [--dot:var(--color-amber-500)]',
  danger: 'bg-red-50 text-red-700 ring-red-600/20 [--dot:var(--color-red-500)]',
} as const;

/** A state in a table cell (启用 / 停用 …): a tinted pill with a dot. */
export const StatusBadge = ({ tone, children }: { tone: keyof typeof tones; children: ReactNode }) => (
  <span
    className={cn(
      'inline-flex items-center gap-1.5 rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap ring-1 ring-inset',
      tones[tone],
    )}
  >
    <span aria-hidden className="size-1.5 rounded-full bg-(--dot)" />
    {children}
  </span>
);
