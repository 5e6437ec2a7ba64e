import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { AccountMessages } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import type { Env } from '../../env';
import { afterStart } from '../../kit/after-start';
import { fail } from '../../lib/errors';
import { purgeExpiredSessions } from '../../plugins/auth';
import { accountGuard } from './guard';
import { registerPublicCallLimiter } from './throttle';

/**
 * Password reset by a code sent to the account's phone (docs/decisions/0011-password-reset-and-login-throttling.md).
 * The stub's "SMS" is a row of the Outbox table, read by developers at GET /__stub/outbox (the control surface); no call ever answers a code.
 */

export const maskTel = (tel: string) => `${tel.slice(0, 3)}****${tel.slice(-4)}`;

/**
 * The masked phone answered for an unknown account: derived from the name with a secret the stub keeps, so it is
 * the same on every request and restart, like a real account's, and looks like one.
 */
const standInTel = (env: Pick<Env, 'PASSWORD_AES_KEY'>, loginAccount: string) => {
  const h = createHmac('sha256', env.PASSWORD_AES_KEY).update(`reset-code-phone:${loginAccount}`).digest();
  const prefix = `1${3 + (h.readUInt8(0) % 7)}${h.readUInt8(1) % 10}`;
  const suffix = String(h.readUInt16BE(2) % 10_000).padStart(4, '0');
  return `${prefix}****${suffix}`;
};

const smsText = (code: string, minutes: number) =>
  `【供应商材料管理平台】您的验证码为${code}，${minutes}分钟内有效。如非本人操作，请忽略本短信。`;

/** Deletes expired sessions and reset codes, and outbox messages older than a day. Cheap: indexed deletes. */
export const purgeExpired = async (db: Db, now = new Date(accountGuard(db).now())) => {
  const sessions = await purgeExpiredSessions(db, now);
  const { count: codes } = await db.resetCode.deleteMany({ where: { expiresAt: { lte: now } } });
  await db.outbox.deleteMany({ where: { createTime: { lte: new Date(now.getTime() - 24 * 3600_000) } } });
  return { sessions, codes };
};

/**
 * GET oauth/code: replaces the account's code with a new one and "sends" it. The answer is the same whether or not
 * the account exists; for an unknown one nothing is written.
 */
export const issueResetCode = async (db: Db, env: Env, loginAccount: string, client: string) => {
  const guard = accountGuard(db);
  const { codeIssuesPerAccount: perAccount, codeIssuesPerClient: perClient, codeTtlMs } = guard.limits;
  const accountKey = `code:account:${loginAccount}`;
  const clientKey = `code:client:${client}`;
  if (guard.blocked(accountKey, perAccount) || guard.blocked(clientKey, perClient))
    throw fail(AccountMessages.codeThrottled);
  guard.record(accountKey, perAccount);
  guard.record(clientKey, perClient);

  const now = guard.now();
  const expiresIn = Math.round(codeTtlMs / 1000);
  const account = await db.account.findUnique({ where: { loginAccount }, select: { id: true, personTel: true } });
  const purgeCodes = db.resetCode.deleteMany({ where: { expiresAt: { lte: new Date(now) } } });
  if (!account) {
    // The same transaction shape as a real send, touching no row: the answer does not come back measurably sooner.
    await db.$transaction([
      purgeCodes,
      db.resetCode.deleteMany({ where: { id: -1 } }),
      db.outbox.deleteMany({ where: { id: -1 } }),
    ]);
    return { personTel: standInTel(env, loginAccount), expiresIn };
  }

  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await db.$transaction([
    purgeCodes,
    db.resetCode.deleteMany({ where: { accountId: account.id } }),
    db.resetCode.create({ data: { accountId: account.id, code, expiresAt: new Date(now + codeTtlMs) } }),
    db.outbox.create({
      data: {
        accountId: account.id,
        channel: 'sms',
        to: account.personTel,
        text: smsText(code, Math.round(codeTtlMs / 60_000)),
        createTime: new Date(now),
      },
    }),
  ]);
  return { personTel: maskTel(account.personTel), expiresIn };
};

const sameCode = (stored: string, given: string) => {
  const a = Buffer.from(stored);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
};

/**
 * forgetPassword's check: the account's one outstanding code, unexpired, with attempts left. Every guess spends an
 * attempt before it is compared (concurrent guesses cannot exceed the limit); the last attempt or a match deletes
 * the code. Unknown account, no code, wrong code and dead code all answer 验证码错误或已过期. Returns the account id.
 */
export const checkResetCode = async (db: Db, loginAccount: string, given: string, client: string) => {
  const guard = accountGuard(db);
  const { codeGuessesPerAccount: perAccount, codeGuessesPerClient: perClient, codeAttempts } = guard.limits;
  const accountKey = `guess:account:${loginAccount}`;
  const clientKey = `guess:client:${client}`;
  if (guard.blocked(accountKey, perAccount) || guard.blocked(clientKey, perClient))
    throw fail(AccountMessages.codeThrottled);
  guard.record(accountKey, perAccount);
  guard.record(clientKey, perClient);

  const invalid = () => fail(AccountMessages.resetCodeInvalid);
  const account = await db.account.findUnique({ where: { loginAccount }, select: { id: true } });
  if (!account) throw invalid();
  const row = await db.resetCode.findFirst({
    where: { accountId: account.id, usedAt: null, expiresAt: { gt: new Date(guard.now()) } },
    orderBy: { id: 'desc' },
  });
  if (!row) throw invalid();
  const spent = await db.resetCode.updateMany({
    where: { id: row.id, attempts: { lt: codeAttempts } },
    data: { attempts: { increment: 1 } },
  });
  if (spent.count === 0) throw invalid();
  if (!sameCode(row.code, given)) {
    if (row.attempts + 1 >= codeAttempts) await db.resetCode.deleteMany({ where: { id: row.id } });
    throw invalid();
  }
  const used = await db.resetCode.deleteMany({ where: { id: row.id } });
  if (used.count === 0) throw invalid();
  return account.id;
};

const purgeEveryMs = 10 * 60_000;

/**
 * The account module's plain routes: the per-client limit of the public calls (throttle.ts), the purge of expired
 * sessions and codes, once the stub is up (kit/after-start.ts) and every ten minutes.
 */
export const accountRoutes = (app: FastifyInstance) => {
  registerPublicCallLimiter(app);
  const purge = async () => {
    try {
      await purgeExpired(app.db);
    } catch (err) {
      app.log.error({ err }, 'purging expired sessions and reset codes failed');
    }
  };
  let timer: NodeJS.Timeout | undefined;
  afterStart(app, async () => {
    await purge();
    timer = setInterval(purge, purgeEveryMs);
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
};
