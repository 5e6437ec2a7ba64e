import { type Atom, api, type Call, DownloadStatus, downloadHref, Status, StatusMessage } from '@portal/contract';
import ExcelJS from 'exceljs';
import { describe, expect } from 'vitest';
import { binary } from './file-fixtures';
import {
  dataOf,
  demo,
  internalTest,
  login,
  readTest,
  type SignedInAccount,
  send,
  startStub,
  type Target,
  type Tokens,
  tokenRejected,
  writeTest,
} from './helper';

/**
 * The contract of every paged resource (apps/server/src/kit/paged-resource.ts), as tests: paging agrees with the
 * count, each declared sort field orders both ways, an undeclared one is refused, and the export writes exactly the
 * rows the list pages through. A domain's test file calls `describePagedResource` with its calls and filters.
 */

type Row = Record<string, unknown>;
type Page = { count: number; data: Row[] };

/** Every row a body selects, read page by page as the screen would (a small page, so paging is exercised). */
export const allPages = async (stub: Target, call: Call, body: object, token: string, limit = 7) => {
  const read = async (page: number) =>
    dataOf(call, await send(stub, call, { body: { ...body, page, limit } }, token)) as Page;
  const first = await read(1);
  const rows = [...first.data];
  for (let page = 2; rows.length < first.count; page++) {
    const next = await read(page);
    expect(next.count, 'the count stays the same across pages').toBe(first.count);
    if (next.data.length === 0) break;
    rows.push(...next.data);
  }
  return { count: first.count, rows };
};

/** Opens a workbook: the first sheet's header and rows, as plain values. */
export const readSheet = async (bytes: Buffer) => {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0]!;
  const rows: unknown[][] = [];
  sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return { name: sheet.name, header: rows[0] ?? [], body: rows.slice(1) };
};

/**
 * Waits until the export (or import) with this key leaves 生成中 and returns its download record: in process once the
 * job queue is idle, against a URL by asking the download list as the portal's top bar does.
 */
export const finishedExport = async (stub: Target, key: string, token: string) => {
  await stub.settled();
  for (let wait = 25; ; wait = Math.min(wait * 2, 500)) {
    const list = dataOf(
      api.navbar.downloadList,
      await send(stub, api.navbar.downloadList, { body: { limit: 50 } }, token),
    );
    const record = list.data.find((r) => r.key === key);
    if (!record) throw new Error(`the export ${key} is not in the caller's download list`);
    if (record.status !== DownloadStatus.generating || record.message !== null) return record;
    await new Promise((done) => setTimeout(done, wait));
  }
};

/** Runs an export to completion and opens its file. */
export const exportSheet = async (stub: Target, call: Call, body: object, token: string) => {
  const task = dataOf(api.grain.export, await send(stub, call, { body }, token));
  await finishedExport(stub, task.key, token);
  const state = dataOf(api.files.findRedis, await send(stub, api.files.findRedis, { params: { id: task.key } }, token));
  expect(state.status).toBe(DownloadStatus.notDownloaded);
  const file = await stub.http
    .get(downloadHref(state.filePath!))
    .buffer(true)
    .parse(binary as never);
  expect(file.status).toBe(200);
  return { task, sheet: await readSheet(file.body as Buffer) };
};

/** SQLite's order: NULL first, then numbers, then text (binary, which is code-point order). */
const compare = (a: unknown, b: unknown): number => {
  if (a === b) return 0;
  if (a === null || a === undefined) return -1;
  if (b === null || b === undefined) return 1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return String(a) < String(b) ? -1 : String(a) > String(b) ? 1 : 0;
};

export interface PagedResourceCase {
  name: string;
  /** The test file's stub and its signed-in accounts (`useContractStub()`). */
  stub: Target;
  tokens: Tokens;
  /** Who lists without the write atoms: `viewer` unless the viewer lacks the list's menu. */
  viewer?: SignedInAccount;
  list: Call;
  export: Call;
  /** The field the export's first column holds, in the list's rows. */
  firstColumn: string;
  /** The field the export body's `ids` name. */
  id: string;
  /** The list's `sortBy` fields (each is sorted both ways). */
  sortFields: string[];
  /** Filter sets to check list ⇄ count ⇄ export on (each must select at least one row). */
  filters: object[];
  /** The list's atom: the viewer (who has every view atom) holds it; without it the list is 403. */
  atom: Atom;
}

