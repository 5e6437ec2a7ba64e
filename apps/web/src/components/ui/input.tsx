import type { ComponentProps, ReactNode } from 'react';
import { cn } from '@/lib/utils';

export interface InputProps extends ComponentProps<'input'> {
  /** A decorative icon inside the left edge; id and aria props still land on the <input>. */
  startIcon?: ReactNode;
}

export const Input = ({ className, type = 'text', startIcon, ...props }: InputProps) => {
  const input = (
    <input
      data-slot="input"
      type={type}
      className={cn(
        'flex h-9 w-full min-w-0 rounded-md border border-input bg-card px-3 py-1 text-sm shadow-xs transition-colors outline-none',
        'placeholder:text-muted-foreground focus-visible:border-ring focus-visible:ring-2 focus-visible:ring-ring/25',
        'disabled:cursor-not-allowed disabled:opacity-60',
        'aria-invalid:border-destructive aria-invalid:focus-visible:ring-destructive/20',
        startIcon !== undefined && 'pl-9',
        className,
      )}
      {...props}
    />
  );
  if (startIcon === undefined) return input;
  return (
    <div className="relative w-full">
      <span
        aria-hidden
        className="pointer-events-none absolute top-1/2 left-3 flex -translate-y-1/2 text-muted-foreground [&_svg]:size-4"
      >
        {startIcon}
      </span>
      {input}
    </div>
  );
};
