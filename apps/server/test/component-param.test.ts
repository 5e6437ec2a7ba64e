import { api, ComponentParamMessages as M, Status, StatusMessage } from '@portal/contract';
import { describe, expect } from 'vitest';
import { dataOf, internalTest, readTest, useContractStub, writeTest } from './helper';
import { allPages, exportSheet } from './paged-lists';

const { stub, tokens, db, call } = useContractStub();

const P = api.componentParam;
type Param = Awaited<ReturnType<typeof detail>>;
const every = async (filters: object, as = tokens.supplier) =>
  (await allPages(stub, P.list, filters, as)).rows as Param[];
const size = async (body: object, as = tokens.supplier) => dataOf(P.listSize, await call(P.listSize, { body }, as));
const detail = async (id: number, as = tokens.supplier) => dataOf(P.detail, await call(P.detail, { body: { id } }, as));
const records = async (id: number) => dataOf(P.record, await call(P.record, { body: { id } }));
const refused = (res: { body: unknown }, message: string) =>
  expect(res.body).toEqual({ status: Status.badRequest, message, data: null });

const sole = {
  componentCode: 'SOLE',
  componentName: '大底',
  setName: '大底-测试-标准',
  status: 1 as const,
  formula: 'length * width * unitPrice * (1 + loss)',
  values: [
    { name: 'length', label: '长度', value: 0.3, unit: 'm' },
    { name: 'width', label: '宽度', value: 0.1, unit: 'm' },
    { name: 'unitPrice', label: '单价', value: 200, unit: '元/m²' },
    { name: 'loss', label: '损耗率', value: 0.05, unit: '' },
  ],
};

// The seed (fixtures/README.md): 34 sets of S10001 (some disabled), 6 of S10023, 3 of S10037.
describe('componentParam/list and getListSize (组件参数)', () => {
  readTest('lists only the caller’s sets with the formula computed, and the size agrees', async () => {
    const rows = await every({});
    expect(rows).toHaveLength(34);
    expect(await size({})).toBe(34);
    expect(await size({}, tokens.hongda)).toBe(6);
    for (const r of rows) {
      expect(r.paramCode).toMatch(/^CP\d{6}$/);
      expect(r.values.length).toBeGreaterThan(0);
      expect(r.result).not.toBeNull();
    }
    const times = rows.map((r) => r.modifyTime);
    expect(times).toEqual([...times].sort().reverse());
  });

  writeTest.each([
    { status: 0 },
    { status: 1 },
    { componentName: '鞋垫' },
    { componentCode: 'SOLE' },
    { setName: 'EVA' },
    { paramCode: 'CP00001' },
  ])('filters %j; size and export agree', async (filters) => {
    const rows = await every(filters);
    expect(rows.length).toBeGreaterThan(0);
    expect(await size(filters)).toBe(rows.length);
    const { sheet } = await exportSheet(stub, P.export, filters, tokens.supplier);
    expect(sheet.body.map((r) => r[0])).toEqual(rows.map((r) => r.paramCode));
  });

  readTest.each(['paramCode', 'componentName', 'modifyTime'])('sorts by %s', async (sortField) => {
    const rows = (await every({ sortField, sortOrder: 'asc' })) as unknown as Record<string, string>[];
    const values = rows.map((r) => r[sortField]!);
    expect(values).toEqual([...values].sort());
  });
});

