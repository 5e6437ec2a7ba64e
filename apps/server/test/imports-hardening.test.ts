import { writeFileSync } from 'node:fs';
import { getHeapStatistics } from 'node:v8';
import {
  api,
  ComponentCostMessages,
  ImportMessages as IM,
  InquiryMessages,
  InquiryStatus,
  ImportLimits as L,
  PriceMessages as M,
  Status,
} from '@portal/contract';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect } from 'vitest';
import { takeImportSlot } from '../src/kit/import-sheet';
import { readFirstSheet, type SheetResult } from '../src/kit/sheet-reader';
import { useScratchDir } from './database-file';
import { makeZip, sized, upload } from './file-fixtures';
import { demo, internalTest, login, send, signedInStub, type Target } from './helper';
import { hostileWorkbooks as hostile, priceWorkbook, rowXml, workbookEntries, workbookOf } from './hostile-workbooks';

/**
 * Spreadsheet imports within their limits (docs/decisions/0029-spreadsheet-imports.md): the one reader on its own
 * (every limit at its edge), then through the three imports, whose refusals are the envelope's 400 with the
 * contract's message, nothing written.
 */
const dir = useScratchDir('imports-hardening-');
let files = 0;
/** The reader, in this process, on a workbook written to disk. */
const read = (bytes: Buffer): Promise<SheetResult> => {
  files += 1;
  const path = dir.at(`${files}.xlsx`);
  writeFileSync(path, bytes);
  return readFirstSheet(path, L);
};
const refusal = async (bytes: Buffer) => {
  const result = await read(bytes);
  return result.ok ? null : result.refusal;
};
const sheetOf = async (bytes: Buffer) => {
  const result = await read(bytes);
  if (!result.ok) throw new Error(`refused: ${JSON.stringify(result.refusal)}`);
  return result.sheet;
};
/** `count` data rows of one price card row each (codes differ). */
const priceRows = (count: number) =>
  Array.from({ length: count }, (_, i) => [`LT${String(i).padStart(7, '0')}`, '牛皮', '2027Q2', '米', 10]);
const zeros = (bytes: number) => Buffer.alloc(bytes);

