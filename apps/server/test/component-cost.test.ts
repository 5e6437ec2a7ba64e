import {
  api,
  componentCostSheet,
  FileMessages,
  ComponentCostMessages as M,
  ComponentCostStatus as S,
  Status,
  StatusMessage,
} from '@portal/contract';
import ExcelJS from 'exceljs';
import { describe, expect } from 'vitest';
import { binary, upload } from './file-fixtures';
import { dataOf, demo, internalTest, login, readTest, send, startStub, useContractStub, writeTest } from './helper';
import { allPages, exportSheet, finishedExport, readSheet } from './paged-lists';

const { stub, tokens, db, call } = useContractStub();

const stored = internalTest.because('checks the stored costs, lines and history');

const C = api.componentCost;
type Cost = Awaited<ReturnType<typeof list>>['data'][number];
const list = async (body: object, as = tokens.supplier) => dataOf(C.list, await send(stub, C.list, { body }, as));
const every = async (filters: object, as = tokens.supplier) =>
  (await allPages(stub, C.list, filters, as)).rows as Cost[];
const count = async (body: object, as = tokens.supplier) => dataOf(C.count, await send(stub, C.count, { body }, as));
const refused = (res: { status: number; body: unknown }, message: string) => {
  expect(res.body).toEqual({ status: Status.badRequest, message, data: null });
};
const costOf = (id: number) =>
  db().componentCost.findUniqueOrThrow({ where: { id }, include: { items: true, records: true } });
/** The first of the caller's costs that matches. */
const pick = async (filters: object, test: (c: Cost) => boolean = () => true) => {
  const found = (await every(filters)).find(test);
  if (!found) throw new Error(`no cost for ${JSON.stringify(filters)}`);
  return found;
};
const priced = (c: Cost) => c.items.every((i) => i.usage !== null && i.unitPrice !== null);
const fileBody = (res: { body: unknown }) => res.body as Buffer;
const fileCall = (c: (typeof C)[keyof typeof C], input: Parameters<typeof send>[2], as = tokens.supplier) =>
  call(c, input, as)
    .buffer(true)
    .parse(binary as never);

// The seed (fixtures/README.md): 96 costs of S10001 at every status, 20 of S10023, 8 of S10037.
describe('componentCost/list and count (组件成本管理)', () => {
  readTest('lists only the caller’s costs, newest first, with lines, history and factory names', async () => {
    const rows = await every({});
    expect(rows).toHaveLength(96);
    expect(await count({})).toBe(96);
    for (const r of rows) {
      expect(r.items.length).toBeGreaterThan(0);
      expect(r.history.length).toBeGreaterThan(0);
      expect(r.shoeFactoryNames.split('、').filter(Boolean)).toHaveLength(r.shoeFactoryCodes.length);
    }
    const times = rows.map((r) => r.createTime);
    expect(times).toEqual([...times].sort().reverse());
    expect(new Set(rows.map((r) => r.status))).toEqual(new Set([0, 1, 2, 3, 9]));
    expect((await every({}, tokens.hongda)).every((r) => !rows.some((o) => o.id === r.id))).toBe(true);
    expect(await count({}, tokens.hongda)).toBe(20);
  });

  writeTest.each([
    { status: S.toQuote },
    { status: S.toAudit },
    { seasonCode: '25Q3' },
    { styleNo: 'W' },
    { componentName: '大底' },
    { shoeFactoryCode: 'F2003' },
    { costNo: 'CC2026000' },
    { status: S.approved, componentName: '中底' },
  ])('filters %j, and count and export agree with the list', async (filters) => {
    const rows = await every(filters);
    expect(rows.length).toBeGreaterThan(0);
    expect(await count(filters)).toBe(rows.length);
    for (const r of rows) {
      if ('status' in filters) expect(r.status).toBe(filters.status);
      if ('seasonCode' in filters) expect(r.seasonCode).toBe(filters.seasonCode);
      if ('styleNo' in filters) expect(r.styleNo).toContain(filters.styleNo);
      if ('componentName' in filters) expect(r.componentName).toContain(filters.componentName);
      if ('shoeFactoryCode' in filters) expect(r.shoeFactoryCodes).toContain(filters.shoeFactoryCode);
      if ('costNo' in filters) expect(r.costNo).toContain(filters.costNo);
    }
    const { sheet } = await exportSheet(stub, C.export, filters, tokens.supplier);
    expect(sheet.header[0]).toBe('成本单号');
    expect(sheet.body.map((r) => r[0])).toEqual(rows.map((r) => r.costNo));
  });

  readTest('filters by creation date range', async () => {
    const all = await every({});
    const day = all[10]!.createTime.slice(0, 10);
    const rows = await every({ createTimeStart: day, createTimeEnd: day });
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.createTime.startsWith(day))).toBe(true);
    expect(await count({ createTimeStart: day, createTimeEnd: day })).toBe(rows.length);
  });

  readTest.each(['costNo', 'totalCost', 'createTime'])('sorts by %s both ways', async (sortField) => {
    for (const sortOrder of ['asc', 'desc'] as const) {
      const rows = (await every({ sortField, sortOrder })) as unknown as Record<string, unknown>[];
      expect(rows).toHaveLength(96);
      const values = rows.map((r) => r[sortField]).filter((v) => v !== null) as (string | number)[];
      const sorted = [...values].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
      expect(values).toEqual(sortOrder === 'asc' ? sorted : sorted.reverse());
    }
  });

  writeTest('exports only the chosen rows and refuses an unknown status', async () => {
    const rows = (await list({ limit: 3 })).data;
    const { sheet } = await exportSheet(stub, C.export, { ids: rows.map((r) => r.id) }, tokens.supplier);
    expect(sheet.body.map((r) => r[0])).toEqual(rows.map((r) => r.costNo));
    expect((await call(C.list, { body: { status: 5 } })).body).toEqual({
      status: Status.badRequest,
      message: expect.stringMatching(/^status: /),
      data: null,
    });
  });
});

