import { Status } from '@portal/contract';
import {
  agrees,
  type CaseReader,
  expectedIssue,
  type FormRuleCase,
  type FormRuleTable,
  formIssues,
  formTables,
  stubWords,
  type Verdict,
} from '@portal/contract/testing';
import { afterAll, describe, expect } from 'vitest';
import { send, useContractStub, writeTest } from './helper';

/**
 * The agreement test: every rule case of every form's table (`formTables`, @portal/contract/testing) runs against
 * the form's validation (the schema its resolver judges with) and the stub's handler (the call the form sends), and
 * fails when they disagree on whether the values are refused or on the words. The material forms' cases run the
 * same way in fabric-rules.test.ts (they need records and files set up in the database).
 */
const { stub, tokens, ok } = useContractStub();
const reader: CaseReader = { ok: (call, input) => ok(call, input as never) as never };

const disagreements: string[] = [];
let ran = 0;
afterAll(() => {
  console.log(
    `agreement: ${ran} form rule cases over ${formTables.length} forms, ${disagreements.length} disagreements`,
  );
  for (const d of disagreements) console.log(`  ${d}`);
});

const show = (v: Verdict) => (v.refused ? `refused: ${v.message}` : 'accepted');

const runCase = async (table: FormRuleTable<unknown, unknown>, c: FormRuleCase<unknown, unknown>) => {
  const x = await table.prepare(reader);
  const values = c.values(table.valid(x), x);
  const issues = formIssues(table.schema(x), values);
  const form: Verdict = issues[0] ? { refused: true, message: issues[0].message } : { refused: false };
  const res = await send(stub, table.call, table.input(values, x), tokens[table.as ?? 'supplier']);
  const answer = res.body as { status: number; message: string; data: unknown };
  const stubVerdict: Verdict =
    answer.status === Status.ok ? { refused: false } : { refused: true, message: stubWords(answer.message) };
  ran += 1;
  if (!agrees(form, stubVerdict))
    disagreements.push(`${c.id} ${table.title}: ${c.rule} — form ${show(form)}, stub ${show(stubVerdict)}`);
  expect(stubVerdict, `${table.title}: ${c.rule}: the form ${show(form)}`).toEqual(form);
  // Each side says what the table says: the form marks the field, the stub answers the envelope.
  const expected = expectedIssue(c, x);
  if (expected) {
    expect(issues[0]).toEqual(expected);
    expect(answer).toMatchObject({ status: Status.badRequest, data: null });
  } else {
    expect(issues).toEqual([]);
    expect(answer).toMatchObject({ status: Status.ok, message: '成功' });
  }
};

describe('every form’s rule cases: the form’s validation and the stub’s handler refuse alike, with the same words', () => {
  for (const table of formTables as unknown as FormRuleTable<unknown, unknown>[])
    describe(`${table.id} (${table.title})`, () => {
      writeTest.each(table.cases.map((c) => [c.id, c.rule, c] as const))('%s: %s', (_id, _rule, c) =>
        runCase(table, c),
      );
    });
});
