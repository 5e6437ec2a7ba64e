import { z } from 'zod';
import { defineDomain } from '../../call';
import { ok } from '../../schemas';
import { changePasswordSchema, confirmMatches, confirmMismatchIssue, newPasswordFields, profileSchema } from './rules';

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
    body: z.object({
      loginAccount: z.string().trim().min(1, '请输入账号'),
      password: z.string().min(1, '请输入密码'),
    }),
    data: sessionSchema,
    assumed: 'body field names loginAccount/password',
  },
  forgetPassword: {
    method: 'POST',
    path: '/basic/supplier/oauth/forgetPassword',
    summary: '忘记密码: reset with the code from GET oauth/code',
    public: true,
    body: z
      .object({
        loginAccount: z.string().trim().min(1, '请输入账号'),
        code: z.string().trim().min(1, '请输入验证码'),
        ...newPasswordFields,
      })
      .refine(confirmMatches, confirmMismatchIssue),
    data: ok,
    assumed: 'whole payload; the code is the reset code of GET oauth/code',
  },
  code: {
    method: 'GET',
    path: '/basic/supplier/oauth/code',
    summary: '获取验证码: issues a password-reset code for an account',
    public: true,
    query: z.object({ loginAccount: z.string().trim().min(1, '请输入账号') }),
    data: z.object({ personTel: z.string(), expiresIn: z.number().int(), code: z.string() }),
    assumed: 'the stub returns the code itself; a real host sends it by SMS',
  },
  menus: {
    method: 'POST',
    path: '/basic/supplier/oauth/menus',
    summary: '菜单、权限、按钮与字典',
    data: menusSchema,
  },
  changePwd: {
    method: 'POST',
    path: '/basic/supplier/oauth/changePwd',
    summary: '修改密码',
    body: changePasswordSchema,
    data: ok,
  },
  currentUser: {
    method: 'POST',
    path: '/basic/supplier/oauth/currentUser',
    summary: '当前用户',
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
