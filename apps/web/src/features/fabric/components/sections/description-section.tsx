import { MaterialLimits as L } from '@portal/contract';
import { FileText } from 'lucide-react';
import { useController, useWatch } from 'react-hook-form';
import { FieldLabel, FormSection, GroupField, RiskNotes } from '@/components/form';
import { cn } from '@/lib/utils';
import { FabricText as text } from '../../texts';
import { fieldId, stateOf, useMaterialContext } from '../form-context';
import { TextareaField } from '../material-fields';

/** 选择资料是否完整 of the recommended form: 完整 (1) or 不完整 (0). */
const CompleteDataChoice = () => {
  const { form, states, ready } = useMaterialContext();
  const state = stateOf(states, 'isCompleteData');
  const field = useController({ control: form.control, name: 'isCompleteData' });
  if (!state.shown) return null;
  const choices = [
    { value: 1 as const, label: text.fileHasComplete.yes },
    { value: 0 as const, label: text.fileHasComplete.no },
  ];
  return (
    <GroupField
      id={fieldId('isCompleteData')}
      label={<FieldLabel required={state.required}>{text.fields.fileHasComplete}</FieldLabel>}
      error={field.fieldState.error?.message}
    >
      <div role="radiogroup" aria-label={text.fields.fileHasComplete} className="flex gap-2">
        {choices.map((choice) => (
          // biome-ignore lint/a11y/useSemanticElements: a segmented pair of buttons reads better than radio dots here
          <button
            key={choice.value}
            type="button"
            role="radio"
            aria-checked={field.field.value === choice.value}
            disabled={state.locked || !ready}
            onClick={() =>
              form.setValue('isCompleteData', choice.value, {
                shouldDirty: true,
                shouldValidate: form.formState.isSubmitted,
              })
            }
            className={cn(
              'h-8 cursor-pointer rounded-md border px-4 text-sm outline-none focus-visible:ring-2 focus-visible:ring-ring/40',
              field.field.value === choice.value
                ? 'border-primary bg-primary text-primary-foreground'
                : 'border-input bg-card',
            )}
          >
            {choice.label}
          </button>
        ))}
      </div>
    </GroupField>
  );
};

/** 材料说明: introduction, the division's risk notes (stored joined with ';') and, on the recommended form, 资料是否完整. */
export const DescriptionSection = () => {
  const { form, states, ready } = useMaterialContext();
  const divisionId = useWatch({ control: form.control, name: 'divisionId' });
  const risks = useController({ control: form.control, name: 'instructionsArr' });
  const riskState = stateOf(states, 'instructionsArr');
  return (
    <FormSection title={text.sections.description} icon={<FileText />}>
      <div className="grid gap-x-6 gap-y-2 lg:grid-cols-2">
        <TextareaField name="comment" maxLength={L.comment} />
        {riskState.shown && (
          <RiskNotes
            id={fieldId('instructionsArr')}
            label={text.fields.instructionsArr}
            divisionId={divisionId}
            value={risks.field.value}
            onChange={risks.field.onChange}
            disabled={riskState.locked || !ready}
          />
        )}
        <CompleteDataChoice />
      </div>
    </FormSection>
  );
};
