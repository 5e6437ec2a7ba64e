/** Texts of the external link page (its title is the shell's `AppText.routes.external`). */
export const ExternalText = {
  invalidUrl: 'URL地址有误,请检查!',
  openInNewTab: '在新窗口打开',
} as const;
