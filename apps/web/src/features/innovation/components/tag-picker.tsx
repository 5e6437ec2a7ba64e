import { tagFitsDivision } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { Check } from 'lucide-react';
import { useController, useWatch } from 'react-hook-form';
import { AppText } from '@/lib/texts';
import { cn } from '@/lib/utils';
import { materialTagsQuery } from '../api/innovation';
import { GroupField } from './field-controls';
import { fieldId, type InnovationFormApi } from './use-innovation-form';

const text = AppText.innovate;

/** 材料标签: a multi-select of the tags that fit the chosen division, as toggle chips. */
export const TagPicker = ({ form }: { form: InnovationFormApi }) => {
  const tags = useQuery(materialTagsQuery());
  const divisionId = useWatch({ control: form.control, name: 'divisionId' });
  const { field, fieldState } = useController({ control: form.control, name: 'tags' });
  const options = (tags.data ?? []).filter((t) => tagFitsDivision(t, divisionId));
  const toggle = (id: number) =>
    field.onChange(field.value.includes(id) ? field.value.filter((t) => t !== id) : [...field.value, id]);

  return (
    <GroupField id={fieldId('tags')} label={text.fields.tags} hint={text.tagsHint} error={fieldState.error?.message}>
      {options.length === 0 ? (
        <p className="text-sm text-muted-foreground">{text.noTags}</p>
      ) : (
        <ul className="flex flex-wrap gap-2">
          {options.map((tag) => {
            const selected = field.value.includes(tag.id);
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
