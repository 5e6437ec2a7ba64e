import { z } from 'zod';
import { atoms } from '../../atoms';
import { defineDomain, listCount, listExport, pagedList } from '../../call';
import {
  dateTime,
  fileRefSchema,
  ok,
  recordIdBody,
  recordIdParam,
  recordIdsBody,
  nullableText as text,
} from '../../schemas';
import { supplierOptionSchema } from '../lookups/calls';
import {
  MaintainStatus,
  maintainFormSchema,
  nodeNameSchema,
  ShoeTreeStatus,
  scrapFormSchema,
  sizeRowsSchema,
} from './rules';

/**
 * Shoe lasts (鞋楦, docs/domains/shoe-tree.md). The spec names the calls only; records, payloads and answers are
 * this project's design, written down in that page. Every call reads or changes the caller's supplier's lasts only.
 */

const pairs = z.number().int().min(0);

/** A last as the lists show it; quantities are pairs summed over its sizes. */
export const shoeTreeSchema = z.object({
  id: z.number().int(),
  shoeTreeCode: z.string(),
  /** 楦体号: the brand's body number of the last's shape. */
  bodyNo: text,
  /** shoe_tree_type dictionary code (跑步鞋楦 …) and its name. */
  shoeTreeType: text,
  shoeTreeTypeName: text,
  shoeFactoryCode: text,
  shoeFactoryName: text,
  shoeTreeFactoryCode: text,
  shoeTreeFactoryName: text,
  /** The season the last was made for (24Q3 style codes of the season dictionary: 2024Q3). */
  seasonCode: text,
  /** Every season the last has served, its own first. */
  seasons: z.array(z.string()),
  /** e.g. 36-45. */
  sizeRange: text,
  quantity: pairs,
  availableQuantity: pairs,
  scrapQuantity: pairs,
  borrowQuantity: pairs,
  status: z.enum(ShoeTreeStatus.values),
  maintainStatus: MaintainStatus.schema,
  maintainTime: dateTime.nullable(),
  coverImgId: text,
  createTime: dateTime,
  modifyTime: dateTime,
});
export type ShoeTree = z.infer<typeof shoeTreeSchema>;

export const shoeTreeSizeSchema = z.object({
  size: z.string(),
  /** Pairs the supplier holds of the size, scrapped and lent ones included. */
  quantity: pairs,
  scrapQuantity: pairs,
  borrowQuantity: pairs,
  /** quantity − scrapped − lent. */
  availableQuantity: pairs,
});
export type ShoeTreeSize = z.infer<typeof shoeTreeSizeSchema>;

export const shoeTreeDetailSchema = shoeTreeSchema.extend({
  sizes: z.array(shoeTreeSizeSchema),
  imgs: z.array(fileRefSchema),
  remark: text,
  /** Files in the file manager (folders not counted). */
  fileCount: z.number().int(),
});
export type ShoeTreeDetail = z.infer<typeof shoeTreeDetailSchema>;

/** One lifecycle record (入库, 借出, 归还, 维护, 尺码维护, 报废 …), newest first. */
export const shoeTreeRecordSchema = z.object({
  id: z.number().int(),
  operateType: z.string(),
  operateRemark: text,
  /** The sizes the operation touched (报废: pairs scrapped; 维护: the sizes after it). */
  sizes: z.array(z.object({ size: z.string(), quantity: z.number() })),
  imgs: z.array(fileRefSchema),
  operator: z.string(),
  operateTime: dateTime,
});
export type ShoeTreeRecord = z.infer<typeof shoeTreeRecordSchema>;

/** A file or folder of a last's file manager; folders carry children in the recursive listing. */
export interface ShoeTreeFileNode {
  id: number;
  shoeTreeId: number;
  parentId: number | null;
  name: string;
  type: 'folder' | 'file';
  /** The stored file (files domain) of a file node. */
  fileId: string | null;
  /** Bytes of a file; of a folder, everything under it. */
  fileSize: number;
  contentType: string | null;
  creator: string;
  createTime: string;
  modifier: string | null;
  modifyTime: string;
  children?: ShoeTreeFileNode[];
}
export const shoeTreeFileNodeSchema: z.ZodType<ShoeTreeFileNode> = z.object({
  id: z.number().int(),
  shoeTreeId: z.number().int(),
  parentId: z.number().int().nullable(),
  name: z.string(),
  type: z.enum(['folder', 'file']),
  fileId: text,
  fileSize: z.number().int().min(0),
  contentType: text,
  creator: z.string(),
  createTime: dateTime,
  modifier: text,
  modifyTime: dateTime,
  get children() {
    return z.array(shoeTreeFileNodeSchema).optional();
  },
});
export const shoeTreeFileInfoSchema = z.object({
  node: shoeTreeFileNodeSchema,
  /** Files and folders under a folder, at any depth (0 for a file). */
  fileCount: z.number().int(),
  folderCount: z.number().int(),
  /** From the root to the node's folder: the breadcrumbs. */
  path: z.array(z.object({ id: z.number().int(), name: z.string() })),
});

