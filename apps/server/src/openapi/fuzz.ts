import { Status } from '@portal/contract';
import type { Answer } from './conformance';
import { fakeInputs, fileFor, type SampleFile } from './generate';
import { type FuzzInput, mutants, type Random } from './mutate';
import type { Operation } from './operations';
import { send } from './send';

/**
 * `pnpm openapi:fuzz`: a fuzzer that knows only the published document (docs/decisions/0019-openapi-document.md).
 * For each operation in turn, json-schema-faker makes a request the document allows; the fuzzer sends it and a few of
 * its mutants (a value replaced by a hostile one, a field removed, the body replaced or not JSON, an unknown key, a
 * hostile path or query value). Every answer must be the envelope (a file call may answer its file) and none a 5xx;
 * the stub must still answer /health at the end.
 */

export interface FuzzFailure {
  operation: string;
  mutation: string;
  request: string;
  why: string;
}

/** What a client must never get: no answer, an answer that is not the envelope, or a 5xx. */
export const fuzzProblem = (answer: Answer): string | undefined => {
  if (answer.error) return `no answer: ${answer.error}`;
  if (!/json/.test(answer.contentType))
    return answer.httpStatus === 200 ? undefined : `HTTP ${answer.httpStatus} ${answer.contentType}`;
  const e = answer.json as { status?: unknown; message?: unknown } | undefined;
  if (!e || typeof e !== 'object' || typeof e.status !== 'number' || typeof e.message !== 'string' || !('data' in e))
    return `not the envelope: ${JSON.stringify(answer.json)?.slice(0, 200)}`;
  if (answer.httpStatus >= 500 || e.status >= Status.serverError) return `5xx: ${e.status} ${e.message}`;
  return undefined;
};

/** Mulberry32: reproducible choices from a seed. */
export const seededRandom = (seed: number): Random => {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
};

export interface FuzzDocumentOptions {
  base: string;
  operations: Operation[];
  samples: Record<string, SampleFile>;
  /** A token of an account with every atom; asked again when a request ended the session. */
  signIn: () => Promise<string>;
  requests: number;
  seed: number;
  /** Mutants sent after each valid request. */
  mutantsPerValid?: number;
  onProgress?: (sent: number) => void;
}

export const fuzzDocument = async ({
  base,
  operations,
  samples,
  signIn,
  requests,
  seed,
  mutantsPerValid = 4,
  onProgress,
}: FuzzDocumentOptions) => {
  const random = seededRandom(seed);
  const failures: FuzzFailure[] = [];
  const statuses: Record<string, number> = {};
  let token = await signIn();
  let sent = 0;
  for (let round = 0; sent < requests; round++)
    for (const [index, op] of operations.entries()) {
      if (sent >= requests) break;
      const [valid] = fakeInputs(op, 1, seed * 1_000_003 + round * operations.length + index);
      if (!valid) continue;
      const inputs: FuzzInput[] = [{ ...valid, mutation: 'valid' }, ...mutants(valid, mutantsPerValid, random)];
      for (const input of inputs) {
        const file = op.body?.mediaType === 'multipart/form-data' ? fileFor(op, input.body, samples) : undefined;
        const { request, answer } = await send(base, op, input, token, file);
        sent++;
        const envelope = answer.json as { status?: number } | undefined;
        const key = /json/.test(answer.contentType) ? String(envelope?.status) : answer.error ? 'none' : 'file';
        statuses[key] = (statuses[key] ?? 0) + 1;
        const why = fuzzProblem(answer);
        if (why && failures.length < 200) failures.push({ operation: op.id, mutation: input.mutation, request, why });
        // A request may have ended the session (a password change): sign in again.
        if (envelope?.status === Status.unauthorized) token = await signIn();
      }
      onProgress?.(sent);
    }
  const health = await fetch(`${base}/health`).then(
    (r) => r.status,
    () => 0,
  );
  if (health !== 200)
    failures.push({ operation: 'health', mutation: '', request: 'GET /health', why: `the stub is not up (${health})` });
  return { sent, failures, statuses };
};