describe('componentParam add, update, copy, record, detail and formula', () => {
  let id: number;
  writeTest('adds a set and records it', async () => {
    expect(dataOf(P.add, await call(P.add, { body: sole }))).toBe(true);
    const [row] = await every({ setName: sole.setName });
    id = row!.id;
    expect(row).toMatchObject({ setName: sole.setName, result: 6.3, status: 1, copiedFrom: null });
    expect(await records(id)).toEqual([expect.objectContaining({ operateType: 'add', newValue: sole.setName })]);
    refused(await call(P.add, { body: sole }), M.setNameTaken);
  });

  writeTest('refuses a formula naming an unknown variable, dividing by zero, or running code', async () => {
    const before = await size({ setName: 'x' });
    const bad = async (formula: string, values = sole.values) =>
      (await call(P.add, { body: { ...sole, setName: 'x', formula, values } })).body;
    expect(await bad('length * height')).toMatchObject({
      status: 400,
      message: `formula: ${M.unknownVariable}：height`,
    });
    expect(await bad('length / (loss - 0.05)')).toMatchObject({ status: 400, message: `formula: ${M.divideByZero}` });
    expect(await bad('constructor.constructor("return 1")()')).toMatchObject({
      status: 400,
      message: expect.stringContaining('formula:'),
    });
    expect(await bad('length', [...sole.values, sole.values[0]!])).toMatchObject({
      status: 400,
      message: `values.4.name: ${M.variableDuplicate}`,
    });
    expect(await size({ setName: 'x' })).toBe(before);
  });

  writeTest('updates values and records who changed which value from what to what', async () => {
    const values = sole.values.map((v) => (v.name === 'unitPrice' ? { ...v, value: 220 } : v));
    expect(
      dataOf(
        P.update,
        await call(P.update, {
          body: { ...sole, id, values, formula: 'round(length * width * unitPrice * (1 + loss), 2)' },
        }),
      ),
    ).toBe(true);
    expect((await detail(id)).result).toBe(6.93);
    const [first, second] = (await records(id)).filter((r) => r.operateType === 'update');
    expect([first, second].map((r) => r!.field).sort()).toEqual(['单价(unitPrice)', '计算公式'].sort());
    const price = [first, second].find((r) => r!.field === '单价(unitPrice)')!;
    expect(price).toMatchObject({ oldValue: '200 元/m²', newValue: '220 元/m²', operator: expect.any(String) });
    const before = (await records(id)).length;
    await call(P.update, {
      body: { ...sole, id, values, formula: 'round(length * width * unitPrice * (1 + loss), 2)' },
    });
    expect(await records(id)).toHaveLength(before);
  });

  writeTest('copies a set as 「…-副本」, disabled, with its values and formula, and records where from', async () => {
    const copy = dataOf(P.copy, await call(P.copy, { body: { id } }));
    const copied = await detail(copy.id);
    const original = await detail(id);
    expect(copied).toMatchObject({
      setName: `${sole.setName}-副本`,
      status: 0,
      formula: original.formula,
      values: original.values,
      copiedFrom: original.paramCode,
      result: original.result,
    });
    expect(await records(copy.id)).toEqual([
      expect.objectContaining({ operateType: 'copy', oldValue: original.paramCode }),
    ]);
    const again = dataOf(P.copy, await call(P.copy, { body: { id } }));
    expect((await detail(again.id)).setName).toBe(`${sole.setName}-副本2`);
  });

  // Reads the set the tests above added and changed.
  writeTest('answers the formula with its variables and result', async () => {
    const f = dataOf(P.queryComponentFormula, await call(P.queryComponentFormula, { params: { id } }));
    expect(f).toMatchObject({ id, componentName: '大底', result: 6.93 });
    expect(f.variables.map((v) => v.name)).toEqual(['length', 'width', 'unitPrice', 'loss']);
  });

  internalTest.because('checks the stored sets and records')(
    'deletes only disabled sets, all or none, never another supplier’s',
    async () => {
      const [copy] = await every({ setName: `${sole.setName}-副本` });
      const enabled = await detail(id);
      refused(await call(P.delete, { body: { ids: [copy!.id, id] } }), `${enabled.paramCode}：${M.deleteEnabled}`);
      refused(await call(P.delete, { body: { ids: [copy!.id] } }, tokens.hongda), M.notFound);
      expect(dataOf(P.delete, await call(P.delete, { body: { ids: [copy!.id] } }))).toBe(true);
      expect(await db().componentParam.count({ where: { id: copy!.id } })).toBe(0);
      expect(await db().componentParamRecord.count({ where: { paramId: copy!.id } })).toBe(0);
    },
  );

  writeTest('hides another supplier’s set from every call', async () => {
    const [foreign] = await every({}, tokens.hongda);
    for (const [c, input] of [
      [P.detail, { body: { id: foreign!.id } }],
      [P.record, { body: { id: foreign!.id } }],
      [P.copy, { body: { id: foreign!.id } }],
      [P.update, { body: { ...sole, setName: 'y', id: foreign!.id } }],
      [P.queryComponentFormula, { params: { id: foreign!.id } }],
    ] as const)
      refused(await call(c, input), M.notFound);
  });
});

describe('componentParam permissions', () => {
  writeTest.each([
    ['add', { body: sole }],
    ['update', { body: { ...sole, id: 1 } }],
    ['copy', { body: { id: 1 } }],
    ['delete', { body: { ids: [1] } }],
    ['list', { body: {} }],
    ['record', { body: { id: 1 } }],
    ['export', { body: {} }],
  ] as const)('refuses %s to the viewer with 403 没有权限, and 401 without a token', async (name, input) => {
    const res = await call(P[name], input, tokens.viewer);
    expect(res.body).toEqual({ status: Status.forbidden, message: StatusMessage.forbidden, data: null });
    expect((await call(P[name], input, '')).status).toBe(401);
  });
});
