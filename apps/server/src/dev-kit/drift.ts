import { type Call, catalogue, Status } from '@portal/contract';
import { safeParse, type z } from 'zod';
import { defOf, innerOf } from '../kit/zod-def';

/**
 * How far an answer is from the contract (docs/dev-kit.md "Contract drift against a real host"): the envelope, the status catalogue,
 * the HTTP status, a 500, and for a success the call's own `data` schema and the keys it does not declare, with the
 * first differing paths. Used by `pnpm contract:check` (answers of the suite and of the probe) and by proxy mode.
 */
export interface AnswerCheck {
  ok: boolean;
  /** One line per difference: `envelope: …`, `status: …`, `data.list.0.price: expected number, received string`. */
  problems: string[];
}

type Schema = z.core.$ZodType;

const knownStatuses = new Set<number>(Object.values(Status));
const maxPaths = 5;
/** How many differences are looked at before they are grouped: enough for every row of a page. */
const maxIssues = 1000;
/** How deep the walk for undeclared keys follows a recursive schema (the menu tree) into an answer. */
const maxDepth = 32;

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
type Path = readonly (string | number | symbol)[];
const joined = (path: Path) => ['data', ...path.map(String)].join('.');

/**
 * Differences grouped by where they are, row numbers aside: five rows missing the same field are one line, which
 * names the first and counts the others, so the first differing paths are five different ones.
 */
const grouped = (issues: readonly { path: Path; text: string }[]): string[] => {
  const groups = new Map<string, { line: string; more: number }>();
  for (const { path, text } of issues) {
    const key = `${path.map((p) => (typeof p === 'number' || /^\d+$/.test(String(p)) ? '*' : String(p))).join('.')}: ${text}`;
    const group = groups.get(key);
    if (group) group.more++;
    else groups.set(key, { line: `${joined(path)}: ${text}`, more: 0 });
  }
  return [...groups.values()].map((g) => (g.more > 0 ? `${g.line} (and ${g.more} more like it)` : g.line));
};

/**
 * Keys an answer carries that its schema does not declare. zod drops them when it parses, so without this a renamed
 * optional field (the old name gone, a new one beside it) would pass unseen.
 */
type Issue = { path: Path; text: string };
const undeclaredKeys = (schema: Schema, value: unknown, path: string[], out: Issue[]): void => {
  if (out.length >= maxIssues || path.length > maxDepth) return;
  const walk = (inner: Schema, v: unknown, at = path) => undeclaredKeys(inner, v, at, out);
  const wrapped = innerOf(schema);
  if (wrapped) {
    if (value !== undefined && value !== null) walk(wrapped, value);
    return;
  }
  const def = defOf(schema);
  switch (def.type) {
    case 'object': {
      if (!isObject(value)) return;
      const { shape, catchall } = def;
      const open = catchall !== undefined && defOf(catchall).type !== 'never';
      for (const [key, v] of Object.entries(value)) {
        const field = Object.hasOwn(shape, key) ? shape[key] : undefined;
        if (field) walk(field, v, [...path, key]);
        else if (!open && out.length < maxIssues) out.push({ path: [...path, key], text: 'not in the contract' });
      }
      return;
    }
    case 'array':
      if (Array.isArray(value)) for (const [i, v] of value.entries()) walk(def.element, v, [...path, String(i)]);
      return;
    case 'tuple':
      if (Array.isArray(value)) for (const [i, s] of def.items.entries()) walk(s, value[i], [...path, String(i)]);
      return;
    case 'record':
      if (isObject(value)) for (const [key, v] of Object.entries(value)) walk(def.valueType, v, [...path, key]);
      return;
    case 'pipe':
      // What the host sends is the pipe's input; after a transform only its output schema names keys.
      walk(defOf(def.in).type === 'transform' ? def.out : def.in, value);
      return;
    case 'lazy':
      walk(def.getter(), value);
      return;
    case 'union': {
      const option = def.options.find((o) => safeParse(o, value).success);
      if (option) walk(option, value);
      return;
    }
  }
};

