import {
  api,
  floatTemplates,
  PriceImportMessages as IM,
  PriceMessages as M,
  PriceStatus,
  Status,
  StatusMessage,
} from '@portal/contract';
import ExcelJS from 'exceljs';
import { describe, expect } from 'vitest';
import { binary, upload } from './file-fixtures';
import { dataOf, internalTest, readTest, send, useContractStub, writeTest } from './helper';
import { readSheet } from './paged-lists';

const { stub, tokens, db } = useContractStub();
type Row = (string | number | null)[];
const headers = (kind: 'color' | 'line') => floatTemplates[kind].columns.map((c) => c.header);

const workbook = async (kind: 'color' | 'line', rows: Row[]) => {
  const wb = new ExcelJS.Workbook();
  const sheet = wb.addWorksheet(floatTemplates[kind].title);
  sheet.addRow(headers(kind));
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await wb.xlsx.writeBuffer());
};
const uploaded = async (kind: 'color' | 'line', rows: Row[], as = tokens.supplier) => {
  const file = await workbook(kind, rows);
  const res = await upload(stub, as, { businessType: `${kind}PriceImport`, file, name: `${kind}.xlsx` });
  expect(res.body.status).toBe(Status.ok);
  return res.body.data.id as string;
};
const calls = { color: api.price.colorSaveOrUpdate, line: api.price.lineSaveOrUpdate } as const;
const importFile = (kind: 'color' | 'line', fileId: string, as = tokens.supplier) =>
  send(stub, calls[kind], { body: { fileId } }, as);
const floatsOf = (cardId: number) =>
  db().priceFloat.findMany({
    where: { cardId },
    orderBy: { id: 'asc' },
    select: { kind: true, code: true, name: true, floatingPrice: true, remark: true, status: true, version: true },
  });
const storedFloats = internalTest.because('reads or changes the stored price floats');

// The fixtures: card 1 is S10001's draft LC0009712 / 2027Q1 with the colour C0007; card 15 (LT0009810 / 2027Q1) is
// submitted, with the colour C0043.
const card = { id: 1, materialCode: 'LC0009712', season: '2027Q1' };

describe('the colour and line templates', () => {
  readTest.each(['color', 'line'] as const)(
    'downloadTemplateFile { kind: %s } has the columns its import reads',
    async (kind) => {
      const res = await send(stub, api.price.downloadTemplateFile, { body: { kind } }, tokens.supplier)
        .buffer(true)
        .parse(binary);
      expect(res.status).toBe(200);
      expect((await readSheet(res.body as Buffer)).header).toEqual(headers(kind));
    },
  );
});

