import {
  type Atom,
  api,
  atomsOf,
  type Call,
  DownloadStatus,
  downloadHref,
  Status,
  StatusMessage,
} from '@portal/contract';
import ExcelJS from 'exceljs';
import { afterAll, describe, expect } from 'vitest';
import type { RegisteredResource } from '../src/kit/paged-resource';
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
 * rows the list pages through. test/paged-lists.test.ts calls `describePagedResource` for every registered resource.
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

/** What a paged resource is tested with besides what it declares (test/paged-lists.test.ts). */
export interface ResourceInputs {
  /** Filter sets to check list ⇄ count ⇄ export on, besides `{}` (each must select at least one row). */
  filters: object[];
  /** The row's unique field, which the export body's `ids` name (default `id`). */
  id?: string;
  /** The field the export's first column holds, in the list's rows (a resource with an export). */
  firstColumn?: string;
  /** Who lists without the write atoms: `viewer` unless the viewer lacks the list's menu. */
  viewer?: SignedInAccount;
  /** The list filter sets whose counts add up to the count call's answer (default: the same filters). */
  counted?: (filters: object) => object[];
  /** Writes the rows a resource without seeded rows lists (its tests are then write tests). */
  fill?: () => Promise<void>;
}

export interface PagedResourceCase extends ResourceInputs {
  /** The test file's stub and its signed-in accounts (`useContractStub()`). */
  stub: Target;
  tokens: Tokens;
  /** The resource as registered by src/kit/paged-resource.ts. */
  resource: RegisteredResource;
}

/** A second stub whose viewer role loses one atom at a time (started once per file, when first asked). */
let second: Promise<Target> | undefined;
const secondStub = () => {
  second ??= startStub();
  return second;
};
afterAll(async () => (await second)?.close());

/** The viewer's list answer on a stub where the viewer role lacks `atoms`. */
const listedWithout = async (atoms: readonly Atom[], list: Call) => {
  const other = await secondStub();
  const db = other.app!.db;
  const viewer = await db.account.findUniqueOrThrow({ where: { loginAccount: demo.viewer.loginAccount } });
  const role = await db.role.findUniqueOrThrow({ where: { id: viewer.roleId } });
  await db.role.update({
    where: { id: role.id },
    data: { atoms: (role.atoms as string[]).filter((a) => !atoms.includes(a as Atom)) },
  });
  try {
    return await send(other, list, { body: {} }, await login(other, demo.viewer));
  } finally {
    await db.role.update({ where: { id: role.id }, data: { atoms: role.atoms as string[] } });
  }
};

/**
 * Paging ⇄ count ⇄ count call ⇄ export, sorting, the refusal of an undeclared sort field, and who may list, for one
 * paged resource.
 */
