import { api } from '../../catalogue';
import { type CaseBuilders, formTable, textCases } from '../../rule-cases';
import {
  AccountInputLimits,
  type ChangePasswordInput,
  changePasswordSchema,
  type ForgetPasswordInput,
  forgetPasswordInput,
  type LoginForm,
  loginForm,
  loginPassword,
  AccountMessages as M,
  type ProfileInput,
  ProfileLimits,
  profileSchema,
  resetCodeQuery,
} from './rules';

/**
 * The account forms' rule cases (登录, 修改密码, 个人中心, 找回密码's two steps): each form's values, the schema its
 * resolver judges them with, and what it sends. The agreement test runs them against the form's schema and the stub.
 * The password forms work on `newcomer`, whose sessions they end; the others leave every account as it was.
 */

/** Passwords the spec's rule takes: 8-20 characters mixing letters, digits and ~!@#$%^&*. */
const newPassword = 'Newcomer#2027';

/** The new-password rule's cases, shared by 修改密码 and 找回密码 (the fields are the same contract rules). */
const newPasswordCases = <V extends { newPwd: string; confirmPwd: string }, X>(
  refuses: CaseBuilders<V, X>['refuses'],
) => {
  const both = (v: V, pwd: string): V => ({ ...v, newPwd: pwd, confirmPwd: pwd });
  return [
    refuses('no new password', (v) => both(v, ''), 'newPwd', M.newPasswordRequired),
    refuses('a new password of 7 characters', (v) => both(v, 'Abc12#x'), 'newPwd', M.newPasswordRule),
    refuses('a new password of 21 characters', (v) => both(v, `Abc12#${'x'.repeat(15)}`), 'newPwd', M.newPasswordRule),
    refuses('a new password without a special character', (v) => both(v, 'Abcdefg123'), 'newPwd', M.newPasswordRule),
    refuses('a new password without a digit', (v) => both(v, 'Abcdefg#!x'), 'newPwd', M.newPasswordRule),
    refuses(
      'a new password with a character outside the rule',
      (v) => both(v, 'Abc123#?x'),
      'newPwd',
      M.newPasswordRule,
    ),
    refuses(
      'a confirmation that differs',
      (v) => ({ ...v, confirmPwd: `${v.newPwd}x` }),
      'confirmPwd',
      M.confirmMismatch,
    ),
    refuses('a confirmation of 5 characters', (v) => ({ ...v, confirmPwd: 'Ab1#x' }), 'confirmPwd', M.oldPasswordMin),
  ];
};

type LoginContext = { encrypt: (password: string) => string };

export const login = formTable<LoginForm, LoginContext>(
  {
    id: 'account.login',
    title: '登录',
    // The login form's resolver lives in the sign-in module, which the form loads on the user's first input.
    form: 'features/auth/api/sign-in.ts',
    rule: loginForm,
    call: api.account.login,
    prepare: async (reader) => ({ encrypt: reader.encryptPassword }),
    valid: () => ({ loginAccount: 'viewer', password: 'Viewer@2026' }),
    // The form sends the password encrypted for transport (signIn).
    input: (v, x) => ({ body: { loginAccount: v.loginAccount, password: x.encrypt(v.password) } }),
    apart: { password: { handler: loginPassword } },
  },
  (c) => [
    ...textCases(c, {
      name: 'account',
      path: 'loginAccount',
      set: (v, loginAccount) => ({ ...v, loginAccount }),
      required: M.accountRequired,
      max: AccountInputLimits.loginAccount,
      tooLong: M.inputTooLong,
      char: 'a',
      // The longest account is no account: the stub answers 账号或密码错误, which no form rule knows beforehand.
      acceptMax: false,
    }),
    c.refuses('no password', (v) => ({ ...v, password: '' }), 'password', M.passwordRequired),
    c.refuses(
      'a password longer than any the account rules allow',
      (v) => ({ ...v, password: 'x'.repeat(AccountInputLimits.password + 1) }),
      'password',
      M.inputTooLong,
    ),
    c.accepts('the account and its password'),
  ],
);

export const changePassword = formTable<ChangePasswordInput, Record<string, never>>(
  {
    id: 'account.changePassword',
    title: '修改密码',
    form: 'features/account/components/change-password-dialog.tsx',
    rule: changePasswordSchema,
    call: api.account.changePwd,
    as: 'newcomer',
    prepare: async () => ({}),
    valid: () => ({ oldPwd: 'Newcomer@2026', newPwd: newPassword, confirmPwd: newPassword }),
    input: (v) => ({ body: v }),
  },
  ({ refuses, accepts }) => [
    refuses('no old password', (v) => ({ ...v, oldPwd: '' }), 'oldPwd', M.oldPasswordMin),
    refuses('an old password of 5 characters', (v) => ({ ...v, oldPwd: 'Ab1#x' }), 'oldPwd', M.oldPasswordMin),
    refuses(
      'an old password longer than any the rules allow',
      (v) => ({ ...v, oldPwd: 'x'.repeat(AccountInputLimits.password + 1) }),
      'oldPwd',
      M.inputTooLong,
    ),
    ...newPasswordCases<ChangePasswordInput, Record<string, never>>(refuses),
    // Last: the account's password is the new one then, and its sessions are gone.
    accepts('the old password and a new one that keeps the rule, twice'),
  ],
);