/** list ⇄ count ⇄ export, sorting, and the refusal of an undeclared sort field, for one paged resource. */
export const describePagedResource = ({ stub: target, tokens, viewer = 'viewer', ...c }: PagedResourceCase) =>
  describe(`${c.name}: the paged resource`, () => {
    const stub = () => target;
    const token = () => tokens.supplier;
    writeTest.each(c.filters)('list ⇄ count ⇄ export select the same rows: %j', async (filters) => {
      const { count, rows } = await allPages(stub(), c.list, filters, token());
      expect(rows.length).toBeGreaterThan(0);
      expect(rows).toHaveLength(count);
      const ids = rows.map((r) => r[c.id]);
      expect(new Set(ids).size, 'no row on two pages').toBe(count);
      const { sheet } = await exportSheet(stub(), c.export, filters, token());
      expect(sheet.body.map((r) => r[0] ?? null)).toEqual(rows.map((r) => r[c.firstColumn] ?? null));
    });

    internalTest.because('reads the stored download record')(
      'stores the number of rows exported with the download record',
      async () => {
        const { count } = await allPages(stub(), c.list, c.filters[0]!, token());
        const { task } = await exportSheet(stub(), c.export, c.filters[0]!, token());
        const record = await target.app!.db.downloadRecord.findUniqueOrThrow({ where: { key: task.key } });
        expect(record.rowCount).toBe(count);
      },
    );

    writeTest('exports only the rows chosen by id, in the list’s order', async () => {
      const { rows } = await allPages(stub(), c.list, {}, token());
      const chosen = [rows[rows.length - 1]!, rows[0]!];
      const { sheet } = await exportSheet(stub(), c.export, { ids: chosen.map((r) => r[c.id]) }, token());
      expect(sheet.body.map((r) => r[0] ?? null)).toEqual([rows[0]![c.firstColumn], rows.at(-1)![c.firstColumn]]);
    });

    readTest.each(
      c.sortFields.flatMap((field) => [
        [field, 'asc'],
        [field, 'desc'],
      ]),
    )('sorts by %s %s, every row once across the pages', async (sortField, sortOrder) => {
      const unsorted = await allPages(stub(), c.list, {}, token());
      const sorted = await allPages(stub(), c.list, { sortField, sortOrder }, token());
      expect(sorted.count).toBe(unsorted.count);
      expect(new Set(sorted.rows.map((r) => r[c.id]))).toEqual(new Set(unsorted.rows.map((r) => r[c.id])));
      const values = sorted.rows.map((r) => r[sortField]);
      const sign = sortOrder === 'asc' ? 1 : -1;
      for (let i = 1; i < values.length; i++)
        expect(sign * compare(values[i - 1], values[i]), `${values[i - 1]} then ${values[i]}`).toBeLessThanOrEqual(0);
      expect(new Set(values).size, 'the seed gives the field more than one value').toBeGreaterThan(1);
    });

    readTest('lets the viewer list and answers 401 without a token', async () => {
      expect((dataOf(c.list, await send(stub(), c.list, { body: {} }, tokens[viewer])) as Page).count).toBeGreaterThan(
        0,
      );
      expect((await send(stub(), c.list, { body: {} })).body).toEqual(tokenRejected);
    });

    writeTest('answers 401 to an export without a token', async () => {
      expect((await send(stub(), c.export, { body: {} })).body).toEqual(tokenRejected);
    });

    internalTest.because('takes an atom from a role in a second stub’s database')(
      'answers 403 没有权限 to a role without the list’s atom',
      async () => {
        const other = await startStub();
        try {
          const db = other.app!.db;
          const viewer = await db.account.findUniqueOrThrow({ where: { loginAccount: demo.viewer.loginAccount } });
          const role = await db.role.findUniqueOrThrow({ where: { id: viewer.roleId } });
          const atoms = (role.atoms as string[]).filter((a) => a !== c.atom);
          await db.role.update({ where: { id: role.id }, data: { atoms } });
          const res = await send(other, c.list, { body: {} }, await login(other, demo.viewer));
          expect(res.body).toEqual({ status: Status.forbidden, message: StatusMessage.forbidden, data: null });
        } finally {
          await other.close();
        }
      },
    );

    readTest('refuses a sort field the list does not declare with 400 and the envelope', async () => {
      for (const body of [{ sortField: 'supplierCode' }, { sortField: c.sortFields[0], sortOrder: 'up' }]) {
        const res = await send(stub(), c.list, { body }, token());
        expect(res.status).toBe(400);
        expect(res.body).toEqual({ status: Status.badRequest, message: expect.stringMatching(/^sort/), data: null });
      }
    });
  });
