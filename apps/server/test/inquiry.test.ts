import {
  api,
  InquiryItemStatus,
  InquiryStatus,
  InquiryMessages as M,
  packagedPrice,
  quoteTemplateHeaders,
  Status,
  StatusMessage,
} from '@portal/contract';
import ExcelJS from 'exceljs';
import { describe, expect } from 'vitest';
import { binary, upload } from './file-fixtures';
import { dataOf, failure, internalTest, readTest, send, useContractStub, writeTest } from './helper';
import { readSheet } from './paged-lists';

const { stub, tokens } = useContractStub();

const storedItems = internalTest.because('creates, changes or reads stored inquiry items');
const counted = internalTest.because('counts the stored rows an export should write');
const notices = async (body: object = {}, as = tokens.supplier) =>
  dataOf(api.inquiry.noticeList, await send(stub, api.inquiry.noticeList, { body }, as));
const details = async (id: number, as = tokens.supplier) =>
  dataOf(api.inquiry.noticeDetails, await send(stub, api.inquiry.noticeDetails, { body: { id } }, as));
const history = async (id: number) =>
  dataOf(
    api.inquiry.noticeApproveHistory,
    await send(stub, api.inquiry.noticeApproveHistory, { body: { id } }, tokens.supplier),
  );
const firstWith = async (status: number, as = tokens.supplier) => (await notices({ status }, as))[0]!;

describe('inquiry/notice/list: the bell’s count and the page’s filters', () => {
  readTest('answers the caller’s notices still to quote for an empty body, each with its counts', async () => {
    const open = await notices();
    expect(open.length).toBeGreaterThan(3);
    expect(open.every((n) => n.status === InquiryStatus.toQuote && n.supplierCode === 'S10001')).toBe(true);
    for (const n of open) expect(n.quotedCount).toBeLessThanOrEqual(n.materialCount);
    const all = await notices({ all: true });
    expect(new Set(all.map((n) => n.status))).toEqual(new Set([0, 1, 2, 3, 4, 5]));
  });

  readTest('shows exactly the notices ids name (the bell link’s ids=…), never another supplier’s', async () => {
    const all = await notices({ all: true });
    const chosen = [all[3]!.id, all[0]!.id];
    expect((await notices({ ids: chosen })).map((n) => n.id).sort()).toEqual([...chosen].sort());
    const theirs = await firstWith(InquiryStatus.toQuote, tokens.hongda);
    expect(await notices({ ids: [theirs.id] })).toEqual([]);
  });

  readTest('filters by number and title', async () => {
    const [one] = await notices({ all: true });
    expect((await notices({ all: true, inquiryNo: one!.inquiryNo })).map((n) => n.id)).toEqual([one!.id]);
    const byTitle = await notices({ all: true, title: '大底' });
    expect(byTitle.length).toBeGreaterThan(0);
    expect(byTitle.every((n) => n.title.includes('大底'))).toBe(true);
  });
});

describe('inquiry notice details and history', () => {
  writeTest('answers the notice with its materials and marks it read', async () => {
    const unread = (await notices()).find((n) => n.isRead === 0)!;
    const detail = await details(unread.id);
    expect(detail.items).toHaveLength(detail.materialCount);
    expect(detail.items.every((i) => i.inquiryId === unread.id && i.inquiryNo === unread.inquiryNo)).toBe(true);
    expect((await notices({ ids: [unread.id] }))[0]!.isRead).toBe(1);
  });

  writeTest('refuses another supplier’s notice with 403 and an unknown one with 400', async () => {
    const theirs = await firstWith(InquiryStatus.toQuote, tokens.hongda);
    for (const call of [api.inquiry.noticeDetails, api.inquiry.noticeApproveHistory, api.inquiry.cancelInquiry])
      expect((await send(stub, call, { body: { id: theirs.id } }, tokens.supplier)).body).toEqual(
        failure(M.notOwned, Status.forbidden),
      );
    expect((await send(stub, api.inquiry.noticeDetails, { body: { id: 99999 } }, tokens.supplier)).body).toEqual(
      failure(M.notFound),
    );
  });

  readTest('answers the quote and cost trails of an approved notice', async () => {
    const approved = await firstWith(InquiryStatus.approved);
    expect((await history(approved.id)).map((s) => s.result)).toEqual(['submit', 'pass', 'pass']);
    const costs = dataOf(
      api.inquiry.queryCostApprove,
      await send(stub, api.inquiry.queryCostApprove, { params: { id: approved.id } }, tokens.supplier),
    );
    expect(costs.map((s) => s.node)).toEqual(['成本初审', '成本复核']);
  });
});

