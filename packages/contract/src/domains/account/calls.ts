import { z } from 'zod';
import { defineDomain } from '../../call';
import { ok } from '../../schemas';
import { changePasswordSchema, forgetPasswordInput, loginInput, profileSchema, resetCodeQuery } from './rules';

export const userSchema = z.object({
  personName: z.string(),
  lastModifyTime: z.string().nullable(),
  supplierCode: z.string(),
  supplierName: z.string(),
  loginAccount: z.string(),
  personTel: z.string(),
  personEmail: z.string(),
  createTime: z.string(),
});
export type User = z.infer<typeof userSchema>;
export const sessionSchema = userSchema.extend({ token: z.string() });
export type Session = z.infer<typeof sessionSchema>;

export interface MenuItem {
  id: number;
  name: string;
  path: string;
  ico: string;
  parent: number;
  sort: number;
  children: MenuItem[];
}
export const menuItemSchema: z.ZodType<MenuItem> = z.object({
  id: z.number().int(),
  name: z.string(),
  path: z.string(),
  ico: z.string(),
  parent: z.number().int(),
  sort: z.number().int(),
  get children() {
    return z.array(menuItemSchema);
  },
});

export const dictionarySchema = z.object({
  code: z.string(),
  name: z.string(),
  details: z.array(z.object({ id: z.number().int(), dcode: z.string(), dname: z.string() })),
});
export type Dictionary = z.infer<typeof dictionarySchema>;

export const buttonSchema = z.object({ perms: z.string(), name: z.string(), menuPath: z.string() });

export const menusSchema = z.object({
  menu: z.array(menuItemSchema),
  /** The permission atoms the user holds. */
  permissions: z.array(z.string()),
  /** The same atoms as button descriptors, grouped by the menu they belong to. */
  buttons: z.array(buttonSchema),
  dictionary: z.array(dictionarySchema),
});
export type Menus = z.infer<typeof menusSchema>;

export const account = defineDomain('account', {
  login: {
    method: 'POST',
    path: '/basic/supplier/oauth/login',
    summary: '登录: password is AES-encrypted (docs/decisions/0002-password-transport.md)',
    public: true,
    body: loginInput,
    data: sessionSchema,
    assumed: 'body field names loginAccount/password',
  },
  forgetPassword: {
    method: 'POST',
    path: '/basic/supplier/oauth/forgetPassword',
    summary: '忘记密码: reset with the code GET oauth/code sent to the phone',
    public: true,
    body: forgetPasswordInput,
    data: ok,
    assumed: 'whole payload; the code is the one GET oauth/code sent (5 minutes, 5 guesses)',
  },
  code: {
    method: 'GET',
    path: '/basic/supplier/oauth/code',
    summary: "获取验证码: sends a password-reset code to the account's phone",
    public: true,
    query: resetCodeQuery,
    /** The same answer whether or not the account exists; the code itself only ever goes to the phone. */
    data: z.object({ personTel: z.string(), expiresIn: z.number().int() }),
    assumed:
      'the answer is the masked phone (138****8000) and the validity in seconds; the stub writes the SMS to its outbox (GET /__stub/outbox, not in production)',
  },
  menus: {
    method: 'POST',
    path: '/basic/supplier/oauth/menus',
    summary: '菜单、权限、按钮与字典',
    readOnly: true,
    data: menusSchema,
  },
  changePwd: {
    method: 'POST',
    path: '/basic/supplier/oauth/changePwd',
    summary: '修改密码',
    body: changePasswordSchema,
    data: ok,
  },
  logout: {
    method: 'POST',
    path: '/basic/supplier/oauth/logout',
    summary: '退出登录: ends the caller’s session, so its token and the file links signed for it stop working',
    data: ok,
    assumed:
      'this project’s call: spec 000 §4 has logout clear the session on the client only; the portal sends it before it does, so a signed file link copied from the browser is refused after logout (docs/decisions/0042-file-links-and-pdf-uploads.md)',
  },
  currentUser: {
    method: 'POST',
    path: '/basic/supplier/oauth/currentUser',
    summary: '当前用户',
    readOnly: true,
    data: userSchema,
  },
  saveOrUpdateSupplier: {
    method: 'POST',
    path: '/basic/supplier/oauth/saveOrUpdateSupplier',
    summary: '修改个人信息',
    body: profileSchema,
    data: ok,
  },
});
