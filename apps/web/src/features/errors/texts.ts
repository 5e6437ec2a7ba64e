/** Texts of the status pages (404, 403, 500, 功能开发中). */
export const ErrorText = {
  notFound: {
    code: '404',
    message: '页面不存在',
    backHome: '返回首页',
  },
  forbidden: {
    code: '403',
    message: '无权限访问',
    backHome: '返回首页',
  },
  serverError: {
    code: '500',
    message: '服务器开小差了，请稍后再试',
    backHome: '返回首页',
  },
  notDeveloped: {
    title: '功能开发中',
    message: '该功能正在开发中，敬请期待',
    backHome: '返回首页',
  },
} as const;
