/**
 * `pnpm openapi:check`: is the published document as strict as the stub? Two independent generators make requests
 * from the document alone and send them to a stub (in process, fresh seeded database); every input the document
 * allows must be accepted, or refused only for the state of the records it names (docs/decisions/0019-openapi-document.md).
 *
 * - **json-schema-faker** fills every parameter and body of every operation (`OPENAPI_CHECK_ROUNDS` per operation,
 *   default 4), reproducibly from `OPENAPI_CHECK_SEED` (default 1).
 * - **the Postman converter** (openapi-to-postmanv2, "Example" parameter generation: it fills values from the schemas)
 *   turns the document into a collection, which **newman** runs (`OPENAPI_CHECK_CONVERSIONS` conversions, default 2;
 *   the converter draws from Math.random, seeded here).
 * - **Prism** (`prism proxy`) stands in front of the stub while newman runs the first collection again as converted
 *   (file parts empty): it must answer every request and still be running at the end, and no answer may break the
 *   document.
 *
 * Each request is checked against the document (Ajv, JSON Schema 2020-12) and the stub's answer judged
 * (src/openapi/conformance.ts). Failures: a document-valid input refused by validation, a 401 or 403 没有权限, any 5xx
 * or answer that is not the envelope, an export accepted and then failed in the background, a tool that crashes. The
 * control surface (/__stub) is left out: its calls change the stub itself (a generated fault would fail the run).
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { api } from '@portal/contract';
import newman from 'newman';
import Converter from 'openapi-to-postmanv2';
import { buildApp } from '../src/app';
import { readEnv } from '../src/env';
import { type Answer, documentProblem, failures, inputOf, type Verdict, verdictOf } from '../src/openapi/conformance';
import { openApiDocument } from '../src/openapi/document';
import { fakeInputs, fileFor, sampleFiles } from '../src/openapi/generate';
import { type Operation, operationMatcher, operationsOf } from '../src/openapi/operations';
import { startPrism } from '../src/openapi/prism';
import { describeRequest, send } from '../src/openapi/send';
import { issueSession } from './fuzz';

/** The account the check signs in as (fixtures/accounts.json): every atom, so no call is denied. */
const checkAccount = 'supervisor';
const rounds = Number(process.env.OPENAPI_CHECK_ROUNDS ?? 4);
const conversions = Number(process.env.OPENAPI_CHECK_CONVERSIONS ?? 2);
const seed = Number(process.env.OPENAPI_CHECK_SEED ?? 1);

interface Result {
  tool: string;
  op: Operation;
  request: string;
  /** Why the input breaks the document; null when it is valid. */
  problem: string | null;
  verdict: Verdict;
  message: string;
}

/** Mulberry32: the converter's values from a seed. */
const seeded = (start: number) => {
  let a = start >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
};

/** The document as a Postman collection, its values drawn from `Math.random` seeded with `from`. */
const convert = async (documentText: string, from: number) => {
  const random = Math.random;
  Math.random = seeded(from);
  try {
    return await new Promise<{ item: unknown[] }>((done, fail) =>
      Converter.convertV2(
        { type: 'string', data: documentText },
        { folderStrategy: 'Tags', parametersResolution: 'Example' },
        (error, result) => {
          if (error) fail(error);
          else if (!result.result || !result.output?.[0]) fail(new Error(`the converter failed: ${result.reason}`));
          else done(result.output[0].data as { item: unknown[] });
        },
      ),
    );
  } finally {
    Math.random = random;
  }
};

type PostmanItem = {
  name: string;
  item?: PostmanItem[];
  request: {
    method: string;
    url: { path?: string[] };
    body?: { mode: string; formdata?: { key: string; type: string; value?: string; src?: string }[] };
  };
};
const requestsOf = (items: PostmanItem[]): PostmanItem[] => items.flatMap((i) => (i.item ? requestsOf(i.item) : [i]));
/** The requests with the logouts moved to the end: a logout ends the session a whole collection runs with. */
const logoutsLast = (items: PostmanItem[]): PostmanItem[] => {
  const isLogout = (i: PostmanItem) => `/${(i.request.url.path ?? []).join('/')}` === api.account.logout.path;
  return [...items.filter((i) => !isLogout(i)), ...items.filter(isLogout)];
};

interface Execution {
  item: { name: string };
  request: {
    method: string;
    url: {
      getPath(): string;
      query: { all(): { key: string; value: string; disabled?: boolean }[] };
      toString(): string;
    };
    body?: { mode: string; raw?: string; formdata?: { all(): { key: string; value: string; type: string }[] } };
  };
  response?: { code: number; stream?: Buffer; headers: { get(name: string): string | undefined } };
  requestError?: Error;
}