describe('quoting: save, submit by the deadline, supervisor audit, withdraw', () => {
  writeTest('submits a quote: refused without every price, then 主管审核中; the bell count falls', async () => {
    const before = (await notices()).length;
    const notice = (await notices()).find((n) => n.quotedCount < n.materialCount)!;
    const { items } = await details(notice.id);
    const open = items.filter((i) => i.status !== InquiryItemStatus.closed);
    const missing = await send(stub, api.inquiry.submitPrice, { body: { id: notice.id, items: [] } }, tokens.supplier);
    expect(missing.body).toEqual(failure(M.pricesMissing));
    const bad = await send(
      stub,
      api.inquiry.submitPrice,
      { body: { id: notice.id, items: [{ id: open[0]!.id, price: 0 }] } },
      tokens.supplier,
    );
    expect(bad.body).toEqual(failure(`items.0.price: ${M.quotePositive}`));
    const res = await send(
      stub,
      api.inquiry.submitPrice,
      { body: { id: notice.id, items: open.map((i, k) => ({ id: i.id, price: 10 + k, remark: '含税' })) } },
      tokens.supplier,
    );
    expect(dataOf(api.inquiry.submitPrice, res)).toBe(true);
    const after = await details(notice.id);
    expect(after.status).toBe(InquiryStatus.auditing);
    expect(after.quotedCount).toBe(open.length);
    expect(after.quoteTime).not.toBeNull();
    expect((await notices()).length).toBe(before - 1);
    expect((await history(notice.id)).at(-1)).toMatchObject({
      node: '提交报价',
      result: 'submit',
      operator: 'supplier',
    });

    // A second submit is refused by the lifecycle.
    expect((await send(stub, api.inquiry.submitPrice, { body: { id: notice.id } }, tokens.supplier)).body).toEqual(
      failure(M.cannotQuote),
    );
    // The supervisor rejects without a remark: refused; with one: 已驳回, quotable again.
    const confirm = (body: object) =>
      send(stub, api.inquiry.confirm, { params: { id: notice.id }, body }, tokens.supervisor);
    expect((await confirm({ pass: false })).body).toEqual(failure(`auditRemark: ${M.rejectNeedsRemark}`));
    expect(dataOf(api.inquiry.confirm, await confirm({ pass: false, auditRemark: '单价偏高' }))).toBe(true);
    expect((await details(notice.id)).status).toBe(InquiryStatus.rejected);
    expect((await confirm({})).body).toEqual(failure(M.auditInvalid));
    // Resubmitted (saved prices count) and passed: 已报价.
    expect(
      dataOf(
        api.inquiry.submitPrice,
        await send(stub, api.inquiry.submitPrice, { body: { id: notice.id } }, tokens.supplier),
      ),
    ).toBe(true);
    expect(dataOf(api.inquiry.confirm, await confirm({}))).toBe(true);
    expect(await details(notice.id)).toMatchObject({ status: InquiryStatus.quoted, auditRemark: null });
    // Withdrawn before the deadline: back to 待报价.
    expect(
      dataOf(
        api.inquiry.cancelInquiry,
        await send(stub, api.inquiry.cancelInquiry, { body: { id: notice.id } }, tokens.supplier),
      ),
    ).toBe(true);
    expect((await details(notice.id)).status).toBe(InquiryStatus.toQuote);
    expect((await history(notice.id)).map((s) => s.result)).toEqual(['submit', 'reject', 'submit', 'pass', 'cancel']);
  });

  internalTest.because('moves a notice’s stored deadline')(
    'refuses quoting after the deadline with its message, and nothing changes',
    async () => {
      const notice = await firstWith(InquiryStatus.toQuote);
      await stub.app!.db.inquiryNotice.update({
        where: { id: notice.id },
        data: { deadline: new Date(Date.now() - 60_000) },
      });
      const { items } = await details(notice.id);
      const res = await send(
        stub,
        api.inquiry.submitPrice,
        { body: { id: notice.id, items: items.map((i) => ({ id: i.id, price: 9.9 })) } },
        tokens.supplier,
      );
      expect(res.body).toEqual(failure(M.deadlinePassed));
      const save = await send(
        stub,
        api.inquiry.savePrice,
        { body: { items: [{ id: items[0]!.id, price: 9.9 }] } },
        tokens.supplier,
      );
      expect(save.body).toEqual(failure(M.deadlinePassed));
      expect((await details(notice.id)).items).toEqual(items);
      await stub.app!.db.inquiryNotice.update({
        where: { id: notice.id },
        data: { deadline: new Date(Date.now() + 86_400_000) },
      });
    },
  );

  writeTest('answers 403 to the viewer on every write', async () => {
    const notice = await firstWith(InquiryStatus.toQuote);
    const writes = [
      send(stub, api.inquiry.submitPrice, { body: { id: notice.id } }, tokens.viewer),
      send(stub, api.inquiry.cancelInquiry, { body: { id: notice.id } }, tokens.viewer),
      send(stub, api.inquiry.confirm, { params: { id: notice.id }, body: {} }, tokens.viewer),
      send(stub, api.inquiry.savePrice, { body: { items: [{ id: 1, price: 1 }] } }, tokens.viewer),
      send(stub, api.inquiry.costClose, { body: { id: 1 } }, tokens.viewer),
      send(stub, api.inquiry.uploadConfirm, { body: { inquiryId: notice.id, fileId: 'x' } }, tokens.viewer),
      send(stub, api.inquiry.updateSoleComponent, { body: { inquiryPriceId: 1, components: [] } }, tokens.viewer),
    ];
    for (const res of await Promise.all(writes))
      expect(res.body).toEqual(failure(StatusMessage.forbidden, Status.forbidden));
  });
});

