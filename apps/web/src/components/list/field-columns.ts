import type { ReactNode } from 'react';
import { formatNumber } from '@/lib/format';
import { cn } from '@/lib/utils';
import type { Column } from './data-table';

type NumberValue = number | string | null | undefined;
type CodeValue = string | number | null | undefined;
/** The fields of a row whose value is of type V. */
type FieldOf<Row, V> = { [K in keyof Row]-?: Row[K] extends V ? K : never }[keyof Row] & string;

interface FieldColumnOptions {
  /** Sorted on the server by the field itself (the field is then one of the list call's sort fields). */
  sortable?: boolean;
  /** More classes (the padding of a last column). */
  className?: string;
}

/** What a field column sorts by: its field where it is `sortable`, nothing otherwise. */
type SortOf<F, O> = O extends { sortable: true } ? F : never;

/** A column keyed by its field, sorted by it where `sortable`: what the list kit's column helpers share. */
export const fieldColumn = <Row, F extends keyof Row & string, S extends F | never>(
  field: F,
  header: ReactNode,
  width: number,
  { sortable, className }: FieldColumnOptions = {},
  classes: string,
  cell: (row: Row) => ReactNode,
): Column<Row, S> => ({
  key: field,
  header,
  width,
  ...(sortable && { sortField: field as S }),
  className: cn(classes, className),
  cell,
});

/**
 * A list's figure (数量, 单价, 浮动价…): keyed by its field, right-aligned with even figures, as formatNumber writes it
 * (thousands grouped, '--' when empty), with the unit the row holds in `unit` after it where it has one.
 */
export const numberColumn = <
  Row,
  F extends FieldOf<Row, NumberValue>,
  O extends FieldColumnOptions & { unit?: FieldOf<Row, string | null | undefined> } = FieldColumnOptions,
>(
  field: F,
  header: ReactNode,
  width: number,
  options?: O,
): Column<Row, SortOf<F, O>> =>
  fieldColumn(field, header, width, options, 'text-right tabular-nums', (row) => {
    const figure = formatNumber(row[field] as NumberValue);
    const unit = options?.unit;
    return unit ? `${figure} ${(row[unit] as string | null | undefined) ?? ''}` : figure;
  });

/**
 * A code or number shown as stored (单号, 材料编码, 季度, a time as the call sends it): keyed by its field, on one line
 * with even figures.
 */
export const codeColumn = <Row, F extends FieldOf<Row, CodeValue>, O extends FieldColumnOptions = FieldColumnOptions>(
  field: F,
  header: ReactNode,
  width: number,
  options?: O,
): Column<Row, SortOf<F, O>> =>
  fieldColumn(field, header, width, options, 'whitespace-nowrap tabular-nums', (row) => row[field] as CodeValue);
