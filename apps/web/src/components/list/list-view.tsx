import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { PageHeader } from '@/components/layout/page-header';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Pagination } from '@/components/ui/pagination';
import { AppText } from '@/lib/texts';
import { routeByPath } from '@/navigation/route-table';
import { type Column, DataTable } from './data-table';
import type { FilterKey, FilterValues, ListRow, PagedCall, SortField } from './list-params';
import { type SearchField, SearchForm } from './search-form';
import type { PagedList } from './use-paged-list';
import { type RowKey, type RowSelection, useRowSelection } from './use-row-selection';

/** A column of a list call's table: its `sortField` can only be one the call sorts by. */
export type ListColumn<C extends PagedCall> = Column<ListRow<C>, SortField<C>>;

export interface ListViewProps<C extends PagedCall, K extends RowKey> {
  list: PagedList<C>;
  fields: readonly SearchField<FilterKey<C>>[];
  columns: readonly ListColumn<C>[];
  /** A row's id: React's key, and the `ids` of batch calls when rows are selectable. */
  rowKey: (row: ListRow<C>) => K;
  /** The table's accessible name. */
  label: string;
  /** A checkbox column: rows are chosen for the batch actions (they stay chosen across pages and sorts). */
  selectable?: boolean;
  /**
   * Buttons on the right of the title (导出, batch actions), each behind its `<Permission atom>`. A
   * function receives the selection: `(selection) => <ExportButton ids={selection.ids} … />`.
   */
  actions?: ReactNode | ((selection: RowSelection<ListRow<C>, K>) => ReactNode);
}

/**
 * A list screen: the page title (section and title from the route table) with its actions, then one
 * card with the search form, the table (sortable headers, optional selection) and a footer with the
 * selection count and the pager. Every list page is this plus its fields and columns.
 */
export const ListView = <C extends PagedCall, K extends RowKey>({
  list,
  fields,
  columns,
  rowKey,
  label,
  selectable = false,
  actions,
}: ListViewProps<C, K>) => {
  const route = routeByPath(useLocation().pathname);
  // Chosen rows belong to the applied filters: other filters (a search, a reset, the back button) start empty.
  const selection = useRowSelection(rowKey, JSON.stringify(list.filters));
  const search = (values: Partial<FilterValues<FilterKey<C>>>) => {
    selection.clear();
    list.search(values);
  };
  const reset = () => {
    selection.clear();
    list.reset();
  };

  return (
    <>
      <PageHeader section={route?.section.title} title={route?.title ?? ''}>
        {typeof actions === 'function' ? actions(selection) : actions}
      </PageHeader>
      <Card className="gap-0 overflow-hidden py-0">
        <div className="border-b px-4 py-4 sm:px-5">
          {/* Remounted when the URL's filters change (back button, reset), so the fields show them. */}
          <SearchForm
            key={JSON.stringify(list.values)}
            fields={fields}
            values={list.values}
            onSearch={search}
            onReset={reset}
          />
        </div>
        <DataTable
          columns={columns}
          rows={list.rows}
          rowKey={rowKey}
          loading={list.loading}
          refreshing={list.refreshing}
          label={label}
          sort={list.sort}
          onSortChange={list.setSort}
          selection={selectable ? selection : undefined}
        />
        <div className="flex flex-wrap items-center gap-x-4 gap-y-2 border-t px-4 py-3 sm:px-5">
          {selectable && (
            <p role="status" className="flex items-center gap-1 text-sm">
              {selection.count > 0 && (
                <>
                  {AppText.list.selected(selection.count)}
                  <Button variant="link" size="sm" className="h-auto px-1.5 py-0" onClick={selection.clear}>
                    {AppText.list.clearSelection}
                  </Button>
                </>
              )}
            </p>
          )}
          <Pagination
            className="ml-auto"
            total={list.total}
            page={list.page}
            limit={list.limit}
            onPageChange={list.setPage}
          />
        </div>
      </Card>
    </>
  );
};