describe('材料待填报: save, close, costs', () => {
  const list = async (body: object = {}, as = tokens.supplier) =>
    dataOf(api.inquiry.priceList, await send(stub, api.inquiry.priceList, { body }, as));
  /** Notices that still take quotes. */
  const quotable = async () => new Set((await notices()).map((n) => n.id));

  writeTest('lists only the caller’s materials; savePrice fills one; hasQuotation agrees', async () => {
    const { data } = await list({ status: InquiryItemStatus.toFill, limit: 100 });
    expect(data.length).toBeGreaterThan(0);
    expect(data.every((i) => i.status === InquiryItemStatus.toFill)).toBe(true);
    const open = await quotable();
    const target = data.find((i) => i.isSole === 0 && open.has(i.inquiryId))!;
    const has = (id: number) => send(stub, api.inquiry.hasQuotation, { body: { id } }, tokens.supplier);
    expect(dataOf(api.inquiry.hasQuotation, await has(target.id))).toBe(false);
    await send(stub, api.inquiry.savePrice, { body: { items: [{ id: target.id, price: 23.45 }] } }, tokens.supplier);
    expect(dataOf(api.inquiry.hasQuotation, await has(target.id))).toBe(true);
    const row = (await list({ inquiryNo: target.inquiryNo, materialCode: target.materialCode })).data[0]!;
    expect(row).toMatchObject({ price: 23.45, status: InquiryItemStatus.filled });
  });

  writeTest('closes a material once, with its reason; another supplier’s is 403', async () => {
    const open = await quotable();
    const [a, b] = (await list({ status: InquiryItemStatus.toFill, limit: 100 })).data.filter((i) =>
      open.has(i.inquiryId),
    );
    expect(
      dataOf(
        api.inquiry.costBatchClose,
        await send(
          stub,
          api.inquiry.costBatchClose,
          { body: { ids: [a!.id, b!.id], closeReason: '无产能' } },
          tokens.supplier,
        ),
      ),
    ).toBe(true);
    const closed = (await list({ status: InquiryItemStatus.closed, limit: 100 })).data.filter(
      (i) => i.id === a!.id || i.id === b!.id,
    );
    expect(closed.map((c) => [c.status, c.closeReason])).toEqual([
      [2, '无产能'],
      [2, '无产能'],
    ]);
    expect((await send(stub, api.inquiry.costClose, { body: { id: a!.id } }, tokens.supplier)).body).toEqual(
      failure(M.alreadyClosed),
    );
    const [theirs] = (await list({ limit: 1 }, tokens.hongda)).data;
    expect((await send(stub, api.inquiry.costClose, { body: { id: theirs!.id } }, tokens.supplier)).body).toEqual(
      failure(M.itemNotOwned, Status.forbidden),
    );
  });

  storedItems('answers the cost detail with the packaged price, and the latest cost of a material', async () => {
    const item = await stub.app!.db.inquiryItem.findFirstOrThrow({ where: { supplierCode: 'S10001', isSole: 0 } });
    const cost = dataOf(
      api.inquiry.queryCostDetail,
      await send(stub, api.inquiry.queryCostDetail, { body: { id: item.id } }, tokens.supplier),
    );
    expect(cost.items.length).toBeGreaterThan(0);
    expect(cost.totalCost).toBe(packagedPrice(item));
    const single = await send(
      stub,
      api.inquiry.materialCostSingle,
      { body: { materialCode: item.materialCode } },
      tokens.supplier,
    );
    expect(dataOf(api.inquiry.materialCostSingle, single)?.materialCode).toBe(item.materialCode);
    expect(
      dataOf(
        api.inquiry.materialCostSingle,
        await send(stub, api.inquiry.materialCostSingle, { body: { materialCode: 'NOPE' } }, tokens.supplier),
      ),
    ).toBeNull();
  });

  storedItems(
    'encapsulationInquiryPrice computes (material + components + process) × loss × profit without saving',
    async () => {
      const item = await stub.app!.db.inquiryItem.findFirstOrThrow({ where: { supplierCode: 'S10001', isSole: 0 } });
      await stub.app!.db.inquiryItem.update({
        where: { id: item.id },
        data: { materialCost: 12.5, processCost: 3.1, lossRate: 0.03, profitRate: 0.08 },
      });
      const [row] = dataOf(
        api.inquiry.encapsulationInquiryPrice,
        await send(stub, api.inquiry.encapsulationInquiryPrice, { body: { ids: [item.id] } }, tokens.supplier),
      );
      // (12.50 + 0 + 3.10) × 1.03 × 1.08 = 17.35344 → 17.35
      expect(row!.price).toBe(17.35);
      expect((await stub.app!.db.inquiryItem.findUniqueOrThrow({ where: { id: item.id } })).price).toBe(item.price);
    },
  );
});

