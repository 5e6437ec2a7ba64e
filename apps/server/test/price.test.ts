import { api, filterPriceInput, PriceMessages as M, PriceStatus, Status, StatusMessage } from '@portal/contract';
import { describe, expect } from 'vitest';
import { binary } from './file-fixtures';
import { dataOf, failure, internalTest, readTest, send, useContractStub, writeTest } from './helper';
import { readSheet } from './paged-lists';

const { stub, tokens } = useContractStub();

const cards = async (body: object = {}, as = tokens.supplier) =>
  dataOf(api.price.materialList, await send(stub, api.price.materialList, { body }, as));
const saveCard = (body: object, as = tokens.supplier) => send(stub, api.price.materialSaveOrUpdateCard, { body }, as);
/** The id a card save answers (the call also answers an import's counts). */
const savedId = async (body: object) =>
  (dataOf(api.price.materialSaveOrUpdateCard, await saveCard(body)) as { id: number }).id;
const card = async (id: number) => (await cards({ limit: 1000 })).data.find((c) => c.id === id)!;
const trail = async (id: number, kind = 'material') =>
  dataOf(
    api.inquiry.materialPriceApproveHistory,
    await send(stub, api.inquiry.materialPriceApproveHistory, { body: { id, kind } }, tokens.supplier),
  );
const validCard = {
  materialCode: 'LT0099001',
  materialName: '头层牛皮荔枝纹',
  season: '2027Q1',
  unit: '平方英尺',
  basePrice: 38.5,
  rows: [{ thickness: '1.4mm', thicknessPrice: 2.5, width: '137cm', widthPrice: 1.2 }],
};

describe('the price float input (spec 000 §5)', () => {
  internalTest.because('checks the contract’s input filter, not a target').each([
    ['12.345', '12.34', null],
    ['abc1x2', '12', null],
    ['007.5', '7.5', null],
    ['.5', '5', null],
    ['0.5', '0.5', null],
    ['1.2.3', '1.23', null],
    ['10000', '10000', null],
    ['10001', '10000', M.floatMax],
    ['99999.99', '10000', M.floatMax],
    ['', '', null],
  ])('%s → %s', (raw, value, message) => expect(filterPriceInput(raw)).toEqual({ value, message }));
});

describe('materialPrice/saveOrUpdateCard: the rules in the spec’s words', () => {
  writeTest.each([
    [{ basePrice: 10001 }, `basePrice: ${M.floatMax}`],
    [{ basePrice: 0 }, `basePrice: ${M.basePositive}`],
    [{ basePrice: -3 }, `basePrice: ${M.basePositive}`],
    [{ basePrice: 1.234 }, `basePrice: ${M.decimals}`],
    [{ materialCode: ' ' }, `materialCode: ${M.materialRequired}`],
    [{ rows: [{ widthPrice: 1000.5 }] }, `rows.0.widthPrice: ${M.sizePriceRange}`],
  ])('refuses %j', async (change, message) => {
    expect((await saveCard({ ...validCard, ...change })).body).toEqual(failure(message));
  });

  writeTest('answers 403 to the viewer on every write', async () => {
    const [one] = (await cards({}, tokens.viewer)).data;
    const writes = [
      saveCard(validCard, tokens.viewer),
      send(stub, api.price.materialDelete, { body: { parentIds: [one!.id] } }, tokens.viewer),
      send(stub, api.price.materialSubmit, { body: { ids: [one!.id] } }, tokens.viewer),
      send(stub, api.price.materialSupervisorAudit, { body: { ids: [one!.id], pass: true } }, tokens.viewer),
      send(
        stub,
        api.price.colorSaveOrUpdate,
        { body: { parentId: one!.id, code: 'C0001', floatingPrice: 1 } },
        tokens.viewer,
      ),
      send(stub, api.price.lineSubmit, { body: { ids: [1] } }, tokens.viewer),
      send(stub, api.price.effectSupervisorAudit, { body: { ids: [1], pass: true } }, tokens.viewer),
    ];
    for (const res of await Promise.all(writes))
      expect(res.body).toEqual(failure(StatusMessage.forbidden, Status.forbidden));
  });
});

describe('the supervisor audits', () => {
  writeTest('answer 403 to the ordinary supplier, who submits but does not audit', async () => {
    const [one] = (await cards({ status: PriceStatus.submitted })).data;
    expect(one).toBeDefined();
    const audits = [
      api.price.materialSupervisorAudit,
      api.price.colorSupervisorAudit,
      api.price.lineSupervisorAudit,
      api.price.effectSupervisorAudit,
    ];
    for (const audit of audits)
      expect((await send(stub, audit, { body: { ids: [one!.id], pass: true } }, tokens.supplier)).body).toEqual(
        failure(StatusMessage.forbidden, Status.forbidden),
      );
    expect((await card(one!.id)).status).toBe(PriceStatus.submitted);
  });
});

