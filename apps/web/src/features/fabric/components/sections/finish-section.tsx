import { onAllColors } from '@portal/contract';
import { Palette } from 'lucide-react';
import { useController } from 'react-hook-form';
import { ColorPicker, EffectPicker, FieldLabel, FormSection, GrainPicker } from '@/components/form';
import { FabricText as text } from '../../texts';
import { applyPatch, fieldId, how, stateOf, useMaterialContext } from '../form-context';
import type { MaterialOptions } from './options';

/** 纹路、特殊效果与颜色: the grain and effect pickers of the division and the colour picker. */
export const FinishSection = ({ options }: { options: MaterialOptions }) => {
  const { form, states, ready } = useMaterialContext();
  const grains = useController({ control: form.control, name: 'grains' });
  const effects = useController({ control: form.control, name: 'effects' });
  const colors = useController({ control: form.control, name: 'colors' });
  const colorTotal = form.watch('colorTotal');
  const grainState = stateOf(states, 'grains');
  const effectState = stateOf(states, 'effects');
  const colorState = stateOf(states, 'colorTotal');
  const colorsState = stateOf(states, 'colors');
  if (!grainState.shown && !effectState.shown && !colorState.shown) return null;

  return (
    <FormSection title={text.sections.finish} icon={<Palette />}>
      <div className="grid gap-y-2">
        {grainState.shown && (
          <GrainPicker
            id={fieldId('grains')}
            label={<FieldLabel required={grainState.required}>{text.fields.grains}</FieldLabel>}
            error={grains.fieldState.error?.message}
            grains={options.grains}
            loading={options.loadingGrains}
            value={grains.field.value}
            onChange={(next) => form.setValue('grains', next, how)}
            multiple={grainState.required}
            disabled={grainState.locked || !ready}
          />
        )}
        {effectState.shown && (
          <EffectPicker
            id={fieldId('effects')}
            label={<FieldLabel required={effectState.required}>{text.fields.effects}</FieldLabel>}
            error={effects.fieldState.error?.message}
            effects={options.effects}
            loading={options.loadingEffects}
            value={effects.field.value}
            onChange={(next) => form.setValue('effects', next, how)}
            disabled={effectState.locked || !ready}
          />
        )}
        {colorState.shown && (
          <ColorPicker
            id={fieldId('colors')}
            label={<FieldLabel required={colorsState.required}>{text.fields.colors}</FieldLabel>}
            error={colors.fieldState.error?.message}
            value={colors.field.value}
            onChange={(next) => form.setValue('colors', next, how)}
            allColors={colorTotal === 1}
            onAllColorsChange={(all) => applyPatch(form, onAllColors(all ? 1 : 0))}
            disabled={colorState.locked || !ready}
          />
        )}
      </div>
    </FormSection>
  );
};
