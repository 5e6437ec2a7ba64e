import type { StatusSetMethods } from '@portal/contract';
import { ChevronDown } from 'lucide-react';
import type { ComponentProps } from 'react';
import { allOption } from '@/lib/format';
import { cn } from '@/lib/utils';

export interface Option {
  label: string;
  value: string;
}

/** A status set's values as a select's options, in the set's order: the value as text, labelled as it reads. */
export const statusOptions = <V extends number | string>(set: StatusSetMethods<V>): Option[] =>
  set.values.map((value) => ({ label: set.texts[value], value: String(value) }));

/**
 * A native select with the look of the text inputs. The first option is 全部 with an empty value
 * (spec 000 §9), so a search form can always go back to "no filter".
 */
export const SearchSelect = ({
  options,
  className,
  ...props
}: Omit<ComponentProps<'select'>, 'children'> & { options: readonly Option[] }) => (
  <div className="relative w-full">
    <select
      data-slot="search-select"
      className={cn(
        'flex h-9 w-full min-w-0 cursor-pointer appearance-none rounded-md border border-input bg-card py-1 pr-8 pl-3 text-sm shadow-xs transition-colors outline-none',
        'focus-visible:border-ring focus-visible:ring-2 focus-visible:ring-ring/25',
        className,
      )}
      {...props}
    >
      {[allOption, ...options].map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </select>
    <ChevronDown
      aria-hidden
      className="pointer-events-none absolute top-1/2 right-2.5 size-4 -translate-y-1/2 text-muted-foreground"
    />
  </div>
);