describe('a price card: create, submit, audit, lock, versions', () => {
  writeTest(
    'walks draft → submitted → rejected → V2 → approved, with its trail, and locks the approved card',
    async () => {
      const id = await savedId(validCard);
      expect(await card(id)).toMatchObject({
        status: PriceStatus.draft,
        version: 1,
        basePrice: 38.5,
        modifier: 'supplier',
      });
      expect((await card(id)).rows).toMatchObject([
        { thickness: '1.4mm', thicknessPrice: 2.5, width: '137cm', widthPrice: 1.2 },
      ]);
      expect((await saveCard(validCard)).body).toEqual(failure(M.duplicateCard));

      const audit = (body: object) =>
        send(stub, api.price.materialSupervisorAudit, { body: { ids: [id], ...body } }, tokens.supervisor);
      expect((await audit({ pass: true })).body).toEqual(failure(M.auditInvalid));
      expect(
        dataOf(
          api.price.materialSubmit,
          await send(stub, api.price.materialSubmit, { body: { ids: [id] } }, tokens.supplier),
        ),
      ).toBe(true);
      expect((await card(id)).status).toBe(PriceStatus.submitted);
      expect((await saveCard({ ...validCard, id })).body).toEqual(failure(M.locked));
      expect((await audit({ pass: false })).body).toEqual(failure(`auditRemark: ${M.rejectNeedsRemark}`));
      expect(dataOf(api.price.materialSupervisorAudit, await audit({ pass: false, auditRemark: '基础价偏高' }))).toBe(
        true,
      );
      expect(await card(id)).toMatchObject({ status: PriceStatus.rejected, auditRemark: '基础价偏高' });

      // Editing a rejected card starts version 2, as a draft.
      await saveCard({ ...validCard, id, basePrice: 35, rows: [] });
      expect(await card(id)).toMatchObject({
        status: PriceStatus.draft,
        version: 2,
        basePrice: 35,
        rows: [],
        auditRemark: null,
      });
      await send(stub, api.price.materialSubmit, { body: { ids: [id] } }, tokens.supplier);
      expect(dataOf(api.price.materialSupervisorAudit, await audit({ pass: true, auditRemark: '同意' }))).toBe(true);
      expect(await card(id)).toMatchObject({ status: PriceStatus.approved, version: 2 });
      expect((await card(id)).auditTime).not.toBeNull();

      // Approved: locked.
      expect((await saveCard({ ...validCard, id })).body).toEqual(failure(M.locked));
      expect((await send(stub, api.price.materialDelete, { body: { parentIds: [id] } }, tokens.supplier)).body).toEqual(
        failure(M.deleteLocked),
      );
      expect((await send(stub, api.price.materialSubmit, { body: { ids: [id] } }, tokens.supplier)).body).toEqual(
        failure(M.submitInvalid),
      );
      expect((await trail(id)).map((s) => [s.node, s.result, s.remark])).toEqual([
        ['提交审核', 'submit', null],
        ['主管审核', 'reject', '基础价偏高'],
        ['提交审核（V2）', 'submit', null],
        ['主管审核（V2）', 'pass', '同意'],
      ]);
    },
  );

  internalTest.because('checks the deleted card’s stored price rows')(
    'deletes width rows of an editable card and whole draft cards (ids and parentIds)',
    async () => {
      const id = await savedId({
        ...validCard,
        materialCode: 'SY0099002',
        rows: [{ width: '140cm' }, { width: '150cm' }],
      });
      const [first] = (await card(id)).rows;
      expect(
        dataOf(
          api.price.materialDelete,
          await send(stub, api.price.materialDelete, { body: { ids: [first!.id] } }, tokens.supplier),
        ),
      ).toBe(true);
      expect((await card(id)).rows.map((r) => r.width)).toEqual(['150cm']);
      await send(
        stub,
        api.price.colorSaveOrUpdate,
        { body: { parentId: id, code: 'C0002', floatingPrice: 1.5 } },
        tokens.supplier,
      );
      expect(
        dataOf(
          api.price.materialDelete,
          await send(stub, api.price.materialDelete, { body: { parentIds: [id] } }, tokens.supplier),
        ),
      ).toBe(true);
      expect(await stub.app!.db.priceCard.findUnique({ where: { id } })).toBeNull();
      expect(await stub.app!.db.priceFloat.count({ where: { cardId: id } })).toBe(0);
      expect((await send(stub, api.price.materialDelete, { body: {} }, tokens.supplier)).body.status).toBe(
        Status.badRequest,
      );
    },
  );

  writeTest('keeps another supplier’s cards out of reach', async () => {
    const [theirs] = (await cards({ status: PriceStatus.draft }, tokens.hongda)).data;
    expect(theirs).toBeDefined();
    const forbidden = failure(M.notOwned, Status.forbidden);
    expect((await saveCard({ ...validCard, id: theirs!.id })).body).toEqual(forbidden);
    expect((await send(stub, api.price.materialSubmit, { body: { ids: [theirs!.id] } }, tokens.supplier)).body).toEqual(
      forbidden,
    );
    expect(
      (await send(stub, api.price.materialDelete, { body: { parentIds: [theirs!.id] } }, tokens.supplier)).body,
    ).toEqual(forbidden);
    expect(
      (
        await send(
          stub,
          api.price.colorSaveOrUpdate,
          { body: { parentId: theirs!.id, code: 'C0001', floatingPrice: 1 } },
          tokens.supplier,
        )
      ).body,
    ).toEqual(forbidden);
    expect(
      (await send(stub, api.inquiry.materialPriceApproveHistory, { body: { id: theirs!.id } }, tokens.supplier)).body,
    ).toEqual(forbidden);
    expect((await cards({ limit: 1000 })).data.some((c) => c.supplierCode !== 'S10001')).toBe(false);
    expect((await cards({}, tokens.hongda)).count).toBe(6);
    expect((await saveCard({ ...validCard, id: 987654 })).body).toEqual(failure(M.cardNotFound));
  });
});

