import { type ReactNode, useId } from 'react';
import { Label } from '@/components/ui/label';

/** A compact label above one control (the plan, shipment and size grids): the control gets the label's id. */
export const SmallField = ({
  label,
  error,
  children,
}: {
  label: ReactNode;
  error?: string;
  children: (id: string) => ReactNode;
}) => {
  const id = useId();
  return (
    <div className="grid gap-1">
      <Label htmlFor={id} className="text-xs font-normal text-muted-foreground">
        {label}
      </Label>
      {children(id)}
      {error && (
        <span role="alert" className="text-xs text-destructive">
          {error}
        </span>
      )}
    </div>
  );
};
