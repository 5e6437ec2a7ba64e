import { Plus, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/utils';
import { FieldLabel, GroupField } from './field-controls';
import { NativeSelect } from './native-select';
import { PickerText } from './picker-texts';

const text = PickerText.elements;

/** A row of 成份信息 as the form holds it: empty until chosen and typed. */
export interface ElementRowValue {
  element: string | null;
  proportion: number | null;
}

/** A rule's answer: the rows as the contract's rules give them (a field may be left out: empty), and a refusal. */
type RowsChange = { rows: readonly { element?: string | null; proportion?: number | null }[]; message: string | null };

/**
 * The rules the table applies while the user edits (spec 001 §5 "Element rows"); the material form passes the
 * contract's, so the messages and the proportion filter are written once.
 */
export interface ElementTableRules {
  /** The proportion input filter: digits and one decimal point, no leading zero, no extra decimals. */
  filterProportion: (raw: string) => string;
  /** Adding a row: refused with a message while the previous row is incomplete. */
  addRow: (rows: readonly ElementRowValue[]) => RowsChange;
  /** Choosing an element: a duplicate is cleared with its message. */
  setElement: (rows: readonly ElementRowValue[], index: number, element: string | null) => RowsChange;
  /** Typing a proportion: a sum above 100 resets the row to 0 with its message. */
  setProportion: (rows: readonly ElementRowValue[], index: number, raw: string) => RowsChange;
}

export interface ElementTableProps {
  id: string;
  label: ReactNode;
  required?: boolean;
  error?: string;
  options: readonly string[];
  value: readonly ElementRowValue[];
  onChange: (rows: ElementRowValue[]) => void;
  rules: ElementTableRules;
  /** A refusal (请先完善上一行数据！ …) to show the user. */
  onMessage: (message: string) => void;
  disabled?: boolean;
}

const proportionText = (value: number | null) => (value === null ? '' : String(value));

/** 成份信息: rows of 成份 and 占比(%), their sum, 添加成份 and a delete button per row. */
export const ElementTable = ({
  id,
  label,
  required = false,
  error,
  options,
  value,
  onChange,
  rules,
  onMessage,
  disabled = false,
}: ElementTableProps) => {
  const apply = (result: RowsChange) => {
    onChange(result.rows.map((row) => ({ element: row.element ?? null, proportion: row.proportion ?? null })));
    if (result.message) onMessage(result.message);
  };
  const sum = Math.round(value.reduce((total, row) => total + (row.proportion ?? 0), 0) * 10) / 10;

  return (
    <GroupField id={id} label={<FieldLabel required={required}>{label}</FieldLabel>} error={error}>
      <div className="overflow-hidden rounded-md border">
        <table className="w-full text-sm">
          <thead className="bg-muted/60 text-left text-xs text-muted-foreground">
            <tr>
              <th className="w-10 px-3 py-2 font-medium">#</th>
              <th className="px-3 py-2 font-medium">{text.element}</th>
              <th className="w-40 px-3 py-2 font-medium">{text.proportion}</th>
              <th className="w-16 px-3 py-2 font-medium">
                <span className="sr-only">{text.action}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {value.length === 0 && (
              <tr>
                <td colSpan={4} className="px-3 py-3 text-center text-muted-foreground">
                  {text.empty}
                </td>
              </tr>
            )}
            {value.map((row, index) => (
              // Rows have no identity of their own; their position is what the rules speak of.
              // biome-ignore lint/suspicious/noArrayIndexKey: see above
              <tr key={index} className="border-t">
                <td className="px-3 py-1.5 text-muted-foreground tabular-nums">{index + 1}</td>
                <td className="px-3 py-1.5">
                  <NativeSelect
                    aria-label={`${text.element} ${index + 1}`}
                    value={row.element ?? ''}
                    disabled={disabled}
                    onChange={(event) => apply(rules.setElement(value, index, event.target.value || null))}
                  >
                    <option value="">{text.choose}</option>
                    {options.map((name) => (
                      <option key={name} value={name}>
                        {name}
                      </option>
                    ))}
                  </NativeSelect>
                </td>
                <td className="px-3 py-1.5">
                  <Input
                    inputMode="decimal"
                    aria-label={`${text.proportion} ${index + 1}`}
                    value={proportionText(row.proportion)}
                    disabled={disabled}
                    onChange={(event) => {
                      const filtered = rules.filterProportion(event.target.value);
                      // A trailing dot stays in the box while typing; the row holds the number before it.
                      if (filtered.endsWith('.')) {
                        event.target.value = filtered;
                        return;
                      }
                      apply(rules.setProportion(value, index, filtered));
                    }}
                  />
                </td>
                <td className="px-3 py-1.5 text-right">
                  <Button
                    variant="ghost"
                    size="icon"
                    className="size-8 text-muted-foreground hover:text-destructive"
                    aria-label={text.remove(index + 1)}
                    disabled={disabled}
                    onClick={() => onChange(value.filter((_, i) => i !== index))}
                  >
                    <Trash2 aria-hidden />
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
          <tfoot className="border-t bg-muted/30">
            <tr>
              <td colSpan={2} className="px-3 py-1.5">
                <Button variant="outline" size="sm" disabled={disabled} onClick={() => apply(rules.addRow(value))}>
                  <Plus aria-hidden />
                  {text.add}
                </Button>
              </td>
              <td
                colSpan={2}
                className={cn(
                  'px-3 py-1.5 text-xs tabular-nums',
                  sum === 100 ? 'text-accent-foreground' : 'text-muted-foreground',
                )}
              >
                {text.total(sum)}
              </td>
            </tr>
          </tfoot>
        </table>
      </div>
    </GroupField>
  );
};
