import {
  api,
  PriceImportMessages as IM,
  PriceMessages as M,
  PriceStatus,
  priceCardTemplateHeaders,
  Status,
  StatusMessage,
  UploadMessages,
} from '@portal/contract';
import ExcelJS from 'exceljs';
import { describe, expect } from 'vitest';
import { binary, oleBytes, upload } from './file-fixtures';
import { dataOf, failure, internalTest, readTest, send, useContractStub, writeTest } from './helper';
import { readSheet } from './paged-lists';

const { stub, tokens, db } = useContractStub();
type Row = (string | number | null)[];

/** A workbook laid out as the template (or with other headers), built with exceljs as a user's Excel would. */
const workbook = async (rows: Row[], headers: readonly string[] = priceCardTemplateHeaders) => {
  const wb = new ExcelJS.Workbook();
  const sheet = wb.addWorksheet('材料价格导入模板');
  sheet.addRow([...headers]);
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await wb.xlsx.writeBuffer());
};
const uploaded = async (file: Buffer, name = '材料价格.xlsx', as = tokens.supplier) => {
  const res = await upload(stub, as, { businessType: 'materialPriceImport', file, name });
  expect(res.body.status).toBe(Status.ok);
  return res.body.data.id as string;
};
const importFile = (fileId: string, as = tokens.supplier) =>
  send(stub, api.price.materialSaveOrUpdateCard, { body: { fileId } }, as);
const counts = async () => ({
  cards: await db().priceCard.count(),
  rows: await db().priceCardRow.count(),
});
const storedCards = internalTest.because('counts, reads or changes the stored price cards');

//            材料编码      材料名称          季度      单位      基础价格 厚度    厚度价格 幅宽    幅宽价格 备注
const good: Row[] = [
  ['LT0188001', '头层牛皮荔枝纹', '2027Q2', '平方英尺', 38.5, '1.2mm', 1.5, '137cm', 0.8, '导入'],
  ['LT0188001', '头层牛皮荔枝纹', '2027Q2', '平方英尺', 38.5, '1.4mm', 2.5, '140cm', 1.2, '导入'],
  ['SY0188002', '超纤绒面', '2027Q2', '米', '26.80', null, null, null, null, null],
];

describe('the template', () => {
  readTest('has the columns the import reads', async () => {
    const res = await send(stub, api.price.downloadTemplateFile, {}, tokens.supplier).buffer(true).parse(binary);
    expect((await readSheet(res.body as Buffer)).header).toEqual([...priceCardTemplateHeaders]);
  });
});