export const profile = formTable<ProfileInput, Record<string, never>>(
  {
    id: 'account.profile',
    title: '个人中心',
    form: 'features/account/components/profile-dialog.tsx',
    rule: profileSchema,
    call: api.account.saveOrUpdateSupplier,
    prepare: async () => ({}),
    valid: () => ({ personName: '王磊', personEmail: 'wanglei@huacai.example.com', personTel: '13800138000' }),
    input: (v) => ({ body: v }),
  },
  (c) => [
    ...textCases(c, {
      name: 'nickname',
      path: 'personName',
      set: (v, personName) => ({ ...v, personName }),
      required: M.personNameRequired,
      max: ProfileLimits.personName,
      tooLong: M.personNameTooLong,
    }),
    c.refuses('no e-mail address', (v) => ({ ...v, personEmail: '' }), 'personEmail', M.personEmailRequired),
    c.refuses(
      'an e-mail address without @',
      (v) => ({ ...v, personEmail: 'wanglei.example.com' }),
      'personEmail',
      M.personEmailInvalid,
    ),
    c.refuses(
      'an e-mail address of 51 characters',
      (v) => ({ ...v, personEmail: `${'w'.repeat(ProfileLimits.personEmail - 11)}@example.com` }),
      'personEmail',
      M.personEmailInvalid,
    ),
    c.accepts('an e-mail address of 50 characters', (v) => ({
      ...v,
      personEmail: `${'w'.repeat(ProfileLimits.personEmail - 12)}@example.com`,
    })),
    c.refuses('no phone number', (v) => ({ ...v, personTel: '' }), 'personTel', M.personTelRequired),
    c.refuses(
      'a phone number whose second digit is 2',
      (v) => ({ ...v, personTel: '12800138000' }),
      'personTel',
      M.personTelInvalid,
    ),
    c.refuses(
      'a phone number of 10 digits',
      (v) => ({ ...v, personTel: '1380013800' }),
      'personTel',
      M.personTelInvalid,
    ),
    c.refuses(
      'a phone number of 12 digits',
      (v) => ({ ...v, personTel: '138001380001' }),
      'personTel',
      M.personTelInvalid,
    ),
    c.refuses(
      'a phone number with a letter',
      (v) => ({ ...v, personTel: '1380013800a' }),
      'personTel',
      M.personTelInvalid,
    ),
    c.accepts('a name, an e-mail address and a phone number'),
  ],
);

/** 找回密码, first step: 获取验证码 for the account typed (the code goes to the account's phone). */
export const resetCode = formTable<{ loginAccount: string }, Record<string, never>>(
  {
    id: 'account.resetCode',
    title: '找回密码 · 获取验证码',
    form: 'features/auth/components/forgot-password-dialog.tsx',
    rule: resetCodeQuery,
    call: api.account.code,
    prepare: async () => ({}),
    valid: () => ({ loginAccount: 'viewer' }),
    input: (v) => ({ query: v }),
  },
  (c) => [
    ...textCases(c, {
      name: 'account',
      path: 'loginAccount',
      set: (_v, loginAccount) => ({ loginAccount }),
      required: M.accountRequired,
      max: AccountInputLimits.loginAccount,
      tooLong: M.inputTooLong,
      char: 'a',
      acceptMax: false,
    }),
    c.accepts('an account'),
  ],
);

/** 找回密码, second step: the code the account's phone got and the new password. */
export const forgetPassword = formTable<ForgetPasswordInput, { code: string }>(
  {
    id: 'account.forgetPassword',
    title: '找回密码',
    form: 'features/auth/components/forgot-password-dialog.tsx',
    rule: forgetPasswordInput,
    call: api.account.forgetPassword,
    onStub: true,
    prepare: async (reader) => ({ code: await reader.resetCode('newcomer') }),
    valid: (x) => ({ loginAccount: 'newcomer', code: x.code, newPwd: newPassword, confirmPwd: newPassword }),
    input: (v) => ({ body: v }),
  },
  (c) => [
    c.refuses('no account', (v) => ({ ...v, loginAccount: ' ' }), 'loginAccount', M.accountRequired),
    c.refuses('no code', (v) => ({ ...v, code: '' }), 'code', M.codeRequired),
    c.refuses('a code of 7 characters', (v) => ({ ...v, code: `${v.code}1` }), 'code', M.inputTooLong),
    ...newPasswordCases<ForgetPasswordInput, { code: string }>(c.refuses),
    // Last: the code is used then.
    c.accepts('the account, its code and a new password that keeps the rule, twice'),
  ],
);

/** Order matters: 修改密码 signs in newcomer with its first password, 找回密码 replaces it afterwards. */
export const accountFormTables = [login, profile, changePassword, resetCode, forgetPassword] as const;
