import { filterPriceInput } from '@portal/contract';
import { type ComponentProps, useState } from 'react';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { notify } from '@/lib/notify';

/**
 * A price float input (spec 000 §5): every keystroke goes through the contract's `filterPriceInput` (digits, one
 * dot, two decimals, no leading zeros or dot); above 10000 the value becomes 10000 and the message appears, as a
 * notification and through `onMessage` (the form shows it under the input until the next keystroke).
 */
export const PriceInput = ({
  value,
  onChange,
  onMessage,
  ...props
}: Omit<ComponentProps<'input'>, 'value' | 'onChange'> & {
  value: string;
  onChange: (value: string) => void;
  onMessage?: (message: string | null) => void;
}) => (
  <Input
    inputMode="decimal"
    autoComplete="off"
    value={value}
    onChange={(event) => {
      const filtered = filterPriceInput(event.target.value);
      if (filtered.message) notify.warning(filtered.message);
      onMessage?.(filtered.message);
      onChange(filtered.value);
    }}
    {...props}
  />
);

/** A labelled price float field: the rule's error, or the cap message until the next keystroke. */
export const PriceField = ({
  id,
  label,
  error,
  value,
  onChange,
  onBlur,
  name,
}: {
  id: string;
  label: string;
  error?: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  name?: string;
}) => {
  const [capped, setCapped] = useState<string | null>(null);
  return (
    <FormField id={id} label={label} error={error} hint={capped ?? undefined}>
      <PriceInput value={value} onChange={onChange} onMessage={setCapped} onBlur={onBlur} name={name} />
    </FormField>
  );
};