describe('componentCost/setCostShoeFactorys (更换鞋厂)', () => {
  stored('replaces the factories of every chosen cost and records it', async () => {
    const targets = (await every({ status: S.toQuote })).slice(0, 2);
    const res = await call(C.setCostShoeFactorys, {
      body: { ids: targets.map((t) => t.id), shoeFactoryCodes: ['F2008', 'F2002'] },
    });
    expect(dataOf(C.setCostShoeFactorys, res)).toBe(true);
    for (const t of targets) {
      const stored = await costOf(t.id);
      expect(stored.shoeFactoryCodes).toEqual(['F2002', 'F2008']);
      expect(stored.records.at(-1)).toMatchObject({ action: '更换鞋厂', remark: '华宝鞋业、康达鞋业' });
    }
    const [row] = (await list({ costNo: targets[0]!.costNo })).data;
    expect(row!.shoeFactoryNames).toBe('华宝鞋业、康达鞋业');
  });

  stored(
    'refuses a cost awaiting audit, an unknown factory, a material supplier, and another supplier’s cost',
    async () => {
      const waiting = await pick({ status: S.toAudit });
      const open = await pick({ status: S.toQuote });
      refused(
        await call(C.setCostShoeFactorys, { body: { ids: [open.id, waiting.id], shoeFactoryCodes: ['F2001'] } }),
        `${waiting.costNo}：${M.factoryRefused}`,
      );
      expect((await costOf(open.id)).shoeFactoryCodes).toEqual(open.shoeFactoryCodes);
      refused(
        await call(C.setCostShoeFactorys, { body: { ids: [open.id], shoeFactoryCodes: ['F9999'] } }),
        M.factoryUnknown,
      );
      refused(
        await call(C.setCostShoeFactorys, { body: { ids: [open.id], shoeFactoryCodes: ['S10023'] } }),
        M.factoryUnknown,
      );
      refused(
        await call(C.setCostShoeFactorys, { body: { ids: [open.id], shoeFactoryCodes: ['F2001'] } }, tokens.hongda),
        M.notFound,
      );
      const empty = await call(C.setCostShoeFactorys, { body: { ids: [open.id], shoeFactoryCodes: [] } });
      expect(empty.body).toMatchObject({ status: 400, message: expect.stringContaining(M.factoryRequired) });
    },
  );
});

