import { z } from 'zod';
import { type StatusOf, statusSet } from '../../state-rules';

/** A material request's status (docs/domains/demand.md). */
export const DemandStatus = statusSet({ open: [1, '进行中'], ended: [2, '已结束'] });
export type DemandStatusValue = StatusOf<typeof DemandStatus>;

export const demandReplyMaterialMax = 10;
export const demandReplyFileMax = 5;

export const DemandMessages = {
  notFound: '材料需求不存在！',
  notOwned: '无权查看其他供应商的材料需求！',
  replyNotFound: '回复不存在！',
  replyNotMine: '只能修改或删除自己的回复！',
  ended: '需求已结束，不能回复！',
  contentRequired: '请输入回复内容！',
  contentMax: '回复内容最多500个字符！',
  materialCount: `最多关联${demandReplyMaterialMax}个材料！`,
  materialUnknown: '只能关联本供应商的材料！',
  fileCount: `最多上传${demandReplyFileMax}个附件！`,
} as const;
const M = DemandMessages;

/** 回复 (saveOrUpdateReply): the form's and the stub's rules. */
export const demandReplyFormSchema = z.object({
  content: z.string({ error: M.contentRequired }).trim().min(1, M.contentRequired).max(500, M.contentMax),
  materialIds: z.array(z.number().int().positive()).max(demandReplyMaterialMax, M.materialCount).optional(),
  fileIds: z.array(z.string()).max(demandReplyFileMax, M.fileCount).optional(),
});
export type DemandReplyForm = z.infer<typeof demandReplyFormSchema>;
