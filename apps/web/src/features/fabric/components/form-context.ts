import type { FieldState } from '@portal/contract';
import { createContext, useContext } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { MaterialFieldName, MaterialFormValues } from './material-values';

/** What a field shows (contract `fieldStates`): shown, required (the red star) and locked (read-only). */
export type FieldStates = Partial<Record<MaterialFieldName, FieldState>>;

export type MaterialFormApi = UseFormReturn<MaterialFormValues>;

/** One option of a select or a choice list: the stored value and what the user reads. */
export interface Option {
  value: string;
  label: string;
}

/** What every section reads: the form, the field states, and the category the rules are judged against. */
export interface MaterialFormContextValue {
  form: MaterialFormApi;
  states: FieldStates;
  categoryCode: string;
  sectionName: string | null;
  /** The material form ('fabric' or 'recommend'). */
  kind: 'fabric' | 'recommend';
  /** Options of a session dictionary (season, sample_stage, develop_times, channel). */
  dictionary: (code: string) => Option[];
  /** The stored record is loaded (or the form is new): controls may be used. */
  ready: boolean;
  /** A refusal or hint to show the user (element rows, price filters). */
  warn: (message: string) => void;
}

export const MaterialFormContext = createContext<MaterialFormContextValue | null>(null);

export const useMaterialContext = (): MaterialFormContextValue => {
  const value = useContext(MaterialFormContext);
  if (!value) throw new Error('a material form section outside the material form');
  return value;
};

const hidden: FieldState = { shown: false, required: false, locked: true };
/** A field's state; a field the rules do not name is hidden. */
export const stateOf = (states: FieldStates, name: MaterialFieldName): FieldState => states[name] ?? hidden;

export const fieldId = (name: string) => `material-${name}`;

/**
 * How a control sets its value: dirty, and judged at once by the form's live rules (a filled value's format and
 * limits as the user types; after a refused 提交, the submit rules: use-material-form.ts).
 */
export const how = { shouldDirty: true, shouldValidate: true } as const;

/**
 * Applies a contract patch (what a category, a section or a 全部 choice sets and clears: onCategoryChange,
 * onAllFactories, onAllColors…) to the fields the form holds, as a control sets a value (`how`); a text field the
 * patch clears becomes empty, as the form holds an empty text.
 */
export const applyPatch = (form: MaterialFormApi, patch: object) => {
  const values = form.getValues();
  for (const [key, value] of Object.entries(patch)) {
    if (!(key in values)) continue;
    const name = key as MaterialFieldName;
    const next = value === null && typeof values[name] === 'string' ? '' : value;
    // The key and its value come from one patch entry; TypeScript cannot pair them across the loop.
    form.setValue(name, next as never, how);
  }
};
