import { z } from 'zod';
import { DoneMessages, unstated } from '../../schemas';
import { type StatusOf, statusSet } from '../../state-rules';
import { renamedFile } from './file-names';

/**
 * Shoe-last (鞋楦) field rules and messages, shared by the portal's forms and the stub (docs/domains/shoe-tree.md).
 * The spec shows no text for this domain; every message is chosen by this project.
 */

/** shoe_tree_status dictionary: 1 在用, 2 借出, 3 报废, 4 维护中 (the brand asked the supplier to maintain it). */
export const ShoeTreeStatus = statusSet({
  inUse: ['1', '在用'],
  lent: ['2', '借出'],
  scrapped: ['3', '报废'],
  maintaining: ['4', '维护中'],
});
export type ShoeTreeStatusValue = StatusOf<typeof ShoeTreeStatus>;

/** Maintenance: 待维护 (waiting for the supplier), 已维护. */
export const MaintainStatus = statusSet({ waiting: [0, '待维护'], done: [1, '已维护'] });
export type MaintainStatusValue = StatusOf<typeof MaintainStatus>;

/** What a lifecycle record says happened (operateType). */
export const ShoeTreeOperation = {
  stockIn: '入库',
  lend: '借出',
  giveBack: '归还',
  maintain: '维护',
  maintainSize: '尺码维护',
  scrap: '报废',
  assignMaintain: '下发维护',
} as const;
export type ShoeTreeOperationValue = (typeof ShoeTreeOperation)[keyof typeof ShoeTreeOperation];

export const ShoeTreeLimits = {
  reason: 200,
  remark: 500,
  images: 10,
  nodeName: 50,
  sizes: 40,
  pairsPerSize: 9999,
} as const;
const L = ShoeTreeLimits;

export const ShoeTreeMessages = {
  notFound: '鞋楦不存在!',
  notOwned: '无权操作其他供应商的鞋楦!',
  noMaintain: '只有在用或维护中的鞋楦可以维护!',
  noScrap: '只有在用或维护中的鞋楦可以报废!',
  noFileChange: '已报废的鞋楦不能修改文件!',
  reasonRequired: '请输入报废原因',
  reasonMax: `报废原因最长${L.reason}个字符`,
  remarkMax: `维护备注最长${L.remark}个字符`,
  scrapNothing: '请选择要报废的尺码和数量',
  scrapQuantity: '报废数量必须是大于0的整数',
  scrapTooMany: (size: string, available: number) => `尺码 ${size} 最多可报废 ${available} 双`,
  scrapLent: '有尺码借出未归还，不能整楦报废!',
  sizeUnknown: (size: string) => `尺码 ${size} 不存在`,
  sizeDuplicate: '尺码不能重复',
  sizeRequired: '请至少维护一个尺码',
  sizesMax: `最多维护${L.sizes}个尺码`,
  sizeName: '尺码不能为空',
  sizeNameMax: '尺码最长10个字符',
  sizeQuantity: `数量必须是0-${L.pairsPerSize}的整数`,
  sizeBelowUsed: (size: string, used: number) => `尺码 ${size} 已报废或借出 ${used} 双，数量不能少于 ${used}`,
  sizeInUse: (size: string) => `尺码 ${size} 有报废或借出记录，不能删除`,
  imageCount: `最多上传 ${L.images} 张图片`,
  imageNotImage: '鞋楦图片只能是 jpg/png 图片!',
  saved: DoneMessages.saved,
  scrapped: '报废成功!',
  // The file manager.
  nameRequired: '请输入名称',
  nameMax: `名称最长${L.nodeName}个字符`,
  nameChars: '名称不能包含 / \\ : * ? " < > | 等字符',
  nameDots: '名称不能是 . 或 ..',
  nameTaken: '同一文件夹下已存在同名文件或文件夹!',
  folderNotFound: '文件夹不存在!',
  nodeNotFound: '文件或文件夹不存在!',
  notAFile: '只能删除文件，删除文件夹请使用删除文件夹',
  moveIntoItself: '不能把文件夹移动到它自己或它的子文件夹中!',
  fileRequired: '请先上传文件',
  fileAttached: '该文件已添加到文件夹中!',
  fileNotFound: '文件不存在!',
  deleted: DoneMessages.deleted,
} as const;
const M = ShoeTreeMessages;