describe('materialPrice/saveOrUpdateCard with a filled template', () => {
  storedCards('imports every row: rows of one material and season are one card with their detail prices', async () => {
    const before = await counts();
    const res = await importFile(await uploaded(await workbook(good)));
    expect(dataOf(api.price.materialSaveOrUpdateCard, res)).toEqual({ rows: 3, created: 2, updated: 0 });
    expect(await counts()).toEqual({ cards: before.cards + 2, rows: before.rows + 2 });
    const card = await db().priceCard.findFirstOrThrow({
      where: { supplierCode: 'S10001', materialCode: 'LT0188001', season: '2027Q2' },
      include: { rows: { orderBy: { sort: 'asc' } } },
    });
    expect(card).toMatchObject({
      materialName: '头层牛皮荔枝纹',
      basePrice: 38.5,
      status: PriceStatus.draft,
      version: 1,
    });
    expect(card.rows.map((r) => [r.thickness, r.thicknessPrice, r.width, r.widthPrice])).toEqual([
      ['1.2mm', 1.5, '137cm', 0.8],
      ['1.4mm', 2.5, '140cm', 1.2],
    ]);
    const plain = await db().priceCard.findFirstOrThrow({
      where: { materialCode: 'SY0188002' },
      include: { rows: true },
    });
    expect([plain.basePrice, plain.unit, plain.rows.length]).toEqual([26.8, '米', 0]);
  });

  storedCards(
    'updates an editable card of the same material and season (a rejected one starts its next version)',
    async () => {
      await db().priceCard.updateMany({ where: { materialCode: 'SY0188002' }, data: { status: PriceStatus.rejected } });
      const before = await counts();
      const res = await importFile(
        await uploaded(
          await workbook([['SY0188002', '超纤绒面', '2027Q2', '米', 27.5, null, null, '150cm', 0.5, null]]),
        ),
      );
      expect(dataOf(api.price.materialSaveOrUpdateCard, res)).toEqual({ rows: 1, created: 0, updated: 1 });
      expect(await counts()).toEqual({ cards: before.cards, rows: before.rows + 1 });
      expect(await db().priceCard.findFirstOrThrow({ where: { materialCode: 'SY0188002' } })).toMatchObject({
        basePrice: 27.5,
        status: PriceStatus.draft,
        version: 2,
      });
    },
  );

  storedCards('refuses a file with one bad row with that row’s error, and writes nothing', async () => {
    const before = await counts();
    const rows: Row[] = [
      ['LT0188101', '二层牛皮', '2027Q3', '平方英尺', 20, '1.0mm', 1, null, null, null],
      ['LT0188102', '水染牛皮', '2027Q3', '平方英尺', 10001, null, null, null, null, null],
      ['LT0188103', '修面牛皮', '2027Q3', '平方英尺', 18, null, null, null, null, null],
    ];
    const res = await importFile(await uploaded(await workbook(rows)));
    expect(res.body.status).toBe(Status.badRequest);
    expect(res.body.data).toEqual({ errors: [{ row: 3, column: '基础价格', message: M.floatMax }] });
    expect(res.body.message).toBe(`${M.importRows}。第3行 基础价格：${M.floatMax}`);
    expect(await counts()).toEqual(before);
    expect(await db().priceCard.count({ where: { materialCode: { in: ['LT0188101', 'LT0188103'] } } })).toBe(0);
  });

  storedCards('reports every bad cell with its row, column and the card rule’s own message', async () => {
    const before = await counts();
    const rows: Row[] = [
      [null, '无编码', '2027Q3', '米', 12, null, null, null, null, null],
      ['LT0188201', '牛皮', '2027Q3', '米', 0, null, null, null, null, null],
      ['LT0188202', '牛皮', '2027Q3', '米', 12.345, '1.0mm', 1000.5, '137cm', 'abc', null],
      ['LT0188203', '羊皮', '2027Q3', '米', 12, '1.0mm', 1, null, null, null],
      ['LT0188203', '羊皮', '2027Q3', '米', 13, '1.2mm', 2, null, null, null],
    ];
    const res = await importFile(await uploaded(await workbook(rows)));
    expect(res.body.data.errors).toEqual([
      { row: 2, column: '材料编码', message: M.materialRequired },
      { row: 3, column: '基础价格', message: M.basePositive },
      { row: 4, column: '基础价格', message: M.decimals },
      { row: 4, column: '厚度价格', message: M.sizePriceRange },
      { row: 4, column: '幅宽价格', message: M.sizePriceRange },
      { row: 6, column: '基础价格', message: IM.cardMismatch(5) },
    ]);
    expect(res.body.message).toContain('…（共6处）');
    expect(await counts()).toEqual(before);
  });

  storedCards('refuses a row of a card that is submitted or approved (locked)', async () => {
    const locked = await db().priceCard.findFirstOrThrow({
      where: { supplierCode: 'S10001', status: PriceStatus.approved },
    });
    const before = await counts();
    const res = await importFile(
      await uploaded(
        await workbook([
          ['LT0188301', '新卡', '2027Q4', '米', 9, null, null, null, null, null],
          [locked.materialCode, locked.materialName, locked.season, locked.unit, 9, null, null, null, null, null],
        ]),
      ),
    );
    expect(res.body.data.errors).toEqual([{ row: 3, column: '材料编码', message: M.locked }]);
    expect(await counts()).toEqual(before);
  });

  storedCards('refuses a file that is not an .xlsx with the envelope’s message', async () => {
    const before = await counts();
    // An .xls passes the upload (an Excel type) but is no .xlsx workbook.
    expect((await importFile(await uploaded(oleBytes, '材料价格.xls'))).body).toEqual(failure(M.importUnreadable));
    // Anything else is refused by the upload itself.
    const text = await upload(stub, tokens.supplier, {
      businessType: 'materialPriceImport',
      file: Buffer.from('材料编码,基础价格\n'),
      name: '材料价格.csv',
    });
    expect(text.body).toMatchObject({ status: Status.badRequest, message: UploadMessages.excelType });
    expect(await counts()).toEqual(before);
  });

  writeTest('names the missing columns of a sheet that is not the template, and refuses an empty one', async () => {
    const headers = priceCardTemplateHeaders.filter((h) => h !== '基础价格' && h !== '幅宽价格');
    expect((await importFile(await uploaded(await workbook([['LT1', '牛皮']], headers)))).body).toEqual(
      failure(IM.missingColumns(['基础价格', '幅宽价格'])),
    );
    expect((await importFile(await uploaded(await workbook([])))).body).toEqual(failure(M.importEmpty));
  });

  writeTest('refuses an unknown file, another supplier’s file and the viewer', async () => {
    expect((await importFile('no-such-file')).body).toEqual(failure(M.importFileNotFound));
    const theirs = await uploaded(await workbook(good), '材料价格.xlsx', tokens.hongda);
    expect((await importFile(theirs)).body).toEqual(failure(M.importFileNotFound));
    expect((await importFile(theirs, tokens.viewer)).body).toEqual(failure(StatusMessage.forbidden, Status.forbidden));
  });

  writeTest('still refuses a card body with the card rules’ messages', async () => {
    expect(
      (await send(stub, api.price.materialSaveOrUpdateCard, { body: { basePrice: 5 } }, tokens.supplier)).body,
    ).toEqual(failure(`body: ${M.materialRequired}`));
  });
});
