import type { ReactNode } from 'react';
import { cn } from '@/lib/utils';

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

/** A titled group of fields in a form dialog. */
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
