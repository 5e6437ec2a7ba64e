import { Slot } from '@radix-ui/react-slot';
import type { ReactNode } from 'react';
import { cn } from '@/lib/utils';
import { Label } from './label';

export interface FormFieldProps {
  /** The control's id; the label points at it and the message is tied to it for screen readers. */
  id: string;
  label: ReactNode;
  /** Validation message; when set the control is marked invalid. */
  error?: string;
  /** Why the control is as it is (a rule's message for a locked control), shown on the message line when there is no error. */
  hint?: string;
  className?: string;
  /** Exactly one control element (input, select trigger ...); it receives the aria wiring. */
  children: ReactNode;
}

/** Label + control + message, the one layout every form uses. */
export const FormField = ({ id, label, error, hint, className, children }: FormFieldProps) => {
  const messageId = `${id}-message`;
  const described = Boolean(error || hint);
  return (
    <div data-slot="form-field" className={cn('grid gap-2', className)}>
      <Label htmlFor={id} className={cn(error && 'text-destructive')}>
        {label}
      </Label>
      <Slot id={id} aria-invalid={error ? true : undefined} aria-describedby={described ? messageId : undefined}>
        {children}
      </Slot>
      {/* The message line keeps its height so the form does not jump when a message appears. */}
      <p
        id={messageId}
        role={error ? 'alert' : undefined}
        className={cn('min-h-4 text-xs leading-4', error ? 'text-destructive' : 'text-muted-foreground')}
      >
        {error || hint}
      </p>
    </div>
  );
};
