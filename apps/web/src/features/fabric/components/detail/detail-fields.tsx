import type { ReactNode } from 'react';
import { displayText } from '@/lib/format';
import { cn } from '@/lib/utils';

/** One label and its value; an empty value reads '--'. `wide` spans the whole row. */
export interface DetailItem {
  label: string;
  value: ReactNode;
  wide?: boolean;
}

const blank = (value: ReactNode) =>
  value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0);

/** A labelled grid of read-only values, in the order the form shows its fields. */
export const DetailFields = ({ items }: { items: readonly DetailItem[] }) => (
  <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2 xl:grid-cols-4">
    {items.map((item) => (
      <div key={item.label} className={cn('min-w-0', item.wide && 'sm:col-span-2 xl:col-span-4')}>
        <dt className="text-xs text-muted-foreground">{item.label}</dt>
        <dd className="mt-0.5 text-sm break-words whitespace-pre-wrap">
          {blank(item.value) ? displayText(null) : item.value}
        </dd>
      </div>
    ))}
  </dl>
);

/** A list of values as small chips (seasons, widths, channels …). */
export const Chips = ({ values }: { values: readonly string[] }) =>
  values.length === 0 ? null : (
    <span className="flex flex-wrap gap-1.5">
      {values.map((v) => (
        <span key={v} className="rounded-md bg-secondary px-2 py-0.5 text-xs text-secondary-foreground">
          {v}
        </span>
      ))}
    </span>
  );
