import { AccountMessages, api, encryptPassword } from '@portal/contract';
import { describe, expect, vi } from 'vitest';
import { dummyPasswordHash, verifyPassword } from '../src/lib/password';
import { env, internalTest, send, useContractStub } from './helper';

// The real verifyPassword, watched: which hash each login is verified against.
vi.mock('../src/lib/password', async (original) => {
  const actual = await original<typeof import('../src/lib/password')>();
  return { ...actual, verifyPassword: vi.fn(actual.verifyPassword) };
});

const { stub } = useContractStub();

describe('login of an unknown account', () => {
  internalTest.because('watches the password check in process')(
    'costs one scrypt against the dummy hash, like a wrong password',
    async () => {
      const verify = vi.mocked(verifyPassword);
      verify.mockClear();
      const body = { loginAccount: 'nobody', password: encryptPassword('Supplier@2026', env.PASSWORD_AES_KEY) };
      const res = await send(stub, api.account.login, { body });
      expect(res.body).toEqual({ status: 400, message: AccountMessages.loginFailed, data: null });
      expect(verify).toHaveBeenCalledTimes(1);
      expect(verify).toHaveBeenCalledWith('Supplier@2026', dummyPasswordHash);
      expect(dummyPasswordHash).toMatch(/^scrypt\$16384\$8\$1\$/);
      await expect(verify.mock.results[0]?.value).resolves.toBe(false);
    },
  );
});