export const checkAnswer = (call: Call, httpStatus: number, body: unknown, contentType = ''): AnswerCheck => {
  const problems: string[] = [];
  // A file read answers the file itself; only a failure comes as an envelope.
  if (call.file && httpStatus === 200 && !contentType.includes('json')) return { ok: true, problems };
  if (!isObject(body) || typeof body.status !== 'number' || typeof body.message !== 'string' || !('data' in body)) {
    problems.push('envelope: not {status: number, message: string, data}');
    return { ok: false, problems };
  }
  if (!knownStatuses.has(body.status))
    problems.push(`status: ${body.status} is not in the catalogue (200/400/401/403/500)`);
  // The catalogue has 500, but a host that answers it has failed: never what the contract promises.
  if (body.status === Status.serverError) problems.push(`status: 500 ${body.message}: the host failed`);
  if (httpStatus !== 200 && httpStatus !== body.status)
    problems.push(`http: ${httpStatus} is neither 200 nor the envelope's ${body.status}`);
  try {
    if (body.status === Status.ok && !call.file) {
      const parsed = call.data.safeParse(body.data);
      const issues: Issue[] = (parsed.error?.issues ?? [])
        .slice(0, maxIssues)
        .map((i) => ({ path: i.path as Path, text: i.message }));
      undeclaredKeys(call.data, body.data, [], issues);
      problems.push(...grouped(issues).slice(0, maxPaths));
    } else if (body.status !== Status.ok && body.data !== null && !call.refusalData?.safeParse(body.data).success)
      problems.push('data: a refusal carries data the contract does not declare (null, or the call’s refusal data)');
  } catch (error) {
    problems.push(`data: could not be checked (${error instanceof Error ? error.message : String(error)})`);
  }
  return { ok: problems.length === 0, problems };
};

/**
 * One answer checked where it was received (the suite's `send` in test/helper.ts with CONTRACT_REPORT set, or the
 * probe): what the report needs and nothing more. The body itself is not kept, so no token or record content lands
 * in the answers file.
 */
export interface RecordedAnswer {
  callId: string;
  httpStatus: number;
  /** The envelope's status and message; null for a file answer or what is not an envelope. */
  status: number | null;
  message: string | null;
  /** A success: the envelope's 200, or a file call's file. */
  success: boolean;
  problems: string[];
  /** Sent by the probe with an input it holds valid: unless one of its inputs succeeds, the call drifts. */
  probe?: boolean;
}

/**
 * Checks an answer and keeps what the report needs. A JSON answer a test read as bytes (supertest's binary parser,
 * used for file calls) is read back as JSON first: the same answer as text or as a buffer gets the same verdict.
 */
export const recordAnswer = (call: Call, httpStatus: number, contentType: string, body: unknown): RecordedAnswer => {
  let answer = body;
  if (Buffer.isBuffer(body) && contentType.includes('json'))
    try {
      answer = JSON.parse(body.toString('utf8'));
    } catch {
      answer = body.toString('utf8');
    }
  const check = checkAnswer(call, httpStatus, answer, contentType);
  const envelope = isObject(answer) && typeof answer.status === 'number' ? answer : undefined;
  const fileAnswer = Boolean(call.file) && httpStatus === 200 && !contentType.includes('json');
  return {
    callId: call.id,
    httpStatus,
    status: fileAnswer ? null : ((envelope?.status as number | undefined) ?? null),
    message: fileAnswer ? null : typeof envelope?.message === 'string' ? envelope.message : null,
    success: fileAnswer || envelope?.status === Status.ok,
    problems: check.problems,
  };
};

export type Verdict = 'holds' | 'refusals only' | 'drift' | 'not exercised';

export interface CallReport {
  callId: string;
  method: string;
  path: string;
  readOnly: boolean;
  answers: number;
  /** Answers that were a success: only these had their data checked against the call's schema. */
  successes: number;
  drifted: number;
  verdict: Verdict;
  /** The differences of the first drifting answer, or why the probe's inputs were refused. */
  problems: string[];
  /** Why a call was not exercised, or why the probe could not send it. */
  note: string;
}

/** Why a call the contract says may write was not sent (contract:check runs read-only). */
export const writeNotSent = 'may write: a read-only check does not send it';

/**
 * Per declared call: how many answers, how many succeeded, how many drift, the first differences, and for a call
 * with no answer the reason (`notes`, from the probe). A probe input refused on every try is drift: the probe sends
 * only inputs the contract holds valid, built from the host's own records, with an account that has every atom.
 */
