import { z } from 'zod';
import { DoneMessages, unstated } from '../../schemas';

/** Account rules and messages (spec 000 §5), shared by the forms and the stub. */
export const AccountMessages = {
  oldPasswordMin: '密码不能少于6位',
  newPasswordRequired: '请输入新密码',
  newPasswordRule: '请输入8~20个字符，必须包含字母,数字,特殊字符(~!@#$%^&*)组合',
  confirmMismatch: '新密码与确认密码不一致',
  personNameRequired: '用户昵称不能为空',
  personEmailRequired: '邮箱地址不能为空',
  personEmailInvalid: '请输入正确的邮箱地址',
  personTelRequired: '手机号码不能为空',
  personTelInvalid: '请输入正确的手机号码',
  confirmProfile: '此操作将修改当前用户信息, 是否继续?',
  profileSaved: DoneMessages.updated,
  profileFailed: '修改失败!',
  // The spec gives no text for these; chosen by this project (docs/assumptions.md).
  loginFailed: '账号或密码错误',
  oldPasswordWrong: '原密码错误',
  accountNotFound: '账号不存在',
  resetCodeInvalid: '验证码错误或已过期',
  loginThrottled: '登录尝试过于频繁，请稍后再试',
  codeThrottled: '验证码请求过于频繁，请稍后再试',
  personNameTooLong: '用户昵称不能超过50个字符',
  inputTooLong: '输入内容过长',
  accountRequired: '请输入账号',
  passwordRequired: '请输入密码',
  codeRequired: '请输入验证码',
} as const;

export const ProfileLimits = { personName: 50, personTel: 11, personEmail: 50 } as const;

/** Upper bounds of the account calls' other inputs (docs/decisions/0011-password-reset-and-login-throttling.md). */
export const AccountInputLimits = {
  loginAccount: 50,
  /** Base64 of the AES-encrypted password (at most 20 characters, 4 bytes each once encoded): ample. */
  encryptedPassword: 256,
  password: 50,
  code: 6,
} as const;

/** A trimmed, required and bounded text input. */
export const boundedText = (required: string, max: number) =>
  z.string().trim().min(1, required).max(max, AccountMessages.inputTooLong);

/**
 * 8-20 characters mixing letters, digits and one of ~!@#$%^&* (and nothing else): the length bounds, and a pattern
 * without lookahead (some of the OpenAPI document's readers refuse it): only these characters, and a letter, a digit
 * and a special character in any of their six orders.
 */
export const newPasswordLength = { min: 8, max: 20 } as const;
const pw = { any: '[A-Za-z\\d~!@#$%^&*]*', letter: '[A-Za-z]', digit: '\\d', special: '[~!@#$%^&*]' };
const orders = [
  [pw.letter, pw.digit, pw.special],
  [pw.letter, pw.special, pw.digit],
  [pw.digit, pw.letter, pw.special],
  [pw.digit, pw.special, pw.letter],
  [pw.special, pw.letter, pw.digit],
  [pw.special, pw.digit, pw.letter],
];
export const newPasswordPattern = new RegExp(`^${pw.any}(?:${orders.map((o) => o.join(pw.any)).join('|')})${pw.any}$`);
export const personTelPattern = /^1[3-9]\d{9}$/;

/** New password + confirmation, shared by change-password and forgot-password. */
export const newPasswordFields = {
  newPwd: z
    .string({ error: AccountMessages.newPasswordRequired })
    .min(1, AccountMessages.newPasswordRequired)
    .min(newPasswordLength.min, AccountMessages.newPasswordRule)
    .max(newPasswordLength.max, AccountMessages.newPasswordRule)
    .regex(newPasswordPattern, AccountMessages.newPasswordRule),
  confirmPwd: z
    .string()
    .min(6, AccountMessages.oldPasswordMin)
    .max(AccountInputLimits.password, AccountMessages.inputTooLong),
};
export const confirmMatches = (v: { newPwd: string; confirmPwd: string }) => v.newPwd === v.confirmPwd;
/** confirmMatches as the OpenAPI document declares it. */
export const confirmMatchesRule = unstated({
  rule: 'confirmPwd equals newPwd',
  messages: [AccountMessages.confirmMismatch],
});
export const confirmMismatchIssue = { path: ['confirmPwd'], message: AccountMessages.confirmMismatch };

export const changePasswordSchema = z
  .object({
    oldPwd: z
      .string()
      .min(6, AccountMessages.oldPasswordMin)
      .max(AccountInputLimits.password, AccountMessages.inputTooLong),
    ...newPasswordFields,
  })
  .refine(confirmMatches, confirmMismatchIssue)
  .meta(confirmMatchesRule);
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;

export const profileSchema = z.object({
  personName: z
    .string({ error: AccountMessages.personNameRequired })
    .trim()
    .min(1, AccountMessages.personNameRequired)
    .max(ProfileLimits.personName, AccountMessages.personNameTooLong),
  personEmail: z
    .string({ error: AccountMessages.personEmailRequired })
    .trim()
    .min(1, AccountMessages.personEmailRequired)
    .max(ProfileLimits.personEmail, AccountMessages.personEmailInvalid)
    // zod's own email rule (what z.email() checks), written on the string so the OpenAPI document states it too.
    .regex(z.regexes.email, AccountMessages.personEmailInvalid),
  personTel: z
    .string({ error: AccountMessages.personTelRequired })
    .trim()
    .min(1, AccountMessages.personTelRequired)
    .max(ProfileLimits.personTel, AccountMessages.personTelInvalid)
    .regex(personTelPattern, AccountMessages.personTelInvalid),
});
export type ProfileInput = z.infer<typeof profileSchema>;

/** 账号 of the login and password-reset forms. */
export const loginAccountField = boundedText(AccountMessages.accountRequired, AccountInputLimits.loginAccount);

/**
 * 密码 of the login form, as typed: required, and no longer than any password the account rules allow. The call
 * carries it encrypted (`loginInput`); the stub judges the decrypted password with this rule again.
 */
export const loginPassword = z
  .string()
  .min(1, AccountMessages.passwordRequired)
  .max(AccountInputLimits.password, AccountMessages.inputTooLong);

/** 登录 as the login form judges it: the account and the password as typed. */
export const loginForm = z.object({ loginAccount: loginAccountField, password: loginPassword });
export type LoginForm = z.input<typeof loginForm>;

/** 登录 as the call carries it: the account and the password encrypted for transport (docs/decisions/0002). */
export const loginInput = z.object({
  loginAccount: loginAccountField,
  password: z
    .string()
    .min(1, AccountMessages.passwordRequired)
    .max(AccountInputLimits.encryptedPassword, AccountMessages.inputTooLong),
});

/** 获取验证码 (找回密码's first step): the account whose phone gets the code. */
export const resetCodeQuery = z.object({ loginAccount: loginAccountField });

/** 找回密码's second step: the account, the code it was sent and the new password twice. */
export const forgetPasswordInput = z
  .object({
    loginAccount: loginAccountField,
    code: boundedText(AccountMessages.codeRequired, AccountInputLimits.code),
    ...newPasswordFields,
  })
  .refine(confirmMatches, confirmMismatchIssue)
  .meta(confirmMatchesRule);
export type ForgetPasswordInput = z.input<typeof forgetPasswordInput>;
