import {
  basePriceMessage,
  buildSubList,
  clampBasePrice,
  displayPrice,
  filterLeadTime,
  filterPriceInput,
  filterWeight,
  MaterialLimits as L,
  pricingGroupsOf,
} from '@portal/contract';
import { Banknote } from 'lucide-react';
import { useEffect, useMemo } from 'react';
import { useWatch } from 'react-hook-form';
import { FieldLabel, FormSection, GroupField } from '@/components/form';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { displayText } from '@/lib/format';
import { FabricText as text } from '../../texts';
import { fieldId, how, stateOf, useMaterialContext } from '../form-context';
import { TextField } from '../material-fields';
import type { SubPriceRow } from '../material-values';
import type { MaterialOptions } from './options';

type PriceKey = 'thicknessPrice' | 'widthPrice' | 'linePrice';

/** A width or thickness price: 0-1000 with two decimals (spec 001 §5). */
const BasePriceInput = ({
  label,
  value,
  disabled,
  onChange,
}: {
  label: string;
  value: number | null;
  disabled: boolean;
  onChange: (value: number | null) => void;
}) => (
  <Input
    type="number"
    inputMode="decimal"
    aria-label={label}
    min={0}
    max={L.basePriceMax}
    step={0.01}
    value={value ?? ''}
    disabled={disabled}
    className="h-8"
    onChange={(event) => onChange(event.target.value === '' ? null : Number(event.target.value))}
    onBlur={(event) => onChange(clampBasePrice(event.target.value === '' ? null : Number(event.target.value)))}
  />
);

/** 规格价格: one row per priced thickness, width or grain (contract `buildSubList`), with its price. */
const SubPriceTable = ({ rows, disabled }: { rows: SubPriceRow[]; disabled: boolean }) => {
  const { form, states, warn } = useMaterialContext();
  const state = stateOf(states, 'subList');
  const setRow = (index: number, patch: Partial<SubPriceRow>) =>
    form.setValue(
      'subList',
      rows.map((r, i) => (i === index ? { ...r, ...patch } : r)),
      how,
    );
  const setPrice = (index: number, key: PriceKey, value: number | null) => {
    const message = basePriceMessage(value);
    if (message) warn(message);
    setRow(index, { [key]: value, standardPrice: value });
  };
  const kindOf = (r: SubPriceRow) => (r.thickness ? 'thickness' : r.width ? 'width' : 'grain');
  return (
    <GroupField
      id={fieldId('subList')}
      label={<FieldLabel required={state.required}>{text.fields.subList}</FieldLabel>}
      error={form.formState.errors.subList?.message}
    >
      {rows.length === 0 ? (
        <p className="text-sm text-muted-foreground">{text.subList.empty}</p>
      ) : (
        <div className="overflow-hidden rounded-md border">
          <table className="w-full text-sm">
            <thead className="bg-muted/60 text-left text-xs text-muted-foreground">
              <tr>
                <th className="px-3 py-2 font-medium">{text.subList.thickness}</th>
                <th className="px-3 py-2 font-medium">{text.subList.width}</th>
                <th className="px-3 py-2 font-medium">{text.subList.grain}</th>
                <th className="px-3 py-2 font-medium">{text.subList.weight}</th>
                <th className="w-44 px-3 py-2 font-medium">{text.subList.standardPrice}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row, index) => {
                const kind = kindOf(row);
                const key: PriceKey =
                  kind === 'thickness' ? 'thicknessPrice' : kind === 'width' ? 'widthPrice' : 'linePrice';
                const name = row.thickness ?? row.width ?? row.grain ?? '';
                return (
                  <tr key={`${kind}-${name}`} className="border-t">
                    <td className="px-3 py-1.5">{displayText(row.thickness)}</td>
                    <td className="px-3 py-1.5">{displayText(row.width)}</td>
                    <td className="px-3 py-1.5">{displayText(row.grain)}</td>
                    <td className="px-3 py-1.5">
                      {kind === 'width' ? (
                        <Input
                          aria-label={`${text.subList.weight} ${name}`}
                          value={row.weight ?? ''}
                          maxLength={L.weight}
                          disabled={disabled}
                          className="h-8"
                          onChange={(event) => setRow(index, { weight: filterWeight(event.target.value) || null })}
                        />
                      ) : (
                        '—'
                      )}
                    </td>
                    <td className="px-3 py-1.5">
                      <BasePriceInput
                        label={`${text.subList[key]} ${name}`}
                        value={row[key]}
                        disabled={disabled}
                        onChange={(value) => setPrice(index, key, value)}
                      />
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </GroupField>
  );
};

/** 价格与交期: the base price (typed, or computed from the sub-price rows) and the lead times. */
export const PriceSection = ({ options }: { options: MaterialOptions }) => {
  const { form, states, categoryCode, sectionName, warn, ready } = useMaterialContext();
  const [thicknesses, widths, widthTP, grains, subList, effects] = useWatch({
    control: form.control,
    name: ['thicknesses', 'widths', 'widthTP', 'grains', 'subList', 'effects'],
  });
  const groups = useMemo(
    () => (categoryCode ? pricingGroupsOf(categoryCode, sectionName) : []),
    [categoryCode, sectionName],
  );
  const computed = groups.length > 0;

  // The rows follow the priced values, keeping the prices already entered (contract buildSubList).
  useEffect(() => {
    if (!computed) return;
    const next = buildSubList({ thicknesses, widths, widthTP, grains }, groups, form.getValues('subList'));
    if (JSON.stringify(next) !== JSON.stringify(form.getValues('subList'))) form.setValue('subList', next);
  }, [form, computed, thicknesses, widths, widthTP, grains, groups]);

  const effectPrices = effects.map((e) => ({
    effectPrice: options.effects.find((o) => o.id === e.id)?.effectPrice ?? 0,
  }));
  const shown = computed ? displayPrice(subList, effectPrices) : null;
  useEffect(() => {
    if (computed && (shown ?? '') !== form.getValues('price')) form.setValue('price', shown ?? '');
  }, [form, computed, shown]);

  const priceState = stateOf(states, 'price');
  return (
    <FormSection title={text.sections.price} icon={<Banknote />}>
      <div className="grid items-start gap-x-6 gap-y-2 md:grid-cols-2 xl:grid-cols-4">
        {computed ? (
          priceState.shown && (
            <FormField id={fieldId('price')} label={text.fields.displayPrice}>
              <Input readOnly tabIndex={-1} value={shown ?? ''} className="bg-muted/60 font-medium" />
            </FormField>
          )
        ) : (
          <TextField
            name="price"
            maxLength={L.price}
            inputMode="decimal"
            filter={(raw) => {
              const { value, message } = filterPriceInput(raw);
              if (message) warn(message);
              return value;
            }}
          />
        )}
        {(['sampleDate', 'productDate', 'productNonDate'] as const).map((name) => (
          <TextField
            key={name}
            name={name}
            maxLength={L.leadTimeInput}
            inputMode="numeric"
            hint={text.hints.leadTime}
            filter={filterLeadTime}
          />
        ))}
        {computed && stateOf(states, 'subList').shown && (
          <div className="md:col-span-2 xl:col-span-4">
            <SubPriceTable rows={subList} disabled={stateOf(states, 'subList').locked || !ready} />
          </div>
        )}
      </div>
    </FormSection>
  );
};