describe('componentCost/confirm and confirm/{id} (确认)', () => {
  stored('fills one cost’s lines and confirms it: the total, the status and the history follow', async () => {
    const cost = await pick({ status: S.toQuote }, (c) => c.shoeFactoryCodes.length > 0 && !priced(c));
    const items = cost.items.map((i, n) => ({ id: i.id, usage: 1.5 + n, unitPrice: 2.25, lossRate: 4 }));
    const res = await call(C.confirmOne, { params: { id: cost.id }, body: { items, remark: '含税价' } });
    expect(dataOf(C.confirmOne, res)).toBe(true);
    const stored = await costOf(cost.id);
    expect(stored.status).toBe(S.toAudit);
    expect(stored.remark).toBe('含税价');
    const expected = items.reduce((s, i) => s + Math.round(i.usage * i.unitPrice * 1.04 * 10000) / 10000, 0);
    expect(stored.totalCost).toBeCloseTo(expected, 4);
    expect(stored.records.at(-1)).toMatchObject({ action: '确认', remark: '含税价' });
    refused(await call(C.confirmOne, { params: { id: cost.id }, body: { items } }), M.confirmRefused);
  });

  stored(
    'refuses values out of range, a line of another cost, missing factories and another supplier’s cost',
    async () => {
      const cost = await pick({ status: S.toQuote }, (c) => c.shoeFactoryCodes.length > 0 && !priced(c));
      const other = await pick({ status: S.toQuote }, (c) => c.id !== cost.id);
      const line = (id: number) => ({ id, usage: 1, unitPrice: 1 });
      const bad = await call(C.confirmOne, {
        params: { id: cost.id },
        body: { items: [{ ...line(cost.items[0]!.id), unitPrice: -1 }] },
      });
      expect(bad.body).toMatchObject({ status: 400, message: expect.stringContaining(M.unitPriceRange) });
      refused(
        await call(C.confirmOne, { params: { id: cost.id }, body: { items: [line(other.items[0]!.id)] } }),
        M.itemUnknown,
      );
      refused(
        await call(C.confirmOne, { params: { id: cost.id }, body: { items: [line(cost.items[0]!.id)] } }),
        M.itemsIncomplete,
      );
      const bare = await pick({ status: S.toQuote }, (c) => c.shoeFactoryCodes.length === 0);
      refused(
        await call(C.confirmOne, { params: { id: bare.id }, body: { items: bare.items.map((i) => line(i.id)) } }),
        M.factoriesMissing,
      );
      refused(
        await call(
          C.confirmOne,
          { params: { id: cost.id }, body: { items: cost.items.map((i) => line(i.id)) } },
          tokens.hongda,
        ),
        M.notFound,
      );
      expect((await costOf(cost.id)).status).toBe(S.toQuote);
    },
  );

  stored('confirms many priced costs at once, all or none', async () => {
    const ready = (await every({ status: S.toQuote })).filter((c) => priced(c) && c.shoeFactoryCodes.length > 0);
    const unpriced = await pick({ status: S.toQuote }, (c) => !priced(c) && c.shoeFactoryCodes.length > 0);
    expect(ready.length).toBeGreaterThan(1);
    refused(
      await call(C.confirm, { body: { ids: [ready[0]!.id, unpriced.id] } }),
      `${unpriced.costNo}：${M.itemsIncomplete}`,
    );
    expect((await costOf(ready[0]!.id)).status).toBe(S.toQuote);
    expect(dataOf(C.confirm, await call(C.confirm, { body: { ids: ready.slice(0, 2).map((c) => c.id) } }))).toBe(true);
    for (const c of ready.slice(0, 2)) expect((await costOf(c.id)).status).toBe(S.toAudit);
    const both = await call(C.confirm, { body: { ids: [1], fileId: 'x' } });
    expect(both.body).toMatchObject({ status: 400, message: expect.stringContaining(M.confirmOrImport) });
  });
});

