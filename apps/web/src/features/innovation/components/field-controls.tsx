import { ChevronDown } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import { AppText } from '@/lib/texts';
import { cn } from '@/lib/utils';

/** The look of the dialog's selects and text areas, matching ui/input. */
const control =
  'w-full min-w-0 rounded-md border border-input bg-card px-3 text-sm shadow-xs transition-colors outline-none focus-visible:border-ring focus-visible:ring-2 focus-visible:ring-ring/25 disabled:cursor-not-allowed disabled:bg-muted disabled:opacity-80 aria-invalid:border-destructive aria-invalid:focus-visible:ring-destructive/20';

/** A native select (keyboard, mobile pickers and screen readers for free) in the portal's look. */
export const NativeSelect = ({ className, children, ...props }: ComponentProps<'select'>) => (
  <div className="relative w-full">
    <select className={cn(control, 'h-9 cursor-pointer appearance-none pr-9', className)} {...props}>
      {children}
    </select>
    <ChevronDown
      aria-hidden
      className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-muted-foreground"
    />
  </div>
);

export interface CountedTextareaProps extends Omit<ComponentProps<'textarea'>, 'maxLength'> {
  maxLength: number;
  /** The current text, for the counter. */
  length: number;
}

/** A text area that shows how much of its limit is used (介绍 500, 核心技术 200). */
export const CountedTextarea = ({ className, maxLength, length, ...props }: CountedTextareaProps) => (
  <div className="relative w-full">
    <textarea
      maxLength={maxLength}
      className={cn(control, 'min-h-28 resize-y py-2 pb-6 leading-relaxed', className)}
      {...props}
    />
    <span
      aria-hidden
      className={cn(
        'pointer-events-none absolute right-3 bottom-1.5 text-xs tabular-nums text-muted-foreground',
        length >= maxLength && 'text-warning',
      )}
    >
      {AppText.innovate.counter(length, maxLength)}
    </span>
  </div>
);

/** A field label; a red star marks what 提交 requires. */
export const FieldLabel = ({ children, required = false }: { children: ReactNode; required?: boolean }) => (
  <span className="inline-flex items-center gap-1">
    {required && (
      <span aria-hidden className="text-destructive">
        *
      </span>
    )}
    {children}
  </span>
);

/** A titled group of fields in the dialog. */
export const FormSection = ({
  title,
  icon,
  className,
  children,
}: {
  title: string;
  icon: ReactNode;
  className?: string;
  children: ReactNode;
}) => (
  <section className={cn('rounded-lg border bg-card p-4 sm:p-5', className)} aria-label={title}>
    <h3 className="mb-4 flex items-center gap-2 text-sm font-semibold text-brand-900 [&_svg]:size-4 [&_svg]:text-primary">
      {icon}
      {title}
    </h3>
    {children}
  </section>
);

/**
 * A field whose control is a group (tag chips, an upload list) rather than one input: a fieldset with its
 * legend (the fieldset carries the id the first-error scroll looks for) and the message line of ui/form-field.
 */
export const GroupField = ({
  id,
  label,
  hint,
  error,
  children,
}: {
  id: string;
  label: ReactNode;
  hint?: string;
  error?: string;
  children: ReactNode;
}) => (
  <div className="grid gap-2">
    <fieldset
      id={id}
      tabIndex={-1}
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? `${id}-message` : undefined}
      className="m-0 grid min-w-0 gap-2 border-0 p-0 outline-none"
    >
      <legend className={cn('mb-2 p-0 text-sm font-medium leading-none', error && 'text-destructive')}>
        {label}
        {hint && <span className="ml-2 text-xs font-normal text-muted-foreground">{hint}</span>}
      </legend>
      {children}
    </fieldset>
    <p id={`${id}-message`} role={error ? 'alert' : undefined} className="min-h-4 text-xs leading-4 text-destructive">
      {error}
    </p>
  </div>
);
