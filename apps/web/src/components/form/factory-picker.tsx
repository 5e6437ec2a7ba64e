import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { type ShoeFactory, shoeFactoriesQuery } from '@/api/lookups';
import { cn } from '@/lib/utils';
import { CheckOption } from './check-option';
import { GroupField } from './field-controls';
import { AllChoice, PickerSearch, usePickerSearch } from './picker-search';
import { PickerText } from './picker-texts';

const text = PickerText.factory;

export interface FactoryPickerProps {
  id: string;
  label: ReactNode;
  error?: string;
  value: readonly string[];
  onChange: (supplierCodes: string[]) => void;
  /** 全部鞋厂 (shoeFactoryTotal '1'): choosing it clears the chosen factories (spec 001 §4). */
  all: boolean;
  onAllChange: (all: boolean) => void;
  disabled?: boolean;
}

const noFactories: ShoeFactory[] = [];
const factoryMatches = (f: ShoeFactory, term: string) =>
  f.shortName.includes(term) || f.supplierName.includes(term) || f.supplierCode.includes(term);

/** 鞋厂: 全部鞋厂, or a searchable multi-select of the FWP suppliers. */
export const FactoryPicker = ({
  id,
  label,
  error,
  value,
  onChange,
  all,
  onAllChange,
  disabled = false,
}: FactoryPickerProps) => {
  const factories = useQuery(shoeFactoriesQuery());
  const { search, setSearch, shown } = usePickerSearch(factories.data ?? noFactories, factoryMatches);
  const listDisabled = disabled || all;

  return (
    <GroupField id={id} label={label} error={error}>
      <AllChoice
        label={text.all}
        checked={all}
        disabled={disabled}
        summary={all ? text.allChosen : text.selected(value.length)}
        onAllChange={onAllChange}
        onClear={() => onChange([])}
      >
        <PickerSearch placeholder={text.search} value={search} onChange={setSearch} disabled={listDisabled} />
      </AllChoice>
      <ul
        className={cn(
          'grid max-h-40 grid-cols-[repeat(auto-fill,minmax(10rem,1fr))] gap-1 overflow-y-auto rounded-md border bg-card p-2',
          listDisabled && 'bg-muted/50',
        )}
      >
        {shown.length === 0 && !factories.isPending && <li className="text-sm text-muted-foreground">{text.none}</li>}
        {shown.map((factory) => (
          <li key={factory.supplierCode}>
            <CheckOption
              title={factory.supplierName}
              className="rounded px-2 py-1 text-sm hover:bg-accent"
              checked={value.includes(factory.supplierCode)}
              disabled={listDisabled}
              onCheckedChange={(checked) =>
                onChange(checked ? [...value, factory.supplierCode] : value.filter((c) => c !== factory.supplierCode))
              }
            >
              <span className="block truncate">{factory.shortName}</span>
            </CheckOption>
          </li>
        ))}
      </ul>
    </GroupField>
  );
};
