/**
 * Texts of the 鞋面料 and 推荐材料 lists (docs/domains/fabric.md "Lists"). Status words are the contract's
 * `MaterialStatus.texts` and rule messages its `MaterialMessages`; 停用 (hasFrozen) is not a status there, so it reads
 * from here. Titles of the dialogs are the material dialog's own.
 */
export const MaterialListText = {
  stopped: '停用',
  tables: { fabric: '鞋面料列表', recommend: '推荐材料列表' },
  fields: {
    materialCode: '材料编码',
    materialName: '材料名称',
    status: '状态',
    modifyTimeStart: '修改日期起',
    modifyTimeEnd: '修改日期止',
    isCompleteData: '补全资料',
  },
  codePlaceholder: '输入材料编码',
  namePlaceholder: '输入材料名称',
  yes: '是',
  no: '否',
  columns: {
    cover: '图片',
    materialCode: '材料编码',
    fullMaterialName: '材料全称',
    category: '材料类别',
    price: '价格',
    status: '状态',
    modifier: '修改人',
    modifyTime: '修改时间',
    actions: '操作',
  },
  rejected: (reason: string) => `驳回原因：${reason}`,
  actions: {
    /**
     * The page's own add button (the top bar's 上传 offers the same dialogs). Not 上传鞋面料: a name holding 上传,
     * 鞋面料 or 推荐材料 would be a second match for the top bar's upload choices.
     */
    add: '新增',
    edit: '修改',
    completeData: '补全资料',
    copy: '复制',
    remove: '删除',
    regularize: '转正',
    stop: '停用',
    reapply: '申诉',
    push: '推送',
    pushSelected: (count: number) => `推送所选 (${count})`,
  },
  confirm: {
    remove: (code: string) => `此操作将删除材料 ${code}，是否继续?`,
    stop: (code: string) => `此操作将停用材料 ${code}，停用后不能再推送，是否继续?`,
    push: (count: number) => `此操作将向品牌方推送所选的 ${count} 条材料，是否继续?`,
  },
  done: {
    remove: '删除成功',
    stop: '停用成功',
    reapply: '申诉已提交',
    push: '推送成功',
  },
  reapply: {
    title: '驳回申诉',
    reason: '申诉理由',
    placeholder: '请说明不同意驳回的理由（500 字以内）',
    submit: '提交申诉',
  },
  /** The page header's count of recommended materials (getSelectMaterialFabricSize). */
  recommendCount: (count: number) => `推荐材料共 ${count} 条`,
  recommendCountLabel: '推荐材料数量',
} as const;
