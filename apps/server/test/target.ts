import { appendFileSync } from 'node:fs';
import { type Call, catalogue } from '@portal/contract';
import { recordAnswer as checkedAnswer } from '../src/dev-kit/drift';
import { type Env, readEnv } from '../src/env';

/**
 * What the contract suite knows about its target, without vitest (test/global-setup.ts runs outside the test
 * files): in process unless CONTRACT_BASE_URL names a running server; writes only in process or with
 * CONTRACT_ALLOW_WRITES=1.
 */
export const remoteUrl = process.env.CONTRACT_BASE_URL || undefined;
export const inProcess = !remoteUrl;
export const writesAllowed = inProcess || process.env.CONTRACT_ALLOW_WRITES === '1';

const baseEnv = (): Env => readEnv({ ...process.env, LOG_LEVEL: 'silent' });
export const env = baseEnv();

export const demo = {
  supplier: { loginAccount: 'supplier', password: 'Supplier@2026' },
  viewer: { loginAccount: 'viewer', password: 'Viewer@2026' },
  newcomer: { loginAccount: 'newcomer', password: 'Newcomer@2026' },
  /** The supervisor of S10001: the supplier's atoms and the supervisor audits (主管审核). */
  supervisor: { loginAccount: 'supervisor', password: 'Supervisor@2026' },
  /** Another supplier (S10023): ownership checks and session isolation. */
  hongda: { loginAccount: 'hongda', password: 'Hongda@2026' },
} as const;

/** The accounts every test file has signed in (`useContractStub().tokens`). */
export const signedInAccounts = ['supplier', 'viewer', 'hongda', 'supervisor'] as const;
export type SignedInAccount = (typeof signedInAccounts)[number];
export type Tokens = Record<SignedInAccount, string>;

/** What the run knows about its target before any file starts (test/global-setup.ts). */
export interface TargetFacts {
  /** The target answers the stub's control surface (`GET /__stub/state`). */
  control: boolean;
  /** A read-only run's tokens: signed in once for the run, or given in the environment. */
  tokens: Tokens | null;
}

/** `pnpm contract:check` (scripts/contract-check.ts): every answer the suite receives is appended to this file. */
const answersFile = process.env.CONTRACT_REPORT;

/**
 * One answer for `pnpm contract:check`'s report: checked against the contract where it is received, and only the
 * verdict kept (src/dev-kit/drift.ts `recordAnswer`), never the body.
 */
export const recordAnswer = (
  call: Pick<Call, 'id'>,
  res: { status: number; headers: Record<string, string | undefined>; body: unknown },
) => {
  if (!answersFile) return;
  const declared = catalogue.find((c) => c.id === call.id);
  if (!declared) return;
  const answer = checkedAnswer(declared, res.status, res.headers['content-type'] ?? '', res.body);
  appendFileSync(answersFile, `${JSON.stringify(answer)}\n`);
};
