import type { z } from 'zod';
import type { Atom } from './atoms';
import { countAnswer, exportBody, exportTaskSchema, pageOf, pageQuery, sortBy } from './envelope';

export type Method = 'GET' | 'POST';

/** Every domain of the call catalogue; each has a folder in domains/ (kebab-case of the name). */
export const domains = [
  'account',
  'navbar',
  'files',
  'lookups',
  'dashboard',
  'fabric',
  'recommend',
  'innovation',
  'grain',
  'effect',
  'demand',
  'comment',
  'message',
  'season',
  'shoeTree',
  'purchase',
  'scanApply',
  'price',
  'inquiry',
  'componentCost',
  'componentParam',
] as const;
export type Domain = (typeof domains)[number];

/** Each domain's name in Chinese and English: the OpenAPI document's tags (docs/architecture.md "Names"). */
export const domainTitles: Record<Domain, { zh: string; en: string }> = {
  account: { zh: '账号', en: 'Account' },
  navbar: { zh: '顶栏', en: 'Top bar' },
  files: { zh: '文件', en: 'Files' },
  lookups: { zh: '基础数据', en: 'Shared lookups' },
  dashboard: { zh: '首页', en: 'Dashboard' },
  fabric: { zh: '鞋面料', en: 'Shoe upper fabric' },
  recommend: { zh: '推荐材料', en: 'Recommended materials' },
  innovation: { zh: '创新材料', en: 'Innovation materials' },
  grain: { zh: '面料纹路', en: 'Fabric grain' },
  effect: { zh: '特殊效果', en: 'Special effect' },
  demand: { zh: '材料需求', en: 'Material demand' },
  comment: { zh: '材料评论', en: 'Material comment' },
  message: { zh: '消息', en: 'Messages' },
  season: { zh: '调料单', en: 'Season orders' },
  shoeTree: { zh: '鞋楦', en: 'Shoe last' },
  purchase: { zh: '采购单', en: 'Purchase orders' },
  scanApply: { zh: '扫描申请', en: 'Scan applications' },
  price: { zh: '价格', en: 'Price cards' },
  inquiry: { zh: '询价', en: 'Inquiry' },
  componentCost: { zh: '组件成本', en: 'Component cost' },
  componentParam: { zh: '组件参数', en: 'Component parameters' },
};

type AnyObject = z.ZodObject;

/** How a call is declared: everything both sides need to agree on. */
export interface CallSpec<
  P extends AnyObject | undefined = AnyObject | undefined,
  Q extends AnyObject | undefined = AnyObject | undefined,
  B extends z.ZodType | undefined = z.ZodType | undefined,
  D extends z.ZodType = z.ZodType,
> {
  method: Method;
  /** Fastify-style path: `/basic/api/upload/getFile/:id`. */
  path: string;
  summary: string;
  params?: P;
  query?: Q;
  /** JSON body (POST). For multipart calls, the text fields. */
  body?: B;
  /** The envelope's `data`. For `file` calls, unused. */
  data: D;
  /** Permission atom the caller must hold; with several, any one of them will do. */
  atom?: Atom | readonly Atom[];
  /** No token needed. */
  public?: boolean;
  /**
   * The call changes nothing on the host: no row, no stored file (a derived cache such as a thumbnail aside), no
   * message sent. Only these go to a host in the read-only contract suite; the stub refuses a write made while one
   * runs (docs/dev-kit.md "Read-only calls"). Undeclared means it may write.
   */
  readOnly?: true;
  /** The spec does not show this payload; what the declaration assumes. */
  assumed?: string;
  /**
   * Why no portal screen requests this call, when none does (docs/catalogue.md's *why no screen* column): the spec
   * names it but no screen of the spec implies its use, or another call serves that screen.
   */
  noScreen?: string;
  /** Body is multipart/form-data. */
  multipart?: boolean;
  /** The answer is a file stream, not the envelope (on success). */
  file?: boolean;
  /**
   * The envelope's `data` when a 400 refusal carries some (the upload's rejection, an import's row errors);
   * otherwise a refusal's data is null. Published in the OpenAPI document.
   */
  refusalData?: z.ZodType;
}

export interface Call<
  P extends AnyObject | undefined = AnyObject | undefined,
  Q extends AnyObject | undefined = AnyObject | undefined,
  B extends z.ZodType | undefined = z.ZodType | undefined,
  D extends z.ZodType = z.ZodType,
> extends CallSpec<P, Q, B, D> {
  /** `domain.key`, unique. */
  id: string;
  domain: Domain;
}

export const call = <
  P extends AnyObject | undefined = undefined,
  Q extends AnyObject | undefined = undefined,
  B extends z.ZodType | undefined = undefined,
  D extends z.ZodType = z.ZodType,
>(
  spec: CallSpec<P, Q, B, D>,
) => spec;

type Shape = z.core.$ZodLooseShape;
type SortFields = readonly [string, ...string[]];
const sortedBody = <F extends Shape, const S extends SortFields>(filters: F, sort: S) =>
  pageQuery.extend(filters).extend(sortBy(sort));
/** The body of a paged list: the paging and its filters, plus `sortBy(sort)` when it sorts. */
export type ListBody<F extends Shape, S> = S extends SortFields
  ? ReturnType<typeof sortedBody<F, S>>
  : ReturnType<typeof pageQuery.extend<F>>;