export const shoeTreeFilters = z.object({
  shoeTreeCode: z.string().optional(),
  bodyNo: z.string().optional(),
  shoeTreeType: z.string().optional(),
  shoeFactoryCode: z.string().optional(),
  shoeTreeFactoryCode: z.string().optional(),
  seasonCode: z.string().optional(),
  status: z.enum(ShoeTreeStatus.values).optional(),
});
export type ShoeTreeFilters = z.infer<typeof shoeTreeFilters>;
export const maintainFilters = shoeTreeFilters.extend({
  maintainStatus: z.coerce
    .number()
    .pipe(MaintainStatus.schema)
    // What the coercion lets through, stated for the OpenAPI document (its input is any number).
    .meta({ type: 'integer', enum: [0, 1] })
    .optional(),
});
const sortFields = ['shoeTreeCode', 'seasonCode', 'availableQuantity', 'modifyTime'] as const;
const factoryQuery = z.object({ keyword: z.string().optional() });
const factoryOptions = z.array(supplierOptionSchema);
const shoeTreeIdBody = z.object({ shoeTreeId: z.number().int().positive() });

export const shoesFabricSchema = z.object({
  id: z.number().int(),
  shoeTreeCode: z.string(),
  styleNo: z.string(),
  styleName: z.string(),
  seasonCode: text,
  materialCode: z.string(),
  materialName: z.string(),
  part: text,
});

