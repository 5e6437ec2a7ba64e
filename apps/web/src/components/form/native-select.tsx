import { ChevronDown } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils';
import { controlClass } from './control-styles';

/** A native select (keyboard, mobile pickers and screen readers for free) in the portal's look. */
export const NativeSelect = ({ className, children, ...props }: ComponentProps<'select'>) => (
  <div className="relative w-full">
    <select className={cn(controlClass, 'h-9 cursor-pointer appearance-none pr-9', className)} {...props}>
      {children}
    </select>
    <ChevronDown
      aria-hidden
      className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-muted-foreground"
    />
  </div>
);
