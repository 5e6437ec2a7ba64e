import { randomBytes } from 'node:crypto';
import {
  AccountMessages,
  api,
  atomGroupRoutes,
  atomList,
  decryptPassword,
  loginPassword,
  type MenuItem,
} from '@portal/contract';
import { implement } from '../../binder';
import type { Db } from '../../db/client';
import { defineModule } from '../../kit/module';
import { assertValid, fail } from '../../lib/errors';
import { dummyPasswordHash, hashPassword, verifyPassword } from '../../lib/password';
import { toUser } from '../../lib/user';
import { forgetAccount, forgetToken } from '../../plugins/auth';
import { accountRoutes, checkResetCode, issueResetCode } from './reset';
import { countPublicCall, throttledLogin } from './throttle';

const findAccount = (db: Db, where: { id: number } | { loginAccount: string }) =>
  db.account.findUnique({ where, include: { supplier: { select: { name: true } }, role: true } });

/** Sets a new password and ends every session of the account: the client logs in again. */
const replacePassword = async (db: Db, accountId: number, password: string) => {
  await db.$transaction([
    db.account.update({
      where: { id: accountId },
      data: { passwordHash: await hashPassword(password), lastModifyTime: new Date() },
    }),
    db.session.deleteMany({ where: { accountId } }),
  ]);
  forgetAccount(db, accountId);
};

const buildMenuTree = (
  rows: { id: number; name: string; path: string; ico: string; parentId: number; sort: number }[],
) => {
  const sorted = [...rows].sort((a, b) => a.sort - b.sort || a.id - b.id);
  const node = (r: (typeof sorted)[number]): MenuItem => ({
    id: r.id,
    name: r.name,
    path: r.path,
    ico: r.ico,
    parent: r.parentId,
    sort: r.sort,
    children: sorted.filter((c) => c.parentId === r.id).map(node),
  });
  // Entries whose parent the role does not see are reached from nowhere and so left out.
  return sorted.filter((r) => r.parentId === 0).map(node);
};

const accountHandlers = [
  implement(api.account.login, async ({ body, db, env, request }) => {
    const account = await throttledLogin(db, request, body.loginAccount, async () => {
      let password: string;
      try {
        password = decryptPassword(body.password, env.PASSWORD_AES_KEY);
      } catch {
        throw fail(AccountMessages.loginFailed);
      }
      // The password as the login form judged it (the body holds it encrypted, so the binder cannot).
      assertValid(loginPassword, password);
      const found = await findAccount(db, { loginAccount: body.loginAccount });
      // An unknown account costs one scrypt too, like a wrong password.
      const matches = await verifyPassword(password, found?.passwordHash ?? dummyPasswordHash);
      if (!found || !matches) throw fail(AccountMessages.loginFailed);
      return found;
    });
    const token = randomBytes(32).toString('hex');
    await db.session.create({
      data: { token, accountId: account.id, expiresAt: new Date(Date.now() + env.SESSION_TTL_HOURS * 3600_000) },
    });
    return { ...toUser(account), token };
  }),

  // The session ends here, not only in the browser: its token and every file link signed for it stop working.
  implement(api.account.logout, async ({ db, auth }) => {
    await db.session.deleteMany({ where: { token: auth.token } });
    forgetToken(db, auth.token);
    return true;
  }),

  implement(api.account.currentUser, ({ auth }) => auth.user),

  implement(api.account.menus, async ({ db, auth }) => {
    const account = await findAccount(db, { id: auth.accountId });
    if (!account) throw fail(AccountMessages.accountNotFound);
    const menuIds = account.role.menuIds as number[];
    const [menus, dictionaries] = await Promise.all([
      db.menu.findMany({ where: { id: { in: menuIds } } }),
      db.dictionary.findMany({ include: { details: { orderBy: { sort: 'asc' } } }, orderBy: { code: 'asc' } }),
    ]);
    const held = atomList.filter((a) => auth.atoms.has(a.key));
    return {
      menu: buildMenuTree(menus),
      permissions: held.map((a) => a.key),
      buttons: held.map((a) => ({ perms: a.key, name: a.label, menuPath: atomGroupRoutes[a.group] })),
      dictionary: dictionaries.map((d) => ({
        code: d.code,
        name: d.name,
        details: d.details.map(({ id, dcode, dname }) => ({ id, dcode, dname })),
      })),
    };
  }),

  implement(api.account.changePwd, async ({ body, db, auth }) => {
    const account = await findAccount(db, { id: auth.accountId });
    if (!account || !(await verifyPassword(body.oldPwd, account.passwordHash)))
      throw fail(AccountMessages.oldPasswordWrong);
    await replacePassword(db, account.id, body.newPwd);
    return true;
  }),

  implement(api.account.saveOrUpdateSupplier, async ({ body, db, auth }) => {
    const updated = await db.account.update({ where: { id: auth.accountId }, data: body });
    forgetAccount(db, auth.accountId);
    return Boolean(updated);
  }),

  implement(api.account.code, async ({ query, db, env, request }) =>
    issueResetCode(db, env, query.loginAccount, await countPublicCall(db, request, AccountMessages.codeThrottled)),
  ),

  implement(api.account.forgetPassword, async ({ body, db, request }) => {
    const client = await countPublicCall(db, request, AccountMessages.codeThrottled);
    const accountId = await checkResetCode(db, body.loginAccount, body.code, client);
    await replacePassword(db, accountId, body.newPwd);
    return true;
  }),
];

/**
 * Sign-in, the session's user and menu, passwords and the profile. Its tables (suppliers, roles, accounts, menus,
 * dictionaries) are the core fixtures every domain builds on, seeded first by db/seed.ts. Password reset, the outbox
 * and the purge of expired sessions and codes are in reset.ts; login throttling in throttle.ts, the counters in guard.ts.
 */
export const accountModule = defineModule('account', { handlers: accountHandlers, routes: accountRoutes });
