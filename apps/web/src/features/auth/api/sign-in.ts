import { account, encryptPassword, loginForm, type Session } from '@portal/contract';
import type { z } from 'zod';
import { request } from '@/api/api-client';
import { contractResolver } from '@/components/form/contract-resolver';
import { env } from '@/config/env';
import { sessionStore } from '@/session/session';

/*
 * What signing in needs and showing /login does not: zod, the contract's account calls, the http client and the
 * password cipher. The login form loads this module when the user starts signing in, not with the page
 * (docs/decisions/0037-the-first-page.md). `account.login` is `api.account.login`: naming the account domain alone
 * keeps the rest of the call catalogue out of it.
 */

/**
 * The login form judges with the contract's loginForm (the account and the password as typed); the call carries the
 * password encrypted, and the stub judges the decrypted one with the same rule, so both refuse alike.
 */
export type LoginFormInput = z.input<typeof loginForm>;
export type LoginFormValues = z.output<typeof loginForm>;
export const loginResolver = contractResolver(loginForm);

/**
 * Login (spec 000 §7): the password travels AES-encrypted; the answer is the user + token.
 * The menus call needs that token, so the session is stored before it. Storing it empties the query
 * cache of whoever used this tab before (api/query-client.ts), as the clear after a failed menus call does.
 */
export const signIn = async ({ loginAccount, password }: LoginFormValues): Promise<Session> => {
  const session = await request(account.login, {
    body: { loginAccount, password: encryptPassword(password, env.passwordAesKey) },
  });
  sessionStore.signIn(session);
  try {
    sessionStore.setMenus(await request(account.menus));
  } catch (error) {
    // Without menu and permissions the app cannot be used; stay signed out rather than half signed in.
    sessionStore.clear();
    throw error;
  }
  return session;
};
