import { X } from 'lucide-react';
import { type KeyboardEvent, type ReactNode, useState } from 'react';
import { useController } from 'react-hook-form';
import { CountedTextarea, FieldLabel, GroupField, NativeSelect } from '@/components/form';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/utils';
import { FabricText as text } from '../texts';
import { fieldId, how, type Option, stateOf, useMaterialContext } from './form-context';
import type { MaterialFieldName, MaterialFormValues } from './material-values';

type TextName = {
  [K in MaterialFieldName]: MaterialFormValues[K] extends string ? K : never;
}[MaterialFieldName];
type ListName = {
  [K in MaterialFieldName]: MaterialFormValues[K] extends string[] ? K : never;
}[MaterialFieldName];

const labelOf = (name: MaterialFieldName) => (text.fields as Record<string, string>)[name] ?? name;

/** Label, star and error of one field, or nothing when the rules hide it. */
const useField = (name: MaterialFieldName) => {
  const { form, states, ready } = useMaterialContext();
  const state = stateOf(states, name);
  const error = form.formState.errors[name];
  const message = (error as { message?: string } | undefined)?.message;
  return {
    state,
    disabled: state.locked || !ready,
    error: message,
    label: <FieldLabel required={state.required}>{labelOf(name)}</FieldLabel>,
  };
};

/** useField, with the control react-hook-form binds a one-value input by (text, long text, number). */
const useControlledField = <N extends TextName | 'softness'>(name: N) => {
  const { form } = useMaterialContext();
  const { field: control } = useController({ control: form.control, name });
  return { ...useField(name), control };
};

/**
 * A one-line text. With `options` it is a select of them (preset lists, units); `filter` rewrites what is typed
 * (the price filters).
 */
export const TextField = ({
  name,
  maxLength,
  hint,
  options,
  filter,
  inputMode,
  readOnly = false,
  className,
}: {
  name: TextName;
  maxLength?: number;
  hint?: string;
  options?: readonly Option[];
  filter?: (raw: string) => string;
  /** The keyboard a phone offers (numeric for the lead times). */
  inputMode?: 'numeric' | 'decimal';
  readOnly?: boolean;
  className?: string;
}) => {
  const { control, ...field } = useControlledField(name);
  if (!field.state.shown) return null;
  const value = String(control.value ?? '');
  return (
    <FormField id={fieldId(name)} label={field.label} error={field.error} hint={hint} className={className}>
      {options && options.length > 0 ? (
        <NativeSelect
          ref={control.ref}
          name={control.name}
          value={value}
          disabled={field.disabled}
          onBlur={control.onBlur}
          onChange={(event) => control.onChange(event.target.value)}
        >
          <option value="">{text.placeholders.select}</option>
          {/* A stored value no longer offered stays visible. */}
          {value && !options.some((o) => o.value === value) && <option value={value}>{value}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </NativeSelect>
      ) : (
        <Input
          ref={control.ref}
          name={control.name}
          value={value}
          maxLength={maxLength}
          inputMode={inputMode}
          readOnly={readOnly}
          disabled={field.disabled && !readOnly}
          tabIndex={readOnly ? -1 : undefined}
          autoComplete="off"
          placeholder={readOnly ? '' : text.placeholders.text}
          className={cn(readOnly && 'bg-muted/60 text-muted-foreground')}
          onBlur={control.onBlur}
          onChange={(event) => control.onChange(filter ? filter(event.target.value) : event.target.value)}
        />
      )}
    </FormField>
  );
};

/** A long text with the counter of its limit (材料质感, 材料介绍, 皮料延伸性). */
export const TextareaField = ({ name, maxLength }: { name: TextName; maxLength: number }) => {
  const { control, ...field } = useControlledField(name);
  if (!field.state.shown) return null;
  const value = String(control.value ?? '');
  return (
    <FormField id={fieldId(name)} label={field.label} error={field.error}>
      <CountedTextarea
        ref={control.ref}
        name={control.name}
        rows={4}
        maxLength={maxLength}
        length={value.length}
        value={value}
        disabled={field.disabled}
        placeholder={text.placeholders.text}
        onBlur={control.onBlur}
        onChange={(event) => control.onChange(event.target.value)}
      />
    </FormField>
  );
};

/** 软硬度: a whole number 0-10000. */
export const NumberField = ({ name, min, max }: { name: 'softness'; min: number; max: number }) => {
  const { control, ...field } = useControlledField(name);
  if (!field.state.shown) return null;
  return (
    <FormField id={fieldId(name)} label={field.label} error={field.error}>
      <Input
        ref={control.ref}
        type="number"
        min={min}
        max={max}
        step={1}
        value={control.value ?? ''}
        disabled={field.disabled}
        onBlur={control.onBlur}
        onChange={(event) => control.onChange(event.target.value === '' ? null : Number(event.target.value))}
      />
    </FormField>
  );
};

const Chip = ({ children, onRemove, disabled }: { children: string; onRemove: () => void; disabled: boolean }) => (
  <li className="inline-flex h-7 items-center gap-1 rounded-md border bg-secondary pr-0.5 pl-2 text-xs text-secondary-foreground">
    {children}
    {!disabled && (
      <button
        type="button"
        aria-label={text.remove(children)}
        onClick={onRemove}
        className="inline-flex size-5 cursor-pointer items-center justify-center rounded hover:bg-card"
      >
        <X aria-hidden className="size-3" />
      </button>
    )}
  </li>
);

/**
 * Several free values (厚度, 幅宽): typed and added with Enter or on leaving the input (or a preset chosen), shown
 * as chips. `check` judges a value as it is entered: a refused one is not added, its message shows at the field and
 * the text stays to be corrected. `single` keeps one value.
 */
export const ListField = ({
  name,
  maxLength,
  placeholder = text.placeholders.list,
  hint,
  presets = [],
  single = false,
  check,
}: {
  name: ListName;
  maxLength?: number;
  placeholder?: string;
  hint?: string;
  presets?: readonly string[];
  single?: boolean;
  check?: (value: string) => string | null;
}) => {
  const { form } = useMaterialContext();
  const field = useField(name);
  const [draft, setDraft] = useState('');
  const value = (form.watch(name) ?? []) as string[];
  if (!field.state.shown) return null;
  const add = (raw: string) => {
    const item = raw.trim();
    if (!item) return;
    const refused = check?.(item);
    if (refused) {
      form.setError(name, { type: 'entry', message: refused });
      return;
    }
    if (!value.includes(item)) form.setValue(name, single ? [item] : [...value, item], how);
    setDraft('');
  };
  const onKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    add(draft);
  };
  const listId = `${fieldId(name)}-presets`;
  return (
    <div className="grid content-start">
      <FormField id={fieldId(name)} label={field.label} error={field.error} hint={hint}>
        <Input
          value={draft}
          maxLength={maxLength}
          disabled={field.disabled}
          list={presets.length ? listId : undefined}
          placeholder={placeholder}
          autoComplete="off"
          onChange={(event) => {
            const next = event.target.value;
            // A refused entry's message goes once the text is changed.
            if (form.getFieldState(name).error?.type === 'entry') form.clearErrors(name);
            // A preset picked from the list is added at once.
            if (presets.includes(next)) add(next);
            else setDraft(next);
          }}
          onKeyDown={onKey}
          onBlur={() => add(draft)}
        />
      </FormField>
      {presets.length > 0 && (
        <datalist id={listId}>
          {presets.map((p) => (
            <option key={p} value={p} />
          ))}
        </datalist>
      )}
      {value.length > 0 && (
        <ul className="mb-2 flex flex-wrap gap-1.5">
          {value.map((item) => (
            <Chip
              key={item}
              disabled={field.disabled}
              onRemove={() =>
                form.setValue(
                  name,
                  value.filter((v) => v !== item),
                  how,
                )
              }
            >
              {item}
            </Chip>
          ))}
        </ul>
      )}
    </div>
  );
};

