import { useQuery } from '@tanstack/react-query';
import { ColorPicker, EffectPicker, effectSort, GrainPicker } from '@/components/form';
import { colorByCodeQuery, effectOptionsQuery, grainOptionsQuery } from '../api/price';
import { PriceText as T } from '../texts';

type FloatKind = 'color' | 'line' | 'effect';

export interface CodePickerProps {
  kind: FloatKind;
  id: string;
  error?: string;
  /** The chosen code: a colour code, a line code or an effect id as text; '' when none. */
  value: string;
  onChange: (code: string) => void;
  /** The card's division: the grains and effects offered are that division's. */
  divisionId?: number;
  /** The code the stored row has (kept selectable even if no longer offered). */
  storedCode?: string;
}

/** 已选: what the chosen code names, with the code (and the colour's swatch). */
const Chosen = ({ name, code, rgb }: { name: string | undefined; code: string; rgb?: string }) => (
  <p className="flex items-center gap-2 pb-3 text-sm" data-testid="price-code-chosen">
    <span className="text-muted-foreground">{T.chosen}</span>
    {code === '' ? (
      <span className="text-muted-foreground">{T.noneChosen}</span>
    ) : (
      <>
        {rgb && (
          <span aria-hidden className="size-4 rounded-sm border border-black/15" style={{ backgroundColor: rgb }} />
        )}
        {name && <span className="font-medium">{name}</span>}
        <span className="font-mono text-xs text-muted-foreground">{code}</span>
      </>
    )}
  </p>
);

const ColorCode = ({ id, error, value, onChange }: CodePickerProps) => {
  const { data } = useQuery(colorByCodeQuery(value));
  const color = data?.data.find((c) => c.colorCode === value);
  return (
    <div className="grid gap-2">
      <ColorPicker
        id={id}
        label={T.codeLabel.color}
        error={error}
        multiple={false}
        value={value ? [{ colorCode: value, colorRgb: color?.colorRgb ?? 'transparent' }] : []}
        onChange={(next) => onChange(next[0]?.colorCode ?? '')}
      />
      <Chosen name={color?.colorName} code={value} rgb={color?.colorRgb} />
    </div>
  );
};

const LineCode = ({ id, error, value, onChange, divisionId, storedCode }: CodePickerProps) => {
  const grains = useQuery(grainOptionsQuery(divisionId, storedCode));
  return (
    <div className="grid gap-2">
      <GrainPicker
        id={id}
        label={T.codeLabel.line}
        error={error}
        grains={grains.data ?? []}
        loading={grains.isPending}
        multiple={false}
        value={value ? [value] : []}
        onChange={(next) => onChange(next[0] ?? '')}
      />
      <Chosen name={grains.data?.find((g) => g.lineCode === value)?.lineName} code={value} />
    </div>
  );
};

const EffectCode = ({ id, error, value, onChange, divisionId, storedCode }: CodePickerProps) => {
  const effects = useQuery(effectOptionsQuery(divisionId, storedCode));
  const effect = effects.data?.find((e) => String(e.id) === value);
  return (
    <div className="grid gap-2">
      <EffectPicker
        id={id}
        label={T.codeLabel.effect}
        error={error}
        effects={effects.data ?? []}
        loading={effects.isPending}
        multiple={false}
        value={effect ? [{ id: effect.id, effectName: effect.effectName, sort: effectSort(effect.sort) }] : []}
        onChange={(next) => onChange(next[0] ? String(next[0].id) : '')}
      />
      <Chosen name={effect?.effectName} code={value} />
    </div>
  );
};

/** The code of a colour, line or effect price, chosen with the material form's own pickers in single-select mode. */
export const CodePicker = (props: CodePickerProps) =>
  props.kind === 'color' ? (
    <ColorCode {...props} />
  ) : props.kind === 'line' ? (
    <LineCode {...props} />
  ) : (
    <EffectCode {...props} />
  );
