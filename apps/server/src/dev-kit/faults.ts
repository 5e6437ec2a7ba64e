import { z } from 'zod';
import { InputLimits, nestedDeeperThan } from '../kit/input-limits';
import { realNow } from './clock';

/**
 * Faults and latency on purpose (docs/dev-kit.md "Faults and latency"): a rule matches a call by its id (`account.currentUser`)
 * or its path by a glob (`/basic/mspurchaseinfo/**`), and applies to a number of requests or for a while.
 */
export const faultKinds = ['latency', 'envelope', 'body', 'http', 'drop', 'truncate'] as const;

export const faultInput = z
  .object({
    /** A call id (`domain.call`) or a path glob; `*` matches every call. */
    match: z.string().trim().min(1).max(200),
    /**
     * latency: only the delay; envelope: answer `{status, message}` (HTTP status by HTTP_STATUS_MODE); body: answer
     * this JSON verbatim with HTTP 200 (an answer the contract does not expect); http: a bare
     * HTTP status as a gateway would send it; drop: close the connection; truncate: a body cut in half.
     */
    kind: z.enum(faultKinds),
    /** Added before the answer (any kind); with `delayMaxMs`, a random delay in [delayMs, delayMaxMs]. */
    delayMs: z.number().int().min(0).max(120_000).default(0),
    delayMaxMs: z.number().int().min(0).max(120_000).optional(),
    status: z.union([z.literal(400), z.literal(401), z.literal(403), z.literal(500)]).optional(),
    /** The envelope's message; may be empty (the 401 with an empty message the specification mentions). */
    message: z.string().max(500).optional(),
    httpStatus: z.number().int().min(400).max(599).optional(),
    /** Any JSON value (the request is JSON already). */
    body: z.unknown().optional(),
    /** Applies to this many requests, then ends. */
    times: z.number().int().min(1).max(100_000).optional(),
    /** Ends this many milliseconds after it is set. */
    forMs: z.number().int().min(1).max(86_400_000).optional(),
  })
  .refine((f) => f.kind !== 'envelope' || f.status !== undefined, { message: 'an envelope fault needs a status' })
  .refine((f) => f.kind !== 'http' || f.httpStatus !== undefined, { message: 'an http fault needs an httpStatus' })
  .refine((f) => f.kind !== 'body' || f.body !== undefined, { message: 'a body fault needs a body' })
  .refine((f) => f.delayMaxMs === undefined || f.delayMaxMs >= f.delayMs, {
    message: 'delayMaxMs must not be below delayMs',
  });
export type FaultInput = z.infer<typeof faultInput>;

export interface Fault extends FaultInput {
  id: number;
  hits: number;
  /** Epoch ms after which the rule no longer applies (from `forMs`). */
  until?: number;
  /** The size of `body` as JSON, in bytes (a body fault's). */
  bodyBytes?: number;
}

/** A rule as the state tells it: everything but the body, whose size `bodyBytes` gives. */
export type FaultSummary = Omit<Fault, 'body'>;

/**
 * What one scope's rules may hold (docs/dev-kit.md "Faults and latency"). Without a bound, 200 rules of a 1 MB body
 * each took 240 MB more memory and every answer of the state and the list was 200 MB, 2.5 s to write.
 */
export const faultLimits = {
  /** Rules in a scope: each request of the scope is matched against every rule. */
  rules: 100,
  /** One body, as JSON, in bytes. */
  bodyBytes: 1024 * 1024,
  /** Every body of a scope together, as JSON, in bytes: the most `GET /__stub/faults` carries. */
  bodyBytesPerScope: 8 * 1024 * 1024,
} as const;

type Token = string | typeof one | typeof segment | typeof any;
const one = Symbol('?');
const segment = Symbol('*');
const any = Symbol('**');

/**
 * A path glob's matcher: `*` any run of characters but `/`, `**` any run including `/`, `?` one character but `/`,
 * everything else itself. It runs in time proportional to the path's length times the pattern's (a table of which
 * pattern prefixes match the path so far, one row at a time), whatever the pattern: a backtracking matcher took minutes
 * on a pattern of many wildcards against one long URL.
 */
