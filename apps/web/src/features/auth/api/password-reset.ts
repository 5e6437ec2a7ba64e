import { account, type CallInput } from '@portal/contract';
import { request } from '@/api/api-client';

/** 找回密码, step one: the code is sent by SMS to the account's phone (the answer masks the number). */
export const sendResetCode = (loginAccount: string) => request(account.code, { query: { loginAccount } });

/** 找回密码, step two: the code and the new password. */
export const resetPassword = (body: CallInput<typeof account.forgetPassword>['body']) =>
  request(account.forgetPassword, { body });
