import type { ReactNode } from 'react';
import { formatDateTime } from '@/lib/format';
import type { Column } from './data-table';
import { fieldColumn } from './field-columns';

type TimeValue = Date | string | number | null | undefined;

/**
 * A list's sortable time column (修改时间, 创建时间, 截止时间…): keyed and sorted by its field, the time as formatDateTime shows it
 * (or in `format`), on one line with even figures.
 */
export const timeColumn = <Row, F extends keyof Row & string>(
  field: F,
  header: ReactNode,
  width: number,
  { format, className }: { format?: string; className?: string } = {},
): Column<Row, F> =>
  fieldColumn<Row, F, F>(field, header, width, { sortable: true, className }, 'whitespace-nowrap tabular-nums', (row) =>
    formatDateTime(row[field] as TimeValue, format),
  );
