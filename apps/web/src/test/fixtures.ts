import {
  allAtoms,
  type FileLinksAnswer,
  files,
  fillPath,
  type MaterialFabricDetail,
  type MenuItem,
  type Menus,
  materialFabricDetailSchema,
  type PurchaseOrder,
  PurchaseStatus,
  type SeasonOrder,
  SeasonStatus,
  type Session,
  type ShoeTree,
  ShoeTreeStatus,
  viewAtoms,
} from '@portal/contract';

/** Answers shaped like the contract's, for tests that mock fetch. */
export const sessionFixture: Session = {
  token: 'token-abc',
  personName: '张三',
  lastModifyTime: '2024-03-01 09:00:00',
  supplierCode: 'S001',
  supplierName: '华南面料有限公司',
  loginAccount: 'supplier01',
  personTel: '13800000000',
  personEmail: 'zhangsan@example.cn',
  createTime: '2024-01-01 10:00:00',
};

export const menusFixture: Menus = {
  menu: [{ id: 1, name: '面料管理', path: '/fabric', ico: 'fabric', parent: 0, sort: 1, children: [] }],
  permissions: ['fabric:fabricManageAdd'],
  buttons: [{ perms: 'fabric:fabricManageAdd', name: '上传鞋面料', menuPath: '/fabric' }],
  dictionary: [{ code: 'season', name: '季度', details: [{ id: 1, dcode: '24SS', dname: '2024春夏' }] }],
};

export const envelope = (status: number, message: string, data: unknown, httpStatus = status): Response =>
  new Response(JSON.stringify({ status, message, data }), {
    status: httpStatus,
    headers: { 'content-type': 'application/json' },
  });

/** The seeded menu rows (fixtures/menus.json) as the stub's menus call returns them, built into a tree. */
type MenuRow = Omit<MenuItem, 'children'>;
export const menuRows: readonly MenuRow[] = [
  { id: 1, name: '首页', path: '/dashboard', ico: 'home', parent: 0, sort: 1 },
  { id: 2, name: '面料管理', path: '/fabric', ico: 'layers', parent: 0, sort: 2 },
  { id: 3, name: '面料管理', path: 'fabricManage', ico: 'layers', parent: 2, sort: 1 },
  { id: 4, name: '创新材料', path: 'fabricInnovate', ico: 'bulb', parent: 2, sort: 2 },
  { id: 5, name: '推荐材料', path: 'supplierRecommendManage', ico: 'star', parent: 2, sort: 3 },
  { id: 6, name: '扫描申请管理', path: 'scanApply', ico: 'scan', parent: 2, sort: 4 },
  { id: 7, name: '面料纹路管理', path: 'fabricLinesManage', ico: 'grain', parent: 2, sort: 5 },
  { id: 8, name: '特殊效果管理', path: 'fabricEffectManage', ico: 'magic', parent: 2, sort: 6 },
  { id: 9, name: '材料标准手册', path: 'https://docs.example.com/material-standard', ico: 'link', parent: 2, sort: 7 },
  { id: 10, name: '材料需求', path: '/materialDemand', ico: 'file', parent: 0, sort: 3 },
  { id: 11, name: '需求管理', path: 'demandManage', ico: 'file', parent: 10, sort: 1 },
  { id: 12, name: '组件成本', path: '/component', ico: 'component', parent: 0, sort: 4 },
  { id: 13, name: '组件成本管理', path: 'componentCost', ico: 'component', parent: 12, sort: 1 },
  { id: 14, name: '鞋楦中心', path: '/shoe', ico: 'shoe', parent: 0, sort: 5 },
  { id: 15, name: '调料单管理', path: 'shoeSeason', ico: 'file', parent: 14, sort: 1 },
  { id: 16, name: '鞋楦管理', path: 'shoeTree', ico: 'shoe', parent: 14, sort: 2 },
  { id: 17, name: '鞋楦信息维护', path: 'shoeTreeMaintain', ico: 'tool', parent: 14, sort: 3 },
  { id: 18, name: '材料待填报', path: '/inquiryMaterial', ico: 'edit', parent: 0, sort: 6 },
  { id: 19, name: '材料待填报管理', path: 'inquiryMaterial', ico: 'edit', parent: 18, sort: 1 },
  { id: 20, name: '调料单', path: '/purchase', ico: 'truck', parent: 0, sort: 7 },
  { id: 21, name: '采购单', path: 'purchase', ico: 'truck', parent: 20, sort: 1 },
  { id: 22, name: '价格中心', path: '/price', ico: 'price', parent: 0, sort: 8 },
  { id: 23, name: '材料价格', path: 'materialPrice', ico: 'price', parent: 22, sort: 1 },
  { id: 24, name: '询价通知列表', path: 'inquiry', ico: 'bell', parent: 22, sort: 2 },
  { id: 25, name: '组件参数', path: '/componentParam', ico: 'component', parent: 0, sort: 9 },
  { id: 26, name: '组件参数', path: 'componentParam', ico: 'setting', parent: 25, sort: 1 },
];