describe('colour, line and effect prices', () => {
  const draftCard = async () => (await cards({ status: PriceStatus.draft })).data[0]!;

  writeTest.each([
    [
      'color',
      api.price.colorSaveOrUpdate,
      api.price.colorList,
      api.price.colorSubmit,
      api.price.colorSupervisorAudit,
      'C0100',
      '#unknown',
      M.unknownColor,
    ],
    [
      'line',
      api.price.lineSaveOrUpdate,
      api.price.lineList,
      api.price.lineSubmit,
      api.price.lineSupervisorAudit,
      'WL-TX-004',
      'WL-XX-999',
      M.unknownLine,
    ],
    [
      'effect',
      api.price.effectSaveOrUpdate,
      api.price.effectList,
      api.price.effectSubmit,
      api.price.effectSupervisorAudit,
      '12',
      '999',
      M.unknownEffect,
    ],
  ] as const)(
    '%s: save (cap, unknown code, duplicate), submit, audit',
    async (kind, save, list, submit, audit, code, unknown, unknownMessage) => {
      const parent = await draftCard();
      const put = (body: object) => send(stub, save, { body: { parentId: parent.id, ...body } }, tokens.supplier);
      expect((await put({ code, floatingPrice: 10001 })).body).toEqual(failure(`floatingPrice: ${M.floatMax}`));
      expect((await put({ code: unknown, floatingPrice: 1 })).body).toEqual(failure(unknownMessage));
      const { id } = dataOf(save, await put({ code, floatingPrice: 10000 })) as { id: number };
      expect((await put({ code, floatingPrice: 2 })).body).toEqual(failure(M.duplicateFloat));
      const row = dataOf(list, await send(stub, list, { body: { parentId: parent.id, code } }, tokens.supplier))
        .data[0]!;
      expect(row).toMatchObject({
        id,
        parentId: parent.id,
        materialCode: parent.materialCode,
        code,
        floatingPrice: 10000,
        status: 0,
      });
      expect(row.name.length).toBeGreaterThan(0);
      dataOf(submit, await send(stub, submit, { body: { ids: [id] } }, tokens.supplier));
      dataOf(audit, await send(stub, audit, { body: { ids: [id], pass: true } }, tokens.supervisor));
      expect((await put({ id, code, floatingPrice: 3 })).body).toEqual(failure(M.locked));
      expect((await trail(id, kind)).map((s) => s.result)).toEqual(['submit', 'pass']);
    },
  );

  writeTest.each([
    ['colour', api.price.colorList, api.price.colorDelete],
    ['line', api.price.lineList, api.price.lineDelete],
    ['effect', api.price.effectList, api.price.effectDelete],
  ] as const)('deletes a draft %s price, refuses an approved one', async (_kind, list, remove) => {
    const { data } = dataOf(list, await send(stub, list, { body: { limit: 1000 } }, tokens.supplier));
    const draft = data.find((r) => r.status === PriceStatus.draft)!;
    const approved = data.find((r) => r.status === PriceStatus.approved)!;
    expect(dataOf(remove, await send(stub, remove, { body: { ids: [draft.id] } }, tokens.supplier))).toBe(true);
    expect((await send(stub, remove, { body: { ids: [approved.id] } }, tokens.supplier)).body).toEqual(
      failure(M.deleteLocked),
    );
  });
});

describe('price templates', () => {
  readTest.each([
    ['downloadTemplateFile', api.price.downloadTemplateFile, '材料编码'],
    ['downloadMouldTemplateFile', api.price.downloadMouldTemplateFile, '模号'],
  ] as const)('%s answers an .xlsx with its header', async (_name, call, first) => {
    const res = await send(stub, call, {}, tokens.supplier)
      .buffer(true)
      .parse(binary as never);
    expect(res.status).toBe(200);
    expect((await readSheet(res.body as Buffer)).header[0]).toBe(first);
  });
});
