import { account, encryptPassword, type Session } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { request } from '@/api/api-client';
import { env } from '@/config/env';
import { sessionStore } from '@/session/session';

/*
 * `account.login` is `api.account.login`: naming the account domain alone keeps the rest of the
 * call catalogue out of the login page's JavaScript.
 */

/** The login form validates with the contract's own body schema, so the stub and the form agree. */
export const loginSchema = account.login.body;
export type LoginFormInput = z.input<typeof loginSchema>;
export type LoginFormValues = z.output<typeof loginSchema>;

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

export const useSignIn = () => useMutation({ mutationFn: signIn });