describe('packagedPrice: worked examples', () => {
  internalTest.because('checks the contract’s formula, not a target').each([
    [
      {
        materialCost: 12.5,
        processCost: 3.1,
        lossRate: 0.03,
        profitRate: 0.08,
        components: [{ weight: 100, unitPrice: 24 }],
      },
      20.02,
    ],
    [{ materialCost: 10, processCost: 0, lossRate: 0, profitRate: 0 }, 10],
    [
      {
        processCost: 2,
        components: [
          { weight: 180, unitPrice: 28 },
          { weight: 95, unitPrice: 36 },
        ],
        lossRate: 0.05,
        profitRate: 0.1,
      },
      12.08,
    ],
    [{}, 0],
  ])('%j → %d', (cost, price) => expect(packagedPrice(cost)).toBe(price));
});

describe('sole components', () => {
  storedItems(
    'saves, matches unit prices from the injection price list, and submits with the packaged price',
    async () => {
      const db = stub.app!.db;
      const notice = await firstWith(InquiryStatus.toQuote);
      const item = await db.inquiryItem.create({
        data: {
          inquiryId: notice.id,
          supplierCode: 'S10001',
          materialCode: 'SL0099001',
          materialName: '测试大底',
          isSole: 1,
          processCost: 2,
          lossRate: 0,
          profitRate: 0,
        },
      });
      const components = [
        { componentName: '大底橡胶', materialCode: 'SL0001006', weight: 200 },
        { componentName: '粘合剂', weight: 10, unitPrice: 40 },
      ];
      const saved = await send(
        stub,
        api.inquiry.updateSoleComponent,
        { body: { inquiryPriceId: item.id, components } },
        tokens.supplier,
      );
      expect(dataOf(api.inquiry.updateSoleComponent, saved)).toBe(true);
      const matched = dataOf(
        api.inquiry.matchInquirySoleCost,
        await send(stub, api.inquiry.matchInquirySoleCost, { body: { id: item.id } }, tokens.supplier),
      );
      // The supplier's own NR price (18.2 元/kg) wins over the brand's 18.9: 200 g × 18.2 / 1000 = 3.64, + 0.4.
      expect(matched.components[0]!.unitPrice).toBe(18.2);
      expect(matched.cost).toBe(4.04);
      const submitted = await send(
        stub,
        api.inquiry.submitSoleInfo,
        {
          body: {
            inquiryPriceId: item.id,
            components: matched.components.map(({ componentName, materialCode, weight, unitPrice }) => ({
              componentName,
              materialCode: materialCode ?? undefined,
              weight: weight ?? undefined,
              unitPrice: unitPrice ?? undefined,
            })),
          },
        },
        tokens.supplier,
      );
      expect(dataOf(api.inquiry.submitSoleInfo, submitted)).toEqual({ price: 6.04 });
      const details = dataOf(
        api.inquiry.querySoleConfirmDetails,
        await send(stub, api.inquiry.querySoleConfirmDetails, { body: { id: item.id } }, tokens.supplier),
      );
      expect(details.map((c) => c.cost)).toEqual([3.64, 0.4]);
      const nonSole = await db.inquiryItem.findFirstOrThrow({ where: { inquiryId: notice.id, isSole: 0 } });
      expect(
        (
          await send(
            stub,
            api.inquiry.updateSoleComponent,
            { body: { inquiryPriceId: nonSole.id, components } },
            tokens.supplier,
          )
        ).body.status,
      ).toBe(400);
    },
  );
});