/** A name in the file manager: no path separators or reserved characters, never `.` or `..`, at most 50 characters. */
export const nodeNameSchema = z
  .string({ error: M.nameRequired })
  .trim()
  .min(1, M.nameRequired)
  .max(L.nodeName, M.nameMax)
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this refuses
  .refine((name) => !/[/\\:*?"<>|\u0000-\u001f]/.test(name), M.nameChars)
  .refine((name) => name !== '.' && name !== '..', M.nameDots)
  // The refinements and the trimmed minimum, stated for the OpenAPI document in one pattern (generators follow one):
  // allowed characters only, one of them not blank.
  .meta({
    pattern: '^[^/\\\\:*?"<>|\\u0000-\\u001f]*[^/\\\\:*?"<>|\\u0000-\\u001f\\s][^/\\\\:*?"<>|\\u0000-\\u001f]*$',
    not: { enum: ['.', '..'] },
  });

/** 新建文件夹 / 重命名 of a folder: the name as typed. */
export const nodeNameForm = z.object({ name: nodeNameSchema });

/**
 * 重命名 of a file: the base typed, judged as the name it is sent as, with the file's extension kept (`renamedFile`):
 * the extension counts toward the length, as on the stub.
 */
export const renameFileForm = (oldName: string): z.ZodType<{ name: string }, { name: string }> =>
  z.preprocess((value: { name: string }) => ({ name: renamedFile(oldName, String(value?.name ?? '')) }), nodeNameForm);

/** One size row of a form: the size and its pairs. */
export const sizeRowSchema = z.object({
  size: z.string({ error: M.sizeName }).trim().min(1, M.sizeName).max(10, M.sizeNameMax),
  quantity: z
    .number({ error: M.sizeQuantity })
    .int(M.sizeQuantity)
    .min(0, M.sizeQuantity)
    .max(L.pairsPerSize, M.sizeQuantity),
});

const distinctSizes = (rows: readonly { size: string }[]) => new Set(rows.map((r) => r.size)).size === rows.length;
const distinctSizesRule = unstated({ rule: 'no size appears twice', messages: [M.sizeDuplicate] });

/** The sizes of a maintenance: at least one, none twice. */
export const sizeRowsSchema = z
  .array(sizeRowSchema)
  .min(1, M.sizeRequired)
  .max(L.sizes, M.sizesMax)
  .refine(distinctSizes, M.sizeDuplicate)
  .meta(distinctSizesRule);

/** 维护鞋楦信息: sizes, images and a remark (maintainShowTree). */
export const maintainFormSchema = z.object({
  sizes: sizeRowsSchema,
  imgIds: z.array(z.string().min(1)).max(L.images, M.imageCount).default([]),
  remark: z.string().trim().max(L.remark, M.remarkMax).default(''),
});
export type MaintainForm = z.input<typeof maintainFormSchema>;

/** 报废: the whole last, or some pairs of some sizes, and why. */
export const scrapFormSchema = z
  .object({
    /** True: every pair still held (none may be lent out); the sizes are then ignored. */
    scrapAll: z.boolean().default(false),
    sizes: z
      .array(
        z.object({
          size: z.string().min(1),
          quantity: z.number({ error: M.scrapQuantity }).int(M.scrapQuantity).min(1, M.scrapQuantity),
        }),
      )
      .default([])
      .refine(distinctSizes, M.sizeDuplicate)
      .meta(distinctSizesRule),
    reason: z.string({ error: M.reasonRequired }).trim().min(1, M.reasonRequired).max(L.reason, M.reasonMax),
  })
  .refine((f) => f.scrapAll || f.sizes.length > 0, { message: M.scrapNothing, path: ['sizes'] })
  .meta({
    anyOf: [
      { properties: { scrapAll: { enum: [true] } }, required: ['scrapAll'] },
      { properties: { sizes: { minItems: 1 } }, required: ['sizes'] },
    ],
  });
export type ScrapForm = z.input<typeof scrapFormSchema>;

/** Pairs of a size still on the shelf: held, less scrapped and lent out. */
export const availablePairs = (s: { quantity: number; scrapQuantity: number; borrowQuantity: number }) =>
  Math.max(0, s.quantity - s.scrapQuantity - s.borrowQuantity);