/** The tree of the given rows, like the stub's buildMenuTree: sorted, orphans left out. */
export const menuTree = (ids: readonly number[] = menuRows.map((r) => r.id)): MenuItem[] => {
  const rows = menuRows.filter((r) => ids.includes(r.id)).sort((a, b) => a.sort - b.sort || a.id - b.id);
  const node = (row: MenuRow): MenuItem => ({ ...row, children: rows.filter((c) => c.parent === row.id).map(node) });
  return rows.filter((r) => r.parent === 0).map(node);
};

/** fixtures/roles.json: the viewer lacks 组件成本管理, 材料待填报管理, 组件参数 and their sections. */
export const viewerMenuIds = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 14, 15, 16, 17, 20, 21, 22, 23, 24];

export const supplierMenus: Menus = {
  menu: menuTree(),
  permissions: [...allAtoms],
  buttons: [],
  dictionary: [],
};

export const viewerMenus: Menus = {
  menu: menuTree(viewerMenuIds),
  permissions: [...viewAtoms],
  buttons: [],
  dictionary: [],
};

/** The stub's stand-in for the object storage host (the direct upload's region): an address of the stub, not a call. */
export const storageRegionFixture = '/basic/oss';

/**
 * Where the stub serves a generated export (a download record's filePath): a plain route of the stub, not a catalogue
 * call, so no call object names it.
 */
export const generatedFileFixture = (key: string): string => `/basic/api/async/file/${key}`;

/** A signed link as the stub's answer carries it (`fileLinks`), with a stand-in signature. */
export const signedLinkFixture = (call: { path: string }, id: string): string =>
  `${fillPath(call.path, { id })}?expires=4102444800&account=1&session=test-session&signature=test-signature`;

/** The stub's `fileLinks` answer: every file asked for, signed until 2100, with all three links. */
export const fileLinksAnswer = (body: unknown): FileLinksAnswer => ({
  expires: 4102444800,
  links: (body as { ids: string[] }).ids.map((id) => ({
    id,
    file: signedLinkFixture(files.getFile, id),
    thumbnail: signedLinkFixture(files.getAbridgeImg, id),
    pdf: signedLinkFixture(files.getFilePdfStream, id),
  })),
});

/** A purchase order as the list and the shipment page read it: 新建, 1,800 码 of one material, due (warning). */
export const purchaseOrderFixture = (n: number, patch: Partial<PurchaseOrder> = {}): PurchaseOrder => ({
  id: n,
  purchaseNo: `PO20261100${String(n).padStart(2, '0')}`,
  supplierCode: 'S10001',
  shoeFactoryCode: 'F2003',
  shoeFactoryName: '东莞市裕盛鞋业有限公司',
  seasonCode: '2027Q1',
  materialCode: 'SY-26-0012',
  materialName: 'PU超纤革 1.2mm 荔枝纹',
  quantity: 1800,
  shippedQuantity: 0,
  remainingQuantity: 1800,
  unit: '码',
  deliveryDate: '2026-11-24 00:00:00',
  dueDate: '2026-11-24',
  warning: true,
  status: PurchaseStatus.new,
  statusName: '新建',
  closeReason: null,
  closeTime: null,
  createTime: '2026-11-02 09:00:00',
  ...patch,
});