describe('componentCost/supervisorAudit, closeInquiry and delete', () => {
  stored('passes or rejects a cost awaiting audit; a rejection needs a remark', async () => {
    const [a, b] = await every({ status: S.toAudit });
    refused(
      await call(C.supervisorAudit, { body: { ids: [a!.id], pass: false } }, tokens.supervisor),
      // The body's rule (auditBody), at the remark.
      `auditRemark: ${M.rejectNeedsRemark}`,
    );
    expect(
      dataOf(
        C.supervisorAudit,
        await call(C.supervisorAudit, { body: { ids: [a!.id], pass: true, auditRemark: '同意' } }, tokens.supervisor),
      ),
    ).toBe(true);
    expect(await costOf(a!.id)).toMatchObject({ status: S.approved, auditRemark: '同意' });
    expect((await costOf(a!.id)).records.at(-1)).toMatchObject({ action: '审核通过' });
    await call(C.supervisorAudit, { body: { ids: [b!.id], pass: false, auditRemark: '单价偏高' } }, tokens.supervisor);
    expect(await costOf(b!.id)).toMatchObject({ status: S.rejected, auditRemark: '单价偏高' });
    refused(
      await call(C.supervisorAudit, { body: { ids: [a!.id], pass: true } }, tokens.supervisor),
      `${a!.costNo}：${M.auditRefused}`,
    );
  });

  stored('closes an open inquiry with its reason and refuses an approved one', async () => {
    const open = await pick({ status: S.toQuote });
    const approved = await pick({ status: S.approved });
    refused(await call(C.closeInquiry, { body: { ids: [approved.id] } }), `${approved.costNo}：${M.closeRefused}`);
    expect(
      dataOf(C.closeInquiry, await call(C.closeInquiry, { body: { ids: [open.id], closeReason: '款式取消' } })),
    ).toBe(true);
    expect(await costOf(open.id)).toMatchObject({ status: S.closed, closeReason: '款式取消' });
  });

  stored('deletes open or closed costs, all or none, never another supplier’s', async () => {
    const closed = await pick({ status: S.closed });
    const waiting = await pick({ status: S.toAudit });
    refused(await call(C.delete, { body: { ids: [closed.id, waiting.id] } }), `${waiting.costNo}：${M.deleteRefused}`);
    refused(await call(C.delete, { body: { ids: [closed.id] } }, tokens.hongda), M.notFound);
    expect(await db().componentCost.count({ where: { id: closed.id } })).toBe(1);
    expect(dataOf(C.delete, await call(C.delete, { body: { ids: [closed.id] } }))).toBe(true);
    expect(await db().componentCost.count({ where: { id: closed.id } })).toBe(0);
    expect(await db().componentCostItem.count({ where: { costId: closed.id } })).toBe(0);
  });
});

describe('componentCost/downloadPdf (成本单 PDF)', () => {
  readTest('answers a real PDF of the cost sheet with the Chinese names in its text', async () => {
    const cost = await pick({ status: S.approved });
    const res = await fileCall(C.downloadPdf, { body: { id: cost.id } });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    // The name the portal saves it under too (componentCostPdf).
    expect(res.headers['content-disposition']).toContain(
      `filename*=UTF-8''${encodeURIComponent(`组件成本单_${cost.costNo}.pdf`)}`,
    );
    const bytes = fileBody(res);
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
    const pdf = await getDocument({ data: new Uint8Array(bytes), useSystemFonts: false }).promise;
    const page = await pdf.getPage(1);
    const text = (await page.getTextContent()).items.map((i) => ('str' in i ? i.str : '')).join('');
    expect(text).toContain('组件成本单');
    expect(text).toContain(cost.costNo);
    expect(text).toContain(cost.componentName);
    expect(text).toContain(cost.items[0]!.itemName);
    expect(bytes.length).toBeLessThan(400_000);
    refused(await call(C.downloadPdf, { body: { id: cost.id } }, tokens.hongda), M.notFound);
  });
});

const workbookOf = async (bytes: Buffer) => {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(bytes as unknown as ArrayBuffer);
  return wb;
};

