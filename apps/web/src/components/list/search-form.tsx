import { RotateCcw, Search } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { AppText } from '@/lib/texts';
import type { FilterValues } from './list-params';
import { type Option, SearchSelect } from './search-controls';

/** One field of a search form, named after the list call's filter it sets. */
export type SearchField<K extends string> = { name: K; label: string } & (
  | { kind: 'text'; placeholder?: string }
  | { kind: 'select'; options: readonly Option[] }
  | { kind: 'date' }
);

export interface SearchFormProps<K extends string> {
  fields: readonly SearchField<K>[];
  /** The applied filters; remount the form (key) when they change from outside. */
  values: FilterValues<K>;
  onSearch: (values: FilterValues<K>) => void;
  onReset: () => void;
}

/**
 * The search form of every list: fields in a wrapping row, 查询 and 重置. Search forms skip
 * validation (spec 000 §5): the list reads the URL back through the call's contract instead.
 */
export const SearchForm = <K extends string>({ fields, values, onSearch, onReset }: SearchFormProps<K>) => {
  const [draft, setDraft] = useState(values);
  const id = useId();
  const set = (name: K, value: string) => setDraft((current) => ({ ...current, [name]: value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(draft);
  };
  const reset = () => {
    setDraft(Object.fromEntries(fields.map((field) => [field.name, ''])) as FilterValues<K>);
    onReset();
  };

  return (
    <form aria-label={AppText.list.searchForm} onSubmit={submit} className="flex flex-wrap items-end gap-x-5 gap-y-3">
      {fields.map((field) => {
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
              <SearchSelect options={field.options} {...common} />
            ) : field.kind === 'date' ? (
              <Input type="date" {...common} />
            ) : (
              <Input placeholder={field.placeholder} autoComplete="off" {...common} />
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
      </div>
    </form>
  );
};