/** A season order (调料单) as the list answers it: 大货, 待接单, 1,200 双 of one material, nothing delivered. */
export const seasonOrderFixture = (id: number, patch: Partial<SeasonOrder> = {}): SeasonOrder => ({
  id,
  seasonNo: `SO2026110${id}`,
  seasonCode: '27Q1',
  orderType: 'product',
  materialCode: `SY-26-00${id}`,
  materialName: `PU超纤革 ${id}`,
  colorName: '黑色',
  supplierCode: 'S10001',
  shoeFactoryName: '东莞市裕盛鞋业有限公司',
  shoeTreeCode: null,
  quantity: 1200,
  deliveredQuantity: 0,
  remainingQuantity: 1200,
  unit: '双',
  deliveryDate: '2026-12-20',
  version: 1,
  status: SeasonStatus.toAccept,
  statusName: '待接单',
  remark: null,
  closeReason: null,
  awaitingReceipt: 0,
  createTime: '2026-11-02 09:00:00',
  ...patch,
});

/** A shoe last (鞋楦) as the list answers it: in use, 20 pairs of 36-45 (18 available, 2 scrapped). */
export const shoeTreeFixture = (id: number, patch: Partial<ShoeTree> = {}): ShoeTree => ({
  id,
  shoeTreeCode: `ST-2026-000${id}`,
  bodyNo: `BD-8${id}`,
  shoeTreeType: 'running',
  shoeTreeTypeName: '跑步鞋楦',
  shoeFactoryCode: 'F2003',
  shoeFactoryName: '东莞市裕盛鞋业有限公司',
  shoeTreeFactoryCode: 'L3001',
  shoeTreeFactoryName: '晋江楦业',
  seasonCode: '2027Q1',
  seasons: ['2027Q1'],
  sizeRange: '36-45',
  quantity: 20,
  availableQuantity: 18,
  scrapQuantity: 2,
  borrowQuantity: 0,
  status: ShoeTreeStatus.inUse,
  maintainStatus: 1,
  maintainTime: null,
  coverImgId: null,
  createTime: '2026-10-01 09:00:00',
  modifyTime: '2026-11-02 10:30:00',
  ...patch,
});

/**
 * A stored material as the detail call answers it: every field empty (an empty list where the schema has a list, else
 * null), the counts zero and the flags of a complete new record, then the given values.
 */
export const materialDetailFixture = (values: Partial<MaterialFabricDetail>): MaterialFabricDetail => {
  const empty = Object.fromEntries(
    Object.entries(materialFabricDetailSchema.shape).map(([key, schema]) => [
      key,
      schema.safeParse([]).success ? [] : null,
    ]),
  );
  return {
    ...empty,
    shoeFactoryTotal: '0',
    channelTotal: 0,
    colorTotal: 0,
    newFlag: '1',
    fileHasComplete: 1,
    ...values,
  } as MaterialFabricDetail;
};

/** S001's stored shoe upper 水性PU革 (SY000009, 合成革 / PU革, sold by the 码), then the given values. */
export const storedMaterialFixture = (values: Partial<MaterialFabricDetail>): MaterialFabricDetail =>
  materialDetailFixture({
    id: 9,
    suppliers: ['S001'],
    divisionId: 2,
    sectionId: 109,
    divisionName: '合成革',
    sectionName: 'PU革',
    materialCode: 'SY000009',
    materialName: '水性PU革',
    unit: '码',
    materialStage: 'normal',
    ...values,
  });
