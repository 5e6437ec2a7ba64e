import { type CategoryNode, shownInForms } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { shoeCategoriesQuery } from '@/api/lookups';
import { AppText } from '@/lib/texts';
import type { Option } from './search-controls';
import type { SearchField } from './search-form';

export interface Divisions {
  /** The options of a search form's divisionId filter: without the division the forms hide. */
  options: readonly Option[];
  /** Those divisions with their sections, for a search form's 材料大类 and 材料小类 (`categoryFields`). */
  shown: readonly CategoryNode[];
  /** A division's name, for a 材料大类 column; undefined (shown '--') while unknown. */
  nameOf: (divisionId: number) => string | undefined;
}

const optionOf = (node: { id: number; name: string }, label = node.name): Option => ({ label, value: String(node.id) });

/** The 材料大类 (the shoe categories' top level). Reference data: fetched once per session. */
export const useDivisions = (): Divisions => {
  const tree = useQuery(shoeCategoriesQuery());
  return useMemo(() => {
    const divisions = tree.data ?? [];
    const names = new Map(divisions.map((d) => [d.id, d.name]));
    const shown = divisions.filter(shownInForms);
    return { options: shown.map((d) => optionOf(d)), shown, nameOf: (id) => names.get(id) };
  }, [tree.data]);
};

/** The 材料小类 of the chosen 大类; while none is chosen, every division's, labelled `大类 / 小类`. */
const sectionOptions = (divisions: readonly CategoryNode[], divisionId: string): Option[] =>
  divisionId
    ? (divisions.find((d) => String(d.id) === divisionId)?.childrens.map((s) => optionOf(s)) ?? [])
    : divisions.flatMap((d) => d.childrens.map((s) => optionOf(s, `${d.name} / ${s.name}`)));

/**
 * The 材料大类 and 材料小类 filters of a list's search form over `divisions` (the categories the list offers): the
 * 小类 options follow the 大类 being chosen, and a changed 大类 clears a 小类 that is not its own (SearchForm).
 */
export const categoryFields = (divisions: readonly CategoryNode[]): SearchField<'divisionId' | 'sectionId'>[] => [
  { name: 'divisionId', label: AppText.list.division, kind: 'select', options: divisions.map((d) => optionOf(d)) },
  {
    name: 'sectionId',
    label: AppText.list.section,
    kind: 'select',
    options: (draft) => sectionOptions(divisions, draft.divisionId),
  },
];
