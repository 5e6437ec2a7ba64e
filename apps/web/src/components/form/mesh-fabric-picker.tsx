import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { X } from 'lucide-react';
import { type ReactNode, useDeferredValue, useState } from 'react';
import { meshFabricsQuery } from '@/api/lookups';
import { CheckOption } from './check-option';
import { GroupField } from './field-controls';
import { PickerSearch } from './picker-search';
import { PickerText } from './picker-texts';

const text = PickerText.mesh;

/** A mesh fabric as a picker holds it: its code (empty for a name stored without one) and its name. */
export interface MeshFabricChoice {
  materialCode: string;
  materialName: string;
}

/**
 * The stored comma-joined names and codes (鞋垫布, spec 001 §3: a comma-joined list for the sole category) as
 * choices, paired by position; a name stored without a code keeps an empty one.
 */
export const splitMeshChoices = (names: string, codes: string): MeshFabricChoice[] => {
  const codeList = codes ? codes.split(',') : [];
  return (names ? names.split(',') : [])
    .filter((n) => n.trim() !== '')
    .map((materialName, i) => ({ materialName, materialCode: codeList[i] ?? '' }));
};

/** The choices as the two stored texts: names and codes joined with ','. */
export const joinMeshChoices = (choices: readonly MeshFabricChoice[]) => ({
  names: choices.map((c) => c.materialName).join(','),
  codes: choices.map((c) => c.materialCode).join(','),
});

const sameChoice = (a: MeshFabricChoice, b: MeshFabricChoice) =>
  a.materialCode ? a.materialCode === b.materialCode : a.materialName === b.materialName;

export interface MeshFabricPickerProps {
  id: string;
  label: ReactNode;
  error?: string;
  value: readonly MeshFabricChoice[];
  onChange: (choices: MeshFabricChoice[]) => void;
  disabled?: boolean;
}

/**
 * 鞋垫布: a search of the mesh fabrics by name (queryMeshFabric) with the found ones to tick, and the chosen
 * ones as removable chips (a stored name the search no longer finds stays among them).
 */
export const MeshFabricPicker = ({ id, label, error, value, onChange, disabled = false }: MeshFabricPickerProps) => {
  const [keyword, setKeyword] = useState('');
  const term = useDeferredValue(keyword.trim());
  const found = useQuery({ ...meshFabricsQuery(term), enabled: !disabled, placeholderData: keepPreviousData });
  const fabrics = found.data ?? [];
  const chosen = (fabric: MeshFabricChoice) => value.some((v) => sameChoice(v, fabric));

  return (
    <GroupField id={id} label={label} error={error}>
      {value.length > 0 && (
        <ul aria-label={text.selected(value.length)} className="flex flex-wrap gap-1.5">
          {value.map((c) => (
            <li
              key={`${c.materialCode}/${c.materialName}`}
              className="inline-flex h-7 items-center gap-1 rounded-md border bg-secondary pr-0.5 pl-2 text-xs text-secondary-foreground"
            >
              {c.materialName}
              {c.materialCode && <span className="font-mono text-muted-foreground">{c.materialCode}</span>}
              {!disabled && (
                <button
                  type="button"
                  aria-label={text.remove(c.materialName)}
                  onClick={() => onChange(value.filter((v) => !sameChoice(v, c)))}
                  className="inline-flex size-5 cursor-pointer items-center justify-center rounded hover:bg-card"
                >
                  <X aria-hidden className="size-3" />
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      {disabled && value.length === 0 && <p className="text-sm text-muted-foreground">{text.empty}</p>}
      {!disabled && (
        <>
          <PickerSearch placeholder={text.search} value={keyword} onChange={setKeyword} />
          <ul
            aria-label={text.results}
            aria-busy={found.isFetching}
            className="grid max-h-40 grid-cols-[repeat(auto-fill,minmax(12rem,1fr))] gap-1 overflow-y-auto rounded-md border bg-card p-2"
          >
            {fabrics.length === 0 && !found.isPending && <li className="text-sm text-muted-foreground">{text.none}</li>}
            {fabrics.map((fabric) => (
              <li key={fabric.id}>
                <CheckOption
                  title={`${fabric.materialCode} ${fabric.materialName}`}
                  className="rounded px-2 py-1 text-sm hover:bg-accent"
                  checked={chosen(fabric)}
                  onCheckedChange={(checked) => {
                    const choice = { materialCode: fabric.materialCode, materialName: fabric.materialName };
                    onChange(checked ? [...value, choice] : value.filter((v) => !sameChoice(v, choice)));
                  }}
                >
                  <span className="block truncate">
                    {fabric.materialName}
                    <span className="ml-1.5 font-mono text-xs text-muted-foreground">{fabric.materialCode}</span>
                  </span>
                </CheckOption>
              </li>
            ))}
          </ul>
        </>
      )}
    </GroupField>
  );
};
