import { ArrowDown, ArrowUp, ArrowUpDown, Inbox, LoaderCircle } from 'lucide-react';
import { type CSSProperties, isValidElement, type ReactNode } from 'react';
import { Checkbox } from '@/components/ui/checkbox';
import { pinnedEndCell, Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { displayText } from '@/lib/format';
import { AppText } from '@/lib/texts';
import { cn } from '@/lib/utils';
import { type AtomRequirement, hasPermission } from '@/session/permission';
import { useSession } from '@/session/session';
import { type ListSort, nextSort } from './list-params';
import type { RowKey, RowSelection } from './use-row-selection';

export interface Column<Row, S extends string = string> {
  key: string;
  header: ReactNode;
  /** The cell: a plain value is shown as text, '--' when empty; an element as it is. */
  cell: (row: Row) => ReactNode;
  /** Classes of the column's header and cells (alignment, padding, wrapping). */
  className?: string;
  /** Width in px. The column keeps it: a table whose widths add up to more than its card scrolls. */
  width?: number;
  /** The list call's sort field (`sortBy` in the contract) this column sorts by: its header toggles asc → desc → none. */
  sortField?: S;
  /**
   * `true`: stays on the left while the table scrolls (leading columns with a `width` only). `'end'`: the last
   * column stays on the right, where the table is wide enough (ui/table `pinnedEndCell`). The row actions, a last
   * column keyed `actions`, are pinned on the right without asking, so every list keeps them in view.
   */
  sticky?: boolean | 'end';
  /**
   * The atom (or atoms, any one of which will do) the column's content needs: a user without it does not get the
   * column at all (spec 000 §6), as a row-actions column whose every button needs an atom the user lacks.
   */
  atom?: AtomRequirement;
}

/** Whether a list's last column is its row actions, kept in view on the right. */
export const pinsEnd = (columns: readonly Pick<Column<unknown>, 'key' | 'sticky'>[]): boolean => {
  const last = columns.at(-1);
  return last !== undefined && (last.sticky === 'end' || (last.key === 'actions' && last.sticky !== false));
};

export interface DataTableProps<Row, S extends string = string, K extends RowKey = RowKey> {
  columns: readonly Column<Row, S>[];
  rows: readonly Row[];
  rowKey: (row: Row) => K;
  /** Nothing to show yet: a spinner instead of the empty state. */
  loading?: boolean;
  /** Newer rows are on their way: the current ones are dimmed. */
  refreshing?: boolean;
  /** The empty state's text (暂无数据 by default). */
  emptyText?: string;
  label?: string;
  className?: string;
  /** The applied server-side sort: its column's header shows it (aria-sort). */
  sort?: ListSort<S>;
  /** A sortable header was clicked: the next sort (undefined: the list's own order). */
  onSortChange?: (sort: ListSort<S> | undefined) => void;
  /** Given, a checkbox column leads the table: one box per row, one for the whole page. */
  selection?: RowSelection<Row, K>;
}

/** The selection column: a fixed width, so pinned columns after it know where they start. */
const selectionWidth = 44;

/**
 * Pinned (sticky) cells need an opaque background over the cells scrolling under them: the same
 * colours as the header and the row's hover and selected states, mixed with the card.
 */
const pinnedHead = 'sticky z-10 bg-[color-mix(in_oklab,var(--color-muted)_60%,var(--color-card))]';
const rowBackground =
  'bg-card group-hover/row:bg-[color-mix(in_oklab,var(--color-muted)_40%,var(--color-card))] group-data-[state=selected]/row:bg-muted';
const pinnedCell = `sticky z-10 ${rowBackground}`;
const endHead = cn(pinnedEndCell, 'bg-[color-mix(in_oklab,var(--color-muted)_60%,var(--color-card))]');
const endCell = cn(pinnedEndCell, rowBackground);

const show = (content: ReactNode): ReactNode =>
  isValidElement(content) || Array.isArray(content) ? content : displayText(content);

/**
 * A row across the table for the loading and empty states. Its content is as wide as the visible part
 * of the scroller and pinned to it (cqw of ui/table's scroller), so a wide table shows it in view.
 */
const StateRow = ({ colSpan, children }: { colSpan: number; children: ReactNode }) => (
  <TableRow className="hover:bg-transparent">
    <TableCell colSpan={colSpan} className="h-28 p-0 text-center text-muted-foreground">
      <div className="sticky left-0 w-[100cqw] px-3">{children}</div>
    </TableCell>
  </TableRow>
);

const SortIcon = ({ order }: { order: ListSort['order'] | undefined }) => {
  if (order === 'asc') return <ArrowUp aria-hidden className="size-3.5 text-primary" />;
  if (order === 'desc') return <ArrowDown aria-hidden className="size-3.5 text-primary" />;
  return <ArrowUpDown aria-hidden className="size-3.5 opacity-40 group-hover/sort:opacity-80" />;
};

/**
 * The one data table every list uses: header, rows, a spinner while loading, an empty state; and,
 * when asked, server-side sort on the headers of sortable columns, a selection column, pinned
 * leading columns. Wide tables scroll inside their card and show it (ui/table).
 */
export const DataTable = <Row, S extends string = string, K extends RowKey = RowKey>({
  columns: declared,
  rows,
  rowKey,
  loading = false,
  refreshing = false,
  emptyText = AppText.list.empty,
  label,
  className,
  sort,
  onSortChange,
  selection,
}: DataTableProps<Row, S, K>) => {
  const { permissions } = useSession();
  const columns = declared.filter((column) => column.atom === undefined || hasPermission(permissions, column.atom));
  // Where each pinned column starts: after the selection column and the pinned columns before it.
  let pinnedStart = selection ? selectionWidth : 0;
  let pinning = true;
  const pinnedEnd = pinsEnd(columns);
  const layout = columns.map((column, index) => {
    pinning = pinning && column.sticky === true && column.width !== undefined;
    const left = pinning ? pinnedStart : undefined;
    if (pinning) pinnedStart += column.width ?? 0;
    const style: CSSProperties = { width: column.width, minWidth: column.width, left };
    const end = pinnedEnd && index === columns.length - 1 && left === undefined;
    return { column, pinned: left !== undefined, end, style };
  });
  const colSpan = columns.length + (selection ? 1 : 0);
  const onPage = selection ? rows.filter((row) => selection.isSelected(row)).length : 0;

  const header = (column: Column<Row, S>): ReactNode => {
    const field = column.sortField;
    if (field === undefined || !onSortChange) return column.header;
    const order = sort?.field === field ? sort.order : undefined;
    const next = nextSort(sort, field);
    return (
      <button
        type="button"
        onClick={() => onSortChange(next)}
        title={AppText.list.sortNext[next?.order ?? 'none']}
        className="group/sort -mx-1.5 inline-flex cursor-pointer items-center gap-1 rounded px-1.5 py-1 whitespace-nowrap transition-colors outline-none hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring"
      >
        {column.header}
        <SortIcon order={order} />
      </button>
    );
  };

  return (
    <Table
      aria-label={label}
      aria-busy={loading || refreshing}
      className={className}
      pinnedStart={pinnedStart}
      pinnedEnd={pinnedEnd}
    >
      <TableHeader>
        <TableRow className="hover:bg-transparent">
          {selection && (
            <TableHead
              style={{ width: selectionWidth, minWidth: selectionWidth, left: 0 }}
              className={cn(pinnedHead, 'pr-0 pl-4')}
            >
              <Checkbox
                className="flex"
                aria-label={AppText.list.selectPage}
                disabled={loading || rows.length === 0}
                checked={onPage > 0 && onPage === rows.length ? true : onPage > 0 ? 'indeterminate' : false}
                onCheckedChange={() => selection.togglePage(rows)}
              />
            </TableHead>
          )}
          {layout.map(({ column, pinned, end, style }) => {
            const sorted = column.sortField !== undefined && sort?.field === column.sortField;
            return (
              <TableHead
                key={column.key}
                style={style}
                aria-sort={sorted ? (sort?.order === 'asc' ? 'ascending' : 'descending') : undefined}
                data-pinned={end ? 'end' : undefined}
                className={cn(pinned && pinnedHead, end && endHead, column.className)}
              >
                {header(column)}
              </TableHead>
            );
          })}
        </TableRow>
      </TableHeader>
      <TableBody className={cn('transition-opacity', refreshing && 'opacity-60')}>
        {loading ? (
          <StateRow colSpan={colSpan}>
            <LoaderCircle aria-hidden className="mx-auto size-5 animate-spin" />
            <span className="sr-only">{AppText.loading}</span>
          </StateRow>
        ) : rows.length === 0 ? (
          <StateRow colSpan={colSpan}>
            <Inbox aria-hidden className="mx-auto mb-1.5 size-7 stroke-[1.5] opacity-60" />
            {emptyText}
          </StateRow>
        ) : (
          rows.map((row) => {
            const key = rowKey(row);
            const selected = selection?.isSelected(row) ?? false;
            return (
              <TableRow key={key} data-state={selected ? 'selected' : undefined} className="group/row">
                {selection && (
                  <TableCell style={{ left: 0 }} className={cn(pinnedCell, 'pr-0 pl-4')}>
                    <Checkbox
                      className="flex"
                      aria-label={AppText.list.selectRow(key)}
                      checked={selected}
                      onCheckedChange={() => selection.toggle(row)}
                    />
                  </TableCell>
                )}
                {layout.map(({ column, pinned, end, style }) => (
                  <TableCell
                    key={column.key}
                    style={pinned ? { left: style.left } : undefined}
                    data-pinned={end ? 'end' : undefined}
                    className={cn(pinned && pinnedCell, end && endCell, column.className)}
                  >
                    {show(column.cell(row))}
                  </TableCell>
                ))}
              </TableRow>
            );
          })
        )}
      </TableBody>
    </Table>
  );
};