/** Several values from a fixed list (样品阶段, 季节, 渠道, 鞋垫工艺, 缓震处理) as toggle chips. */
export const ChoiceListField = ({
  name,
  options,
  extra,
  hint,
  disabled = false,
}: {
  name: ListName;
  options: readonly Option[];
  /** A control beside the label (全部渠道). */
  extra?: ReactNode;
  /** The values' format beside the label (季节 xxQxx); each chip names its value in its title. */
  hint?: string;
  disabled?: boolean;
}) => {
  const { form } = useMaterialContext();
  const field = useField(name);
  const value = (form.watch(name) ?? []) as string[];
  if (!field.state.shown) return null;
  const off = field.disabled || disabled;
  return (
    <GroupField id={fieldId(name)} label={field.label} error={field.error} hint={hint}>
      {extra}
      <ul className="flex flex-wrap gap-1.5">
        {options.map((option) => {
          const chosen = value.includes(option.value);
          return (
            <li key={option.value}>
              <button
                type="button"
                aria-pressed={chosen}
                title={hint ? option.value : undefined}
                disabled={off}
                onClick={() =>
                  form.setValue(name, chosen ? value.filter((v) => v !== option.value) : [...value, option.value], how)
                }
                className={cn(
                  'inline-flex h-8 cursor-pointer items-center rounded-full border px-3 text-sm transition-colors outline-none focus-visible:ring-2 focus-visible:ring-ring/40 disabled:cursor-not-allowed disabled:opacity-60',
                  chosen
                    ? 'border-primary bg-primary text-primary-foreground'
                    : 'border-input bg-card hover:border-primary hover:text-primary',
                )}
              >
                {option.label}
              </button>
            </li>
          );
        })}
      </ul>
    </GroupField>
  );
};
