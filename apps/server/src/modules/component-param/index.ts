import { randomUUID } from 'node:crypto';
import {
  api,
  type ComponentParam,
  type ComponentParamFilters,
  type ComponentParamForm,
  ComponentParamStatus,
  type ComponentParamValue,
  componentParamDeletable,
  evaluateFormula,
  ComponentParamMessages as M,
} from '@portal/contract';
import { implement } from '../../binder';
import type { Db } from '../../db/client';
import { fixture } from '../../db/fixtures';
import type { Prisma } from '../../generated/prisma/client';
import { defineModule } from '../../kit/module';
import { pagedResource, type RecordOf, type WhereOf } from '../../kit/paged-resource';
import { fail } from '../../lib/errors';
import { formatDateTime } from '../../lib/format';
import { type Auth, operatorOf } from '../../plugins/auth';

type ParamRecord = RecordOf<'componentParam'>;

const valuesOf = (json: unknown): ComponentParamValue[] => (Array.isArray(json) ? (json as ComponentParamValue[]) : []);

const paramWhere = (supplierCode: string, f: ComponentParamFilters): WhereOf<'componentParam'> => ({
  AND: [
    { supplierCode },
    f.paramCode ? { paramCode: { contains: f.paramCode } } : {},
    f.componentCode ? { componentCode: { contains: f.componentCode } } : {},
    f.componentName ? { componentName: { contains: f.componentName } } : {},
    f.setName ? { setName: { contains: f.setName } } : {},
    f.status === undefined ? {} : { status: f.status },
  ],
});
const paramOrder: Prisma.ComponentParamOrderByWithRelationInput[] = [{ modifyTime: 'desc' }, { id: 'desc' }];

export const toParam = (p: ParamRecord): ComponentParam => {
  const values = valuesOf(p.paramValues);
  const result = evaluateFormula(p.formula, Object.fromEntries(values.map((v) => [v.name, v.value])));
  return {
    id: p.id,
    paramCode: p.paramCode,
    componentCode: p.componentCode,
    componentName: p.componentName,
    setName: p.setName,
    formula: p.formula,
    result: result.ok ? result.value : null,
    resultMessage: result.ok ? null : result.message,
    status: p.status,
    remark: p.remark,
    values,
    copiedFrom: p.copiedFrom,
    creator: p.creator,
    createTime: formatDateTime(p.createTime),
    modifier: p.modifier,
    modifyTime: formatDateTime(p.modifyTime),
  };
};

const ownParam = async (db: Db, auth: Auth, id: number) => {
  const p = await db.componentParam.findFirst({ where: { id, supplierCode: auth.supplierCode } });
  if (!p) throw fail(M.notFound);
  return p;
};

const nameTaken = async (db: Db, auth: Auth, setName: string, except?: number) =>
  (await db.componentParam.count({
    where: { supplierCode: auth.supplierCode, setName, ...(except ? { id: { not: except } } : {}) },
  })) > 0;

/** The next free 「name-副本」, 「name-副本2」… of the caller's sets. */
const copyName = async (db: Db, auth: Auth, setName: string) => {
  const base = `${setName}-副本`;
  for (let n = 1; ; n++) {
    const name = n === 1 ? base : `${base}${n}`;
    if (!(await nameTaken(db, auth, name))) return name;
  }
};

/**
 * Creates a set and gives it its code, 'CP' + the id on six digits (the id is known only once the row exists: a
 * unique placeholder holds the code for the moment in between, inside the transaction).
 */
const createSet = async (
  tx: Prisma.TransactionClient,
  data: Omit<Prisma.ComponentParamUncheckedCreateInput, 'paramCode'>,
) => {
  const created = await tx.componentParam.create({ data: { ...data, paramCode: `new-${randomUUID()}` } });
  return tx.componentParam.update({
    where: { id: created.id },
    data: { paramCode: `CP${String(created.id).padStart(6, '0')}` },
  });
};

type Body = Required<Omit<ComponentParamForm, 'remark'>> & { remark?: string };
const fieldsOf = (b: Body) => ({
  componentCode: b.componentCode,
  componentName: b.componentName,
  setName: b.setName,
  formula: b.formula,
  status: b.status,
  remark: b.remark || null,
  paramValues: b.values.map((v) => ({ name: v.name, label: v.label, value: v.value, unit: v.unit ?? '' })),
});

const show = (v: unknown) => (v === null || v === undefined ? '' : String(v));

/** What changed between the stored set and the update: one record line per field or variable. */
const changes = (before: ParamRecord, after: ReturnType<typeof fieldsOf>) => {
  const lines: { field: string; oldValue: string | null; newValue: string | null }[] = [];
  const scalar = (field: string, a: unknown, b: unknown) => {
    if (show(a) !== show(b)) lines.push({ field, oldValue: show(a) || null, newValue: show(b) || null });
  };
  scalar('组件编码', before.componentCode, after.componentCode);
  scalar('组件名称', before.componentName, after.componentName);
  scalar('参数名称', before.setName, after.setName);
  scalar('计算公式', before.formula, after.formula);
  scalar('状态', ComponentParamStatus.text(before.status), ComponentParamStatus.text(after.status));
  scalar('备注', before.remark, after.remark);
  const old = new Map(valuesOf(before.paramValues).map((v) => [v.name, v]));
  const now = new Map(after.paramValues.map((v) => [v.name, v]));
  const label = (v: ComponentParamValue) => `${v.label}(${v.name})`;
  const text = (v: ComponentParamValue) => `${v.value}${v.unit ? ` ${v.unit}` : ''}`;
  for (const v of after.paramValues) {
    const was = old.get(v.name);
    if (!was) lines.push({ field: label(v), oldValue: null, newValue: text(v) });
    else if (text(was) !== text(v) || was.label !== v.label)
      lines.push({ field: label(v), oldValue: text(was), newValue: text(v) });
  }
  for (const v of old.values())
    if (!now.has(v.name)) lines.push({ field: label(v), oldValue: text(v), newValue: null });
  return lines;
};

