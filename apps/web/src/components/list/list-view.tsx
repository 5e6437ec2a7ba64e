import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { PageHeader } from '@/components/layout/page-header';
import { Card } from '@/components/ui/card';
import { Pagination } from '@/components/ui/pagination';
import { routeByPath } from '@/navigation/route-table';
import { type Column, DataTable } from './data-table';
import type { FilterKey, ListRow, PagedCall } from './list-params';
import { type SearchField, SearchForm } from './search-form';
import type { PagedList } from './use-paged-list';

export interface ListViewProps<C extends PagedCall> {
  list: PagedList<C>;
  fields: readonly SearchField<FilterKey<C>>[];
  columns: readonly Column<ListRow<C>>[];
  rowKey: (row: ListRow<C>) => string | number;
  /** The table's accessible name. */
  label: string;
  /** Buttons on the right of the title (导出 …), each behind its `<Permission atom>`. */
  actions?: ReactNode;
}

/**
 * A list screen: the page title (section and title from the route table), then one card with the
 * search form, the table and the pager (total, prev, pager, next). Every list page is this plus
 * its fields and columns.
 */
export const ListView = <C extends PagedCall>({ list, fields, columns, rowKey, label, actions }: ListViewProps<C>) => {
  const route = routeByPath(useLocation().pathname);
  return (
    <>
      <PageHeader section={route?.section.title} title={route?.title ?? ''}>
        {actions}
      </PageHeader>
      <Card className="gap-0 overflow-hidden py-0">
        <div className="border-b px-5 py-4">
          {/* Remounted when the URL's filters change (back button, reset), so the fields show them. */}
          <SearchForm
            key={JSON.stringify(list.values)}
            fields={fields}
            values={list.values}
            onSearch={list.search}
            onReset={list.reset}
          />
        </div>
        <DataTable
          columns={columns}
          rows={list.rows}
          rowKey={rowKey}
          loading={list.loading}
          refreshing={list.refreshing}
          label={label}
        />
        <div className="border-t px-5 py-3">
          <Pagination total={list.total} page={list.page} limit={list.limit} onPageChange={list.setPage} />
        </div>
      </Card>
    </>
  );
};
