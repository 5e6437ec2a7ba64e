import { z } from 'zod';

/** Status codes carried in the envelope's `status` (spec 000 §8). */
export const Status = {
  ok: 200,
  badRequest: 400,
  unauthorized: 401,
  forbidden: 403,
  serverError: 500,
} as const;
export type StatusCode = (typeof Status)[keyof typeof Status];

/** The texts of the error catalogue, verbatim. One place for every envelope message. */
export const StatusMessage = {
  ok: '成功',
  failed: '操作失败',
  illegalRequest: '非法请求',
  /** 401 "token invalid": the real backend sends it with an empty message. */
  tokenInvalid: '',
  tokenRejected: 'token验证不通过',
  forbidden: '没有权限',
  systemError: '系统错误信息',
  /** The stub's answer for a declared call whose domain is not built yet. */
  notImplemented: '未实现',
} as const;

export interface Envelope<T = unknown> {
  status: number;
  message: string;
  data: T;
}

/** Paging (spec 000 §9): page 1, limit 10 by default; 12 is the alternate grid size. */
export const Paging = { page: 1, limit: 10, alternateLimit: 12, maxLimit: 1000 } as const;

export const pageQuery = z.object({
  page: z.coerce.number().int().min(1).default(Paging.page),
  limit: z.coerce.number().int().min(1).max(Paging.maxLimit).default(Paging.limit),
});
export type PageQuery = z.infer<typeof pageQuery>;

/**
 * Server-side sort of a paged list (the spec shows none; the project's convention, docs/catalogue-interpretations.md):
 * `sortField` is one of the fields the list declares, `sortOrder` asc or desc; without them the list's own order.
 * A list's body has it when the list declares `sort` (`pagedList` in call.ts).
 */
export const sortOrders = ['asc', 'desc'] as const;
export type SortOrder = (typeof sortOrders)[number];
export const sortBy = <const F extends readonly [string, ...string[]]>(fields: F) => ({
  sortField: z.enum(fields).optional(),
  sortOrder: z.enum(sortOrders).optional(),
});

/** The export body of each filters object with numeric ids, made once: two exports of one list share one schema. */
const numericIdBodies = new WeakMap<z.ZodObject, z.ZodObject>();

/**
 * A list's export: the list's filters (never its paging or sort), plus the ids of rows chosen on the page. With
 * numeric ids the same filters give the same schema (the OpenAPI document names it once, `materialExportFilters`).
 */
export const exportBody = <S extends z.ZodRawShape, K extends z.ZodType = z.ZodNumber>(
  filters: z.ZodObject<S>,
  key?: K,
) => {
  const make = () => filters.extend({ ids: z.array((key ?? z.number().int().positive()) as K).optional() });
  if (key) return make();
  const made = numericIdBodies.get(filters) ?? make();
  numericIdBodies.set(filters, made);
  return made as ReturnType<typeof make>;
};

/** What an export answers: the download task its file is generated under (the download list shows it by key). */
export const exportTaskSchema = z.object({ key: z.string(), fileName: z.string() });
export type ExportTask = z.infer<typeof exportTaskSchema>;

/** How many rows a list's filters select (a list's count call). */
export const countAnswer = () => z.number().int();

/** A paged list: the client copies `count` to `total`. */
export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({ count: z.number().int().min(0), data: z.array(item) });
export type Page<T> = { count: number; data: T[] };