export const describePagedResource = ({
  stub,
  tokens,
  resource: r,
  viewer = 'viewer',
  id = 'id',
  ...c
}: PagedResourceCase) =>
  describe(`${r.list.id}: the paged resource`, () => {
    const filters = [{}, ...c.filters];
    let filled: Promise<void> | undefined;
    const ready = async () => {
      filled ??= c.fill?.();
      await filled;
    };
    // A resource whose rows a test writes first is tested with writes only.
    const reads = c.fill ? writeTest : readTest;
    const token = () => tokens.supplier;

    reads.each(filters)('pages agree with the count and the count call: %j', async (body) => {
      await ready();
      const { count, rows } = await allPages(stub, r.list, body, token());
      expect(rows.length).toBeGreaterThan(0);
      expect(rows).toHaveLength(count);
      expect(new Set(rows.map((row) => row[id])).size, 'no row on two pages').toBe(count);
      if (!r.count) return;
      const counted = c.counted?.(body) ?? [body];
      let expected = 0;
      for (const part of counted) expected += (await allPages(stub, r.list, part, token(), 100)).count;
      const answer = dataOf(r.count, await send(stub, r.count, { body }, token()));
      expect(answer, `${r.count.id} counts what the list selects`).toBe(expected);
    });

    if (r.export) {
      const exportCall = r.export;
      const firstColumn = c.firstColumn ?? id;
      writeTest.each(filters)('the export writes the rows the list pages through: %j', async (body) => {
        const { rows } = await allPages(stub, r.list, body, token());
        const { sheet } = await exportSheet(stub, exportCall, body, token());
        expect(sheet.body.map((row) => row[0] ?? null)).toEqual(rows.map((row) => row[firstColumn] ?? null));
      });

      internalTest.because('reads the stored download record')(
        'stores the number of rows exported with the download record',
        async () => {
          const { count } = await allPages(stub, r.list, {}, token());
          const { task } = await exportSheet(stub, exportCall, {}, token());
          const record = await stub.app!.db.downloadRecord.findUniqueOrThrow({ where: { key: task.key } });
          expect(record.rowCount).toBe(count);
        },
      );

      writeTest('exports only the rows chosen by id, in the list’s order', async () => {
        const { rows } = await allPages(stub, r.list, {}, token());
        const chosen = [rows[rows.length - 1]!, rows[0]!];
        const { sheet } = await exportSheet(stub, exportCall, { ids: chosen.map((row) => row[id]) }, token());
        expect(sheet.body.map((row) => row[0] ?? null)).toEqual([rows[0]![firstColumn], rows.at(-1)![firstColumn]]);
      });

      writeTest('answers 401 to an export without a token', async () => {
        expect((await send(stub, exportCall, { body: {} })).body).toEqual(tokenRejected);
      });
    }

    if (r.sortFields.length > 0) {
      readTest.each(
        r.sortFields.flatMap((field) => [
          [field, 'asc'],
          [field, 'desc'],
        ]),
      )('sorts by %s %s, every row once across the pages', async (sortField, sortOrder) => {
        const unsorted = await allPages(stub, r.list, {}, token());
        const sorted = await allPages(stub, r.list, { sortField, sortOrder }, token());
        expect(sorted.count).toBe(unsorted.count);
        expect(new Set(sorted.rows.map((row) => row[id]))).toEqual(new Set(unsorted.rows.map((row) => row[id])));
        const values = sorted.rows.map((row) => row[sortField]);
        const sign = sortOrder === 'asc' ? 1 : -1;
        for (let i = 1; i < values.length; i++)
          expect(sign * compare(values[i - 1], values[i]), `${values[i - 1]} then ${values[i]}`).toBeLessThanOrEqual(0);
        expect(new Set(values).size, 'the seed gives the field more than one value').toBeGreaterThan(1);
      });

      readTest('refuses a sort field the list does not declare with 400 and the envelope', async () => {
        for (const body of [{ sortField: 'supplierCode' }, { sortField: r.sortFields[0], sortOrder: 'up' }]) {
          const res = await send(stub, r.list, { body }, token());
          expect(res.status).toBe(400);
          expect(res.body).toEqual({ status: Status.badRequest, message: expect.stringMatching(/^sort/), data: null });
        }
      });
    }

    reads('lets the viewer list and answers 401 without a token', async () => {
      await ready();
      expect((dataOf(r.list, await send(stub, r.list, { body: {} }, tokens[viewer])) as Page).count).toBeGreaterThan(0);
      expect((await send(stub, r.list, { body: {} })).body).toEqual(tokenRejected);
      if (r.count) expect((await send(stub, r.count, { body: {} })).body).toEqual(tokenRejected);
    });

    const atoms = atomsOf(r.list);
    if (atoms.length > 0)
      internalTest.because('takes an atom from a role in a second stub’s database')(
        'answers 403 没有权限 to a role without the list’s atom',
        async () => {
          const res = await listedWithout(atoms, r.list);
          expect(res.body).toEqual({ status: Status.forbidden, message: StatusMessage.forbidden, data: null });
        },
      );
  });