const workbook = async (rows: unknown[][]) => {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('报价');
  sheet.addRow([...quoteTemplateHeaders]);
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await book.xlsx.writeBuffer());
};

describe('quote import: the template, every row or none', () => {
  // The notice's details mark it read (inquiry.noticeDetails is not read-only).
  writeTest('downloads the template prefilled with the notice’s open materials', async () => {
    const notice = await firstWith(InquiryStatus.toQuote);
    const res = await send(stub, api.inquiry.downloadTemplateFile, { body: { id: notice.id } }, tokens.supplier)
      .buffer(true)
      .parse(binary as never);
    const sheet = await readSheet(res.body as Buffer);
    expect(sheet.header).toEqual([...quoteTemplateHeaders]);
    const { items } = await details(notice.id);
    expect(sheet.body.map((r) => r[2])).toEqual(items.filter((i) => i.status !== 2).map((i) => i.materialCode));
  });

  writeTest('reports each bad row with its number and writes nothing; a clean file writes every row', async () => {
    const notice = (await notices()).find((n) => n.materialCount >= 3)!;
    const { items } = await details(notice.id);
    const open = items.filter((i) => i.status !== 2);
    const rows = open.map((i, k) => [
      notice.inquiryNo,
      notice.title,
      i.materialCode,
      i.materialName,
      i.unit,
      i.quantity,
      5 + k,
      '',
    ]);
    const bad = rows.map((r) => [...r]);
    bad[1]![6] = -3;
    bad[2]![2] = 'XX0000000';
    const importFile = async (bytes: Buffer) => {
      const file = dataOf(
        api.files.upload,
        await upload(stub, tokens.supplier, { businessType: 'inquiryImport', file: bytes, name: '报价.xlsx' }),
      );
      return send(
        stub,
        api.inquiry.uploadConfirm,
        { body: { inquiryId: notice.id, fileId: file.id } },
        tokens.supplier,
      );
    };
    const refused = await importFile(await workbook(bad));
    expect(refused.body).toEqual(
      failure([M.importRow(3, M.importPriceInvalid), M.importRow(4, M.importMaterialUnknown)].join('；')),
    );
    expect((await details(notice.id)).items).toEqual(items);

    const wrongHeader = new ExcelJS.Workbook();
    wrongHeader.addWorksheet('x').addRow(['材料', '价格']);
    expect((await importFile(Buffer.from(await wrongHeader.xlsx.writeBuffer()))).body).toEqual(failure(M.importHeader));

    const ok = await importFile(await workbook(rows));
    expect(dataOf(api.inquiry.uploadConfirm, ok)).toEqual({ imported: open.length });
    const after = await details(notice.id);
    expect(after.items.filter((i) => i.status !== 2).map((i) => i.price)).toEqual(open.map((_, k) => 5 + k));
  });

  writeTest('refuses a file the caller did not upload as a quote import', async () => {
    const notice = await firstWith(InquiryStatus.toQuote);
    const res = await send(
      stub,
      api.inquiry.uploadConfirm,
      { body: { inquiryId: notice.id, fileId: 'nope' } },
      tokens.supplier,
    );
    expect(res.body).toEqual(failure(M.importFileNotFound));
  });
});

