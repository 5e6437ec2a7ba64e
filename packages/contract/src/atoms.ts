/**
 * Button-level permission keys (spec 000 §6). Only the three upload keys are given by the
 * spec; the rest follow their `module:featureAction` shape (docs/assumptions.md "Permission atoms").
 * `view` atoms are what a read-only account holds; `write` atoms change data.
 */
type Kind = 'view' | 'write';
const group = <const T extends Record<string, readonly [string, Kind, string]>>(entries: T) => entries;

/** The seven buttons each of the 颜色价格, 纹路价格 and 季度材料价格 tabs has, named after the tab. */
const priceKind = <const P extends string, const L extends string>(prefix: P, label: L) =>
  group({
    list: [`price:${prefix}List`, 'view', `${label}列表`],
    add: [`price:${prefix}Add`, 'write', `新增${label}`],
    edit: [`price:${prefix}Edit`, 'write', `编辑${label}`],
    view: [`price:${prefix}View`, 'view', `查看${label}`],
    delete: [`price:${prefix}Delete`, 'write', `删除${label}`],
    import: [`price:${prefix}Import`, 'write', `导入${label}`],
    export: [`price:${prefix}Export`, 'view', `导出${label}`],
  });

export const atomGroups = {
  season: group({
    list: ['shoe:seasonList', 'view', '调料单列表'],
    accept: ['shoe:seasonAccept', 'write', '调料单接单'],
    deliver: ['shoe:seasonDeliver', 'write', '调料单交付'],
    deliverDetail: ['shoe:seasonDeliverDetail', 'view', '交付详情'],
    productDeliver: ['shoe:seasonProductDeliver', 'write', '大货交付'],
    sampleDeliver: ['shoe:seasonSampleDeliver', 'write', '样品交付'],
    supplierDelete: ['shoe:seasonDelete', 'write', '删除调料单'],
    supplierEdit: ['shoe:seasonEdit', 'write', '编辑调料单'],
    supplierDetail: ['shoe:seasonDetail', 'view', '调料单详情'],
    confirmReceipt: ['shoe:seasonConfirmReceipt', 'write', '确认收货'],
    close: ['shoe:seasonClose', 'write', '关闭调料单'],
  }),
  shoeTree: group({
    scrap: ['shoe:shoeTreeScrap', 'write', '鞋楦报废'],
    historySeason: ['shoe:shoeTreeHistorySeason', 'write', '历史季度录入'],
    list: ['shoe:shoeTreeList', 'view', '鞋楦列表'],
    detail: ['shoe:shoeTreeDetail', 'view', '鞋楦详情'],
    export: ['shoe:shoeTreeExport', 'view', '鞋楦导出'],
  }),
  shoeTreeMaintain: group({
    list: ['shoe:maintainList', 'view', '鞋楦维护列表'],
    maintain: ['shoe:maintainEdit', 'write', '鞋楦信息维护'],
    detail: ['shoe:maintainDetail', 'view', '鞋楦维护详情'],
  }),
  fabricManage: group({
    list: ['fabric:fabricManageList', 'view', '鞋面料列表'],
    add: ['fabric:fabricManageAdd', 'write', '上传鞋面料'],
  }),
  fabricInnovate: group({
    list: ['fabric:fabricInnovateList', 'view', '创新材料列表'],
    add: ['fabric:fabricInnovateAdd', 'write', '上传创新材料'],
  }),
  recommend: group({
    list: ['fabric:recommendList', 'view', '推荐材料列表'],
    add: ['fabric:recommendAdd', 'write', '上传推荐材料'],
    delete: ['fabric:recommendDelete', 'write', '删除推荐材料'],
    regularize: ['fabric:recommendRegularize', 'write', '推荐材料转正'],
    edit: ['fabric:recommendEdit', 'write', '修改推荐材料'],
  }),
  fabricLines: group({
    list: ['fabric:fabricLinesList', 'view', '面料纹路列表'],
    export: ['fabric:fabricLinesExport', 'view', '面料纹路导出'],
  }),
  /** Not named by the spec: the material-demand screen and material comments (docs/assumptions.md). */
  demand: group({
    list: ['material:demandList', 'view', '材料需求列表'],
    reply: ['material:demandReply', 'write', '回复材料需求'],
  }),
  comment: group({
    add: ['fabric:commentAdd', 'write', '发表材料评论'],
    delete: ['fabric:commentDelete', 'write', '删除材料评论'],
  }),
  fabricEffect: group({
    list: ['fabric:fabricEffectList', 'view', '特殊效果列表'],
    export: ['fabric:fabricEffectExport', 'view', '特殊效果导出'],
  }),
  purchase: group({
    list: ['purchase:purchaseList', 'view', '采购单列表'],
    detail: ['purchase:purchaseDetail', 'view', '采购单详情'],
    plan: ['purchase:purchasePlan', 'write', '交付计划'],
    close: ['purchase:purchaseClose', 'write', '关闭采购单'],
    ship: ['purchase:purchaseShip', 'write', '发货'],
    chooseMaterial: ['purchase:purchaseChooseMaterial', 'write', '选择材料'],
    mergeShipment: ['purchase:purchaseMergeShipment', 'write', '合并发货'],
  }),
  scanApply: group({
    list: ['fabric:scanApplyList', 'view', '扫描申请列表'],
    edit: ['fabric:scanApplyEdit', 'write', '编辑扫描申请'],
    detail: ['fabric:scanApplyDetail', 'view', '扫描申请详情'],
    accept: ['fabric:scanApplyAccept', 'write', '受理扫描申请'],
    close: ['fabric:scanApplyClose', 'write', '关闭扫描申请'],
    delete: ['fabric:scanApplyDelete', 'write', '删除扫描申请'],
    sendSample: ['fabric:scanApplySendSample', 'write', '寄送样品'],
    add: ['fabric:scanApplyAdd', 'write', '新增扫描申请'],
    uploadSampleImage: ['fabric:scanApplyUploadImage', 'write', '上传样品图片'],
  }),
  inquiryNotice: group({
    list: ['price:inquiryList', 'view', '询价通知列表'],
    view: ['price:inquiryView', 'view', '查看询价通知'],
    import: ['price:inquiryImport', 'write', '导入报价'],
    export: ['price:inquiryExport', 'view', '导出询价'],
    submitQuote: ['price:inquirySubmitQuote', 'write', '提交报价'],
    supervisorAudit: ['price:inquirySupervisorAudit', 'write', '主管审核询价'],
  }),
  inquiryMaterial: group({
    list: ['inquiry:materialList', 'view', '材料待填报列表'],
    close: ['inquiry:materialClose', 'write', '关闭待填报'],
    add: ['inquiry:materialAdd', 'write', '新增待填报'],
  }),
  materialPrice: group({
    list: ['price:materialPriceList', 'view', '材料价格列表'],
    add: ['price:materialPriceAdd', 'write', '新增材料价格'],
    edit: ['price:materialPriceEdit', 'write', '编辑材料价格'],
    view: ['price:materialPriceView', 'view', '查看材料价格'],
    delete: ['price:materialPriceDelete', 'write', '删除材料价格'],
    import: ['price:materialPriceImport', 'write', '导入材料价格'],
    importTemplate: ['price:materialPriceImportTemplate', 'view', '下载导入模板'],
    detailPrice: ['price:materialPriceDetailPrice', 'view', '明细价格'],
    export: ['price:materialPriceExport', 'view', '导出材料价格'],
    supervisorAudit: ['price:materialPriceSupervisorAudit', 'write', '主管审核材料价格'],
  }),
  colorPrice: priceKind('colorPrice', '颜色价格'),
  linePrice: priceKind('linePrice', '纹路价格'),
  seasonMaterialPrice: priceKind('seasonPrice', '季度材料价格'),
  componentCost: group({
    list: ['component:costList', 'view', '组件成本列表'],
    export: ['component:costExport', 'view', '导出组件成本'],
    import: ['component:costImport', 'write', '导入组件成本'],
    delete: ['component:costDelete', 'write', '删除组件成本'],
    submit: ['component:costSubmit', 'write', '提交组件成本'],
    supervisorAudit: ['component:costSupervisorAudit', 'write', '主管审核组件成本'],
    changeShoeFactory: ['component:costChangeShoeFactory', 'write', '更换鞋厂'],
  }),
  componentParam: group({
    list: ['component:paramList', 'view', '组件参数列表'],
    add: ['component:paramAdd', 'write', '新增组件参数'],
    export: ['component:paramExport', 'view', '导出组件参数'],
    delete: ['component:paramDelete', 'write', '删除组件参数'],
    update: ['component:paramUpdate', 'write', '修改组件参数'],
    copy: ['component:paramCopy', 'write', '复制组件参数'],
    record: ['component:paramRecord', 'view', '组件参数记录'],
  }),
} as const;

