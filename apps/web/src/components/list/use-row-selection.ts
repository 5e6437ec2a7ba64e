import { useCallback, useMemo, useState } from 'react';

/** What identifies a row: the id a batch call takes (`ids`). */
export type RowKey = string | number;

/**
 * The rows chosen for a batch action (docs/decisions/0008-list-kit-table.md). It survives paging and
 * sorting (the rows stay the rows the filters select) and is emptied by a new search, a reset, or a
 * change of the filters in the URL (back button).
 */
export interface RowSelection<Row, K extends RowKey = RowKey> {
  /** The chosen rows' keys, in the order they were chosen: the `ids` of a batch call. */
  ids: K[];
  /** The chosen rows as they were shown when chosen (from any page). */
  rows: Row[];
  count: number;
  isSelected: (row: Row) => boolean;
  toggle: (row: Row) => void;
  /** Chooses every row of `rows` (the page), or lets them all go when they are all chosen already. */
  togglePage: (rows: readonly Row[]) => void;
  clear: () => void;
}

interface Chosen<Row, K> {
  /** The filters the rows were chosen under; another scope means nothing is chosen. */
  scope: string;
  rows: ReadonlyMap<K, Row>;
}

/**
 * A list's row selection, kept by key. `scope` names the applied filters: when it changes the
 * selection is empty at once (no effect, no stale render).
 */
export const useRowSelection = <Row, K extends RowKey>(
  rowKey: (row: Row) => K,
  scope: string,
): RowSelection<Row, K> => {
  const [chosen, setChosen] = useState<Chosen<Row, K>>(() => ({ scope, rows: new Map() }));
  const current = chosen.scope === scope ? chosen.rows : undefined;

  // Every change starts from the selection of the current scope.
  const change = useCallback(
    (edit: (rows: Map<K, Row>) => void) =>
      setChosen((previous) => {
        const rows = new Map(previous.scope === scope ? previous.rows : undefined);
        edit(rows);
        return { scope, rows };
      }),
    [scope],
  );

  return useMemo(() => {
    const rows = current ?? new Map<K, Row>();
    return {
      ids: [...rows.keys()],
      rows: [...rows.values()],
      count: rows.size,
      isSelected: (row) => rows.has(rowKey(row)),
      toggle: (row) =>
        change((next) => {
          const key = rowKey(row);
          if (!next.delete(key)) next.set(key, row);
        }),
      togglePage: (page) =>
        change((next) => {
          const all = page.length > 0 && page.every((row) => next.has(rowKey(row)));
          for (const row of page) {
            if (all) next.delete(rowKey(row));
            else next.set(rowKey(row), row);
          }
        }),
      clear: () => change((next) => next.clear()),
    };
  }, [current, change, rowKey]);
};
