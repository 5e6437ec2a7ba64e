/** Texts of 面料纹路管理 (the list kit's own texts are the shell's `AppText.list`). */
export const GrainText = {
  table: '面料纹路列表',
  cover: '图片',
  lineCode: '纹路编码',
  lineName: '纹路名称',
  lineNamePlaceholder: '请输入要搜索的纹路名称',
  floatingPrice: '价格浮动',
  availableEndDate: '有效期',
  isActive: '状态',
  isShow: '是否展示',
  /** isActive '1' / '0'. */
  active: { '1': '启用', '0': '停用' },
  /** isShow '1' / '0'. */
  shown: { '1': '是', '0': '否' },
} as const;