export const globMatcher = (glob: string): ((path: string) => boolean) => {
  const tokens: Token[] = [];
  for (let i = 0; i < glob.length; i++) {
    const c = glob[i]!;
    if (c === '*' && glob[i + 1] === '*') {
      i++;
      if (tokens.at(-1) !== any) tokens.push(any);
    } else if (c === '*') {
      if (tokens.at(-1) !== segment && tokens.at(-1) !== any) tokens.push(segment);
    } else tokens.push(c === '?' ? one : c);
  }
  const m = tokens.length;
  const isStar = (t: Token) => t === segment || t === any;
  return (path) => {
    let row = new Array<boolean>(m + 1).fill(false);
    row[0] = true;
    for (let j = 1; j <= m; j++) row[j] = row[j - 1]! && isStar(tokens[j - 1]!);
    for (const c of path) {
      const next = new Array<boolean>(m + 1).fill(false);
      for (let j = 1; j <= m; j++) {
        const t = tokens[j - 1]!;
        if (isStar(t)) next[j] = next[j - 1]! || (row[j]! && (t === any || c !== '/'));
        else next[j] = row[j - 1]! && (t === one ? c !== '/' : t === c);
      }
      row = next;
      if (!row.includes(true)) return false;
    }
    return row[m]!;
  };
};

/** A rule the scope cannot take (400 with the message); nothing of it is stored. */
export class FaultRefused extends Error {}

/** The fault rules of one database: the main one's, or a scenario's (docs/dev-kit.md "Scenarios"). */
export class FaultRules {
  private rules: Fault[] = [];
  private nextId = 1;
  private matchers = new Map<number, (path: string) => boolean>();

  /**
   * Stores a rule, or throws FaultRefused before storing anything. A body is judged before it is ever written out:
   * one nested deeper than the stub's input limit (InputLimits.depth) once broke every answer that carried it
   * (JSON.stringify ran out of stack), the state's and the list's, until the faults were cleared. Then its size, and
   * the scope's count of rules and of body bytes (faultLimits).
   */
  add(input: FaultInput): Fault {
    if (input.body !== undefined && nestedDeeperThan(input.body))
      throw new FaultRefused(`body: a fault body may nest arrays and objects at most ${InputLimits.depth} deep`);
    const bodyBytes = input.body === undefined ? undefined : Buffer.byteLength(JSON.stringify(input.body));
    if (bodyBytes !== undefined && bodyBytes > faultLimits.bodyBytes)
      throw new FaultRefused(`body: a fault body may be at most ${faultLimits.bodyBytes} bytes of JSON`);
    this.expire();
    if (this.rules.length >= faultLimits.rules)
      throw new FaultRefused(`at most ${faultLimits.rules} faults in a scope: remove one first`);
    const held = this.rules.reduce((sum, r) => sum + (r.bodyBytes ?? 0), 0);
    if (held + (bodyBytes ?? 0) > faultLimits.bodyBytesPerScope)
      throw new FaultRefused(
        `at most ${faultLimits.bodyBytesPerScope} bytes of fault bodies in a scope: remove a fault first`,
      );
    const fault: Fault = {
      ...input,
      id: this.nextId++,
      hits: 0,
      until: input.forMs ? realNow() + input.forMs : undefined,
      bodyBytes,
    };
    this.rules.push(fault);
    this.matchers.set(fault.id, globMatcher(input.match));
    return fault;
  }

  list(): Fault[] {
    this.expire();
    return [...this.rules];
  }

  /** The rules without their bodies: what the state tells (the portal's badge, the control page). */
  summaries(): FaultSummary[] {
    return this.list().map(({ body: _body, ...summary }) => summary);
  }

  remove(id: number): boolean {
    const before = this.rules.length;
    this.rules = this.rules.filter((r) => r.id !== id);
    this.matchers.delete(id);
    return this.rules.length < before;
  }

  clear() {
    this.rules = [];
    this.matchers.clear();
  }

  /** The first live rule for this call or path; counts the hit (a rule with `times` ends after its last). */
  take(callId: string | undefined, path: string): Fault | undefined {
    this.expire();
    const rule = this.rules.find(
      (r) => r.match === '*' || r.match === callId || this.matchers.get(r.id)?.(path) === true,
    );
    if (!rule) return undefined;
    rule.hits++;
    if (rule.times !== undefined && rule.hits >= rule.times) this.remove(rule.id);
    return { ...rule };
  }

  private expire() {
    const now = realNow();
    for (const r of this.rules) if (r.until !== undefined && r.until <= now) this.remove(r.id);
  }
}

/** The delay a rule adds, in ms. */
export const delayOf = (f: Pick<Fault, 'delayMs' | 'delayMaxMs'>, random = Math.random): number =>
  f.delayMaxMs === undefined ? f.delayMs : f.delayMs + Math.round(random() * (f.delayMaxMs - f.delayMs));
