/** Texts of the login page (the platform's title is the shell's `AppText.platformTitle`). */
export const AuthText = {
  account: '账号',
  password: '密码',
  accountPlaceholder: '请输入账号',
  passwordPlaceholder: '请输入密码',
  submit: '登录',
} as const;
