import { api, encryptPassword } from '@portal/contract';
import type { TestProject } from 'vitest/node';
import {
  demo,
  env,
  recordAnswer,
  remoteUrl,
  signedInAccounts,
  type TargetFacts,
  type Tokens,
  writesAllowed,
} from './target';

/**
 * Once per run, before any test file: what the suite needs to know about a remote target (vitest.config.ts
 * `globalSetup`). In process there is nothing to learn.
 *
 * - `control`: whether the target answers the stub's control surface (`GET /__stub/state`): tests declared `.onStub`
 *   (outbox, reset, faults, clock) run only then, and a run with writes resets it before each file.
 * - `tokens` of a read-only run: signing in stores a session, which is a write, so a read-only run takes the demo
 *   accounts' tokens from CONTRACT_TOKEN_SUPPLIER / _VIEWER / _HONGDA (what `pnpm test:remote` and QA against a real
 *   host pass: such a run leaves the host untouched), and signs in once per account it is not given (one session each,
 *   the only writes of the run; README "Contract tests against a running server").
 */
export default async function setup(project: TestProject) {
  const facts: TargetFacts = { control: true, tokens: null };
  if (remoteUrl) {
    facts.control = await answersControl(remoteUrl);
    if (!writesAllowed) facts.tokens = await readOnlyTokens(remoteUrl);
  }
  project.provide('contractTarget', facts);
}

const answersControl = async (base: string) => {
  const res = await fetch(new URL('/__stub/state', base)).catch(() => null);
  if (!res?.ok) return false;
  const body = (await res.json().catch(() => null)) as { status?: number } | null;
  return body?.status === 200;
};

/** The environment variable that carries an account's token for a read-only run. */
export const tokenVariable = (who: string) => `CONTRACT_TOKEN_${who.toUpperCase()}`;

const post = async (base: string, path: string, body: unknown, token?: string) => {
  const res = await fetch(new URL(path, base), {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { token } : {}) },
    body: JSON.stringify(body),
  }).catch((error: Error) => {
    throw new Error(`${base} does not answer ${path}: ${(error.cause as Error | undefined)?.message ?? error.message}`);
  });
  const headers = Object.fromEntries(res.headers.entries());
  const parsed = (await res.json().catch(() => null)) as { status: number; message: string; data: unknown } | null;
  return { status: res.status, headers, body: parsed };
};

/** Signs a demo account in (a write: the host stores a session) and returns its token. */
export const signIn = async (base: string, who: keyof typeof demo) => {
  const { loginAccount, password } = demo[who];
  const res = await post(base, api.account.login.path, {
    loginAccount,
    password: encryptPassword(password, env.PASSWORD_AES_KEY),
  });
  recordAnswer(api.account.login, res);
  const data = res.body?.data as { token?: string } | null;
  if (res.body?.status !== 200 || !data?.token)
    throw new Error(
      `signing in as ${loginAccount} at ${base} failed (${res.status} ${res.body?.message ?? ''}): the demo accounts must exist on the target and PASSWORD_AES_KEY match it`,
    );
  return data.token;
};

const readOnlyTokens = async (base: string): Promise<Tokens> => {
  const tokens = {} as Tokens;
  const signedIn: string[] = [];
  for (const who of signedInAccounts) {
    const given = process.env[tokenVariable(who)];
    if (given) {
      // A read-only call: the token must belong to the account it is given for.
      const res = await post(base, api.account.currentUser.path, {}, given);
      recordAnswer(api.account.currentUser, res);
      const user = res.body?.data as { loginAccount?: string } | null;
      if (res.body?.status !== 200 || user?.loginAccount !== demo[who].loginAccount)
        throw new Error(
          `${tokenVariable(who)} is not a session of ${demo[who].loginAccount} at ${base} (currentUser answered ${res.body?.status ?? res.status} ${user?.loginAccount ?? res.body?.message ?? ''})`,
        );
      tokens[who] = given;
    } else {
      tokens[who] = await signIn(base, who);
      signedIn.push(demo[who].loginAccount);
    }
  }
  if (signedIn.length > 0)
    console.log(
      `contract suite, read-only against ${base}: signed in once as ${signedIn.join(', ')} (one session each; pass ${signedInAccounts.map(tokenVariable).join(', ')} to store none)`,
    );
  return tokens;
};