export const shoeTree = defineDomain('shoeTree', {
  maintainSize: {
    method: 'POST',
    path: '/basic/api/shoeTree/maintainSize',
    summary: '维护鞋楦尺码',
    body: recordIdBody.extend({ sizes: sizeRowsSchema }),
    data: ok,
    atom: atoms.shoeTreeMaintain.maintain,
    assumed:
      'body { id, sizes }: the sizes after the change; a size with scrapped or lent pairs stays, at least at those',
    noScreen:
      '鞋楦信息维护 saves the sizes together with the images and remark in one maintainShowTree, which also leaves the 维护 record',
  },
  detail: {
    method: 'POST',
    path: '/basic/api/shoeTree/getDetailShoeTree/:id',
    summary: '鞋楦详情',
    readOnly: true,
    params: recordIdParam,
    data: shoeTreeDetailSchema,
    atom: [atoms.shoeTree.detail, atoms.shoeTreeMaintain.detail],
    assumed: 'answer shape; opened by the record or the maintenance detail atom',
  },
  sizes: {
    method: 'POST',
    path: '/basic/api/shoeTree/getShoeTreeSize/:id',
    summary: '鞋楦尺码',
    readOnly: true,
    params: recordIdParam,
    data: z.array(shoeTreeSizeSchema),
    atom: [atoms.shoeTree.detail, atoms.shoeTreeMaintain.detail],
    assumed: 'answer shape: sizes in size order',
  },
  shoeTreeFactory: {
    method: 'POST',
    path: '/basic/api/shoeTree/shoeTreeFactory',
    summary: '楦厂选项',
    readOnly: true,
    body: factoryQuery,
    data: factoryOptions,
    assumed: 'every last factory (楦厂), name or code containing the keyword; items as supplierInfo/searchList',
    noScreen:
      'the lists’ 楦厂 filter offers the last factories of the supplier’s own lasts (queryShoeTreeFactorys), as its 鞋厂 filter offers their shoe factories; no form picks a last factory',
  },
  apiShoeFactory: {
    method: 'POST',
    path: '/basic/api/shoeTree/shoeFactory',
    summary: '鞋厂选项',
    readOnly: true,
    body: factoryQuery,
    data: factoryOptions,
    assumed: 'every shoe factory (suppliers of type FWP), name or code containing the keyword',
    noScreen:
      'the lists’ 鞋厂 filter offers the shoe factories of the supplier’s own lasts (shoeFactory, /basic/supplier/shoeTree/shoeFactory), and a last’s own 鞋厂 comes with getDetailShoeTree',
  },
  queryShoeFactorys: {
    method: 'POST',
    path: '/basic/api/shoeTree/queryShoeFactorys',
    summary: '鞋楦关联的鞋厂',
    readOnly: true,
    body: factoryQuery.extend({ shoeTreeCode: z.string().optional() }),
    data: factoryOptions,
    assumed: "the shoe factories of the caller's lasts (of one last with shoeTreeCode)",
    noScreen:
      'the lists’ 鞋厂 filter reads the shoe factories of the supplier’s lasts with shoeFactory (/basic/supplier/shoeTree/shoeFactory), and a last’s own 鞋厂 comes with getDetailShoeTree',
  },
  queryShoeTreeFactorys: {
    method: 'POST',
    path: '/basic/api/shoeTree/queryShoeTreeFactorys',
    summary: '鞋楦关联的楦厂',
    readOnly: true,
    body: factoryQuery.extend({ shoeTreeCode: z.string().optional() }),
    data: factoryOptions,
    assumed: "the last factories of the caller's lasts (of one last with shoeTreeCode)",
  },
  records: {
    method: 'POST',
    path: '/basic/api/shoeTree/getShoeTreeRecord/:id',
    summary: '鞋楦生命周期记录',
    readOnly: true,
    params: recordIdParam,
    data: z.array(shoeTreeRecordSchema),
    atom: [atoms.shoeTree.detail, atoms.shoeTreeMaintain.detail],
    assumed: 'every record of the last, newest first',
  },
  supplierList: pagedList(shoeTreeSchema, {
    path: '/basic/supplier/shoeTree/supplierList',
    summary: '鞋楦列表',
    filters: shoeTreeFilters.shape,
    sort: sortFields,
    atom: atoms.shoeTree.list,
    assumed: 'filters (code and body number contain, type, factories, season, status); latest change first',
  }),
  export: listExport(shoeTreeFilters, {
    path: '/basic/supplier/shoeTree/export',
    summary: '导出鞋楦',
    atom: atoms.shoeTree.export,
    assumed: 'list filters plus optional ids',
  }),
  getShoeTreeCode: {
    method: 'POST',
    path: '/basic/supplier/shoeTree/getShoeTreeCode',
    summary: '鞋楦编码选项',
    readOnly: true,
    body: z.object({ keyword: z.string().optional() }),
    data: z.array(z.string()),
    assumed: "the caller's last codes containing the keyword (at most 20), for the code pickers",
    noScreen:
      'the lists’ 鞋楦编码 filter is a free-text search by part of the code (supplierList, maintain/list), so no screen needs a picker of codes',
  },
  shoeFactory: {
    method: 'POST',
    path: '/basic/supplier/shoeTree/shoeFactory',
    summary: '鞋厂选项 (供应商鞋楦)',
    readOnly: true,
    body: factoryQuery,
    data: factoryOptions,
    assumed: "the shoe factories of the caller's lasts, for the list's search form",
  },
  maintainShowTreeImgs: {
    method: 'POST',
    path: '/basic/supplier/shoeTree/maintainShowTreeImgs',
    summary: '鞋楦维护图片',
    readOnly: true,
    body: recordIdBody,
    data: z.array(fileRefSchema),
    atom: [atoms.shoeTreeMaintain.detail, atoms.shoeTree.detail],
    assumed: 'body { id } of a last: its images as the last maintenance left them',
  },
  maintainList: pagedList(shoeTreeSchema, {
    path: '/basic/supplier/maintain/list',
    summary: '鞋楦信息维护列表',
    filters: maintainFilters.shape,
    sort: sortFields,
    atom: atoms.shoeTreeMaintain.list,
    assumed: 'the lasts not scrapped, waiting ones (待维护) first; filters as the records list plus maintainStatus',
  }),
  maintainedCount: listCount(maintainFilters, {
    path: '/basic/supplier/maintain/getMainTainedCount',
    summary: '待维护鞋楦数量',
    atom: atoms.shoeTreeMaintain.list,
    assumed: 'the count maintain/list gives for the same filters; the badge asks with maintainStatus 0 (待维护)',
  }),
  maintainShowTree: {
    method: 'POST',
    path: '/basic/supplier/maintain/maintainShowTree',
    summary: '维护鞋楦信息 (尺码、图片、备注)',
    body: recordIdBody.extend(maintainFormSchema.shape),
    data: ok,
    atom: atoms.shoeTreeMaintain.maintain,
    assumed: 'body { id, sizes, imgIds, remark }; leaves a 维护 record and turns a 维护中 last back to 在用',
  },
  lifeOperateRemark: {
    method: 'POST',
    path: '/basic/supplier/shoeTreeApply/getLifeOperateRemark',
    summary: '鞋楦生命周期操作备注',
    readOnly: true,
    body: shoeTreeIdBody.extend({ operateType: z.string().optional() }),
    data: text,
    atom: [atoms.shoeTree.detail, atoms.shoeTreeMaintain.detail],
    assumed: 'the remark of the latest lifecycle record (of the type, if given); null without one',
    noScreen:
      '鞋楦详情’s 履历记录 tab shows every record with its remark from getShoeTreeRecord, so no screen asks for the latest remark alone',
  },
  fileList: {
    method: 'POST',
    path: '/basic/supplier/shoeTreeFile/treeFileList',
    summary: '鞋楦文件夹内容',
    readOnly: true,
    body: shoeTreeIdBody.extend({ parentId: z.number().int().positive().nullable().optional() }),
    data: z.array(shoeTreeFileNodeSchema),
    atom: [atoms.shoeTree.detail, atoms.shoeTreeMaintain.detail],
    assumed: 'one folder level (the root without parentId): folders first, then by name',
  },
  fileAddOrUpdate: {
    method: 'POST',
    path: '/basic/supplier/shoeTreeFile/treeFileAddOrUpdate',
    summary: '新增/修改鞋楦文件或文件夹',
    body: shoeTreeIdBody.extend({
      /** Absent: a new node. Present: the node is renamed and/or moved to parentId. */
      id: z.number().int().positive().optional(),
      parentId: z.number().int().positive().nullable().optional(),
      /** A file's name defaults to its stored file's name. */
      name: nodeNameSchema.optional(),
      type: z.enum(['folder', 'file']),
      /** A new file node: the id files/upload answered (business type shoeTreeFile). */
      fileId: z.string().optional(),
    }),
    data: z.object({ id: z.number().int() }),
    atom: atoms.shoeTreeMaintain.maintain,
    assumed: 'payload and answer { id }; guarded by the maintenance atom (the spec has no file atom)',
  },
  fileDelete: {
    method: 'POST',
    path: '/basic/supplier/shoeTreeFile/delete',
    summary: '删除鞋楦文件夹',
    body: shoeTreeIdBody.extend(recordIdsBody.shape),
    data: z.object({ folders: z.number().int(), files: z.number().int() }),
    atom: atoms.shoeTreeMaintain.maintain,
    assumed: 'body { shoeTreeId, ids }: the nodes with everything under them and their stored bytes; answers what went',
  },
  fileInfo: {
    method: 'POST',
    path: '/basic/supplier/shoeTreeFile/getFileAndFolderInfo',
    summary: '文件/文件夹信息',
    readOnly: true,
    body: recordIdBody,
    data: shoeTreeFileInfoSchema,
    atom: [atoms.shoeTree.detail, atoms.shoeTreeMaintain.detail],
    assumed: 'body { id } of a node: the node, what is under it, its breadcrumbs',
  },
  fileDeleteFile: {
    method: 'POST',
    path: '/basic/supplier/shoeTreeFile/deleteFile',
    summary: '删除鞋楦文件',
    body: recordIdBody,
    data: ok,
    atom: atoms.shoeTreeMaintain.maintain,
    assumed: 'body { id } of a file node; its stored bytes go too',
  },
  fileRename: {
    method: 'POST',
    path: '/basic/supplier/shoeTreeFile/renameFileOrFolder',
    summary: '重命名文件/文件夹',
    body: recordIdBody.extend({ name: nodeNameSchema }),
    data: ok,
    atom: atoms.shoeTreeMaintain.maintain,
    assumed: 'body { id, name }',
  },
  fileTree: {
    method: 'POST',
    path: '/basic/supplier/shoeTreeFile/getDiGuiFileOrFolder',
    summary: '鞋楦文件树 (递归)',
    readOnly: true,
    body: shoeTreeIdBody.extend({ foldersOnly: z.boolean().optional() }),
    data: z.array(shoeTreeFileNodeSchema),
    atom: [atoms.shoeTree.detail, atoms.shoeTreeMaintain.detail],
    assumed: 'the whole tree with children (folders only when asked, for the folder tree and the move picker)',
  },
  scrapRecord: {
    method: 'POST',
    path: '/basic/supplier/scrap/scrapSupplierRecord',
    summary: '鞋楦报废',
    body: shoeTreeIdBody.and(scrapFormSchema),
    data: ok,
    atom: atoms.shoeTree.scrap,
    assumed: 'body { shoeTreeId, scrapAll, sizes, reason }; scrapped pairs leave the available stock',
  },
  scrapSize: {
    method: 'POST',
    path: '/basic/supplier/scrap/scrapSize',
    summary: '可报废尺码',
    body: shoeTreeIdBody,
    data: z.array(shoeTreeSizeSchema),
    atom: atoms.shoeTree.scrap,
    assumed: 'the sizes of the last with pairs still available (those are what can be scrapped)',
  },
  shoesFabricList: pagedList(shoesFabricSchema, {
    path: '/basic/supplier/shoesFabric/list',
    summary: '鞋款面料列表',
    filters: { shoeTreeCode: z.string().optional(), keyword: z.string().optional() },
    atom: [atoms.shoeTree.historySeason, atoms.shoeTree.detail],
    assumed: "the styles made on the caller's lasts and the fabrics they used, by season (历史季度录入 reads them)",
  }),
});