export const componentParams = pagedResource({
  model: 'componentParam',
  list: api.componentParam.list,
  where: (f, { auth }) => paramWhere(auth.supplierCode, f),
  order: paramOrder,
  sort: { paramCode: 'paramCode', componentName: 'componentName', modifyTime: 'modifyTime' },
  rows: (records) => records.map(toParam),
  count: api.componentParam.listSize,
  export: {
    call: api.componentParam.export,
    title: '组件参数',
    columns: [
      { header: '参数编码', value: (p) => p.paramCode },
      { header: '组件编码', width: 12, value: (p) => p.componentCode },
      { header: '组件名称', width: 12, value: (p) => p.componentName },
      { header: '参数名称', width: 24, value: (p) => p.setName },
      {
        header: '参数',
        width: 60,
        value: (p) => p.values.map((v) => `${v.label}(${v.name})=${v.value}${v.unit}`).join('；'),
      },
      { header: '计算公式', width: 40, value: (p) => p.formula },
      { header: '计算结果', width: 12, value: (p) => p.result ?? p.resultMessage },
      { header: '状态', width: 8, value: (p) => ComponentParamStatus.text(p.status) },
      { header: '修改人', width: 14, value: (p) => p.modifier },
      { header: '修改时间', width: 20, value: (p) => p.modifyTime },
    ],
  },
});

/** Component parameters (组件参数, docs/domains/component-param.md): every call of the domain. */
export const componentParamModule = defineModule('componentParam', {
  handlers: [
    ...componentParams.handlers,

    implement(api.componentParam.add, async ({ body, db, auth }) => {
      if (await nameTaken(db, auth, body.setName)) throw fail(M.setNameTaken);
      const operator = operatorOf(auth);
      await db.$transaction(async (tx) => {
        const created = await createSet(tx, {
          ...fieldsOf(body),
          supplierCode: auth.supplierCode,
          creator: operator,
          modifier: operator,
        });
        await tx.componentParamRecord.create({
          data: { paramId: created.id, operateType: 'add', newValue: body.setName, operator },
        });
      });
      return true;
    }),

    implement(api.componentParam.copy, async ({ body, db, auth }) => {
      const source = await ownParam(db, auth, body.id);
      const operator = operatorOf(auth);
      const setName = await copyName(db, auth, source.setName);
      const id = await db.$transaction(async (tx) => {
        const created = await createSet(tx, {
          supplierCode: auth.supplierCode,
          componentCode: source.componentCode,
          componentName: source.componentName,
          setName,
          formula: source.formula,
          status: ComponentParamStatus.disabled,
          remark: source.remark,
          paramValues: source.paramValues as Prisma.InputJsonValue,
          copiedFrom: source.paramCode,
          creator: operator,
          modifier: operator,
        });
        await tx.componentParamRecord.create({
          data: { paramId: created.id, operateType: 'copy', oldValue: source.paramCode, newValue: setName, operator },
        });
        return created.id;
      });
      return { id };
    }),

    implement(api.componentParam.update, async ({ body, db, auth }) => {
      const before = await ownParam(db, auth, body.id);
      if (await nameTaken(db, auth, body.setName, body.id)) throw fail(M.setNameTaken);
      const after = fieldsOf(body);
      const lines = changes(before, after);
      if (lines.length === 0) return true;
      const operator = operatorOf(auth);
      const now = new Date();
      await db.$transaction(async (tx) => {
        await tx.componentParam.update({
          where: { id: before.id },
          data: { ...after, modifier: operator, modifyTime: now },
        });
        await tx.componentParamRecord.createMany({
          data: lines.map((l) => ({ paramId: before.id, operateType: 'update', ...l, operator, operateTime: now })),
        });
      });
      return true;
    }),

    implement(api.componentParam.delete, async ({ body, db, auth }) => {
      const ids = [...new Set(body.ids)];
      const found = await db.componentParam.findMany({ where: { id: { in: ids }, supplierCode: auth.supplierCode } });
      if (found.length !== ids.length) throw fail(M.notFound);
      for (const p of found)
        if (!componentParamDeletable.allows(p)) throw fail(`${p.paramCode}：${componentParamDeletable.message}`);
      await db.componentParam.deleteMany({ where: { id: { in: ids }, supplierCode: auth.supplierCode } });
      return true;
    }),

    implement(api.componentParam.record, async ({ body, db, auth }) => {
      const p = await ownParam(db, auth, body.id);
      const records = await db.componentParamRecord.findMany({
        where: { paramId: p.id },
        orderBy: [{ operateTime: 'desc' }, { id: 'desc' }],
      });
      return records.map((r) => ({
        id: r.id,
        paramId: r.paramId,
        operateType: r.operateType as 'add' | 'update' | 'copy',
        field: r.field,
        oldValue: r.oldValue,
        newValue: r.newValue,
        operator: r.operator,
        operateTime: formatDateTime(r.operateTime),
      }));
    }),

    implement(api.componentParam.detail, async ({ body, db, auth }) => toParam(await ownParam(db, auth, body.id))),

    implement(api.componentParam.queryComponentFormula, async ({ params, db, auth }) => {
      const p = toParam(await ownParam(db, auth, params.id));
      return {
        id: p.id,
        componentName: p.componentName,
        formula: p.formula,
        variables: p.values,
        result: p.result,
        resultMessage: p.resultMessage,
      };
    }),
  ],
  fixtures: [fixture('componentParams', 'componentParam'), fixture('componentParamRecords', 'componentParamRecord')],
});
