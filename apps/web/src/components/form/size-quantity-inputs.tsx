import type { UseFormRegisterReturn } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { formatNumber } from '@/lib/format';
import { SmallField } from './small-field';

/**
 * How a size's quantity is read from its number input (the forms' `register(path, sizeQuantityValue)`): a cleared
 * input is 0 of the size, nothing of it now, as the input started; not a missing number the quantity rule refuses with
 * 数量必须是不小于0的数字. Anything else is the number typed.
 */
export const sizeQuantityValue = {
  setValueAs: (value: unknown): number => (value === '' || value === null || value === undefined ? 0 : Number(value)),
};

export interface SizeLeft {
  size: string;
  /** What is still to ship or deliver of the size. */
  left: number;
}

const SizeInput = ({
  size,
  label,
  field,
  testId,
  error,
}: {
  size: SizeLeft;
  label: string;
  field: UseFormRegisterReturn;
  testId?: string;
  error?: string;
}) => (
  <SmallField label={label} error={error}>
    {(id) => (
      <Input
        id={id}
        type="number"
        inputMode="decimal"
        min={0}
        max={size.left}
        disabled={size.left <= 0}
        aria-invalid={error ? true : undefined}
        className="w-24"
        data-testid={testId}
        {...field}
      />
    )}
  </SmallField>
);

/**
 * How many of each size go out now (a shipment of a purchase line, a delivery of a season order): one number input
 * per size, labelled with the size and what is left of it, disabled when nothing is.
 */
export const SizeQuantityInputs = ({
  sizes,
  field,
  label,
  testId,
  error,
}: {
  sizes: readonly SizeLeft[];
  /** The form's registration of the quantity of the size at this index. */
  field: (index: number) => UseFormRegisterReturn;
  label: (size: string, left: string) => string;
  testId?: (size: string) => string;
  /** The message at the size at this index, if its quantity is refused. */
  error?: (index: number) => string | undefined;
}) => (
  <div className="flex flex-wrap gap-2">
    {sizes.map((s, i) => (
      <SizeInput
        key={s.size}
        size={s}
        label={label(s.size, formatNumber(s.left))}
        field={field(i)}
        testId={testId?.(s.size)}
        error={error?.(i)}
      />
    ))}
  </div>
);

/** The submit of a shipment or delivery form, with the form-level message (nothing to send, more than is left). */
export const QuantitySubmit = ({ label, pending, error }: { label: string; pending: boolean; error?: string }) => (
  <div className="flex items-center gap-3 sm:col-span-3">
    <Button type="submit" pending={pending}>
      {label}
    </Button>
    {error && (
      <p role="alert" className="text-sm text-destructive">
        {error}
      </p>
    )}
  </div>
);
