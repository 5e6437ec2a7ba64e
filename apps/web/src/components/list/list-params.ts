import { type CallData, type CallSpec, Paging, pageQuery, type SortOrder } from '@portal/contract';
import type { z } from 'zod';

/**
 * The URL is the list state (docs/architecture.md "Lists"): page, limit, the filters and the sort live in the search params and
 * are read back through the list call's own contract declaration, so a hand-edited or stale URL can
 * never send what the contract refuses. These are the pure parts; `useListState` binds them to the router.
 */

/** A paged list call: its body is `pageQuery` plus filters, its answer `pageOf(item)`. */
export type PagedCall = CallSpec & {
  id: string;
  body: z.ZodObject;
  data: z.ZodType<{ count: number; data: unknown[] }>;
};

/** The body keys that are not filters: paging and the sort (`sortBy` in the contract). */
const controlKeys = ['page', 'limit', 'sortField', 'sortOrder'] as const;

export type ListFilters<C extends PagedCall> = Omit<z.output<C['body']>, (typeof controlKeys)[number]>;
export type FilterKey<C extends PagedCall> = Extract<keyof ListFilters<C>, string>;
export type ListRow<C extends PagedCall> = CallData<C>['data'][number];
/** What a search form holds: every filter as text, '' for none. */
export type FilterValues<K extends string> = Record<K, string>;

/** The fields a list call sorts by (its `sortBy([...])`); never for a call without sort. */
export type SortField<C extends PagedCall> =
  z.output<C['body']> extends { sortField?: infer F } ? Extract<F, string> : never;

/** A server-side sort: one declared field, ascending or descending. No sort: the list's own order. */
export interface ListSort<F extends string = string> {
  field: F;
  order: SortOrder;
}

export interface ListParams<F, S extends string = string> {
  page: number;
  limit: number;
  filters: F;
  sort: ListSort<S> | undefined;
}

/** The filters a paged call declares: its body's fields other than paging and sort. */
export const filterKeys = <C extends PagedCall>(call: C): FilterKey<C>[] =>
  Object.keys(call.body.shape).filter((key) => !(controlKeys as readonly string[]).includes(key)) as FilterKey<C>[];

/**
 * A search-param value through one field's schema: as text, else as a number ('2' → 2 for a numeric
 * field). Missing, blank or refused by the schema: undefined, as if the filter were not set.
 */
const parseValue = (schema: z.ZodType, raw: string | null): unknown => {
  const text = raw?.trim();
  if (!text) return undefined;
  const asText = schema.safeParse(text);
  if (asText.success) return asText.data;
  const number = Number(text);
  if (!Number.isFinite(number)) return undefined;
  const asNumber = schema.safeParse(number);
  return asNumber.success ? asNumber.data : undefined;
};

/**
 * sortField and sortOrder through the call's own schema: a field the call does not sort by, an order
 * other than asc / desc, one without the other, or a call without `sortBy`: no sort.
 */
const readSort = <C extends PagedCall>(call: C, search: URLSearchParams): ListSort<SortField<C>> | undefined => {
  const { sortField, sortOrder } = call.body.shape as Record<string, z.ZodType | undefined>;
  if (!sortField || !sortOrder) return undefined;
  const field = parseValue(sortField, search.get('sortField'));
  const order = parseValue(sortOrder, search.get('sortOrder'));
  return field && order ? { field: field as SortField<C>, order: order as SortOrder } : undefined;
};

/** Page, limit (the contract's defaults 1 and 10 when absent or invalid), the valid filters and sort. */
export const readListParams = <C extends PagedCall>(
  call: C,
  search: URLSearchParams,
): ListParams<ListFilters<C>, SortField<C>> => {
  const shape = call.body.shape as Record<string, z.ZodType>;
  const filters: Record<string, unknown> = {};
  for (const key of filterKeys(call)) {
    const value = parseValue(shape[key]!, search.get(key));
    if (value !== undefined) filters[key] = value;
  }
  return {
    page: (parseValue(pageQuery.shape.page, search.get('page')) as number | undefined) ?? Paging.page,
    limit: (parseValue(pageQuery.shape.limit, search.get('limit')) as number | undefined) ?? Paging.limit,
    filters: filters as ListFilters<C>,
    sort: readSort(call, search),
  };
};

/** The applied filters as the search form shows them. */
export const filterValues = <K extends string>(keys: readonly K[], filters: object): FilterValues<K> => {
  const applied = filters as Partial<Record<K, unknown>>;
  return Object.fromEntries(
    keys.map((key) => [key, applied[key] === undefined ? '' : String(applied[key])]),
  ) as FilterValues<K>;
};

/** Sets or removes a param; a default value is left out, so a plain list has a plain URL. */
const put = (search: URLSearchParams, key: string, value: string | number | undefined, fallback?: number) => {
  const text = value === undefined ? '' : String(value).trim();
  if (text === '' || (fallback !== undefined && Number(text) === fallback)) search.delete(key);
  else search.set(key, text);
};

/** Another page; everything else stays. */
export const withPage = (current: URLSearchParams, page: number): URLSearchParams => {
  const next = new URLSearchParams(current);
  put(next, 'page', page, Paging.page);
  return next;
};

/**
 * A new search: the filter params replaced by `values` (blank ones removed), back to page 1. The
 * limit and params that are not filters of this list stay.
 */
export const withFilters = <K extends string>(
  current: URLSearchParams,
  keys: readonly K[],
  values: Partial<FilterValues<K>>,
): URLSearchParams => {
  const next = new URLSearchParams(current);
  for (const key of keys) put(next, key, values[key]);
  next.delete('page');
  return next;
};

/** Another sort (undefined: the list's own order), back to page 1; filters and limit stay. */
export const withSort = (current: URLSearchParams, sort: ListSort | undefined): URLSearchParams => {
  const next = new URLSearchParams(current);
  put(next, 'sortField', sort?.field);
  put(next, 'sortOrder', sort?.field ? sort.order : undefined);
  next.delete('page');
  return next;
};

/** What a header click does: not sorted by this field → asc → desc → the list's own order. */
export const nextSort = <F extends string>(current: ListSort<F> | undefined, field: F): ListSort<F> | undefined => {
  if (current?.field !== field) return { field, order: 'asc' };
  return current.order === 'asc' ? { field, order: 'desc' } : undefined;
};

/** The sort as the list call's body carries it; nothing when unsorted. */
export const sortBody = (sort: ListSort | undefined): { sortField?: string; sortOrder?: SortOrder } =>
  sort ? { sortField: sort.field, sortOrder: sort.order } : {};
