/**
 * `pnpm contract:check <URL> [report folder]`: runs the stub's read-only contract suite against a host and reports,
 * per call, whether its answers hold to the contract: the envelope, the status catalogue and the call's data schema,
 * with the first differing paths (docs/dev-kit.md "Contract drift"). Writes report.md and report.json (default:
 * ./contract-check/ at the repository root); exits 1 when a call drifts.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { type RecordedAnswer, renderDriftReport, summarizeAnswers } from '../src/dev-kit/drift';
import { repoRoot } from '../src/env';

const [url, out = 'contract-check'] = process.argv.slice(2);
if (!url || !/^https?:\/\//.test(url)) {
  console.error('usage: pnpm contract:check <http(s)://host> [report folder]');
  process.exit(2);
}

const work = mkdtempSync(join(tmpdir(), 'contract-check-'));
const answersFile = join(work, 'answers.jsonl');
writeFileSync(answersFile, '');
const serverDir = resolve(repoRoot, 'apps/server');
const run = spawnSync(process.execPath, [join(serverDir, 'node_modules/vitest/vitest.mjs'), 'run'], {
  cwd: serverDir,
  env: { ...process.env, CONTRACT_BASE_URL: url, CONTRACT_REPORT: answersFile, CONTRACT_ALLOW_WRITES: '' },
  stdio: 'inherit',
});

const answers = readFileSync(answersFile, 'utf8')
  .split('\n')
  .filter(Boolean)
  .map((line) => JSON.parse(line) as RecordedAnswer);
rmSync(work, { recursive: true, force: true });

const reports = summarizeAnswers(answers);
const md = renderDriftReport(url, reports, run.status === 0);
const dir = resolve(repoRoot, out);
mkdirSync(dir, { recursive: true });
writeFileSync(join(dir, 'report.md'), md);
writeFileSync(
  join(dir, 'report.json'),
  `${JSON.stringify({ url, time: new Date().toISOString(), suitePassed: run.status === 0, calls: reports }, null, 2)}\n`,
);
const drifted = reports.filter((r) => r.drifted > 0).length;
console.log(
  `\n${reports.filter((r) => r.answers > 0).length} calls exercised, ${drifted} drift: ${join(dir, 'report.md')}`,
);
process.exit(drifted > 0 ? 1 : 0);