const runNewman = (collection: unknown, base: string, token: string, workingDir: string) =>
  new Promise<Execution[]>((done, fail) =>
    newman.run(
      {
        collection: collection as never,
        envVar: [
          { key: 'baseUrl', value: base },
          { key: 'apiKey', value: token },
        ],
        reporters: [],
        workingDir,
        timeoutRequest: 60_000,
      },
      (error, summary) => (error ? fail(error) : done(summary.run.executions as unknown as Execution[])),
    ),
  );

const main = async () => {
  const started = performance.now();
  const dir = mkdtempSync(join(tmpdir(), 'openapi-check-'));
  const env = {
    ...readEnv({ ...process.env, LOG_LEVEL: process.env.LOG_LEVEL ?? 'silent' }),
    DATABASE_URL: `file:${join(dir, 'stub.db')}`,
    STORAGE_DIR: join(dir, 'storage'),
  };
  const app = await buildApp({ env });
  const base = await app.listen({ host: '127.0.0.1', port: 0 });
  const document = openApiDocument({ serverUrl: base });
  const documentText = JSON.stringify(document);
  const documentPath = join(dir, 'openapi.json');
  writeFileSync(documentPath, documentText);
  // The control surface changes the stub itself (a reset drops the run's session, a fault fails what follows).
  const operations = operationsOf(document).filter((op) => !op.path.startsWith('/__stub'));
  const match = operationMatcher(operations);
  const samples = await sampleFiles();
  const results: Result[] = [];
  const crashes: string[] = [];
  let exitCode = 1;
  let prism: Awaited<ReturnType<typeof startPrism>> | undefined;

  try {
    // 1. json-schema-faker, every operation. As the supervisor: the one demo account with every atom (the audits
    // included), so a call is refused only for its input or the state of its records, never for want of an atom.
    let token = await issueSession(app, checkAccount);
    for (const [index, op] of operations.entries())
      for (const input of fakeInputs(op, rounds, seed * 100_000 + index * rounds)) {
        const file = op.body?.mediaType === 'multipart/form-data' ? fileFor(op, input.body, samples) : undefined;
        const { request, answer } = await send(base, op, input, token, file);
        const problem = documentProblem(op, { ...input, file: file !== undefined });
        results.push({ tool: 'json-schema-faker', op, request, problem, ...verdictOf(op, answer) });
        // A logout ends the session it was sent with: the next request goes with a new one.
        if (op.id === api.account.logout.id) token = await issueSession(app, checkAccount);
      }

    // 2. The Postman converter and newman, each conversion on a fresh session.
    const filePaths: Record<string, string> = {};
    for (const [ext, file] of Object.entries(samples)) {
      filePaths[ext] = join(dir, file.name);
      writeFileSync(filePaths[ext]!, file.bytes);
    }
    let firstCollection: { item: unknown[] } | undefined;
    for (let n = 0; n < conversions; n++) {
      const collection = await convert(documentText, seed * 1000 + n);
      firstCollection ??= structuredClone(collection);
      const items = requestsOf(collection.item as PostmanItem[]);
      const kept = items.filter((i) => !(i.request.url.path ?? []).includes('__stub'));
      for (const item of kept) {
        const op = match(item.request.method, `/${(item.request.url.path ?? []).join('/')}`);
        // The file a QA engineer would pick: a sample of a type the call accepts.
        for (const field of item.request.body?.formdata ?? [])
          if (field.type === 'file' && op) {
            const fields = Object.fromEntries(
              (item.request.body?.formdata ?? []).filter((f) => f.type !== 'file').map((f) => [f.key, f.value]),
            );
            const file = fileFor(op, fields, samples);
            field.src = filePaths[Object.keys(samples).find((ext) => samples[ext] === file)!];
          }
      }
      collection.item = logoutsLast(kept);
      token = await issueSession(app, checkAccount);
      for (const ex of await runNewman(collection, base, token, dir)) {
        const pathname = ex.request.url.getPath();
        const method = ex.request.method;
        const op = match(method, pathname);
        if (!op) {
          crashes.push(`postman converter: ${method} ${pathname} matches no operation of the document`);
          continue;
        }
        // The query as newman sent it (a generated `+` goes as it is, and the stub reads a space).
        const query = new URLSearchParams(
          ex.request.url.query
            .all()
            .filter((q) => !q.disabled)
            .map((q) => `${q.key}=${q.value ?? ''}`)
            .join('&'),
        );
        const input = inputOf(op, pathname, query);
        if (ex.request.body?.mode === 'raw' && ex.request.body.raw) input.body = JSON.parse(ex.request.body.raw);
        if (ex.request.body?.mode === 'formdata') {
          const fields = ex.request.body.formdata?.all() ?? [];
          input.body = Object.fromEntries(fields.filter((f) => f.type !== 'file').map((f) => [f.key, f.value]));
          input.file = fields.some((f) => f.type === 'file' && (f as { src?: string }).src);
        }
        const answer: Answer = ex.response
          ? {
              httpStatus: ex.response.code,
              contentType: ex.response.headers.get('content-type') ?? '',
              json: (() => {
                try {
                  return JSON.parse(ex.response.stream?.toString() ?? '');
                } catch {
                  return undefined;
                }
              })(),
            }
          : { httpStatus: 0, contentType: '', error: String(ex.requestError ?? 'no answer') };
        results.push({
          tool: 'postman converter + newman',
          op,
          request: describeRequest(method, ex.request.url.toString().replace(base, ''), input.body),
          problem: documentProblem(op, input),
          ...verdictOf(op, answer),
        });
      }
    }

    // 3. Prism in front of the stub, the first collection as converted (its file parts empty).
    prism = await startPrism(documentPath, base, false);
    const running = prism;
    let exitedWith: number | null | undefined;
    void running.exited.then((code) => {
      exitedWith = code;
    });
    const asConverted = firstCollection!;
    asConverted.item = logoutsLast(
      requestsOf(asConverted.item as PostmanItem[]).filter((i) => !(i.request.url.path ?? []).includes('__stub')),
    );
    const throughPrism = await runNewman(asConverted, running.url, await issueSession(app), dir);
    let answered = 0;
    const prismProblems: string[] = [];
    for (const ex of throughPrism) {
      const what = `${ex.request.method} ${ex.request.url.getPath()}`;
      if (!ex.response) {
        prismProblems.push(`${what}: no answer through Prism (${String(ex.requestError)})`);
        continue;
      }
      answered++;
      const violations = ex.response.headers.get('sl-violations');
      const onAnswer = violations
        ? (JSON.parse(violations) as { location?: string[]; message: string }[]).filter(
            (v) => v.location?.[0] === 'response',
          )
        : [];
      for (const v of onAnswer)
        prismProblems.push(
          `${what} → ${ex.response.code}: the answer breaks the document: ${v.location?.join('.')} ${v.message}`,
        );
    }
    if (exitedWith !== undefined || running.process.exitCode !== null)
      prismProblems.push(
        `Prism exited (${exitedWith ?? running.process.exitCode}):\n${running.log.join('').slice(-2000)}`,
      );

    // 4. Exports the calls accepted must have been written.
    await app.jobs.drain();
    const failedExports = await app.db.downloadRecord.findMany({ where: { failed: true } });
    for (const record of failedExports)
      crashes.push(`export ${record.source} accepted, then failed in the background: ${record.message ?? ''}`);

    // The report.
    const seconds = Math.round((performance.now() - started) / 1000);
    console.log(`\nopenapi check: seed ${seed}, ${results.length} generated requests in ${seconds} s`);
    for (const tool of [...new Set(results.map((r) => r.tool))]) {
      const mine = results.filter((r) => r.tool === tool);
      const valid = mine.filter((r) => r.problem === null);
      const count = (v: Verdict) => valid.filter((r) => r.verdict === v).length;
      console.log(
        `  ${tool}: ${mine.length} requests, ${valid.length} valid for the document: ${count('accepted')} accepted, ${count('state')} refused for the state of records, ${count('declared')} refused by a rule declared in x-rules, ${count('refused')} refused by validation, ${count('denied')} denied, ${count('crash')} crashed; ${mine.length - valid.length} not valid for the document (left out)`,
      );
    }
    console.log(
      `  prism proxy: ${answered} of ${throughPrism.length} requests of the collection as converted answered through Prism, Prism ${exitedWith === undefined && running.process.exitCode === null ? 'still running' : 'exited'}`,
    );
    console.log(`  exports: ${failedExports.length} failed in the background`);

    const failed = results.filter((r) => (r.problem === null && failures.includes(r.verdict)) || r.verdict === 'crash');
    const problems = [
      ...failed.map((r) => `[${r.tool}] ${r.op.id}: ${r.request}\n      → ${r.verdict}: ${r.message}`),
      ...prismProblems.map((p) => `[prism] ${p}`),
      ...crashes,
    ];
    const byMessage = new Map<string, number>();
    for (const r of results)
      if (r.problem === null && r.verdict === 'state') byMessage.set(r.message, (byMessage.get(r.message) ?? 0) + 1);
    console.log(
      `  refused for the state of records, by message: ${[...byMessage]
        .sort((a, b) => b[1] - a[1])
        .map(([m, n]) => `${m} ×${n}`)
        .join(', ')}`,
    );
    if (process.env.OPENAPI_CHECK_VERBOSE)
      for (const r of results.filter((x) => x.problem !== null))
        console.log(`  not valid: [${r.tool}] ${r.op.id}: ${r.problem} (${r.verdict}: ${r.message})`);
    console.log(`\n${problems.length} failures`);
    for (const p of problems) console.log(`  ${p}`);
    exitCode = problems.length === 0 ? 0 : 1;
  } finally {
    prism?.stop();
    await app.close();
    rmSync(dir, { recursive: true, force: true });
  }
  process.exit(exitCode);
};

await main();
