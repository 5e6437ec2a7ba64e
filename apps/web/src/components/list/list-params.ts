import { type CallData, type CallSpec, Paging, pageQuery } from '@portal/contract';
import type { z } from 'zod';

/**
 * The URL is the list state (DESIGN.md): page, limit and the filters live in the search params and
 * are read back through the list call's own contract declaration, so a hand-edited or stale URL can
 * never send what the contract refuses. These are the pure parts; `useListState` binds them to the router.
 */

/** A paged list call: its body is `pageQuery` plus filters, its answer `pageOf(item)`. */
export type PagedCall = CallSpec & {
  id: string;
  body: z.ZodObject;
  data: z.ZodType<{ count: number; data: unknown[] }>;
};

export type ListFilters<C extends PagedCall> = Omit<z.output<C['body']>, 'page' | 'limit'>;
export type FilterKey<C extends PagedCall> = Extract<keyof ListFilters<C>, string>;
export type ListRow<C extends PagedCall> = CallData<C>['data'][number];
/** What a search form holds: every filter as text, '' for none. */
export type FilterValues<K extends string> = Record<K, string>;

export interface ListParams<F> {
  page: number;
  limit: number;
  filters: F;
}

const pagingKeys: readonly string[] = ['page', 'limit'];

/** The filters a paged call declares: its body's fields other than page and limit. */
export const filterKeys = <C extends PagedCall>(call: C): FilterKey<C>[] =>
  Object.keys(call.body.shape).filter((key) => !pagingKeys.includes(key)) as FilterKey<C>[];

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

/** Page, limit (the contract's defaults 1 and 10 when absent or invalid) and the valid filters. */
export const readListParams = <C extends PagedCall>(call: C, search: URLSearchParams): ListParams<ListFilters<C>> => {
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
