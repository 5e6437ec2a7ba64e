import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as contract from '@portal/contract';
import { type FormRuleTable, formTables } from '@portal/contract/testing';
import { describe, expect, it } from 'vitest';

/**
 * Every form of the portal judges its values with the contract's rule that its agreement table names
 * (`formTables`, @portal/contract/testing; the stub's agreement test runs each table's cases against that rule and
 * the stub's handler). A form that validates with a copy of its own is not what the stub applies, so this fails on:
 * - a form file (a react-hook-form, a resolver, a `safeParse`, a hand-set field error) that no table names;
 * - a table's form file that does not import the table's rule from the contract and use it;
 * - a portal file that builds schemas of its own (a value import of zod): the portal's rules live in the contract.
 */
const src = __dirname;
const tables = formTables as unknown as FormRuleTable<unknown, unknown>[];

/** Files that validate something but are no form of their own, each with the reason. */
const notForms: Record<string, string> = {
  'components/reason-dialog.tsx':
    'the close-with-reason dialog judges with the schema its caller hands it; each caller is a table’s form',
  'components/list/list-params.ts': 'reads a list’s URL state back through the list call’s own schema',
  'components/uploads/oss-client.ts': 'checks an upload’s business type against the contract’s own schema',
  'features/price/api/price.ts': 'reads an import answer’s row errors, not a form',
  'features/auth/components/login-form.tsx':
    'the login form’s fields: it judges with the resolver of features/auth/api/sign-in.ts (loaded on the first input), the login table’s form',
  'features/fabric/components/use-material-form.ts':
    'the material forms: their rule cases are materialRuleCases, run against form and stub by fabric-rules.test.ts',
  'features/fabric/components/material-fields.tsx':
    'the material forms’ fields: a list field refuses an entry by the check its section hands it (the contract’s widthMessage); the forms’ rule cases are materialRuleCases',
};

/** Screens that send what the user types but leave judging it to another file: that file, a table's form. */
const judgedElsewhere: Record<string, string> = {
  'features/inquiry/components/sole-dialog.tsx': 'features/inquiry/components/sole-form.ts',
};

/** What makes a file a form: a react-hook-form, a resolver, a schema judging values, a field error set by hand. */
const validates = /useForm[<(]|contractResolver(?:<[^()]*>)?\(|\.safeParse\(|setError\((?!undefined|null)/;

const sourceFiles = (dir: string): string[] =>
  readdirSync(join(src, dir), { recursive: true, encoding: 'utf8' })
    .filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f))
    .map((f) => `${dir}/${f}`);
const formFiles = [...sourceFiles('features'), ...sourceFiles('components')]
  .filter((f) => validates.test(readFileSync(join(src, f), 'utf8')))
  .sort();

const exportName = (value: unknown) => Object.entries(contract).find(([, v]) => v === value)?.[0];
/** The names a file imports (as values) from the contract. */
const contractImports = (text: string) =>
  [...text.matchAll(/import\s*\{([^}]*)\}\s*from\s*'@portal\/contract'/g)].flatMap(([, names]) =>
    names!
      .split(',')
      .map((n) => n.trim())
      .filter((n) => n && !n.startsWith('type '))
      .map((n) => n.split(/\s+as\s+/)[0]!),
  );

describe('every portal form judges with its table’s contract rule', () => {
  it('every form file is a table’s form (or says why it is no form)', () => {
    const named = new Set(tables.map((t) => t.form));
    expect(formFiles.filter((f) => !named.has(f) && !(f in notForms))).toEqual([]);
    // The reasons stay true: each file listed still validates, and is no table's form.
    expect(Object.keys(notForms).filter((f) => !formFiles.includes(f) || named.has(f))).toEqual([]);
  });

  it('every screen that sends typed text judges it, or names the form file that does', () => {
    const named = new Set(tables.map((t) => t.form));
    const sendsTyped = [...sourceFiles('features'), ...sourceFiles('components')].filter((f) => {
      const text = readFileSync(join(src, f), 'utf8');
      return /<Input|<textarea|CountedTextarea/.test(text) && /mutate(Async)?\(/.test(text);
    });
    expect(sendsTyped.filter((f) => !formFiles.includes(f) && !(f in judgedElsewhere))).toEqual([]);
    expect(
      Object.entries(judgedElsewhere).filter(([f, judge]) => !sendsTyped.includes(f) || !named.has(judge)),
    ).toEqual([]);
  });

  it.each(tables.map((t) => [t.id, t] as const))(
    '%s: its form file uses the rule, imported from the contract',
    (_id, table) => {
      const name = exportName(table.rule);
      expect(name, `${table.id}: the table's rule is a contract export`).toBeDefined();
      const text = readFileSync(join(src, table.form), 'utf8');
      expect(contractImports(text), `${table.form} imports ${name} from @portal/contract`).toContain(name);
      // Judged with: handed to the resolver, built for the form's context, asked to safeParse, or given to the dialog
      // that judges with it (a type or a comment naming it is not enough).
      const judged = new RegExp(
        `contractResolver(?:<[^()]*>)?\\(\\s*${name}\\b|\\b${name}\\s*\\(|\\b${name}\\.safeParse\\(|schema=\\{${name}\\}`,
      );
      expect(text, `${table.form} judges its values with ${name}`).toMatch(judged);
    },
  );

  const everyFile = readdirSync(src, { recursive: true, encoding: 'utf8' }).filter(
    (f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f) && !f.startsWith('test/'),
  );

  it('no portal file builds a schema of its own', () => {
    const builders = everyFile.filter((f) =>
      /import\s+(?!type\b)[^;]*from\s*'zod'/.test(readFileSync(join(src, f), 'utf8')),
    );
    expect(builders, 'a value import of zod builds a local rule; the rules live in the contract').toEqual([]);
  });

  it('every form judges through contractResolver, the one adapter: no file takes a resolver of its own', () => {
    const adapters = everyFile.filter((f) =>
      /from\s*'@hookform\/resolvers\/\w+'/.test(readFileSync(join(src, f), 'utf8')),
    );
    expect(adapters, 'components/form/contract-resolver.ts turns a contract schema into a resolver').toEqual([]);
  });
});
