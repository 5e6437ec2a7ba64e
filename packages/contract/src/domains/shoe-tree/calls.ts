import { z } from 'zod';
import { atoms } from '../../atoms';
import { defineDomain } from '../../call';
import { pageOf, pageQuery } from '../../envelope';
import { dateTime, fileRefSchema, idsBody, ok, recordIdBody, recordIdParam, sizeQuantitySchema } from '../../schemas';
import { exportTaskSchema } from '../files/calls';
import { supplierOptionSchema } from '../lookups/calls';

/** Shoe tree (鞋楦). The spec does not show the entity; this shape is assumed. */
export const shoeTreeSchema = z.object({
  id: z.number().int(),
  shoeTreeCode: z.string(),
  bodyNo: z.string().nullable(),
  shoeFactoryCode: z.string().nullable(),
  shoeFactoryName: z.string().nullable(),
  shoeTreeFactoryCode: z.string().nullable(),
  shoeTreeFactoryName: z.string().nullable(),
  seasons: z.array(z.string()),
  sizeRange: z.string().nullable(),
  quantity: z.number().int(),
  /** 0 in use, 1 scrapped (partly or wholly), other values not shown. */
  status: z.number().int(),
  /** 0 not maintained, 1 maintained. */
  maintainStatus: z.number().int(),
  coverImgId: z.string().nullable(),
  createTime: dateTime,
});
export type ShoeTree = z.infer<typeof shoeTreeSchema>;

export const shoeTreeSizeSchema = sizeQuantitySchema.extend({
  scrapQuantity: z.number().int().min(0),
  borrowQuantity: z.number().int().min(0),
});

export const shoeTreeDetailSchema = shoeTreeSchema.extend({
  sizes: z.array(shoeTreeSizeSchema),
  imgs: z.array(fileRefSchema),
  remark: z.string().nullable(),
});
export type ShoeTreeDetail = z.infer<typeof shoeTreeDetailSchema>;

/** Lifecycle record (入库, 借用, 归还, 报废, 维护 …). */
export const shoeTreeRecordSchema = z.object({
  id: z.number().int(),
  operateType: z.string(),
  operateRemark: z.string().nullable(),
  operator: z.string(),
  operateTime: dateTime,
});

/** A file or folder of a shoe tree; folders carry children in the recursive listing. */
export interface ShoeTreeFileNode {
  id: number;
  shoeTreeId: number;
  parentId: number | null;
  name: string;
  type: 'folder' | 'file';
  fileId: string | null;
  modifier: string | null;
  modifyTime: string | null;
  children?: ShoeTreeFileNode[];
}
export const shoeTreeFileNodeSchema: z.ZodType<ShoeTreeFileNode> = z.object({
  id: z.number().int(),
  shoeTreeId: z.number().int(),
  parentId: z.number().int().nullable(),
  name: z.string(),
  type: z.enum(['folder', 'file']),
  fileId: z.string().nullable(),
  modifier: z.string().nullable(),
  modifyTime: z.string().nullable(),
  get children() {
    return z.array(shoeTreeFileNodeSchema).optional();
  },
});

export const shoeTreeFilters = z.object({
  shoeTreeCode: z.string().optional(),
  bodyNo: z.string().optional(),
  shoeFactoryCode: z.string().optional(),
  seasonCode: z.string().optional(),
  status: z.number().int().optional(),
});
const maintainFilters = shoeTreeFilters.extend({ maintainStatus: z.number().int().optional() });
const factoryQuery = z.object({ keyword: z.string().optional() });
const factoryOptions = z.array(supplierOptionSchema);
const shoeTreeIdBody = z.object({ shoeTreeId: z.number().int().positive() });