describe('componentCost templates and the import (导入)', () => {
  readTest('serves the blank templates', async () => {
    const blank = await readSheet(fileBody(await fileCall(C.downloadImportTemplateFile, {})));
    expect(blank.header).toEqual([...componentCostSheet.headers]);
    expect(blank.body).toEqual([]);
    const costSheet = await readSheet(fileBody(await fileCall(C.downloadTemplateFile, {})));
    expect(costSheet.header).toContain('单价(元)');
  });

  readTest('fills a sheet with the chosen costs’ lines; another supplier’s cost is refused', async () => {
    const cost = await pick({ status: S.toQuote });
    const sheet = await readSheet(
      fileBody(await fileCall(C.downloadTemplateFileAndSetValue, { body: { ids: [cost.id] } })),
    );
    expect(sheet.header).toEqual([...componentCostSheet.headers]);
    expect(sheet.body.map((r) => r[0])).toEqual(cost.items.map((i) => i.id));
    expect(sheet.body.every((r) => r[1] === cost.costNo)).toBe(true);
    refused(await call(C.downloadTemplateFileAndSetValue, { body: { ids: [cost.id] } }, tokens.hongda), M.notFound);
  });

  const filledSheet = async (ids: number[], fill: (row: ExcelJS.Row, n: number) => void) => {
    const res = await fileCall(C.downloadTemplateFileAndSetValue, { body: { ids } });
    const wb = await workbookOf(fileBody(res));
    const sheet = wb.worksheets[0]!;
    sheet.eachRow((row, n) => {
      if (n > 1) fill(row, n);
    });
    return Buffer.from(await wb.xlsx.writeBuffer());
  };
  const uploaded = async (file: Buffer) => {
    const res = await upload(stub, tokens.supplier, {
      businessType: 'componentCostImport',
      file,
      name: '组件成本.xlsx',
    });
    expect(res.body.status).toBe(200);
    return res.body.data.id as string;
  };

  stored('checks every row before writing any and reports each row’s error', async () => {
    const [a, b] = (await every({ status: S.toQuote })).filter((c) => c.shoeFactoryCodes.length > 0 && !priced(c));
    const file = await filledSheet([a!.id, b!.id], (row, n) => {
      row.getCell(9).value = 2;
      row.getCell(10).value = n === 3 ? -5 : n === 4 ? 'abc' : 3.5;
    });
    const res = await call(C.confirm, { body: { fileId: await uploaded(file) } });
    expect(res.body.status).toBe(400);
    expect(res.body.message).toContain(M.importRows);
    expect(res.body.message).toContain(`第3行：${M.unitPriceRange}`);
    expect(res.body.data.errors).toEqual([
      { row: 3, message: M.unitPriceRange },
      { row: 4, message: M.unitPriceRequired },
    ]);
    for (const c of [a!, b!]) {
      const stored = await costOf(c.id);
      expect(stored.status).toBe(S.toQuote);
      expect(stored.items.every((i) => i.unitPrice === null)).toBe(true);
    }
  });

  stored('refuses a sheet of another layout, an unknown file and a line that is not the caller’s', async () => {
    const wrong = new ExcelJS.Workbook();
    wrong.addWorksheet('x').addRow(['编号', '价格']);
    refused(
      await call(C.confirm, { body: { fileId: await uploaded(Buffer.from(await wrong.xlsx.writeBuffer())) } }),
      M.importHeader,
    );
    refused(await call(C.confirm, { body: { fileId: 'no-such-file' } }), M.importFileUnknown);
    const foreign = await db().componentCostItem.findFirstOrThrow({ where: { cost: { supplierCode: 'S10023' } } });
    const sheet = new ExcelJS.Workbook();
    const ws = sheet.addWorksheet('x');
    ws.addRow([...componentCostSheet.headers]);
    ws.addRow([foreign.id, null, null, null, null, null, null, null, 1, 1, 0]);
    const res = await call(C.confirm, {
      body: { fileId: await uploaded(Buffer.from(await sheet.xlsx.writeBuffer())) },
    });
    expect(res.body.data.errors).toEqual([{ row: 2, message: '明细ID不存在，请使用下载的模板' }]);
  });

  stored('fills the lines and confirms their costs when every row is right', async () => {
    const cost = await pick({ status: S.toQuote }, (c) => c.shoeFactoryCodes.length > 0 && !priced(c));
    const file = await filledSheet([cost.id], (row) => {
      row.getCell(9).value = 0.8;
      row.getCell(10).value = 12.5;
      row.getCell(11).value = 5;
    });
    expect(dataOf(C.confirm, await call(C.confirm, { body: { fileId: await uploaded(file) } }))).toBe(true);
    const stored = await costOf(cost.id);
    expect(stored.status).toBe(S.toAudit);
    expect(stored.items.every((i) => i.usage === 0.8 && i.unitPrice === 12.5 && i.lossRate === 5)).toBe(true);
    expect(stored.totalCost).toBeCloseTo(stored.items.length * 10.5, 4);
    expect(stored.records.at(-1)).toMatchObject({ action: '导入确认', remark: '组件成本.xlsx' });
  });
});

