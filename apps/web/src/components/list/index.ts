/** The list kit (docs/architecture.md "Lists": the URL is the list state): every list screen is built from these. */
export { type Column, DataTable, type DataTableProps } from './data-table';
export { categoryFields, type Divisions, useDivisions } from './division-options';
export { ExportButton, type ExportCall, type ExportIds } from './export-button';
export { codeColumn, numberColumn } from './field-columns';
export type { FilterKey, FilterValues, ListFilters, ListRow, ListSort, PagedCall, SortField } from './list-params';
export { type ListColumn, ListView, type ListViewProps } from './list-view';
export { type RowAction, RowActions, rowActionsColumn } from './row-actions';
export { type Option, SearchSelect, statusOptions } from './search-controls';
export { type SearchField, SearchForm, textFields } from './search-form';
export { StatusBadge } from './status-badge';
export { Thumbnail } from './thumbnail';
export { timeColumn } from './time-column';
export { type ListState, useListState } from './use-list-state';
export { type PagedList, pagedListKey, usePagedList } from './use-paged-list';
export { type RowKey, type RowSelection, useRowSelection } from './use-row-selection';