const listBodies = new WeakMap<Shape, Map<string, z.ZodObject>>();
/**
 * A paged list's body: the paging (`pageQuery`), the filters and, when the list sorts, `sortBy(sort)`. Lists with the
 * same filters and sort fields share one body schema (the material lists, the price float lists, the brand's reference
 * lists), so the OpenAPI document names it once.
 */
export const listBody = <F extends Shape, const S extends SortFields | undefined = undefined>(
  filters: F,
  sort?: S,
): ListBody<F, S> => {
  const bodies = listBodies.get(filters) ?? new Map<string, z.ZodObject>();
  listBodies.set(filters, bodies);
  const key = sort?.join() ?? '';
  const body = bodies.get(key) ?? (sort === undefined ? pageQuery.extend(filters) : sortedBody(filters, sort));
  bodies.set(key, body);
  return body as ListBody<F, S>;
};

/** What a paged list declares of its own: path, summary, filters, sort fields, atom and notes. */
export interface PagedListSpec extends Omit<CallSpec, 'method' | 'readOnly' | 'data' | 'body' | 'multipart' | 'file'> {
  /** The list's filters (the shape of its filter schema, shared with its count and export). */
  filters: Shape;
  /** The fields the list sorts by (`sortField`, `sortOrder`), when it sorts. */
  sort?: SortFields;
}
export type PagedList<R extends z.ZodType, S extends PagedListSpec> = Omit<S, 'filters' | 'sort'> & {
  method: 'POST';
  readOnly: true;
  body: ListBody<S['filters'], S['sort']>;
  data: ReturnType<typeof pageOf<R>>;
};

/**
 * A paged list, as every one of the catalogue's is: a POST that changes nothing, its body `listBody(filters, sort)`,
 * its answer a page of `row` (`pageOf`: count and data). The stub serves these with its paged resources
 * (PagedListCall).
 */
export const pagedList = <R extends z.ZodType, const S extends PagedListSpec>(row: R, spec: S): PagedList<R, S> => {
  const { filters, sort, ...own } = spec;
  const list = { ...own, method: 'POST', readOnly: true, body: listBody(filters, sort), data: pageOf(row) };
  return list as PagedList<R, S>;
};

/** What a list's count declares of its own: path, summary, atom and notes. */
export type ListCountSpec = Omit<
  CallSpec,
  'method' | 'readOnly' | 'data' | 'body' | 'params' | 'query' | 'multipart' | 'file'
>;

/**
 * The count of a paged list (its tab or badge number): a POST that changes nothing, its body the list's `filters`
 * (no paging, no sort), its answer how many rows they select. The stub derives it from the list's paged resource.
 */
export const listCount = <F extends z.ZodObject, const S extends ListCountSpec>(filters: F, spec: S) => ({
  ...spec,
  method: 'POST' as const,
  readOnly: true as const,
  body: filters,
  data: countAnswer(),
});

/**
 * The export of a paged list: a POST whose body is the list's `filters` and, optionally, the `ids` of the rows chosen
 * on it (`exportBody`; `key` types the ids, positive integers unless given), its answer the download task the file is
 * generated under. The stub derives it from the list's paged resource, so the file holds what the list shows.
 */
export const listExport = <F extends z.ZodRawShape, const S extends ListCountSpec, K extends z.ZodType = z.ZodNumber>(
  filters: z.ZodObject<F>,
  spec: S,
  key?: K,
) => ({
  ...spec,
  method: 'POST' as const,
  body: exportBody(filters, key),
  data: exportTaskSchema,
});

/** Stamps each call of a domain with its id and domain. */
export const defineDomain = <const T extends Record<string, CallSpec>>(
  domain: Domain,
  specs: T,
): { [K in keyof T]: T[K] & { id: string; domain: Domain } } => {
  const out: Record<string, Call> = {};
  for (const [key, spec] of Object.entries(specs)) out[key] = { ...spec, id: `${domain}.${key}`, domain };
  return out as { [K in keyof T]: T[K] & { id: string; domain: Domain } };
};

type Out<S> = S extends z.ZodType ? z.output<S> : undefined;
type In<S> = S extends z.ZodType ? z.input<S> : undefined;

/** What a caller passes: only the parts the call declares. */
export type CallInput<C extends CallSpec> = (C['params'] extends z.ZodType ? { params: In<C['params']> } : object) &
  (C['query'] extends z.ZodType ? { query?: In<C['query']> } : object) &
  (C['body'] extends z.ZodType ? { body: In<C['body']> } : object);

/** What the handler receives after validation. */
export interface CallRequestParts<C extends CallSpec> {
  params: Out<C['params']>;
  query: Out<C['query']>;
  body: Out<C['body']>;
}

export type CallData<C extends CallSpec> = z.output<C['data']>;

/** The atoms that open a call (any one suffices); empty when it needs none. */
export const atomsOf = (spec: Pick<CallSpec, 'atom'>): readonly Atom[] =>
  spec.atom === undefined ? [] : typeof spec.atom === 'string' ? [spec.atom] : spec.atom;

/** Fills `:name` segments of a path. */
export const fillPath = (path: string, params: Record<string, unknown> = {}): string =>
  path.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined || value === null || value === '') throw new Error(`missing path parameter ${name}`);
    return encodeURIComponent(String(value));
  });
