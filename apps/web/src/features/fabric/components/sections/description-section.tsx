import { MaterialLimits as L } from '@portal/contract';
import { FileText } from 'lucide-react';
import { useController, useWatch } from 'react-hook-form';
import { FormSection, RiskNotes } from '@/components/form';
import { FabricText as text } from '../../texts';
import { fieldId, stateOf, useMaterialContext } from '../form-context';
import { TextareaField } from '../material-fields';

/** 材料说明: introduction and the division's risk notes (stored joined with ';'). */
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
      </div>
    </FormSection>
  );
};
