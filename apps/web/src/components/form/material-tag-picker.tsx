import { tagFitsDivision } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { Check } from 'lucide-react';
import type { ReactNode } from 'react';
import { materialTagsQuery } from '@/api/lookups';
import { AppText } from '@/lib/texts';
import { cn } from '@/lib/utils';
import { GroupField } from './field-controls';

export interface MaterialTagPickerProps {
  /** The group's id: the first-error scroll of a form looks for it. */
  id: string;
  label: ReactNode;
  error?: string;
  /** The chosen 材料大类: only the tags that fit it are offered. */
  divisionId: number | null;
  value: readonly number[];
  onChange: (tags: number[]) => void;
}

/** 材料标签 of a material form: a multi-select of the tags that fit the chosen division, as toggle chips. */
export const MaterialTagPicker = ({ id, label, error, divisionId, value, onChange }: MaterialTagPickerProps) => {
  const tags = useQuery(materialTagsQuery());
  const options = (tags.data ?? []).filter((t) => tagFitsDivision(t, divisionId));
  const toggle = (tag: number) => onChange(value.includes(tag) ? value.filter((t) => t !== tag) : [...value, tag]);

  return (
    <GroupField id={id} label={label} hint={AppText.form.tags.hint} error={error}>
      {options.length === 0 ? (
        <p className="text-sm text-muted-foreground">{AppText.form.tags.none}</p>
      ) : (
        <ul className="flex flex-wrap gap-2">
          {options.map((tag) => {
            const selected = value.includes(tag.id);
            return (
              <li key={tag.id}>
                <button
                  type="button"
                  aria-pressed={selected}
                  onClick={() => toggle(tag.id)}
                  className={cn(
                    'inline-flex h-8 cursor-pointer items-center gap-1 rounded-full border px-3 text-sm transition-colors outline-none focus-visible:ring-2 focus-visible:ring-ring/40',
                    selected
                      ? 'border-primary bg-primary text-primary-foreground shadow-sm'
                      : 'border-input bg-card text-foreground hover:border-primary hover:text-primary',
                  )}
                >
                  {selected && <Check aria-hidden className="size-3.5" />}
                  {tag.tagName}
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </GroupField>
  );
};
