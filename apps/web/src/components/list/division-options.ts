import { shownInForms } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { shoeCategoriesQuery } from '@/api/lookups';
import type { Option } from './search-controls';

export interface Divisions {
  /** The options of a search form's divisionId filter: without the division the forms hide. */
  options: readonly Option[];
  /** A division's name, for a 材料大类 column; undefined (shown '--') while unknown. */
  nameOf: (divisionId: number) => string | undefined;
}

/** The 材料大类 (the shoe categories' top level). Reference data: fetched once per session. */
export const useDivisions = (): Divisions => {
  const tree = useQuery(shoeCategoriesQuery());
  return useMemo(() => {
    const divisions = tree.data ?? [];
    const names = new Map(divisions.map((d) => [d.id, d.name]));
    return {
      options: divisions.filter(shownInForms).map((d) => ({ label: d.name, value: String(d.id) })),
      nameOf: (id) => names.get(id),
    };
  }, [tree.data]);
};