describe('the reader', () => {
  internalTest(
    'reads what exceljs writes: shared and rich text, numbers, formula results, booleans, errors',
    async () => {
      const wb = new ExcelJS.Workbook();
      const sheet = wb.addWorksheet('导入');
      sheet.addRow(['材料编码', '数量', '备注']);
      sheet.addRow(['  LT01  ', 12.5, { richText: [{ text: '头层' }, { font: { bold: true }, text: '牛皮' }] }]);
      sheet.addRow([{ formula: '1+1', result: 2 }, true, { error: '#N/A' }]);
      sheet.addRow([null, null, null]);
      sheet.addRow([{ formula: 'A1&""', result: '公式文本' }, 0, '']);
      const read = await sheetOf(Buffer.from(await wb.xlsx.writeBuffer()));
      expect(read).toEqual({
        header: ['材料编码', '数量', '备注'],
        rows: [
          { row: 2, cells: ['LT01', 12.5, '头层牛皮'] },
          { row: 3, cells: [2, 'true', '#N/A'] },
          { row: 5, cells: ['公式文本', 0] },
        ],
      });
    },
  );

  internalTest('keeps Chinese text whole across the chunks a part is inflated in', async () => {
    // 2,000 shared strings and 2,000 inline ones of 7–11 three-byte characters: parts far larger than a chunk, so
    // characters fall across chunk boundaries.
    const names = Array.from({ length: 2000 }, (_, i) => `头层牛皮荔枝纹${'鞋面'.repeat(i % 3)}${i}`);
    const bytes = workbookOf({
      sheetData:
        rowXml(1, ['材料名称', '备注']) +
        names.map((_, i) => `<row r="${i + 2}"><c r="A${i + 2}" t="s"><v>${i}</v></c></row>`).join('') +
        names.map((n, i) => rowXml(i + 2002, [null, n])).join(''),
      sharedStrings: names.map((n) => `<si><t>${n}</t></si>`).join(''),
    });
    const { rows } = await sheetOf(bytes);
    expect(rows.slice(0, 2000).map((r) => r.cells[0])).toEqual(names);
    expect(rows.slice(2000).map((r) => r.cells[1])).toEqual(names);
  });

  internalTest('refuses a zip of more entries than the limit from its central directory', async () => {
    const extra = (n: number) => Array.from({ length: n }, (_, i) => ({ name: `pad/${i}.txt`, data: zeros(1) }));
    const base = workbookEntries({ sheetData: rowXml(1, ['材料编码']) + rowXml(2, ['LT1']) }).length;
    expect(
      await refusal(
        makeZip(workbookEntries({ sheetData: rowXml(1, ['a']) + rowXml(2, ['b']), extra: extra(L.entries - base) }), {
          deflate: true,
        }),
      ),
    ).toBeNull();
    expect(
      await refusal(
        makeZip(
          workbookEntries({ sheetData: rowXml(1, ['a']) + rowXml(2, ['b']), extra: extra(L.entries - base + 1) }),
          { deflate: true },
        ),
      ),
    ).toEqual({ kind: 'entries' });
  });

  internalTest('refuses a workbook that declares more unpacked bytes than the limit, before inflating it', async () => {
    const parts = (padding: number) =>
      workbookEntries({
        sheetData: rowXml(1, ['a']) + rowXml(2, ['b']),
        extra: [{ name: 'pad.bin', data: zeros(padding) }],
      });
    const declared = (padding: number) => parts(padding).reduce((n, e) => n + e.data.length, 0);
    const fits = L.unpackedBytes - declared(0);
    expect(declared(fits)).toBe(L.unpackedBytes);
    expect(await refusal(makeZip(parts(fits), { deflate: true }))).toBeNull();
    expect(await refusal(makeZip(parts(fits + 1), { deflate: true }))).toEqual({ kind: 'unpackedBytes' });
  });

  internalTest('stops an entry that inflates to more than it declared', async () => {
    const result = await refusal(hostile.understated(5_000_000));
    expect(result).toMatchObject({ kind: 'unreadable', detail: expect.stringContaining('too many bytes') });
  });

  internalTest('refuses more data rows than the limit (blank rows do not count)', async () => {
    const rows = priceRows(L.rows);
    const atLimit = await sheetOf(priceWorkbook([...rows, [], [null, null]]));
    expect(atLimit.rows).toHaveLength(L.rows);
    expect(atLimit.rows.at(-1)).toEqual({
      row: L.rows + 1,
      cells: [`LT${String(L.rows - 1).padStart(7, '0')}`, '牛皮', '2027Q2', '米', 10],
    });
    expect(await refusal(priceWorkbook([...rows, ['LT9999999']]))).toEqual({ kind: 'rows' });
  });

  internalTest('refuses a value beyond the last column; empty cells there are ignored', async () => {
    const at = (column: number) => Array.from({ length: column }, (_, i) => (i === column - 1 ? 'x' : null));
    expect((await sheetOf(priceWorkbook([at(L.columns)]))).rows[0]!.cells[L.columns - 1]).toBe('x');
    expect(await refusal(priceWorkbook([at(L.columns + 1)]))).toEqual({ kind: 'columns', row: 2 });
    const emptyFar = workbookOf({
      sheetData: `${rowXml(1, ['材料编码'])}<row r="2"><c r="A2"><v>1</v></c><c r="XFD2" s="1"/></row>`,
    });
    expect((await sheetOf(emptyFar)).rows).toEqual([{ row: 2, cells: [1] }]);
  });

  internalTest('refuses a cell longer than the limit', async () => {
    const cell = (chars: number) => [null, null, null, 'x'.repeat(chars)];
    expect((await sheetOf(priceWorkbook([cell(L.cellChars)]))).rows[0]!.cells[3]).toHaveLength(L.cellChars);
    expect(await refusal(priceWorkbook([cell(L.cellChars + 1)]))).toEqual({ kind: 'cellChars', row: 2, column: 4 });
  });

  internalTest('refuses a shared-strings table of more strings, or more characters, than the limits', async () => {
    const table = (strings: string[]) =>
      workbookOf({
        sheetData: `${rowXml(1, ['材料编码'])}<row r="2"><c r="A2" t="s"><v>0</v></c></row>`,
        sharedStrings: strings.map((s) => `<si><t>${s}</t></si>`).join(''),
      });
    expect(await refusal(table(Array.from({ length: L.sharedStrings }, () => 'a')))).toBeNull();
    expect(await refusal(table(Array.from({ length: L.sharedStrings + 1 }, () => 'a')))).toEqual({ kind: 'text' });
    // Strings of the longest a cell takes, up to the characters' limit exactly, then one character more.
    const long = Array.from({ length: L.sharedStringChars / L.cellChars }, () => 'b'.repeat(L.cellChars));
    expect(await refusal(table(long))).toBeNull();
    expect(await refusal(table([...long, 'c']))).toEqual({ kind: 'text' });
  });

  internalTest(
    'refuses cells whose text together passes the limit (one shared string used in many cells)',
    async () => {
      const long = 'd'.repeat(L.cellChars);
      const uses = (n: number) =>
        workbookOf({
          sheetData:
            rowXml(1, ['备注']) +
            Array.from({ length: n }, (_, i) => `<row r="${i + 2}"><c r="A${i + 2}" t="s"><v>0</v></c></row>`).join(''),
          sharedStrings: `<si><t>${long}</t></si>`,
        });
      // The header's two characters count too.
      const fit = Math.floor((L.textChars - 2) / long.length);
      expect((await sheetOf(uses(fit))).rows).toHaveLength(fit);
      expect(await refusal(uses(fit + 1))).toEqual({ kind: 'text' });
    },
  );

  internalTest('watches its heap: below the bound it reads on, past it it stops', async () => {
    const bound = () => ({ heapBytes: getHeapStatistics().used_heap_size + 40 * 1024 * 1024 });
    const fine = dir.at('fine.xlsx');
    writeFileSync(fine, priceWorkbook(priceRows(100)));
    expect(await readFirstSheet(fine, L, bound())).toMatchObject({ ok: true, sheet: { rows: { length: 100 } } });
    const deep = dir.at('deep.xlsx');
    writeFileSync(deep, hostile.deepNesting(1_000_000));
    expect(await readFirstSheet(deep, L, bound())).toEqual({ ok: false, refusal: { kind: 'heap' } });
  });

  internalTest('reads only the first sheet of the workbook order, and refuses a workbook without one', async () => {
    const wb = new ExcelJS.Workbook();
    wb.addWorksheet('first').addRow(['第一张']);
    wb.addWorksheet('second').addRow(['第二张']);
    expect((await sheetOf(Buffer.from(await wb.xlsx.writeBuffer()))).header).toEqual(['第一张']);
    const noSheet = workbookEntries({ sheetData: '' }).filter((e) => e.name !== 'xl/worksheets/sheet1.xml');
    expect(await refusal(makeZip(noSheet, { deflate: true }))).toEqual({ kind: 'noSheet' });
    expect(await refusal(sized(1000, 'zip'))).toMatchObject({ kind: 'unreadable' });
  });
});

