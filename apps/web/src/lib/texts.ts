/**
 * Every text the web app shows that is not an envelope/client message of the contract.
 * One place, so the spec's Chinese is used verbatim and never retyped in components.
 */
export const AppText = {
  platformTitle: '供应商材料管理平台',
  login: {
    account: '账号',
    password: '密码',
    accountPlaceholder: '请输入账号',
    passwordPlaceholder: '请输入密码',
    submit: '登录',
  },
  dashboard: {
    welcome: '欢迎',
    supplier: '供应商',
    account: '账号',
    logout: '退出登录',
  },
  notFound: {
    code: '404',
    message: '页面不存在',
    backHome: '返回首页',
  },
  loading: '加载中…',
} as const;
