import { Http } from '@portal/contract';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import { tokenRejected } from '../lib/errors';

export interface Auth {
  token: string;
  accountId: number;
  loginAccount: string;
  supplierCode: string;
  atoms: Set<string>;
}

/** Resolves a token to its account; missing, unknown or expired: 401 token验证不通过. */
export const authenticateToken = async (db: Db, token: string | undefined): Promise<Auth> => {
  if (!token) throw tokenRejected();
  const session = await db.session.findUnique({
    where: { token },
    select: {
      expiresAt: true,
      account: { select: { id: true, loginAccount: true, supplierCode: true, role: { select: { atoms: true } } } },
    },
  });
  if (!session || session.expiresAt.getTime() <= Date.now()) throw tokenRejected();
  const { account } = session;
  return {
    token,
    accountId: account.id,
    loginAccount: account.loginAccount,
    supplierCode: account.supplierCode,
    atoms: new Set(account.role.atoms as string[]),
  };
};

export const authenticate = (db: Db, request: FastifyRequest) => {
  const header = request.headers[Http.tokenHeader];
  return authenticateToken(db, Array.isArray(header) ? header[0] : header);
};