describe('the three imports through the reader', () => {
  let stub: Target;
  let token: string;
  let hongdaToken: string;
  beforeAll(async () => {
    ({ stub, token } = await signedInStub());
    hongdaToken = await login(stub, demo.hongda);
  });
  afterAll(() => stub.close());

  const db = () => stub.app!.db;
  const uploaded = async (file: Buffer, businessType = 'materialPriceImport', as = token) => {
    const res = await upload(stub, as, { businessType, file, name: '导入.xlsx' });
    expect(res.body.status).toBe(Status.ok);
    return res.body.data.id as string;
  };
  const importPrices = async (file: Buffer, as = token) =>
    send(
      stub,
      api.price.materialSaveOrUpdateCard,
      { body: { fileId: await uploaded(file, 'materialPriceImport', as) } },
      as,
    );
  const cards = () => db().priceCard.count();
  const refused = (message: string) => ({ status: Status.badRequest, message, data: null });
  const good = priceWorkbook([['LT0777001', '头层牛皮', '2027Q2', '米', 38.5, null, null, null, null, null]]);

  internalTest('refuses a file larger than the limit before reading it', async () => {
    const before = await cards();
    expect((await importPrices(sized(L.fileBytes + 1, 'zip'))).body).toEqual(refused(IM.fileBytes));
    // At the limit the file is read (and this one is no workbook).
    expect((await importPrices(sized(L.fileBytes, 'zip'))).body).toEqual(refused(M.importUnreadable));
    expect(await cards()).toBe(before);
  });

  internalTest.each([
    [
      'entries',
      () =>
        makeZip(
          workbookEntries({
            sheetData: rowXml(1, ['a']),
            extra: Array.from({ length: L.entries }, (_, i) => ({ name: `p/${i}`, data: zeros(1) })),
          }),
          { deflate: true },
        ),
      IM.entries,
    ],
    [
      'unpacked bytes',
      () => priceWorkbook([], { extra: [{ name: 'pad.bin', data: zeros(L.unpackedBytes) }] }),
      IM.unpackedBytes,
    ],
    ['rows', () => priceWorkbook(priceRows(L.rows + 1)), IM.rows],
    ['columns', () => priceWorkbook([[...Array.from({ length: L.columns }, () => null), 'x']]), IM.columns(2)],
    [
      'cell length',
      () => priceWorkbook([[null, null, null, null, null, null, null, null, null, 'x'.repeat(L.cellChars + 1)]]),
      IM.cellChars(2, 'J'),
    ],
    ['shared strings', () => hostile.sharedStringsBomb(L.sharedStrings + 1), IM.text],
    ['understated sizes', () => hostile.understated(5_000_000), M.importUnreadable],
  ])('refuses a workbook past the %s limit with its message, writing nothing', async (_, make, message) => {
    const before = await cards();
    expect((await importPrices(make())).body).toEqual(refused(message));
    expect(await cards()).toBe(before);
  });

  internalTest('stops a reader that passes its heap limit, and the stub goes on answering', async () => {
    const before = await cards();
    // In the sheet: the reader's heap watch stops it.
    expect((await importPrices(hostile.deepNesting(2_000_000))).body).toEqual(refused(IM.tooComplex));
    // In the workbook part, which the watch does not see: the process's own heap limit ends it.
    expect((await importPrices(hostile.deepNesting(2_000_000, 'workbook'))).body).toEqual(refused(IM.tooComplex));
    expect(await cards()).toBe(before);
    expect((await stub.http.get('/health')).body).toMatchObject({ status: Status.ok, data: { database: 'ok' } });
    expect((await importPrices(good)).body).toMatchObject({ status: Status.ok, data: { rows: 1, created: 1 } });
    expect(await cards()).toBe(before + 1);
  });

  internalTest('stops a reader that runs past its time limit', async () => {
    const limits = L as { timeMs: number };
    const timeMs = limits.timeMs;
    limits.timeMs = 1;
    try {
      expect((await importPrices(good)).body).toEqual(refused(IM.timeout));
    } finally {
      limits.timeMs = timeMs;
    }
  });

  internalTest('writes a large import’s new cards in batches, stored as a card the form saves', async () => {
    // 1,200 cards, two of three with two detail rows: more than one batch of cards, and of rows within one.
    const rows = Array.from({ length: 1200 }, (_, i) => {
      const card = [`SY${String(500_000 + i).padStart(7, '0')}`, `批量${i}`, '2027Q4', '米', 10 + (i % 7)];
      return i % 3
        ? [
            [...card, '1.0mm', 1, '137cm', 0.5],
            [...card, '1.2mm', 2, null, null],
          ]
        : [card];
    }).flat();
    const before = { cards: await cards(), rows: await db().priceCardRow.count() };
    const res = await importPrices(priceWorkbook(rows));
    expect(res.body).toMatchObject({ status: Status.ok, data: { rows: 2000, created: 1200, updated: 0 } });
    expect({ cards: await cards(), rows: await db().priceCardRow.count() }).toEqual({
      cards: before.cards + 1200,
      rows: before.rows + 1600,
    });
    const last = await db().priceCard.findFirstOrThrow({
      where: { materialCode: 'SY0501199' },
      include: { rows: { orderBy: { sort: 'asc' } } },
    });
    expect(last).toMatchObject({
      supplierCode: 'S10001',
      materialName: '批量1199',
      basePrice: 10 + (1199 % 7),
      currency: 'CNY',
      version: 1,
      createdBy: 'supplier',
    });
    expect(last.rows.map((r) => [r.thickness, r.thicknessPrice, r.width, r.widthPrice, r.sort])).toEqual([
      ['1.0mm', 1, '137cm', 0.5, 0],
      ['1.2mm', 2, null, null, 1],
    ]);
    expect(last.createTime.getTime()).toBe(last.modifyTime.getTime());
    // Stored as Prisma stores a card the form saves.
    const form = await send(
      stub,
      api.price.materialSaveOrUpdateCard,
      { body: { materialCode: 'SY0999999', materialName: '表单', season: '2027Q4', basePrice: 5, rows: [] } },
      token,
    );
    expect(form.body.status).toBe(Status.ok);
    const stored = await db().$queryRawUnsafe<{ materialCode: string; createTime: string; type: string }[]>(
      `SELECT "materialCode", CAST("createTime" AS TEXT) AS "createTime", typeof("createTime") AS type FROM "PriceCard" WHERE "materialCode" IN ('SY0501199', 'SY0999999') ORDER BY "materialCode"`,
    );
    const shape = (text: string) => text.replace(/\d/g, '9');
    expect(stored.map((r) => [r.type, shape(r.createTime)])).toEqual([
      [stored[1]!.type, shape(stored[1]!.createTime)],
      [stored[1]!.type, shape(stored[1]!.createTime)],
    ]);
    expect(stored[1]!.type).toBe('text');
  });

  internalTest('runs one import at a time per supplier, and others meanwhile', async () => {
    const before = await cards();
    const release = takeImportSlot('S10001');
    try {
      expect((await importPrices(good)).body).toEqual(refused(IM.busy));
      expect(await cards()).toBe(before);
      // Another supplier is not held up by it.
      const theirs = priceWorkbook([['LT0777002', '水染牛皮', '2027Q2', '米', 12, null, null, null, null, null]]);
      expect((await importPrices(theirs, hongdaToken)).body).toMatchObject({ status: Status.ok, data: { created: 1 } });
    } finally {
      release();
    }
    expect(await cards()).toBe(before + 1);
    // Released: the same supplier imports again, and a refused import releases its slot too.
    expect((await importPrices(priceWorkbook(priceRows(L.rows + 1)))).body).toEqual(refused(IM.rows));
    const again = priceWorkbook([['LT0777003', '二层牛皮', '2027Q2', '米', 9, null, null, null, null, null]]);
    expect((await importPrices(again)).body).toMatchObject({ status: Status.ok, data: { created: 1 } });
  });

  internalTest('runs at most the process limit of imports at once', async () => {
    const held = Array.from({ length: L.parallel }, (_, i) => takeImportSlot(`S9000${i}`));
    try {
      expect((await importPrices(good)).body).toEqual(refused(IM.serverBusy));
    } finally {
      for (const release of held) release();
    }
  });

  internalTest('the component-cost and quote imports read through the same reader and limits', async () => {
    const costImport = await send(
      stub,
      api.componentCost.confirm,
      { body: { fileId: await uploaded(priceWorkbook(priceRows(L.rows + 1)), 'componentCostImport') } },
      token,
    );
    expect(costImport.body).toEqual(refused(IM.rows));
    const notice = await db().inquiryNotice.findFirstOrThrow({
      where: { supplierCode: 'S10001', status: InquiryStatus.toQuote },
    });
    const quoteImport = await send(
      stub,
      api.inquiry.uploadConfirm,
      {
        body: {
          inquiryId: notice.id,
          fileId: await uploaded(hostile.sharedStringsBomb(L.sharedStrings + 1), 'inquiryImport'),
        },
      },
      token,
    );
    expect(quoteImport.body).toEqual(refused(IM.text));
    // Their own messages for what is theirs stay.
    expect(
      (
        await send(
          stub,
          api.componentCost.confirm,
          { body: { fileId: await uploaded(sized(1000, 'zip'), 'componentCostImport') } },
          token,
        )
      ).body,
    ).toEqual(refused(ComponentCostMessages.importHeader));
    expect(
      (
        await send(
          stub,
          api.inquiry.uploadConfirm,
          { body: { inquiryId: notice.id, fileId: await uploaded(sized(1000, 'zip'), 'inquiryImport') } },
          token,
        )
      ).body,
    ).toEqual(refused(InquiryMessages.importUnreadable));
  });
});
