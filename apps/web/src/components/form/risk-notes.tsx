import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { risksQuery } from '@/api/lookups';
import { CheckOption } from './check-option';
import { GroupField } from './field-controls';
import { PickerText } from './picker-texts';

/** The separator of the stored risk notes (spec 001 §3: instructions are the notes joined with ';'). */
export const riskNoteSeparator = ';';
export const joinRiskNotes = (notes: readonly string[]): string => notes.join(riskNoteSeparator);
export const splitRiskNotes = (joined: string | null | undefined): string[] =>
  (joined ?? '')
    .split(riskNoteSeparator)
    .map((n) => n.trim())
    .filter(Boolean);

export interface RiskNotesProps {
  id: string;
  label: ReactNode;
  error?: string;
  divisionId: number | null;
  /** The chosen notes (instructionsArr); the form stores them joined with ';' as instructions. */
  value: readonly string[];
  onChange: (notes: string[]) => void;
  disabled?: boolean;
}

/** 风险提示: the risk notes of the chosen division, as checkboxes. */
export const RiskNotes = ({ id, label, error, divisionId, value, onChange, disabled = false }: RiskNotesProps) => {
  const risks = useQuery(risksQuery(divisionId));
  const notes = risks.data?.map((r) => r.riskContent) ?? [];
  return (
    <GroupField id={id} label={label} error={error}>
      {notes.length === 0 ? (
        <p className="text-sm text-muted-foreground">{PickerText.risks.none}</p>
      ) : (
        <ul className="grid gap-1.5">
          {notes.map((note) => (
            <li key={note}>
              <CheckOption
                className="items-start text-sm"
                boxClassName="mt-0.5"
                checked={value.includes(note)}
                disabled={disabled}
                onCheckedChange={(checked) => onChange(checked ? [...value, note] : value.filter((n) => n !== note))}
              >
                {note}
              </CheckOption>
            </li>
          ))}
        </ul>
      )}
    </GroupField>
  );
};
