/**
 * The texts of the shell (app/, navigation, top bar, menus) and of the shared components (list kit, form
 * controls, dialogs, pagination). A feature keeps its own texts in `features/<name>/texts.ts`; messages of the
 * contract (envelope, client, rule and state messages) are never retyped in either. Texts the spec does not give
 * are chosen in the portal's voice (docs/decisions/0004-portal-shell.md).
 */
export const AppText = {
  platformTitle: '供应商材料管理平台',
  /** The same title on two lines, where a phone's top bar has no room for one. */
  platformTitleLines: ['供应商', '材料管理平台'],
  loading: '加载中…',
  layout: {
    openMenu: '打开菜单',
    closeMenu: '关闭菜单',
    mainMenu: '主菜单',
    back: '返回',
    logout: '退出登录',
    logoutShort: '退出',
    userMenu: '用户菜单',
    changePassword: '修改密码',
    profile: '个人中心',
  },
  bell: {
    label: '消息提醒',
    /** The spec's 'delivery reminder(count)' and 'inquiry notice(count)', in the portal's Chinese. */
    deliveryReminder: (count: number) => `交付提醒(${count})`,
    inquiryNotice: (count: number) => `询价通知(${count})`,
    badgeMax: 99,
  },
  downloads: {
    label: '下载列表',
    title: '下载列表',
    fileName: '文件名称',
    createTime: '生成日期',
    status: '状态',
    empty: '暂无下载记录',
    /** A record whose file could not be made; its message says why. */
    failed: '生成失败',
    /** The title of a file-name link; status 0 has none (it cannot be downloaded yet). */
    download: (fileName: string) => `下载 ${fileName}`,
  },
  /** The shared list kit (components/list): search form, table, export. */
  list: {
    search: '查询',
    reset: '重置',
    /** On a phone the search form shows its first fields; these open and fold the rest. */
    moreFields: '展开',
    fewerFields: '收起',
    /** A text filter's placeholder where its list gives none. */
    enter: (label: string) => `请输入${label}`,
    searchForm: '搜索条件',
    empty: '暂无数据',
    export: '导出',
    exportStarted: '导出任务已创建，请在下载列表中查看',
    division: '材料大类',
    section: '材料小类',
    thumbnailFailed: '图片加载失败',
    selectPage: '选择本页全部行',
    selectRow: (key: string | number) => `选择 ${key}`,
    selected: (count: number) => `已选 ${count} 条`,
    clearSelection: '清空选择',
    exportSelected: (count: number) => `导出所选 (${count})`,
    /** The title of a sortable header: what the next click does. */
    sortNext: { asc: '点击升序', desc: '点击降序', none: '点击取消排序' },
  },
  upload: {
    label: '上传',
    title: '请选择要上传的数据类型',
    fabric: '鞋面料',
    innovation: '创新材料',
    recommend: '推荐材料',
    /** The spec's warning, verbatim, and its innovation / recommended variants. */
    noFabric: '您暂未开通面料管理模块，请联系后台管理员开通!',
    noInnovation: '您暂未开通创新材料模块，请联系后台管理员开通!',
    noRecommend: '您暂未开通推荐材料模块，请联系后台管理员开通!',
    dialogTitles: { innovation: '上传创新材料' },
    close: '关闭',
  },
  /** The shared form controls (components/form). */
  form: {
    counter: (length: number, max: number) => `${length}/${max}`,
    tags: { none: '暂无可选标签', hint: '可多选' },
  },
  /** The new-password fields of 修改密码 and 找回密码 (their rules are the contract's `newPasswordFields`). */
  password: {
    newPwd: '新密码',
    confirmPwd: '确认密码',
    newPwdPlaceholder: '8~20位，含字母、数字和特殊字符',
    confirmPwdPlaceholder: '请再次输入新密码',
  },
  /** The router's error page (app/route-error.tsx): a page whose code did not load, or one that failed. */
  errorPage: {
    chunkTitle: '页面加载失败',
    chunkMessage: '系统可能已经更新，或网络连接中断。请重新加载页面。',
    crashTitle: '页面出错了',
    crashMessage: '抱歉，页面出现异常。请重新加载页面；问题仍然存在时，请联系管理员。',
    reload: '重新加载',
    home: '返回首页',
  },
  /** A detail page whose record is not there (a wrong id, another supplier's record): components/ui/record-not-found. */
  recordNotFound: {
    title: (what: string) => `未找到该${what}`,
    message: '记录不存在，或不属于当前供应商。请从列表重新打开。',
    back: (list: string) => `返回${list}`,
  },
  /** Closing a dialog whose form has unsaved changes, and the draft kept when it closed by accident. */
  formDialog: {
    cancel: '取消',
    save: '保存',
    title: '提示',
    question: '当前内容尚未保存，关闭后所做的修改将丢失。确定关闭吗？',
    keepEditing: '继续编辑',
    discard: '放弃修改',
    restored: (time: string) => `已恢复 ${time} 未保存的内容。`,
    dropDraft: '放弃草稿',
  },
  confirm: {
    title: '提示',
    ok: '确定',
    cancel: '取消',
  },
  format: {
    empty: '--',
    all: '全部',
  },
  pagination: {
    label: '分页',
    total: (total: number) => `共 ${total} 条`,
    prev: '上一页',
    next: '下一页',
    page: (page: number) => `第 ${page} 页`,
    morePrev: '向前 5 页',
    moreNext: '向后 5 页',
  },
  /** Section titles of spec 000 §2 (plus the two sections the menu gives top-level routes). */
  sections: {
    fabric: '面料管理',
    materialDemand: '材料需求',
    component: '组件成本',
    shoe: '鞋楦中心',
    inquiryMaterial: '材料待填报',
    purchase: '调料单',
    price: '价格中心',
    componentParam: '组件参数',
  },
  /** Page titles of spec 000 §2; the spec leaves some detail pages untitled, these are ours. */
  routes: {
    dashboard: '首页',
    fabricManage: '面料管理',
    fabricDetail: '面料详情',
    fabricInnovate: '创新材料',
    fabricInnovateDetail: '创新材料详情',
    supplierRecommendManage: '推荐材料',
    supplierRecommendDetail: '推荐材料详情',
    scanApply: '扫描申请管理',
    scanApplyDetail: '扫描申请详情',
    fabricLinesManage: '面料纹路管理',
    fabricEffectManage: '特殊效果管理',
    demandManage: '需求管理',
    componentCost: '组件成本管理',
    shoeSeason: '调料单管理',
    shoeTree: '鞋楦管理',
    shoeTreeMaintain: '鞋楦信息维护',
    shoeTreeDetail: '鞋楦详情',
    seasonDetail: '采购调料单',
    seasonSingle: '采购调料单',
    inquiryMaterial: '材料待填报管理',
    purchase: '采购单',
    shipmentSingle: '调料单交付页面',
    shipmentMerge: '调料单交付页面',
    materialPrice: '材料价格',
    inquiry: '询价通知列表',
    componentParam: '组件参数',
    external: '外部链接',
    notDeveloped: '功能开发中',
  },
} as const;