describe('reference lists', () => {
  readTest.each([
    ['materialParam', api.inquiry.materialParamList, 15],
    ['materialMaterialParam', api.inquiry.materialMaterialParamList, 12],
    ['meshMaterialParam', api.inquiry.meshMaterialParamList, 12],
    ['shoelacesRule', api.inquiry.shoelacesRuleList, 10],
    ['injectionRule', api.inquiry.injectionRuleList, 10],
  ] as const)('%s/list pages and filters by keyword', async (_name, call, count) => {
    const page = dataOf(call, await send(stub, call, { body: { limit: 5 } }, tokens.supplier));
    expect(page.count).toBe(count);
    expect(page.data).toHaveLength(5);
    const one = page.data[0]!;
    const found = dataOf(call, await send(stub, call, { body: { keyword: one.paramName } }, tokens.supplier));
    expect(found.data.map((r) => r.id)).toContain(one.id);
  });

  readTest('offers shoelace rules and formulas as options, and the supplier’s injection prices', async () => {
    const laces = dataOf(
      api.inquiry.shoelacesRuleDropDown,
      await send(stub, api.inquiry.shoelacesRuleDropDown, { body: {} }, tokens.supplier),
    );
    expect(laces).toHaveLength(10);
    const formulas = dataOf(
      api.inquiry.prescription,
      await send(stub, api.inquiry.prescription, { body: { keyword: 'EVA' } }, tokens.supplier),
    );
    expect(formulas.every((f) => f.name.includes('EVA'))).toBe(true);
    const own = dataOf(
      api.inquiry.injectionMaterialPriceBySupplier,
      await send(stub, api.inquiry.injectionMaterialPriceBySupplier, { body: {} }, tokens.supplier),
    );
    expect(own.length).toBe(8);
    expect(own.every((p) => p.supplierCode === 'S10001')).toBe(true);
    const all = dataOf(
      api.inquiry.injectionMaterialPriceList,
      await send(stub, api.inquiry.injectionMaterialPriceList, { body: { limit: 100 } }, tokens.supplier),
    );
    expect(all.count).toBe(12 + 8);
  });
});