export const summarizeAnswers = (
  answers: readonly RecordedAnswer[],
  notes: ReadonlyMap<string, string> = new Map(),
): CallReport[] => {
  const byCall = new Map<string, RecordedAnswer[]>();
  for (const a of answers) {
    const list = byCall.get(a.callId);
    if (list) list.push(a);
    else byCall.set(a.callId, [a]);
  }
  return catalogue.map((call) => {
    const mine = byCall.get(call.id) ?? [];
    const probes = mine.filter((a) => a.probe);
    const refused = probes.length > 0 && !probes.some((a) => a.success);
    const drifting = mine.filter((a) => a.problems.length > 0 || (refused && a.probe));
    const problems = [...(mine.find((a) => a.problems.length > 0)?.problems ?? [])];
    // A refusal that drifts already (a 500) says so itself; a valid envelope refusing a valid input is named here.
    const refusal = refused ? probes.find((a) => a.problems.length === 0) : undefined;
    if (refusal) {
      const answer =
        refusal.status === null ? `HTTP ${refusal.httpStatus}` : `${refusal.status} ${refusal.message ?? ''}`.trim();
      problems.push(
        `probe: ${probes.length === 1 ? 'its input' : `each of its ${probes.length} inputs`} refused (${answer})`,
      );
    }
    const successes = mine.filter((a) => a.success).length;
    const verdict: Verdict =
      mine.length === 0 ? 'not exercised' : problems.length > 0 ? 'drift' : successes > 0 ? 'holds' : 'refusals only';
    return {
      callId: call.id,
      method: call.method,
      path: call.path,
      readOnly: call.readOnly === true,
      answers: mine.length,
      successes,
      drifted: drifting.length,
      verdict,
      problems,
      note: notes.get(call.id) ?? (mine.length === 0 && !call.readOnly ? writeNotSent : ''),
    };
  });
};

/** The suite's own verdict: its tests are assertions about the stub's fixtures and rules, not drift. */
export interface SuiteVerdict {
  ran: boolean;
  passed: boolean;
  tests: number;
  failed: number;
  /** The first failing tests' names. */
  failures: string[];
}

const cell = (text: string) => text.replaceAll('|', '\\|').replaceAll('\n', ' ');
const shown: Record<Verdict, string> = {
  holds: 'holds',
  'refusals only': 'refusals only',
  drift: '**drift**',
  'not exercised': 'not exercised',
};

/** The markdown report: totals, the suite's verdict, the drifting calls in full, then one row per call. */
export const renderDriftReport = (url: string, reports: readonly CallReport[], suite: SuiteVerdict): string => {
  const count = (v: Verdict, rows = reports) => rows.filter((r) => r.verdict === v).length;
  const reads = reports.filter((r) => r.readOnly);
  const answers = reports.reduce((n, r) => n + r.answers, 0);
  const drifting = reports.filter((r) => r.verdict === 'drift');
  const suiteLine = !suite.ran
    ? 'not run (`--no-suite`)'
    : suite.passed
      ? `passed (${suite.tests} tests)`
      : `failed: ${suite.failed} of ${suite.tests} tests${suite.failures.length ? `, first: ${suite.failures.map((f) => `“${f}”`).join('; ')}` : ''}`;
  return [
    `# Contract check of ${url}`,
    '',
    `${new Date().toISOString()}: ${answers} answers to ${reports.length - count('not exercised')} of ${reports.length} calls.`,
    '',
    `- **Drift: ${drifting.length} calls.** ${count('holds')} hold (a success checked), ${count('refusals only')} answered only refusals (envelope checked, data not), ${count('not exercised')} not exercised.`,
    `- Read-only calls: ${reads.length - count('not exercised', reads)} of ${reads.length} exercised, ${count('holds', reads)} with a success checked.`,
    `- The contract suite's own verdict (not drift): ${suiteLine}.`,
    '',
    ...(drifting.length > 0
      ? [
          '## Drift',
          '',
          ...drifting.map(
            (r) =>
              `- \`${r.callId}\` ${r.method} \`${r.path}\`: ${r.drifted} of ${r.answers} answers\n  - ${r.problems.join('\n  - ')}`,
          ),
          '',
        ]
      : []),
    '## Every call',
    '',
    '| call | method | path | answers | successes | drifting | result | first differences, or why not exercised |',
    '| --- | --- | --- | ---: | ---: | ---: | --- | --- |',
    ...reports.map(
      (r) =>
        `| ${r.callId} | ${r.method} | \`${r.path}\` | ${r.answers} | ${r.successes} | ${r.drifted} | ${shown[r.verdict]} | ${cell([...r.problems, ...(r.note ? [r.note] : [])].join('<br>'))} |`,
    ),
    '',
  ].join('\n');
};
