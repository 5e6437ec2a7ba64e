import { Inbox, LoaderCircle } from 'lucide-react';
import { isValidElement, type ReactNode } from 'react';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { displayText } from '@/lib/format';
import { AppText } from '@/lib/texts';
import { cn } from '@/lib/utils';

export interface Column<Row> {
  key: string;
  header: ReactNode;
  /** The cell: a plain value is shown as text, '--' when empty; an element as it is. */
  cell: (row: Row) => ReactNode;
  /** Classes of the column's header and cells (width, alignment). */
  className?: string;
}

export interface DataTableProps<Row> {
  columns: readonly Column<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string | number;
  /** Nothing to show yet: a spinner instead of the empty state. */
  loading?: boolean;
  /** Newer rows are on their way: the current ones are dimmed. */
  refreshing?: boolean;
  /** The empty state's text (暂无数据 by default). */
  emptyText?: string;
  label?: string;
  className?: string;
}

const show = (content: ReactNode): ReactNode =>
  isValidElement(content) || Array.isArray(content) ? content : displayText(content);

/** A row across the table for the loading and empty states. */
const StateRow = ({ colSpan, children }: { colSpan: number; children: ReactNode }) => (
  <TableRow className="hover:bg-transparent">
    <TableCell colSpan={colSpan} className="h-28 text-center text-muted-foreground">
      {children}
    </TableCell>
  </TableRow>
);

/** The one data table every list uses: header, rows, a spinner while loading, an empty state. */
export const DataTable = <Row,>({
  columns,
  rows,
  rowKey,
  loading = false,
  refreshing = false,
  emptyText = AppText.list.empty,
  label,
  className,
}: DataTableProps<Row>) => (
  <Table aria-label={label} aria-busy={loading || refreshing} className={className}>
    <TableHeader>
      <TableRow className="hover:bg-transparent">
        {columns.map((column) => (
          <TableHead key={column.key} className={column.className}>
            {column.header}
          </TableHead>
        ))}
      </TableRow>
    </TableHeader>
    <TableBody className={cn('transition-opacity', refreshing && 'opacity-60')}>
      {loading ? (
        <StateRow colSpan={columns.length}>
          <LoaderCircle aria-hidden className="mx-auto size-5 animate-spin" />
          <span className="sr-only">{AppText.loading}</span>
        </StateRow>
      ) : rows.length === 0 ? (
        <StateRow colSpan={columns.length}>
          <Inbox aria-hidden className="mx-auto mb-1.5 size-7 stroke-[1.5] opacity-60" />
          {emptyText}
        </StateRow>
      ) : (
        rows.map((row) => (
          <TableRow key={rowKey(row)}>
            {columns.map((column) => (
              <TableCell key={column.key} className={column.className}>
                {show(column.cell(row))}
              </TableCell>
            ))}
          </TableRow>
        ))
      )}
    </TableBody>
  </Table>
);
