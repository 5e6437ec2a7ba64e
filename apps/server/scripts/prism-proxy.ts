/**
 * `pnpm test:prism`: the stub's contract suite through Stoplight Prism as a validating proxy
 * (`prism proxy <document> <stub> --errors`), so an independent validator checks every request the suite sends
 * and every answer the stub gives against the published OpenAPI document (docs/decisions/0019-openapi-document.md).
 *
 *   vitest (CONTRACT_BASE_URL) → tally → Prism --errors → the stub (in process, fresh seeded database)
 *
 * The tally is a small pass-through in front of Prism that reads Prism's verdict on each exchange:
 * - a violation (`sl-violations`, or Prism's 500 VIOLATIONS problem: the answer breaks the document) is counted;
 *   there must be none;
 * - a request the document itself refuses (Prism's 422, 401 or 404 problem: the suite's deliberate bad input, a
 *   missing token, an unknown path) never reaches the stub through Prism, so the tally sends it to the stub
 *   directly and checks the stub refuses it too (any non-2xx); a stub that accepts it is a violation;
 * - a path the document does not have (the stub's /docs, /health, download links) goes to the stub directly;
 * - Prism's proxy reads bodies as text, so binary does not survive it: a file answer Prism validated is fetched
 *   again from the stub for its bytes, and multipart uploads go to the stub directly (counted apart).
 *
 * `pnpm test:prism test/grain.test.ts …` runs only the files given.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer as createHttpServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from '../src/app';
import { readEnv } from '../src/env';
import { documentProblem, inputOf } from '../src/openapi/conformance';
import { openApiDocument } from '../src/openapi/document';
import { operationMatcher, operationsOf } from '../src/openapi/operations';
import { bin, startPrism } from '../src/openapi/prism';

const serverDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/**
 * What runs through Prism by default (`npm test`): the contract test files that hold against a URL today, reads
 * and writes across eleven domains, the signed file links and the framework. Not yet: the files that reach into the
 * stub in process without skipping against a URL (`stub.app.db`, `issueSession`: demand, scan-apply, fabric,
 * purchase, season, component-cost, component-param, core-limits, shell, exports); the fuzzing (10,000 hostile requests the document
 * refuses almost all of); and the files that check the repository, the configuration or the document in process.
 * `pnpm test:prism test/` runs every file.
 */
export const proxiedSuite = [
  'account',
  'core',
  'effect',
  'file-links',
  'grain',
  'innovation',
  'inquiry',
  'lenient-flags',
  'lookups',
  'price',
  'shoe-tree',
  'write-atoms',
].map((name) => `test/${name}.test.ts`);

interface Tally {
  /** Exchanges Prism validated (request and answer). */
  validated: number;
  /** Requests the document refuses, each refused by the stub too. */
  refusedByDocument: number;
  /** Multipart uploads, sent to the stub directly. */
  bypassed: number;
  /** Requests to the stub's routes outside the call catalogue, sent to the stub directly. */
  outside: number;
  /**
   * Requests Prism refuses that the document allows, by its own validator (src/openapi/conformance.ts): Prism's Ajv
   * divides in binary floating point, so a `multipleOf: 0.01` refuses 1.13 (112.99999999999999 hundredths).
   */
  prismStricter: string[];
  violations: string[];
}

const hopByHop = new Set([
  'connection',
  'keep-alive',
  'transfer-encoding',
  'content-encoding',
  'content-length',
  'host',
]);
/** Prism's own answers when the document refuses a request (bad input, no token, a method it does not declare). */
const prismRefusals = /#(UNPROCESSABLE_ENTITY|UNAUTHORIZED|NO_METHOD_MATCHED_ERROR|INVALID_CONTENT_TYPE)$/;
/** A path the document does not have: the stub's routes outside the call catalogue (/docs, /health, download links). */
const outsideDocument = /#NO_PATH_MATCHED_ERROR$/;

const parses = (body: Buffer) => {
  try {
    JSON.parse(body.toString());
    return true;
  } catch {
    return false;
  }
};

const readBody = (req: IncomingMessage) =>
  new Promise<Buffer>((done, fail) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => done(Buffer.concat(chunks)));
    req.on('error', fail);
  });

/** The pass-through in front of Prism (see the top of this file). */
/** Whether the document allows a request Prism refused: the check's own validator, with its multipleOf tolerance. */
const documentAllows = (document: ReturnType<typeof openApiDocument>) => {
  const operations = operationsOf(document);
  const match = operationMatcher(operations);
  return (method: string, url: string, body: Buffer) => {
    const { pathname, searchParams } = new URL(url, 'http://stub');
    const op = match(method, pathname);
    if (!op) return false;
    const json = body.length > 0 && parses(body) ? JSON.parse(body.toString()) : undefined;
    return documentProblem(op, inputOf(op, pathname, searchParams, json)) === null;
  };
};

