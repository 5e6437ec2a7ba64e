import { type Call, catalogue, Status } from '@portal/contract';

/**
 * How far an answer is from the contract (docs/dev-kit.md "Contract drift"): the envelope, the status catalogue,
 * the HTTP status, and for a success the call's own `data` schema, with the first differing paths.
 */
export interface AnswerCheck {
  ok: boolean;
  /** One line per difference: `envelope: …`, `status: …`, `data.list.0.price: expected number, received string`. */
  problems: string[];
}

const knownStatuses = new Set<number>(Object.values(Status));
const maxPaths = 5;

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

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
  if (httpStatus !== 200 && httpStatus !== body.status)
    problems.push(`http: ${httpStatus} is neither 200 nor the envelope's ${body.status}`);
  if (body.status === Status.ok && !call.file) {
    const parsed = call.data.safeParse(body.data);
    if (!parsed.success)
      for (const issue of parsed.error.issues.slice(0, maxPaths))
        problems.push(`${['data', ...issue.path.map(String)].join('.')}: ${issue.message}`);
  }
  return { ok: problems.length === 0, problems };
};

/** One answer the contract suite received (test/helper.ts `send`, with CONTRACT_REPORT set). */
export interface RecordedAnswer {
  callId: string;
  httpStatus: number;
  contentType: string;
  body: unknown;
}

export interface CallReport {
  callId: string;
  method: string;
  path: string;
  answers: number;
  drifted: number;
  /** The differences of the first drifting answer. */
  problems: string[];
}

/** Per declared call: how many answers, how many drift, and how the first one does. */
export const summarizeAnswers = (answers: RecordedAnswer[]): CallReport[] =>
  catalogue.map((call) => {
    const mine = answers.filter((a) => a.callId === call.id);
    const drifting = mine.map((a) => checkAnswer(call, a.httpStatus, a.body, a.contentType)).filter((c) => !c.ok);
    return {
      callId: call.id,
      method: call.method,
      path: call.path,
      answers: mine.length,
      drifted: drifting.length,
      problems: drifting[0]?.problems ?? [],
    };
  });

const verdict = (r: CallReport) => (r.answers === 0 ? 'not exercised' : r.drifted > 0 ? '**drift**' : 'holds');

/** The markdown report: totals, then one row per call. */
export const renderDriftReport = (url: string, reports: CallReport[], suitePassed: boolean): string => {
  const exercised = reports.filter((r) => r.answers > 0).length;
  const drifted = reports.filter((r) => r.drifted > 0).length;
  const answers = reports.reduce((n, r) => n + r.answers, 0);
  return [
    `# Contract check of ${url}`,
    '',
    `${new Date().toISOString()}: ${answers} answers to ${exercised} of ${reports.length} calls; ${drifted} calls drift. The suite's own verdict: ${suitePassed ? 'passed' : 'failed'}.`,
    '',
    '| call | method | path | answers | drifting | result | first differences |',
    '| --- | --- | --- | ---: | ---: | --- | --- |',
    ...reports.map(
      (r) =>
        `| ${r.callId} | ${r.method} | \`${r.path}\` | ${r.answers} | ${r.drifted} | ${verdict(r)} | ${r.problems.join('<br>').replaceAll('|', '\\|')} |`,
    ),
    '',
  ].join('\n');
};
