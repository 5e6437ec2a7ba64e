import { onAllChannels, onAllFactories } from '@portal/contract';
import { Factory } from 'lucide-react';
import { useController, useWatch } from 'react-hook-form';
import { CheckOption, FactoryPicker, FieldLabel, FormSection } from '@/components/form';
import { FabricText as text } from '../../texts';
import { applyPatch, fieldId, how, stateOf, useMaterialContext } from '../form-context';
import { ChoiceListField } from '../material-fields';

/** 适用鞋厂与渠道: all factories or the chosen FWP suppliers; all channels or the chosen ones. */
export const SupplySection = () => {
  const { form, states, dictionary, ready } = useMaterialContext();
  const [shoeFactoryTotal, channelTotal] = useWatch({
    control: form.control,
    name: ['shoeFactoryTotal', 'channelTotal'],
  });
  const factories = useController({ control: form.control, name: 'shoesFactorieCodes' });
  const totalState = stateOf(states, 'shoeFactoryTotal');
  const factoryState = stateOf(states, 'shoesFactorieCodes');
  const channelState = stateOf(states, 'channelTotal');
  if (!totalState.shown && !channelState.shown) return null;

  return (
    <FormSection title={text.sections.supply} icon={<Factory />}>
      <div className="grid gap-y-2">
        {totalState.shown && (
          <FactoryPicker
            id={fieldId('shoesFactorieCodes')}
            label={<FieldLabel required={totalState.required}>{text.fields.shoesFactorieCodes}</FieldLabel>}
            error={factories.fieldState.error?.message ?? form.formState.errors.shoeFactoryTotal?.message}
            value={factories.field.value}
            onChange={(codes) => form.setValue('shoesFactorieCodes', codes, how)}
            all={shoeFactoryTotal === '1'}
            onAllChange={(all) => applyPatch(form, onAllFactories(all ? '1' : '0'))}
            disabled={totalState.locked || factoryState.locked || !ready}
          />
        )}
        {channelState.shown && (
          <div className="grid gap-2">
            <CheckOption
              className="text-sm font-medium"
              checked={channelTotal === 1}
              disabled={channelState.locked || !ready}
              onCheckedChange={(all) => applyPatch(form, onAllChannels(all ? 1 : 0))}
            >
              {text.channelTotal}
            </CheckOption>
            <ChoiceListField name="channels" options={dictionary('channel')} />
          </div>
        )}
      </div>
    </FormSection>
  );
};
