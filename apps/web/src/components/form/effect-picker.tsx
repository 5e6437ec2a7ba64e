import type { Effect } from '@portal/contract';
import { ArrowUpDown, Check } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { Input } from '@/components/ui/input';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';
import { cn } from '@/lib/utils';
import { GroupField } from './field-controls';
import { PickerEmpty, PickerSearchBar, selectAllOver, usePickerSearch } from './picker-search';
import { PickerText } from './picker-texts';

const text = PickerText.effect;

/** A chosen effect as the material stores it (spec 001 §3: id, effectName, sort). */
export interface ChosenEffect {
  id: number;
  effectName: string;
  sort: number;
}

/** Effect sort: a number, minimum 1 (spec 000 §5); anything else becomes 1. */
export const effectSort = (input: string | number): number => {
  const n = Math.floor(Number(input));
  return Number.isFinite(n) && n >= 1 ? n : 1;
};

const chosen = (effect: Effect): ChosenEffect => ({
  id: effect.id,
  effectName: effect.effectName,
  sort: effectSort(effect.sort),
});

/** Chooses or drops an effect; single-select (`multiple` false) keeps only the one chosen. */
export const toggleEffect = (value: readonly ChosenEffect[], effect: Effect, multiple = true): ChosenEffect[] =>
  value.some((e) => e.id === effect.id)
    ? value.filter((e) => e.id !== effect.id)
    : [...(multiple ? value : []), chosen(effect)];

/** 全选 chooses every offered effect (keeping sorts already set); 取消全选 clears them. */
export const toggleAllEffects = (value: readonly ChosenEffect[], offered: readonly Effect[]): ChosenEffect[] => {
  const all = offered.length > 0 && offered.every((o) => value.some((e) => e.id === o.id));
  if (all) return value.filter((e) => !offered.some((o) => o.id === e.id));
  return [...value, ...offered.filter((o) => !value.some((e) => e.id === o.id)).map(chosen)];
};

export interface EffectPickerProps {
  id: string;
  label: ReactNode;
  error?: string;
  effects: readonly Effect[];
  loading?: boolean;
  value: readonly ChosenEffect[];
  onChange: (effects: ChosenEffect[]) => void;
  disabled?: boolean;
  /** False: one effect at most, without 全选 and sort. Default true. */
  multiple?: boolean;
}

const SortPopover = ({
  effect,
  disabled,
  onSort,
}: {
  effect: ChosenEffect;
  disabled: boolean;
  onSort: (sort: number) => void;
}) => {
  const [draft, setDraft] = useState(String(effect.sort));
  const inputId = useId();
  return (
    <Popover onOpenChange={(open) => open && setDraft(String(effect.sort))}>
      <PopoverTrigger
        disabled={disabled}
        aria-label={text.sortLabel(effect.effectName)}
        className="inline-flex h-6 cursor-pointer items-center gap-1 rounded px-1.5 text-xs text-primary outline-none hover:bg-brand-50 focus-visible:ring-2 focus-visible:ring-ring/40 disabled:cursor-not-allowed"
      >
        <ArrowUpDown aria-hidden className="size-3" />
        {text.sort} {effect.sort}
      </PopoverTrigger>
      <PopoverContent className="w-48 p-3">
        <label htmlFor={inputId} className="mb-1.5 block text-xs font-medium">
          {text.sortLabel(effect.effectName)}
        </label>
        <Input
          id={inputId}
          type="number"
          min={1}
          step={1}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          onBlur={() => {
            const sort = effectSort(draft);
            setDraft(String(sort));
            onSort(sort);
          }}
        />
      </PopoverContent>
    </Popover>
  );
};

const effectMatches = (effect: Effect, term: string) => effect.effectName.includes(term);

/** 特殊效果: searchable chips with their price, 全选/取消全选, and a sort popover on each chosen one. */
export const EffectPicker = ({
  id,
  label,
  error,
  effects,
  loading = false,
  value,
  onChange,
  disabled = false,
  multiple = true,
}: EffectPickerProps) => {
  const { search, setSearch, shown } = usePickerSearch(effects, effectMatches);

  return (
    <GroupField id={id} label={label} error={error}>
      <PickerSearchBar
        texts={text}
        search={search}
        onSearch={setSearch}
        selectAll={selectAllOver({
          multiple,
          disabled,
          shown,
          isChosen: (o) => value.some((e) => e.id === o.id),
          toggle: () => onChange(toggleAllEffects(value, shown)),
        })}
      />
      {!loading && shown.length === 0 ? (
        <PickerEmpty anyOption={effects.length > 0} texts={text} />
      ) : (
        <ul className="flex flex-wrap gap-2">
          {shown.map((effect) => {
            const picked = value.find((e) => e.id === effect.id);
            return (
              <li
                key={effect.id}
                className={cn(
                  'flex items-center gap-1 rounded-md border bg-card pr-1 transition-colors',
                  picked ? 'border-primary bg-brand-50' : 'border-input',
                )}
              >
                <button
                  type="button"
                  aria-pressed={Boolean(picked)}
                  disabled={disabled}
                  onClick={() => onChange(toggleEffect(value, effect, multiple))}
                  className="inline-flex h-8 cursor-pointer items-center gap-1.5 rounded-md px-2.5 text-sm outline-none focus-visible:ring-2 focus-visible:ring-ring/40 disabled:cursor-not-allowed"
                >
                  {picked && <Check aria-hidden className="size-3.5 text-primary" />}
                  <span>{effect.effectName}</span>
                  <span className="text-xs text-muted-foreground">
                    {text.price} {effect.effectPrice.toFixed(2)}
                  </span>
                </button>
                {picked && multiple && (
                  <SortPopover
                    effect={picked}
                    disabled={disabled}
                    onSort={(sort) => onChange(value.map((e) => (e.id === picked.id ? { ...e, sort } : e)))}
                  />
                )}
              </li>
            );
          })}
        </ul>
      )}
    </GroupField>
  );
};
