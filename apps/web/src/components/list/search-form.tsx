import { ChevronDown, RotateCcw, Search } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { AppText } from '@/lib/texts';
import { useIsPhone } from '@/lib/use-media-query';
import { cn } from '@/lib/utils';
import type { FilterValues } from './list-params';
import { type Option, SearchSelect } from './search-controls';

/**
 * A select's options: fixed, or following the values being chosen (材料小类 follows 材料大类: `categoryFields`).
 * A value that a change of another field takes out of a following select's options is cleared.
 */
export type SearchOptions<K extends string> = readonly Option[] | ((draft: FilterValues<K>) => readonly Option[]);

/** One field of a search form, named after the list call's filter it sets. */
export type SearchField<K extends string> = { name: K; label: string } & (
  | { kind: 'text'; placeholder?: string }
  | { kind: 'select'; options: SearchOptions<K> }
  | { kind: 'date' }
);

/**
 * Text search fields named after their filters, each labelled and hinted by the feature's texts under the same name
 * (`fields.materialCode`, `placeholders.materialCode`).
 */
export const textFields = <K extends string>(
  texts: { fields: Record<NoInfer<K>, string>; placeholders: Partial<Record<NoInfer<K>, string>> },
  names: readonly K[],
): SearchField<K>[] =>
  names.map((name) => ({ name, label: texts.fields[name], kind: 'text', placeholder: texts.placeholders[name] }));

const optionsOf = <K extends string>(options: SearchOptions<K>, draft: FilterValues<K>) =>
  typeof options === 'function' ? options(draft) : options;
const offers = (options: readonly Option[], value: string) => options.some((o) => o.value === value);

/** The draft after `name` is set: following selects drop a value the change took out of their options. */
const withValue = <K extends string>(
  fields: readonly SearchField<K>[],
  current: FilterValues<K>,
  name: K,
  value: string,
): FilterValues<K> => {
  const next: FilterValues<K> = { ...current, [name]: value };
  for (const field of fields) {
    if (field.kind !== 'select' || typeof field.options !== 'function' || field.name === name) continue;
    const chosen = next[field.name];
    // Only a value the change took out: one not offered yet (options still loading) stays.
    if (chosen && offers(field.options(current), chosen) && !offers(field.options(next), chosen)) next[field.name] = '';
  }
  return next;
};

export interface SearchFormProps<K extends string> {
  fields: readonly SearchField<K>[];
  /** The applied filters; remount the form (key) when they change from outside. */
  values: FilterValues<K>;
  onSearch: (values: FilterValues<K>) => void;
  onReset: () => void;
}

/** How many search fields a phone shows before 展开. */
const phoneFields = 2;

/**
 * The search form of every list: fields in a wrapping row, 查询 and 重置. Search forms skip
 * validation (spec 000 §5): the list reads the URL back through the call's contract instead.
 */
export const SearchForm = <K extends string>({ fields, values, onSearch, onReset }: SearchFormProps<K>) => {
  const [draft, setDraft] = useState(values);
  const id = useId();
  const set = (name: K, value: string) => setDraft((current) => withValue(fields, current, name, value));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(draft);
  };
  const reset = () => {
    setDraft(Object.fromEntries(fields.map((field) => [field.name, ''])) as FilterValues<K>);
    onReset();
  };
  // On a phone, where each field takes a line, the first ones show and 展开 opens the rest; a later field holding a
  // value keeps them open, so no filter in force is out of sight.
  const phone = useIsPhone();
  const [expanded, setExpanded] = useState(false);
  const holding = fields.slice(phoneFields).some((field) => values[field.name] !== '');
  const foldable = phone && fields.length > phoneFields && !holding;
  const open = !foldable || expanded;
  const shown = open ? fields : fields.slice(0, phoneFields);

  return (
    <form aria-label={AppText.list.searchForm} onSubmit={submit} className="flex flex-wrap items-end gap-x-5 gap-y-3">
      {shown.map((field) => {
        const controlId = `${id}-${field.name}`;
        const common = {
          id: controlId,
          name: field.name,
          value: draft[field.name],
          onChange: (event: { target: { value: string } }) => set(field.name, event.target.value),
        };
        return (
          <div key={field.name} className="grid w-full gap-1.5 sm:w-56">
            <Label htmlFor={controlId} className="text-xs text-muted-foreground">
              {field.label}
            </Label>
            {field.kind === 'select' ? (
              <SearchSelect options={optionsOf(field.options, draft)} {...common} />
            ) : field.kind === 'date' ? (
              <Input type="date" {...common} />
            ) : (
              <Input
                placeholder={field.placeholder ?? AppText.list.enter(field.label)}
                autoComplete="off"
                {...common}
              />
            )}
          </div>
        );
      })}
      <div className="flex gap-2">
        <Button type="submit">
          <Search aria-hidden />
          {AppText.list.search}
        </Button>
        <Button variant="outline" onClick={reset}>
          <RotateCcw aria-hidden />
          {AppText.list.reset}
        </Button>
        {foldable && (
          <Button variant="ghost" aria-expanded={open} onClick={() => setExpanded(!open)}>
            {open ? AppText.list.fewerFields : AppText.list.moreFields}
            <ChevronDown aria-hidden className={cn('transition-transform', open && 'rotate-180')} />
          </Button>
        )}
      </div>
    </form>
  );
};