const startTally = (prismUrl: string, stubUrl: string, tally: Tally, allows: ReturnType<typeof documentAllows>) =>
  new Promise<{ url: string; close: () => void }>((done) => {
    const server = createHttpServer(async (req, res) => {
      const what = `${req.method} ${req.url?.replace(/token=[^&]+/, 'token=***')}`;
      try {
        const body = await readBody(req);
        const headers = Object.fromEntries(
          Object.entries(req.headers).filter(([k, v]) => !hopByHop.has(k) && typeof v === 'string'),
        ) as Record<string, string>;
        const send = (base: string) =>
          fetch(`${base}${req.url}`, {
            method: req.method,
            headers,
            body: req.method === 'GET' || req.method === 'HEAD' || body.length === 0 ? undefined : body,
            redirect: 'manual',
          });
        let answer: Response;
        if ((req.headers['content-type'] ?? '').startsWith('multipart/')) {
          tally.bypassed++;
          answer = await send(stubUrl);
        } else if (/json/.test(req.headers['content-type'] ?? '') && body.length > 0 && !parses(body)) {
          // Not JSON at all: the document refuses it (Prism cannot even read it); the stub must refuse it too.
          tally.refusedByDocument++;
          answer = await send(stubUrl);
          if (answer.status < 300)
            tally.violations.push(`${what}: malformed JSON, but the stub answered ${answer.status}`);
        } else {
          answer = await send(prismUrl);
          const type = answer.headers.get('content-type') ?? '';
          if (type.startsWith('application/problem+json')) {
            const problem = (await answer.clone().json()) as { type?: string; detail?: string; validation?: unknown };
            const why = `${problem.type?.replace(/.*#/, '')}: ${JSON.stringify(problem.validation ?? problem.detail)}`;
            if (outsideDocument.test(problem.type ?? '')) {
              tally.outside++;
              answer = await send(stubUrl);
            } else if (prismRefusals.test(problem.type ?? '')) {
              answer = await send(stubUrl);
              if (answer.status >= 300) tally.refusedByDocument++;
              else if (allows(req.method ?? 'GET', req.url ?? '/', body)) tally.prismStricter.push(`${what}: ${why}`);
              else
                tally.violations.push(
                  `${what}: the document refuses it (${why}) but the stub answered ${answer.status}`,
                );
            } else tally.violations.push(`${what}: ${why}`);
          } else {
            tally.validated++;
            const violations = answer.headers.get('sl-violations');
            if (violations) tally.violations.push(`${what} → ${answer.status}: ${violations}`);
            // Prism passes bodies on as text: the bytes of a file come from the stub itself.
            if (!/json/.test(type) && answer.status === 200) answer = await send(stubUrl);
          }
        }
        const out = Buffer.from(await answer.arrayBuffer());
        const outHeaders: Record<string, string> = {};
        answer.headers.forEach((v, k) => {
          if (!hopByHop.has(k) && !k.startsWith('access-control-') && k !== 'sl-violations') outHeaders[k] = v;
        });
        res.writeHead(answer.status, { ...outHeaders, 'content-length': String(out.length) });
        res.end(out);
      } catch (error) {
        tally.violations.push(`${what}: the tally failed: ${String(error)}`);
        res.writeHead(502).end();
      }
    });
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      done({ url: `http://127.0.0.1:${port}`, close: () => server.close() });
    });
  });

const runVitest = (args: string[], env: NodeJS.ProcessEnv) =>
  new Promise<number>((done) => {
    const vitest = spawn(bin('vitest'), ['run', ...args], { cwd: serverDir, env, stdio: 'inherit' });
    vitest.once('exit', (code) => done(code ?? 1));
  });

const main = async () => {
  const dir = mkdtempSync(join(tmpdir(), 'stub-prism-'));
  const env = {
    ...readEnv({ ...process.env, LOG_LEVEL: 'silent' }),
    DATABASE_URL: `file:${join(dir, 'stub.db')}`,
    STORAGE_DIR: join(dir, 'storage'),
  };
  const app = await buildApp({ env });
  const upstream = await app.listen({ host: '127.0.0.1', port: 0 });
  const documentPath = join(dir, 'openapi.json');
  const document = openApiDocument({ serverUrl: upstream });
  writeFileSync(documentPath, JSON.stringify(document));
  const prism = await startPrism(documentPath, upstream, true);
  const tally: Tally = {
    validated: 0,
    refusedByDocument: 0,
    bypassed: 0,
    outside: 0,
    prismStricter: [],
    violations: [],
  };
  const front = await startTally(prism.url, upstream, tally, documentAllows(document));
  let exitCode = 1;
  try {
    const args = process.argv.slice(2).length > 0 ? process.argv.slice(2) : proxiedSuite;
    const vitestCode = await runVitest(args, {
      ...process.env,
      CONTRACT_BASE_URL: front.url,
      CONTRACT_ALLOW_WRITES: '1',
      PASSWORD_AES_KEY: env.PASSWORD_AES_KEY,
    });
    console.log(
      `\nprism proxy: ${tally.validated} exchanges validated by Prism, ${tally.refusedByDocument} requests the document refuses (each refused by the stub too), ${tally.bypassed} uploads and ${tally.outside} requests outside the catalogue sent to the stub directly; ${tally.prismStricter.length} requests Prism refuses that the document allows (its floating-point multipleOf); ${tally.violations.length} violations`,
    );
    for (const v of tally.prismStricter) console.log(`  Prism stricter: ${v}`);
    for (const v of tally.violations) console.log(`  ${v}`);
    exitCode = vitestCode !== 0 || tally.violations.length > 0 || tally.validated === 0 ? 1 : 0;
  } finally {
    front.close();
    prism.stop();
    await app.close();
    rmSync(dir, { recursive: true, force: true });
  }
  process.exit(exitCode);
};

await main();
