import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import * as contract from '@portal/contract';
import { encryptPassword, Status } from '@portal/contract';
import {
  agrees,
  type CaseReader,
  expectedIssue,
  type FormRuleCase,
  type FormRuleTable,
  formIssues,
  formTables,
  rulesNotShared,
  stubWords,
  type Verdict,
} from '@portal/contract/testing';
import { afterAll, describe, expect } from 'vitest';
import { handlerFiles } from '../scripts/catalogue-doc';
import { outboxCode } from './account-outbox';
import { demo, env, login, readTest, send, useContractStub, writeTest } from './helper';

/**
 * The agreement test: every rule case of every form's table (`formTables`, @portal/contract/testing) runs against
 * the form's validation (the schema its resolver judges with) and the stub's handler (the call the form sends), and
 * fails when they disagree on whether the values are refused or on the words. The material forms' cases run the
 * same way in fabric-rules.test.ts (they need records and files set up in the database).
 */
const { stub, tokens, ok } = useContractStub();
/** Reset codes issued for the tables, one per account until a case uses it. */
const codes = new Map<string, Promise<string>>();
const reader: CaseReader = {
  ok: (call, input) => ok(call, input as never) as never,
  encryptPassword: (password) => encryptPassword(password, env.PASSWORD_AES_KEY),
  resetCode: (loginAccount) => {
    if (!codes.has(loginAccount))
      codes.set(
        loginAccount,
        send(stub, contract.api.account.code, { query: { loginAccount } }).then(() => outboxCode(stub, loginAccount)),
      );
    return codes.get(loginAccount)!;
  },
};

/** The token a table fills its form with: a kept demo session, or (newcomer) one signed in for the table. */
const tokenOf = async (table: FormRuleTable<unknown, unknown>) => {
  const as = table.as ?? 'supplier';
  return as === 'newcomer' ? login(stub, demo.newcomer) : tokens[as];
};

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
  const res = await send(stub, table.call, table.input(values, x), await tokenOf(table));
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

/** The contract export's name (`purchaseLinePrice`) of a value, found by identity. */
const exportName = (value: unknown) => Object.entries(contract).find(([, v]) => v === value)?.[0];
const handlers = handlerFiles();

describe('every form’s rules are the stub’s: each field the form judges is judged by the same contract schema on the call', () => {
  for (const table of formTables as unknown as FormRuleTable<unknown, unknown>[])
    readTest(`${table.id} (${table.title}): ${table.call.id}`, async () => {
      expect(exportName(table.rule), `${table.id}: the form's rule is a contract export`).toBeDefined();
      // A rule that builds the schema needs the form's context; a schema is the form's schema as it is.
      const x = typeof table.rule === 'function' ? await table.prepare(reader) : undefined;
      expect(rulesNotShared(table, x), `${table.id}: fields whose rule the call's input does not hold`).toEqual([]);
      // A rule the table says the handler applies is named in the handler's module (its file or the files it
      // delegates to, beside it).
      const file = handlers.get(table.call.id);
      expect(file, `${table.call.id} has a handler`).toBeDefined();
      const folder = resolve(__dirname, '../src', dirname(file!));
      const source = readdirSync(folder, { recursive: true, encoding: 'utf8' })
        .filter((f) => f.endsWith('.ts'))
        .map((f) => readFileSync(join(folder, f), 'utf8'))
        .join('\n');
      const byHandler = [
        ...Object.entries(table.apart ?? {}).flatMap(([path, why]) =>
          typeof why === 'string' ? [] : [[path, why.handler] as const],
        ),
        ...(table.handlerRules ?? []).map((rule) => ['(across fields)', rule] as const),
      ];
      for (const [path, rule] of byHandler) {
        const name = exportName(rule);
        expect(name, `${table.id} ${path}: the handler's rule is a contract export`).toBeDefined();
        expect(source, `${table.id} ${path}: ${dirname(file!)} applies ${name}`).toMatch(new RegExp(`\\b${name}\\b`));
      }
    });
});

describe('every form’s rule cases: the form’s validation and the stub’s handler refuse alike, with the same words', () => {
  for (const table of formTables as unknown as FormRuleTable<unknown, unknown>[])
    describe(`${table.id} (${table.title})`, () => {
      (table.onStub ? writeTest.onStub : writeTest).each(table.cases.map((c) => [c.id, c.rule, c] as const))(
        '%s: %s',
        (_id, _rule, c) => runCase(table, c),
      );
    });
});
