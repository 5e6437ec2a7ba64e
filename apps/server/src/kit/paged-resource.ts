import type { Call, CallData, SortOrder } from '@portal/contract';
import type { z } from 'zod';
import { type Implementation, implement } from '../binder';
import type { Db } from '../db/client';
import { delegateOf, type ModelDelegate } from '../db/delegate';
import type { ModelName } from '../db/fixtures';
import type { Env } from '../env';
import type { Prisma } from '../generated/prisma/client';
import { pageArgs } from '../lib/format';
import type { Auth } from '../plugins/auth';
import { type ExportCallSpec, type ExportColumn, exportCall, inBatches } from './export';
import { sqlCount, sqlPage } from './sql-page';

/**
 * One paged resource: what a list selects, declared once; its list call and its export are both derived
 * from it, so a list and its export can never select different rows (docs/architecture.md
 * "Lists"). A domain writes:
 *
 *   const grains = pagedResource({
 *     model: 'grain',
 *     list: api.grain.list,
 *     where: (f, { auth }) => ({ AND: [offeredTo([auth.supplierCode]), …] }),
 *     order: [{ lineCode: 'asc' }],
 *     sort: { lineCode: 'lineCode', floatingPrice: 'floatingPrice', availableEndDate: 'availableEndDate' },
 *     rows: (records) => records.map(toGrain),
 *     export: { call: api.grain.export, title: '面料纹路', ids: 'lineCode', columns: [{ header: '纹路编码', value: (g) => g.lineCode }] },
 *   });
 *   defineModule('grain', { handlers: grains.handlers });
 *
 * The list answers `{ count, data }` for the page (count and page read with the same `where`, in one SQL statement
 * when the filter translates: kit/sql-page.ts), sorted by
 * `sortField` / `sortOrder` when the body has them (the contract's `sortBy([...])` refuses any other field
 * with 400), then by `order`. The export writes every row the same `where` selects (or only the body's `ids`),
 * in `order`, batch by batch through the same `rows`. A count call (`count: api.grain.count`, or
 * `{ call, and }` with a condition of its own) answers how many records the same `where` selects, so a badge and
 * the list it counts can never disagree.
 *
 * Every resource is recorded in `pagedResources`; test/paged-lists.test.ts checks list ⇄ count ⇄ export, paging and
 * sorting for each one, and fails for a resource it does not cover.
 */

type Models = Prisma.TypeMap['model'];
type Model<M extends ModelName> = Capitalize<M> extends keyof Models ? Models[Capitalize<M>] : never;
type Operations<M extends ModelName> = Model<M>['operations'];
type Element<T> = T extends readonly (infer E)[] ? E : T;

/** A stored record of model M (its scalar fields). */
export type RecordOf<M extends ModelName> = Model<M>['payload']['scalars'];
/** A column (scalar field) of model M. */
export type ColumnOf<M extends ModelName> = keyof RecordOf<M> & string;
/** Prisma's where input of model M. */
export type WhereOf<M extends ModelName> = NonNullable<Operations<M>['findMany']['args']['where']>;
/** One entry of Prisma's orderBy of model M. */
export type OrderOf<M extends ModelName> = Element<NonNullable<Operations<M>['findMany']['args']['orderBy']>>;

/** A paged list call: body `pageQuery` + filters (+ `sortBy`), answer `pageOf(item)`. */
export type PagedListCall = Call & { body: z.ZodObject; data: z.ZodType<{ count: number; data: unknown[] }> };
type ListBody<L extends PagedListCall> = z.output<L['body']>;
/** The list's filters: its body without paging and sort. */
export type ListFilters<L extends PagedListCall> = Omit<ListBody<L>, 'page' | 'limit' | 'sortField' | 'sortOrder'>;
/** The fields the list's `sortBy([...])` declares. */
export type SortField<L extends PagedListCall> =
  ListBody<L> extends { sortField?: infer F } ? Extract<F, string> : never;
/** One row as the list answers it. */
export type ListItem<L extends PagedListCall> = CallData<L>['data'][number];

/** What `where` and `rows` may read. */
export interface ResourceContext {
  db: Db;
  env: Env;
  auth: Auth;
}
/** A list or export call always has a caller (resources are never public). */
const resourceContext = (ctx: { db: Db; env: Env; auth: Auth | null }): ResourceContext => ({
  db: ctx.db,
  env: ctx.env,
  auth: ctx.auth as Auth,
});

/** A sort field orders by a column of the model, or by whatever the function says (a relation, two columns). */
export type SortSpec<M extends ModelName> = (keyof RecordOf<M> & string) | ((direction: SortOrder) => OrderOf<M>);

