import { type ReactNode, useId } from 'react';
import { Checkbox } from '@/components/ui/checkbox';
import { cn } from '@/lib/utils';

/** A checkbox with its clickable label (all-colours, all-factories, a colour row, a risk note …). */
export const CheckOption = ({
  checked,
  onCheckedChange,
  disabled = false,
  className,
  boxClassName,
  title,
  children,
}: {
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  disabled?: boolean;
  className?: string;
  boxClassName?: string;
  title?: string;
  children: ReactNode;
}) => {
  const id = useId();
  return (
    <div className={cn('flex items-center gap-2', disabled && 'opacity-60', className)} title={title}>
      <Checkbox
        id={id}
        className={boxClassName}
        checked={checked}
        disabled={disabled}
        onCheckedChange={(value) => onCheckedChange(value === true)}
      />
      <label htmlFor={id} className={cn('min-w-0 flex-1 cursor-pointer', disabled && 'cursor-not-allowed')}>
        {children}
      </label>
    </div>
  );
};
