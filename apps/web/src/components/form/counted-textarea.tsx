import type { ComponentProps } from 'react';
import { AppText } from '@/lib/texts';
import { cn } from '@/lib/utils';
import { controlClass } from './control-styles';

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
      className={cn(controlClass, 'min-h-28 resize-y py-2 pb-6 leading-relaxed', className)}
      {...props}
    />
    <span
      aria-hidden
      className={cn(
        'pointer-events-none absolute right-3 bottom-1.5 text-xs tabular-nums text-muted-foreground',
        length >= maxLength && 'text-warning',
      )}
    >
      {AppText.form.counter(length, maxLength)}
    </span>
  </div>
);