describe('fieldList: the quote forms’ columns, read from the stored field table', () => {
  const fieldList = async (isSole?: boolean) =>
    dataOf(
      api.inquiry.fieldList,
      await send(stub, api.inquiry.fieldList, { body: isSole === undefined ? {} : { isSole } }, tokens.supplier),
    );

  readTest('answers the plain quote’s columns and a sole component’s, in order', async () => {
    expect(await fieldList()).toEqual([
      { field: 'price', label: '单价(元)', type: 'number', required: true },
      { field: 'remark', label: '备注', type: 'text', required: false },
    ]);
    expect(await fieldList(false)).toEqual(await fieldList());
    expect((await fieldList(true)).map((f) => [f.field, f.label, f.required])).toEqual([
      ['componentName', '组件名称', true],
      ['materialCode', '组件材料编码', false],
      ['weight', '重量(g)', false],
      ['unitPrice', '单价(元/kg)', false],
    ]);
  });

  internalTest.because('changes the stored field table')(
    'follows the stored fields; a select’s options are its dictionary’s entries',
    async () => {
      const db = stub.app!.db;
      await db.inquiryField.update({ where: { isSole_field: { isSole: 0, field: 'remark' } }, data: { sort: 0 } });
      await db.inquiryField.create({
        data: { isSole: 0, field: 'season', label: '季度', type: 'select', dictCode: 'season', sort: 9 },
      });
      const fields = await fieldList();
      expect(fields.map((f) => f.field)).toEqual(['remark', 'price', 'season']);
      const seasons = await db.dictionaryDetail.findMany({ where: { dictCode: 'season' }, orderBy: { sort: 'asc' } });
      expect(fields[2]).toEqual({
        field: 'season',
        label: '季度',
        type: 'select',
        required: false,
        options: seasons.map((d) => ({ code: d.dcode, name: d.dname })),
      });
    },
  );
});

describe('exports of sole components and quote records', () => {
  counted('exportUpSoleInfo writes one row per component of the chosen notices', async () => {
    const db = stub.app!.db;
    const withSole = await db.inquiryItem.findFirstOrThrow({ where: { supplierCode: 'S10001', isSole: 1 } });
    const count = await db.inquirySoleComponent.count({ where: { item: { inquiryId: withSole.inquiryId } } });
    const task = dataOf(
      api.inquiry.exportUpSoleInfo,
      await send(stub, api.inquiry.exportUpSoleInfo, { body: { ids: [withSole.inquiryId] } }, tokens.supplier),
    );
    await stub.app!.jobs.drain();
    const record = await db.downloadRecord.findUniqueOrThrow({ where: { key: task.key } });
    expect(record.rowCount).toBe(count);
  });

  counted('quoteRecord/export writes the priced materials the filters select', async () => {
    const db = stub.app!.db;
    const priced = await db.inquiryItem.count({ where: { supplierCode: 'S10001', price: { not: null } } });
    const task = dataOf(
      api.inquiry.quoteRecordExport,
      await send(stub, api.inquiry.quoteRecordExport, { body: {} }, tokens.supplier),
    );
    await stub.app!.jobs.drain();
    expect((await db.downloadRecord.findUniqueOrThrow({ where: { key: task.key } })).rowCount).toBe(priced);
  });
});
