/**
 * `pnpm contract:check <URL> [report folder] [--no-suite]`: how far a host is from the contract (docs/dev-kit.md
 * "Contract drift against a real host"). Two phases, both read-only:
 *
 * 1. the stub's contract suite runs against the host (CONTRACT_BASE_URL, no writes) and every answer its `send`
 *    receives is checked;
 * 2. the probe (src/dev-kit/probe.ts) sends every read-only call with an input the contract holds valid, built from
 *    the host's own answers, as the demo account `supplier`.
 *
 * Writes report.md and report.json (default: ./contract-check/ at the repository root, git-ignored). Exits 1 when a
 * call drifts; the suite's own verdict is reported beside it (see `suiteDecides`).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import {
  type RecordedAnswer,
  renderDriftReport,
  type SuiteVerdict,
  summarizeAnswers,
  writeNotSent,
} from '../src/dev-kit/drift';
import { checkToken, probe, signIn } from '../src/dev-kit/probe';
import { readEnv, repoRoot } from '../src/env';

/**
 * Whether a failed suite fails the check too: the suite runs against a host read-only and skips, never fails, what it
 * cannot do there (docs/decisions/0032-declared-contract-tests.md), so a failure is the host's.
 */
const suiteDecides = true;

const args = process.argv.slice(2);
const runSuite = !args.includes('--no-suite');
const [url, out = 'contract-check'] = args.filter((a) => !a.startsWith('--'));
if (!url || !/^https?:\/\//.test(url)) {
  console.error('usage: pnpm contract:check <http(s)://host> [report folder] [--no-suite]');
  process.exit(2);
}

const env = readEnv();

// The probe acts as the demo `supplier` (fixtures/accounts.json), as the suite does: with its token given in
// CONTRACT_TOKEN_SUPPLIER the check stores nothing on the host (a sign-in stores a session); else it signs in, first,
// so that a host that cannot be reached or refuses the account is told at once, and hands the token to the suite.
const accounts = JSON.parse(readFileSync(resolve(repoRoot, 'fixtures/accounts.json'), 'utf8')) as {
  loginAccount: string;
  password: string;
}[];
const supplier = accounts.find((a) => a.loginAccount === 'supplier');
if (!supplier) throw new Error('fixtures/accounts.json has no account `supplier`');
const given = process.env.CONTRACT_TOKEN_SUPPLIER;
const login = await (given ? checkToken(url, given) : signIn(url, supplier, env.PASSWORD_AES_KEY)).catch(
  (error: unknown) => {
    const cause = error instanceof Error && error.cause instanceof Error ? ` (${error.cause.message})` : '';
    console.error(
      `contract:check: cannot act as supplier on ${url}: ${error instanceof Error ? error.message : error}${cause}`,
    );
    process.exit(2);
  },
);
const work = mkdtempSync(join(tmpdir(), 'contract-check-'));
const answersFile = join(work, 'answers.jsonl');
const suiteFile = join(work, 'suite.json');
writeFileSync(answersFile, '');

let suite: SuiteVerdict = { ran: false, passed: true, tests: 0, failed: 0, failures: [] };
if (runSuite) {
  const serverDir = resolve(repoRoot, 'apps/server');
  const run = spawnSync(
    process.execPath,
    [
      join(serverDir, 'node_modules/vitest/vitest.mjs'),
      'run',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${suiteFile}`,
    ],
    {
      cwd: serverDir,
      env: {
        ...process.env,
        CONTRACT_BASE_URL: url,
        CONTRACT_REPORT: answersFile,
        CONTRACT_ALLOW_WRITES: '',
        CONTRACT_TOKEN_SUPPLIER: login.token,
      },
      stdio: 'inherit',
    },
  );
  const results = existsSync(suiteFile)
    ? (JSON.parse(readFileSync(suiteFile, 'utf8')) as {
        numTotalTests: number;
        numFailedTests: number;
        testResults: { assertionResults: { fullName: string; status: string }[] }[];
      })
    : undefined;
  const failures = (results?.testResults ?? [])
    .flatMap((f) => f.assertionResults)
    .filter((t) => t.status === 'failed')
    .map((t) => t.fullName);
  suite = {
    ran: true,
    passed: run.status === 0,
    tests: results?.numTotalTests ?? 0,
    failed: results?.numFailedTests ?? 0,
    failures: failures.slice(0, 3),
  };
}

const suiteAnswers = readFileSync(answersFile, 'utf8')
  .split('\n')
  .filter(Boolean)
  .map((line) => JSON.parse(line) as RecordedAnswer);
rmSync(work, { recursive: true, force: true });

const probed = await probe({ baseUrl: url, token: login.token });

const reports = summarizeAnswers([...suiteAnswers, login.answer, ...probed.answers], probed.notes);
const dir = resolve(repoRoot, out);
mkdirSync(dir, { recursive: true });
writeFileSync(join(dir, 'report.md'), renderDriftReport(url, reports, suite));
writeFileSync(
  join(dir, 'report.json'),
  `${JSON.stringify({ url, time: new Date().toISOString(), suite, calls: reports }, null, 2)}\n`,
);
const drifted = reports.filter((r) => r.verdict === 'drift').length;
const exercised = reports.filter((r) => r.answers > 0).length;
const unsentReads = reports.filter((r) => r.readOnly && r.answers === 0).length;
console.log(
  `\ncontract check of ${url}: ${exercised} of ${reports.length} calls exercised (${unsentReads} read-only calls not, ` +
    `${reports.filter((r) => r.note === writeNotSent).length} write calls not sent); ${drifted} drift; ` +
    `the suite ${suite.ran ? (suite.passed ? 'passed' : `failed (${suite.failed} tests)`) : 'was not run'}.\n` +
    `report: ${join(dir, 'report.md')}`,
);
process.exit(drifted > 0 || (suiteDecides && !suite.passed) ? 1 : 0);