/** The export of a paged resource: the list's rows, written as columns. */
export interface ResourceExport<M extends ModelName, L extends PagedListCall, Row, E extends ExportCallSpec> {
  /** The export call; its body is the list's filters plus optional `ids` (`exportBody(filters)`). */
  call: E & { body: z.ZodType<ListFilters<L> & { ids?: readonly (string | number)[] }> };
  /** The download name before the timestamp. */
  title: string;
  sheetName?: string;
  columns: ExportColumn<Row>[];
  /** The field the body's `ids` name (default 'id'): the rows chosen on the page. */
  ids?: keyof RecordOf<M> & string;
}

interface ResourceBase<
  M extends ModelName,
  L extends PagedListCall,
  Row extends ListItem<L>,
  C extends ColumnOf<M> = ColumnOf<M>,
> {
  /** The Prisma model (its delegate's name on the client: 'grain' for model Grain). */
  model: M;
  /** The list call. */
  list: L;
  /** The records the filters select for the caller; every filter of the contract's filter schema is read here. */
  where: (filters: ListFilters<L>, ctx: ResourceContext) => WhereOf<M> | Promise<WhereOf<M>>;
  /** The order without a sort field; end with a unique field, so pages never overlap. */
  order: OrderOf<M>[];
  /**
   * The columns `rows` reads, when it reads a few of a wide row (a material has 80): only those are read from the
   * database, for the list and the export alike. All of them by default.
   */
  columns?: readonly C[];
  /** Records of one page (or export batch) as the list answers them; look names up for the whole batch here. */
  rows: (records: Pick<RecordOf<M>, C>[], ctx: ResourceContext) => Row[] | Promise<Row[]>;
  /** The call that counts what the list selects (its badge or tab count). */
  count?: ResourceCount<M, L>;
  /**
   * A page without a sort field read another way where the resource has one (the reminders' kept order:
   * modules/purchase/reminders.ts): the count and the page's rows as the list answers them, exactly the records
   * `where` and `order` select, as `rows` makes them (it reads their lookups in the same statement), or undefined to
   * read the page as usual.
   */
  keptPage?: (
    filters: ListFilters<L>,
    ctx: ResourceContext,
    page: { skip: number; take: number },
  ) => Promise<{ count: number; data: Row[] } | undefined>;
  /**
   * The list reads reference data no call writes: its answers are kept as reference answers
   * (docs/decisions/0003-hot-read-caches.md) rather than read answers.
   */
  reference?: boolean;
}

/** A count call: the list's filters in, a number out. */
export type CountCall<L extends PagedListCall> = Call & {
  readOnly: true;
  body: z.ZodType<ListFilters<L>>;
  data: z.ZodType<number>;
};
/** The count of the list's `where`, or of the records that also meet `and` (season's delivered orders). */
export type ResourceCount<M extends ModelName, L extends PagedListCall> =
  | CountCall<L>
  | { call: CountCall<L>; and: WhereOf<M> };

/** `sort` is required exactly when the list declares `sortBy([...])`, with one entry per declared field. */
type SortMap<M extends ModelName, L extends PagedListCall> = [SortField<L>] extends [never]
  ? { sort?: undefined }
  : { sort: { [F in SortField<L>]: SortSpec<M> } };

export type PagedResourceDefinition<
  M extends ModelName,
  L extends PagedListCall,
  Row extends ListItem<L>,
  C extends ColumnOf<M> = ColumnOf<M>,
> = ResourceBase<M, L, Row, C> & SortMap<M, L>;

export interface PagedResource {
  /** The list call's handler. */
  list: Implementation;
  /** Every handler of the resource, to spread into the module's handlers. */
  handlers: Implementation[];
}

/** What the registry keeps of a resource: its calls and the fields it sorts by. */
export interface RegisteredResource {
  model: ModelName;
  list: PagedListCall;
  count?: Call;
  export?: Call;
  sortFields: string[];
}
/** Every paged resource defined, by list call id (a resource made by a factory is recorded once). */
export const pagedResources = new Map<string, RegisteredResource>();

const prismaPage = async (
  model: ModelDelegate,
  where: unknown,
  orderBy: unknown,
  page: { skip: number; take: number },
  select: Record<string, true> | undefined,
) => {
  const [count, records] = await Promise.all([
    model.count({ where }),
    model.findMany({ where, orderBy, ...page, select }),
  ]);
  return { count, records };
};

