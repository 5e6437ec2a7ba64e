/** The list kit (DESIGN.md "The URL is the list state"): every list screen is built from these. */
export { type Column, DataTable, type DataTableProps } from './data-table';
export { type Divisions, useDivisions } from './division-options';
export { ExportButton, type ExportCall } from './export-button';
export type { FilterKey, FilterValues, ListFilters, ListRow, PagedCall } from './list-params';
export { ListView, type ListViewProps } from './list-view';
export { type Option, SearchSelect } from './search-controls';
export { type SearchField, SearchForm } from './search-form';
export { StatusBadge } from './status-badge';
export { Thumbnail } from './thumbnail';
export { type ListState, useListState } from './use-list-state';
export { type PagedList, pagedListKey, usePagedList } from './use-paged-list';
