/**
 * Texts of the innovation material dialog (spec 001 §2-5). Its rule and state messages are the contract's
 * (`InnovationMessages`, `innovationDivisionEditable.message`) and are never repeated here.
 */
export const InnovationText = {
  /** The new-record title is the shell's `AppText.upload.dialogTitles.innovation` (上传创新材料). */
  editTitle: '修改创新材料',
  description: '暂存只需填写材料名称；提交前请完善带 * 的必填项。',
  sections: { basic: '基本信息', description: '材料说明', media: '图片与附件' },
  fields: {
    divisionId: '材料大类',
    sectionId: '材料小类',
    materialCode: '材料编码',
    materialName: '材料名称',
    comment: '材料介绍',
    coreTechnology: '核心技术',
    tags: '材料标签',
    cover: '封面图片',
    images: '材料图片',
    appendices: '附件',
  },
  placeholders: {
    divisionId: '请选择材料大类',
    sectionId: '请选择材料小类',
    sectionFirst: '请先选择材料大类',
    materialCode: '保存后自动生成',
    materialName: '请输入材料名称',
    comment: '请介绍材料的特点、用途与优势',
    coreTechnology: '请描述材料的核心技术或工艺',
  },
  uploadCover: '上传封面图片',
  loading: '正在加载创新材料…',
  loadFailed: '创新材料加载失败，请关闭后重试',
  cancel: '取消',
  draft: '暂存',
  submit: '提交',
  /** The 创新材料 list and its detail screen (docs/domains/innovation.md). */
  list: {
    table: '创新材料列表',
    status: '状态',
    modifier: '修改人',
    modifyTime: '修改时间',
    actions: '操作',
    view: '查看',
    codePlaceholder: '请输入材料编码',
  },
  detail: {
    loading: '正在加载创新材料详情…',
    loadFailed: '创新材料详情加载失败',
    noId: '缺少材料编号，请从列表打开创新材料详情',
    createTime: '创建时间',
    noImages: '暂无图片',
    noFiles: '暂无附件',
  },
} as const;
