/**
 * Texts of the material detail screen (面料详情 / 推荐材料详情). Field labels and section titles are the form's
 * (`FabricText`), statuses the contract's; only what the form does not show is here.
 */
export const MaterialDetailText = {
  buttons: { edit: '修改', copy: '复制' },
  loading: '正在加载材料详情…',
  loadFailed: '材料详情加载失败',
  noId: '缺少材料编号，请从列表打开材料详情',
  publicNote: (supplier: string) =>
    `这是${supplier}的已生效材料，仅展示公开信息（不含价格、适用鞋厂、检测报告、3DVR文件与审批信息）。`,
  otherSupplier: '其他供应商',
  supplier: '供应商',
  status: '状态',
  frozen: '已停用',
  modifier: '修改人',
  modifyTime: '修改时间',
  allFactories: '全部鞋厂',
  allColors: '全部颜色',
  checkPreview: '检测报告预览',
  noCheckFile: '未上传检测报告',
  noImages: '暂无图片',
  files: '文件下载',
  noFiles: '暂无文件',
  history: {
    title: '审批记录',
    label: '审批记录列表',
    empty: '暂无审批记录',
    loading: '正在加载审批记录…',
    columns: { time: '时间', status: '状态', auditor: '操作人', remark: '说明' },
  },
} as const;