type Groups = typeof atomGroups;
export type AtomGroup = keyof Groups;
type KeyOf<T> = T extends readonly [infer K, ...unknown[]] ? K : never;
type GroupAtoms<G extends AtomGroup> = { [A in keyof Groups[G]]: KeyOf<Groups[G][A]> };
export type Atom = { [G in AtomGroup]: GroupAtoms<G>[keyof Groups[G]] }[AtomGroup];

/** `atoms.recommend.delete === 'fabric:recommendDelete'` */
export const atoms = Object.fromEntries(
  Object.entries(atomGroups).map(([g, actions]) => [
    g,
    Object.fromEntries(Object.entries(actions).map(([a, [key]]) => [a, key])),
  ]),
) as { [G in AtomGroup]: GroupAtoms<G> };

/** The route (spec 000 §2) whose buttons each group guards; `menus` reports it with each button. */
export const atomGroupRoutes: Record<AtomGroup, string> = {
  season: 'shoeSeason',
  shoeTree: 'shoeTree',
  shoeTreeMaintain: 'shoeTreeMaintain',
  fabricManage: 'fabricManage',
  fabricInnovate: 'fabricInnovate',
  recommend: 'supplierRecommendManage',
  fabricLines: 'fabricLinesManage',
  fabricEffect: 'fabricEffectManage',
  demand: 'demandManage',
  comment: 'fabricDetail',
  purchase: 'purchase',
  scanApply: 'scanApply',
  inquiryNotice: 'inquiry',
  inquiryMaterial: 'inquiryMaterial',
  materialPrice: 'materialPrice',
  colorPrice: 'materialPrice',
  linePrice: 'materialPrice',
  seasonMaterialPrice: 'materialPrice',
  componentCost: 'componentCost',
  componentParam: 'componentParam',
};

export interface AtomInfo {
  key: Atom;
  group: AtomGroup;
  kind: Kind;
  label: string;
}

export const atomList: AtomInfo[] = Object.entries(atomGroups).flatMap(([g, actions]) =>
  Object.values(actions).map(([key, kind, label]) => ({ key: key as Atom, group: g as AtomGroup, kind, label })),
);

export const viewAtoms = atomList.filter((a) => a.kind === 'view').map((a) => a.key);
export const allAtoms = atomList.map((a) => a.key);