const orderWith = <M extends ModelName>(
  order: OrderOf<M>[],
  spec: SortSpec<M> | undefined,
  direction: SortOrder = 'asc',
): OrderOf<M>[] => {
  if (!spec) return order;
  if (typeof spec === 'function') return [spec(direction), ...order];
  // The default order breaks ties; an entry on the sorted field itself would contradict it.
  return [{ [spec]: direction } as OrderOf<M>, ...order.filter((o) => !Object.hasOwn(o as object, spec))];
};

export function pagedResource<
  M extends ModelName,
  L extends PagedListCall,
  Row extends ListItem<L>,
  E extends ExportCallSpec,
  const C extends ColumnOf<M> = ColumnOf<M>,
>(
  def: PagedResourceDefinition<M, L, Row, C> & { export: ResourceExport<M, L, Row, E> },
): PagedResource & { export: Implementation };
export function pagedResource<
  M extends ModelName,
  L extends PagedListCall,
  Row extends ListItem<L>,
  const C extends ColumnOf<M> = ColumnOf<M>,
>(def: PagedResourceDefinition<M, L, Row, C>): PagedResource;
export function pagedResource<
  M extends ModelName,
  L extends PagedListCall,
  Row extends ListItem<L>,
  E extends ExportCallSpec,
  C extends ColumnOf<M>,
>(
  def: PagedResourceDefinition<M, L, Row, C> & { export?: ResourceExport<M, L, Row, E> },
): PagedResource & { export?: Implementation } {
  const select = def.columns && Object.fromEntries(def.columns.map((c) => [c, true] as const));
  const sorts = (def.sort ?? {}) as Record<string, SortSpec<M>>;
  const cacheAs = def.reference ? { reference: true } : { read: true };
  const countDef = def.count && ('and' in def.count ? def.count : { call: def.count, and: undefined });
  pagedResources.set(def.list.id, {
    model: def.model,
    list: def.list,
    count: countDef?.call,
    export: def.export?.call,
    sortFields: Object.keys(sorts),
  });

  const list = implement(
    def.list,
    async (handler) => {
      const ctx = resourceContext(handler);
      const { page, limit, sortField, sortOrder, ...filters } = handler.body as {
        page: number;
        limit: number;
        sortField?: string;
        sortOrder?: SortOrder;
      };
      const kept =
        sortField === undefined
          ? await def.keptPage?.(filters as ListFilters<L>, ctx, pageArgs({ page, limit }))
          : undefined;
      if (kept) return kept as CallData<L>;
      const where = await def.where(filters as ListFilters<L>, ctx);
      const orderBy = orderWith(def.order, sortField === undefined ? undefined : sorts[sortField], sortOrder);
      // One SQL statement when the filter translates (kit/sql-page.ts), Prisma's count and findMany otherwise.
      const paged =
        (await sqlPage(ctx.db, def.model, where, orderBy, pageArgs({ page, limit }), def.columns)) ??
        (await prismaPage(delegateOf(ctx.db, def.model), where, orderBy, pageArgs({ page, limit }), select));
      const { count, records } = paged;
      const data = await def.rows(records as Pick<RecordOf<M>, C>[], ctx);
      return { count, data } as CallData<L>;
    },
    cacheAs,
  );

  const counted = countDef && [
    implement(
      countDef.call,
      async (handler) => {
        const ctx = resourceContext(handler);
        const selected = await def.where(handler.body as ListFilters<L>, ctx);
        const where = countDef.and === undefined ? selected : { AND: [selected, countDef.and] };
        return (await sqlCount(ctx.db, def.model, where)) ?? delegateOf(ctx.db, def.model).count({ where });
      },
      cacheAs,
    ),
  ];
  const listed = [list, ...(counted ?? [])];

  if (!def.export) return { list, handlers: listed };
  const { call, title, sheetName, columns, ids: idField = 'id' } = def.export;
  const exported = exportCall({
    call,
    title,
    sheetName,
    columns,
    rows: async function* (job) {
      const ctx = resourceContext(job);
      const { ids, ...filters } = job.body as { ids?: (string | number)[] };
      const selected = await def.where(filters as ListFilters<L>, ctx);
      const where = ids?.length ? { AND: [selected, { [idField]: { in: ids } }] } : selected;
      const model = delegateOf(ctx.db, def.model);
      for await (const batch of inBatches((skip, take) =>
        model.findMany({ where, orderBy: def.order, skip, take, select }),
      ))
        yield await def.rows(batch as Pick<RecordOf<M>, C>[], ctx);
    },
  });
  return { list, export: exported, handlers: [...listed, exported] };
}
