/** Texts of the login page (the platform's title is the shell's `AppText.platformTitle`). */
export const AuthText = {
  account: '账号',
  password: '密码',
  accountPlaceholder: '请输入账号',
  passwordPlaceholder: '请输入密码',
  submit: '登录',
  forgot: {
    open: '忘记密码?',
    title: '找回密码',
    description: '验证码将以短信发送到账号绑定的手机，验证后设置新密码。',
    code: '验证码',
    codePlaceholder: '6位数字验证码',
    sendCode: '获取验证码',
    resend: (seconds: number) => `重新获取(${seconds}s)`,
    resendNow: '重新获取',
    sent: (tel: string, minutes: number) => `验证码已发送至 ${tel}，${minutes}分钟内有效`,
    submit: '确定',
    success: '密码已重置，请使用新密码登录',
  },
} as const;