export const shoeTree = defineDomain('shoeTree', {
  maintainSize: {
    method: 'POST',
    path: '/basic/api/shoeTree/maintainSize',
    summary: '维护鞋楦尺码',
    body: recordIdBody.extend({ sizes: z.array(sizeQuantitySchema).min(1) }),
    data: ok,
    atom: atoms.shoeTreeMaintain.maintain,
    assumed: 'payload: shoe tree id and its size rows',
  },
  detail: {
    method: 'POST',
    path: '/basic/api/shoeTree/getDetailShoeTree/:id',
    summary: '鞋楦详情',
    params: recordIdParam,
    data: shoeTreeDetailSchema,
    atom: atoms.shoeTree.detail,
    assumed: 'answer shape',
  },
  sizes: {
    method: 'POST',
    path: '/basic/api/shoeTree/getShoeTreeSize/:id',
    summary: '鞋楦尺码',
    params: recordIdParam,
    data: z.array(shoeTreeSizeSchema),
    atom: atoms.shoeTree.detail,
    assumed: 'answer shape',
  },
  shoeTreeFactory: {
    method: 'POST',
    path: '/basic/api/shoeTree/shoeTreeFactory',
    summary: '楦厂选项',
    body: factoryQuery,
    data: factoryOptions,
    assumed: 'option list (unguarded); answer items as supplierInfo/searchList',
  },
  apiShoeFactory: {
    method: 'POST',
    path: '/basic/api/shoeTree/shoeFactory',
    summary: '鞋厂选项',
    body: factoryQuery,
    data: factoryOptions,
    assumed: 'option list (unguarded); answer items as supplierInfo/searchList',
  },
  queryShoeFactorys: {
    method: 'POST',
    path: '/basic/api/shoeTree/queryShoeFactorys',
    summary: '鞋楦关联的鞋厂',
    body: factoryQuery.extend({ shoeTreeCode: z.string().optional() }),
    data: factoryOptions,
    assumed: 'option list (unguarded) narrowed by shoe tree',
  },
  queryShoeTreeFactorys: {
    method: 'POST',
    path: '/basic/api/shoeTree/queryShoeTreeFactorys',
    summary: '鞋楦关联的楦厂',
    body: factoryQuery.extend({ shoeTreeCode: z.string().optional() }),
    data: factoryOptions,
    assumed: 'option list (unguarded) narrowed by shoe tree',
  },
  records: {
    method: 'POST',
    path: '/basic/api/shoeTree/getShoeTreeRecord/:id',
    summary: '鞋楦生命周期记录',
    params: recordIdParam,
    data: z.array(shoeTreeRecordSchema),
    atom: atoms.shoeTree.detail,
    assumed: 'answer shape',
  },
  supplierList: {
    method: 'POST',
    path: '/basic/supplier/shoeTree/supplierList',
    summary: '鞋楦列表',
    body: pageQuery.extend(shoeTreeFilters.shape),
    data: pageOf(shoeTreeSchema),
    atom: atoms.shoeTree.list,
    assumed: 'filters and item shape',
  },
  export: {
    method: 'POST',
    path: '/basic/supplier/shoeTree/export',
    summary: '导出鞋楦',
    body: shoeTreeFilters.extend({ ids: z.array(z.number().int()).optional() }),
    data: exportTaskSchema,
    atom: atoms.shoeTree.export,
    assumed: 'list filters plus optional ids',
  },
  getShoeTreeCode: {
    method: 'POST',
    path: '/basic/supplier/shoeTree/getShoeTreeCode',
    summary: '鞋楦编码选项',
    body: z.object({ keyword: z.string().optional() }),
    data: z.array(z.string()),
    assumed: 'option list (unguarded) of the supplier’s shoe-tree codes',
  },
  shoeFactory: {
    method: 'POST',
    path: '/basic/supplier/shoeTree/shoeFactory',
    summary: '鞋厂选项 (供应商鞋楦)',
    body: factoryQuery,
    data: factoryOptions,
    assumed: 'option list (unguarded) of the factories of the supplier’s shoe trees',
  },
  maintainShowTreeImgs: {
    method: 'POST',
    path: '/basic/supplier/shoeTree/maintainShowTreeImgs',
    summary: '鞋楦维护图片',
    body: recordIdBody,
    data: z.array(fileRefSchema),
    atom: atoms.shoeTreeMaintain.detail,
    assumed: 'reads the images of a maintained shoe tree; body { id }',
  },
  maintainList: {
    method: 'POST',
    path: '/basic/supplier/maintain/list',
    summary: '鞋楦信息维护列表',
    body: pageQuery.extend(maintainFilters.shape),
    data: pageOf(shoeTreeSchema),
    atom: atoms.shoeTreeMaintain.list,
    assumed: 'filters; items are shoe trees',
  },
  maintainedCount: {
    method: 'POST',
    path: '/basic/supplier/maintain/getMainTainedCount',
    summary: '已维护鞋楦数量',
    body: maintainFilters,
    data: z.number().int(),
    atom: atoms.shoeTreeMaintain.list,
    assumed: 'counts maintained shoe trees matching the filters',
  },
  maintainShowTree: {
    method: 'POST',
    path: '/basic/supplier/maintain/maintainShowTree',
    summary: '维护鞋楦信息 (图片、备注)',
    body: recordIdBody.extend({
      imgIds: z.array(z.string()).max(10).optional(),
      remark: z.string().max(500).optional(),
    }),
    data: ok,
    atom: atoms.shoeTreeMaintain.maintain,
    assumed: 'saves the maintained display information; payload',
  },
  lifeOperateRemark: {
    method: 'POST',
    path: '/basic/supplier/shoeTreeApply/getLifeOperateRemark',
    summary: '鞋楦生命周期操作备注',
    body: shoeTreeIdBody.extend({ operateType: z.string().optional() }),
    data: z.string().nullable(),
    atom: atoms.shoeTree.detail,
    assumed: 'answers the remark of the latest lifecycle operation (of the type, if given)',
  },
  fileList: {
    method: 'POST',
    path: '/basic/supplier/shoeTreeFile/treeFileList',
    summary: '鞋楦文件夹内容',
    body: shoeTreeIdBody.extend({ parentId: z.number().int().optional() }),
    data: z.array(shoeTreeFileNodeSchema),
    atom: atoms.shoeTree.detail,
    assumed: 'one folder level (root without parentId)',
  },
  fileAddOrUpdate: {
    method: 'POST',
    path: '/basic/supplier/shoeTreeFile/treeFileAddOrUpdate',
    summary: '新增/修改鞋楦文件或文件夹',
    body: shoeTreeIdBody.extend({
      id: z.number().int().optional(),
      parentId: z.number().int().nullable().optional(),
      name: z.string().trim().min(1).max(100),
      type: z.enum(['folder', 'file']),
      fileId: z.string().optional(),
    }),
    data: ok,
    atom: atoms.shoeTreeMaintain.maintain,
    assumed: 'payload; guarded by the maintenance atom (no file atom in the spec)',
  },
  fileDelete: {
    method: 'POST',
    path: '/basic/supplier/shoeTreeFile/delete',
    summary: '删除鞋楦文件夹',
    body: idsBody,
    data: ok,
    atom: atoms.shoeTreeMaintain.maintain,
    assumed: 'body ids of nodes; folders with their content',
  },
  fileInfo: {
    method: 'POST',
    path: '/basic/supplier/shoeTreeFile/getFileAndFolderInfo',
    summary: '文件/文件夹信息',
    body: recordIdBody,
    data: shoeTreeFileNodeSchema,
    atom: atoms.shoeTree.detail,
    assumed: 'body { id }',
  },
  fileDeleteFile: {
    method: 'POST',
    path: '/basic/supplier/shoeTreeFile/deleteFile',
    summary: '删除鞋楦文件',
    body: recordIdBody,
    data: ok,
    atom: atoms.shoeTreeMaintain.maintain,
    assumed: 'body { id } of a file node',
  },
  fileRename: {
    method: 'POST',
    path: '/basic/supplier/shoeTreeFile/renameFileOrFolder',
    summary: '重命名文件/文件夹',
    body: recordIdBody.extend({ name: z.string().trim().min(1).max(100) }),
    data: ok,
    atom: atoms.shoeTreeMaintain.maintain,
    assumed: 'payload',
  },
  fileTree: {
    method: 'POST',
    path: '/basic/supplier/shoeTreeFile/getDiGuiFileOrFolder',
    summary: '鞋楦文件树 (递归)',
    body: shoeTreeIdBody,
    data: z.array(shoeTreeFileNodeSchema),
    atom: atoms.shoeTree.detail,
    assumed: 'answers the whole tree with children',
  },
  scrapRecord: {
    method: 'POST',
    path: '/basic/supplier/scrap/scrapSupplierRecord',
    summary: '鞋楦报废',
    body: shoeTreeIdBody.extend({
      sizes: z.array(sizeQuantitySchema).min(1),
      reason: z.string().trim().min(1).max(500),
    }),
    data: ok,
    atom: atoms.shoeTree.scrap,
    assumed: 'records a scrap of sizes by the supplier; payload',
  },
  scrapSize: {
    method: 'POST',
    path: '/basic/supplier/scrap/scrapSize',
    summary: '可报废尺码',
    body: shoeTreeIdBody,
    data: z.array(shoeTreeSizeSchema),
    atom: atoms.shoeTree.scrap,
    assumed: 'the sizes of the shoe tree with the quantities that can be scrapped',
  },
  shoesFabricList: {
    method: 'POST',
    path: '/basic/supplier/shoesFabric/list',
    summary: '鞋款面料列表',
    body: pageQuery.extend({ shoeTreeCode: z.string().optional(), keyword: z.string().optional() }),
    data: pageOf(
      z.object({
        id: z.number().int(),
        styleNo: z.string(),
        seasonCode: z.string().nullable(),
        materialCode: z.string(),
        materialName: z.string(),
      }),
    ),
    atom: atoms.shoeTree.historySeason,
    assumed: 'the shoe styles and fabrics used on a shoe tree, picked in 历史季度录入; meaning and shape',
  },
});