describe('materialColorPrice / materialLinePrice saveOrUpdate with a filled template', () => {
  storedFloats('imports every row: an editable price of the card is updated, a new code created', async () => {
    await db().priceFloat.updateMany({
      where: { cardId: card.id, code: 'C0007' },
      data: { status: PriceStatus.rejected },
    });
    const res = await importFile(
      'color',
      await uploaded('color', [
        [card.materialCode, card.season, 'C0007', 12.5, '导入'],
        [card.materialCode, card.season, 'C0001', '3', null],
      ]),
    );
    expect(dataOf(api.price.colorSaveOrUpdate, res)).toEqual({ rows: 2, created: 1, updated: 1 });
    const floats = await floatsOf(card.id);
    expect(floats.find((f) => f.code === 'C0007')).toEqual({
      kind: 'color',
      code: 'C0007',
      name: '雪白',
      floatingPrice: 12.5,
      remark: '导入',
      status: PriceStatus.draft,
      version: 2,
    });
    expect(floats.find((f) => f.code === 'C0001')).toEqual({
      kind: 'color',
      code: 'C0001',
      name: '纯白',
      floatingPrice: 3,
      remark: null,
      status: PriceStatus.draft,
      version: 1,
    });

    const lines = await importFile(
      'line',
      await uploaded('line', [[card.materialCode, card.season, 'WL-LT-001', 4.5, null]]),
    );
    expect(dataOf(api.price.lineSaveOrUpdate, lines)).toEqual({ rows: 1, created: 1, updated: 0 });
    const grain = await db().grain.findUniqueOrThrow({ where: { lineCode: 'WL-LT-001' } });
    expect((await floatsOf(card.id)).find((f) => f.kind === 'line' && f.code === 'WL-LT-001')).toMatchObject({
      name: grain.lineName,
      floatingPrice: 4.5,
    });
  });

  storedFloats(
    'refuses the whole file with every bad cell (row, column, the rule’s message) and writes nothing',
    async () => {
      const before = await db().priceFloat.findMany({ orderBy: { id: 'asc' } });
      const res = await importFile(
        'color',
        await uploaded('color', [
          [card.materialCode, card.season, 'C0002', 1, null],
          [card.materialCode, card.season, 'C9999', 1, null],
          ['NOPE000', card.season, 'C0002', 1, null],
          ['LT0009810', '2027Q1', 'C0043', 1, null],
          [card.materialCode, card.season, 'C0004', 10001, null],
          [card.materialCode, card.season, 'C0002', 2, null],
          [card.materialCode, null, 'C0002', 2, null],
          [card.materialCode, card.season, null, 'abc', null],
        ]),
      );
      expect(res.body.status).toBe(Status.badRequest);
      expect(res.body.data).toEqual({
        errors: [
          { row: 3, column: '颜色编码', message: M.unknownColor },
          { row: 4, column: '材料编码', message: M.cardNotFound },
          { row: 5, column: '颜色编码', message: M.locked },
          { row: 6, column: '价格浮动(元)', message: M.floatMax },
          { row: 7, column: '颜色编码', message: IM.floatDuplicate(2) },
          { row: 8, column: '材料编码', message: M.cardNotFound },
          { row: 9, column: '颜色编码', message: M.codeRequired },
          { row: 9, column: '价格浮动(元)', message: M.floatNegative },
        ],
      });
      expect(res.body.message).toBe(
        `${M.importRows}。第3行 颜色编码：${M.unknownColor}；第4行 材料编码：${M.cardNotFound}；第5行 颜色编码：${M.locked}；第6行 价格浮动(元)：${M.floatMax}；第7行 颜色编码：${IM.floatDuplicate(2)}…（共8处）`,
      );
      expect(await db().priceFloat.findMany({ orderBy: { id: 'asc' } })).toEqual(before);
    },
  );

  storedFloats('another supplier’s card is not found; a sheet without the template’s columns is refused', async () => {
    const before = await db().priceFloat.count();
    const theirs = await importFile(
      'color',
      await uploaded('color', [[card.materialCode, card.season, 'C0002', 1, null]], tokens.hongda),
      tokens.hongda,
    );
    expect(theirs.body.data).toEqual({ errors: [{ row: 2, column: '材料编码', message: M.cardNotFound }] });

    const wb = new ExcelJS.Workbook();
    wb.addWorksheet('x').addRow(['材料编码', '季度', '价格浮动(元)']);
    wb.getWorksheet('x')!.addRow([card.materialCode, card.season, 1]);
    const file = Buffer.from(await wb.xlsx.writeBuffer());
    const up = await upload(stub, tokens.supplier, { businessType: 'colorPriceImport', file, name: 'x.xlsx' });
    const res = await importFile('color', up.body.data.id as string);
    expect(res.body).toMatchObject({
      status: Status.badRequest,
      message: IM.floatMissingColumns(floatTemplates.color.title, ['颜色编码', '备注']),
    });
    expect(await db().priceFloat.count()).toBe(before);
  });

  writeTest('refuses the viewer, a file of another business type and an unknown file', async () => {
    const fileId = await uploaded('color', [[card.materialCode, card.season, 'C0002', 1, null]]);
    expect((await importFile('color', fileId, tokens.viewer)).body).toMatchObject({
      status: Status.forbidden,
      message: StatusMessage.forbidden,
    });
    // A colour price file is not a line price import.
    expect((await importFile('line', fileId)).body).toMatchObject({
      status: Status.badRequest,
      message: M.importFileNotFound,
    });
    expect((await importFile('color', 'no-such-file')).body).toMatchObject({
      status: Status.badRequest,
      message: M.importFileNotFound,
    });
  });
});
