import { api, materialFormSchema, Status } from '@portal/contract';
import {
  agrees,
  formIssues,
  type MaterialRuleCase,
  materialCaseBody,
  materialRuleCases,
  ruleRows,
  stubWords,
  type Verdict,
} from '@portal/contract/testing';
import { afterAll, beforeAll, describe, expect } from 'vitest';
import { internalTest, send, useContractStub } from './helper';

const { stub, tokens, db } = useContractStub();
/** The cases set up their stored records, files and available grains in the stub's database. */
const ruleCase = internalTest.because('sets up each case’s stored record, files and grains in its database');
/** The material forms' part of the agreement test (agreement.test.ts): the form and the stub on every case. */
const disagreements: string[] = [];
afterAll(() => {
  console.log(`agreement: ${materialRuleCases.length} material rule cases, ${disagreements.length} disagreements`);
  for (const d of disagreements) console.log(`  ${d}`);
});
beforeAll(() => {
  console.log(
    `fabric rules: ${materialRuleCases.length} cases over ${new Set(materialRuleCases.map((c) => c.row)).size} rule rows`,
  );
});

const categoryIds = async (code: string, sectionName: string | null) => {
  if (code === '') return { divisionId: 0, sectionId: 0 };
  const division = await db().materialCategory.findFirstOrThrow({ where: { materialCode: code, parentId: null } });
  const section = sectionName
    ? await db().materialCategory.findFirst({ where: { parentId: division.id, name: sectionName } })
    : null;
  return { divisionId: division.id, sectionId: section?.id ?? 0 };
};

/** Files a case names exist as the caller's uploads. */
const ensureFiles = async (body: Record<string, unknown>) => {
  const ids = [body.coverImgId, body.checkFileId, body.vrFileId, ...((body.otherImgIds as string[]) ?? [])].filter(
    (id): id is string => typeof id === 'string' && id !== '',
  );
  for (const id of ids)
    await db().storedFile.upsert({
      where: { id },
      update: {},
      create: {
        id,
        fileName: `${id}.jpg`,
        contentType: 'image/jpeg',
        fileSize: 1,
        businessType: 'materialFabric',
        storagePath: `files/cases/${id}.jpg`,
        supplierCode: 'S10001',
        accountId: 1,
      },
    });
};

/** The stored record of a case: the stored values saved as a valid submit, then put in the case's state. */
const storedId = async (c: MaterialRuleCase, ids: { divisionId: number; sectionId: number }) => {
  const stored = c.ctx.stored!;
  const {
    id: _id,
    materialCode: _code,
    status,
    materialStage,
    editType,
    hasFrozen,
    auditRemark,
    isCompleteData,
    ...values
  } = stored as Record<string, unknown>;
  const res = await send(stub, api.fabric.saveOrUpdate, { body: { ...values, ...ids, status: 2 } }, tokens.supplier);
  expect(res.body.status, `the stored record of ${c.id} saves: ${res.body.message}`).toBe(Status.ok);
  const id = res.body.data.id as number;
  await db().material.update({
    where: { id },
    data: {
      status: status as number,
      materialStage: (materialStage as string | undefined) ?? 'normal',
      editType: (editType as number | null | undefined) ?? null,
      hasFrozen: (hasFrozen as number | null | undefined) ?? 0,
      auditRemark: (auditRemark as string | null | undefined) ?? null,
      isCompleteData: (isCompleteData as number | null | undefined) ?? null,
    },
  });
  return id;
};

/** Runs `call` with the division's grains or effects retired when the case says none are maintained. */
const withAvailable = async <T>(c: MaterialRuleCase, divisionId: number, call: () => Promise<T>) => {
  const none = c.ctx.available;
  if (none?.grains === 0)
    await db().grain.updateMany({ where: { divisionId, isActive: '1' }, data: { isActive: 'x' } });
  if (none?.effects === 0) await db().effect.updateMany({ where: { divisionId }, data: { divisionId: -divisionId } });
  try {
    return await call();
  } finally {
    if (none?.grains === 0)
      await db().grain.updateMany({ where: { divisionId, isActive: 'x' }, data: { isActive: '1' } });
    if (none?.effects === 0) await db().effect.updateMany({ where: { divisionId: -divisionId }, data: { divisionId } });
  }
};

describe('saveOrUpdate runs every rule row of spec 001 §4 and §5 with its message', () => {
  internalTest.because('checks the contract’s rule table, not a target')('covers every row a save can show', () => {
    const covered = new Set(materialRuleCases.map((c) => c.row));
    const caseRows = ruleRows.filter((r) => r.coveredBy === 'case');
    expect(caseRows.filter((r) => !covered.has(r.id)).map((r) => r.id)).toEqual([]);
    console.log(
      `fabric rules: ${ruleRows.length} rule rows (${caseRows.length} shown by saves, ${ruleRows.length - caseRows.length} by the form's pure functions)`,
    );
  });

  ruleCase.each(materialRuleCases.map((c) => [c.id, c.rule, c] as const))('%s: %s', async (_id, _rule, c) => {
    const ids = await categoryIds(c.ctx.categoryCode, c.ctx.sectionName);
    const body = materialCaseBody(c, ids) as Record<string, unknown>;
    if (c.ctx.stored) {
      body.id = await storedId(c, ids);
      if (!('divisionId' in c.input)) body.divisionId = ids.divisionId;
    }
    // Section id 1 is the cases' placeholder (no seeded section has it): the seeded section's id replaces it.
    if (body.sectionId === 1) body.sectionId = ids.sectionId;
    await ensureFiles(body);
    const res = await withAvailable(c, ids.divisionId, () =>
      send(stub, api.fabric.saveOrUpdate, { body }, tokens.supplier),
    );
    // The form judges the same values with its schema: it refuses what the stub refuses, with the same words.
    const first = formIssues(materialFormSchema(c.ctx), materialCaseBody(c))[0];
    const form: Verdict = first ? { refused: true, message: first.message } : { refused: false };
    const answer: Verdict =
      res.body.status === Status.ok ? { refused: false } : { refused: true, message: stubWords(res.body.message) };
    if (!agrees(form, answer)) disagreements.push(`${c.id}: ${c.rule}`);
    expect(answer, `the form and the stub on ${c.id}`).toEqual(form);
    if (c.expected) {
      expect(res.body).toEqual({ status: Status.badRequest, message: c.expected, data: null });
      return;
    }
    expect(res.body.message).toBe('成功');
    if (!c.saved) return;
    const row = await db().material.findUniqueOrThrow({ where: { id: res.body.data.id } });
    expect(row).toMatchObject(c.saved);
  });
});