describe('componentCost/exportByKey (下载已生成的导出)', () => {
  writeTest(
    'answers the generated file of the caller’s export, and refuses one still generating or not theirs',
    async () => {
      const task = dataOf(C.export, await call(C.export, { body: { status: S.approved } }));
      const early = await fileCall(C.exportByKey, { params: { key: task.key } });
      // Either still generating or already written: the queue may have run.
      if (early.headers['content-type']?.startsWith('application/json'))
        expect(JSON.parse(fileBody(early).toString()).message).toBe(FileMessages.exportGenerating);
      await finishedExport(stub, task.key, tokens.supplier);
      const res = await fileCall(C.exportByKey, { params: { key: task.key } });
      expect(res.status).toBe(200);
      const sheet = await readSheet(fileBody(res));
      expect(sheet.body.map((r) => r[0])).toEqual((await every({ status: S.approved })).map((r) => r.costNo));
      refused(await call(C.exportByKey, { params: { key: task.key } }, tokens.hongda), FileMessages.notFound);
      refused(await call(C.exportByKey, { params: { key: 'unknown' } }), FileMessages.notFound);
    },
  );
});

describe('componentCost permissions', () => {
  const writes: [keyof typeof C, Parameters<typeof send>[2]][] = [
    ['setCostShoeFactorys', { body: { ids: [1], shoeFactoryCodes: ['F2001'] } }],
    ['confirm', { body: { ids: [1] } }],
    ['confirmOne', { params: { id: 1 }, body: { items: [{ id: 1, usage: 1, unitPrice: 1 }] } }],
    ['closeInquiry', { body: { ids: [1] } }],
    ['supervisorAudit', { body: { ids: [1], pass: true } }],
    ['delete', { body: { ids: [1] } }],
    ['downloadTemplateFileAndSetValue', { body: { ids: [1] } }],
    ['downloadImportTemplateFile', {}],
  ];
  writeTest.each(writes)(
    'refuses %s to the viewer (no component atom) with 403 没有权限 and without a token with 401',
    async (name, input) => {
      const res = await call(C[name], input, tokens.viewer);
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ status: Status.forbidden, message: StatusMessage.forbidden, data: null });
      expect((await call(C[name], input, '')).status).toBe(401);
    },
  );
  writeTest('refuses the list, count and export to the viewer too', async () => {
    for (const c of [C.list, C.count, C.export]) expect((await call(c, { body: {} }, tokens.viewer)).status).toBe(403);
  });
  internalTest.because('takes an atom from a role in a second stub’s database')(
    'refuses the import to an account without the import atom, even with the submit atom',
    async () => {
      const other = await startStub();
      try {
        const db = other.app!.db;
        const account = await db.account.findUniqueOrThrow({ where: { loginAccount: demo.supplier.loginAccount } });
        const role = await db.role.findUniqueOrThrow({ where: { id: account.roleId } });
        const atoms = (role.atoms as string[]).filter((a) => a !== 'component:costImport');
        expect(atoms).toContain('component:costSubmit');
        await db.role.update({ where: { id: role.id }, data: { atoms } });
        const res = await send(other, C.confirm, { body: { fileId: 'any' } }, await login(other, demo.supplier));
        expect(res.body).toEqual({ status: Status.forbidden, message: StatusMessage.forbidden, data: null });
      } finally {
        await other.close();
      }
    },
  );
});
