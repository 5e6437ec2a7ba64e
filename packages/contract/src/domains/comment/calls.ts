import { z } from 'zod';
import { atoms } from '../../atoms';
import { defineDomain } from '../../call';
import { bit, dateTime, ok, recordIdBody } from '../../schemas';

export const CommentMessages = {
  materialNotFound: '材料不存在！',
  parentNotFound: '回复的评论不存在！',
  notFound: '评论不存在！',
  notMine: '只能删除自己的评论！',
  contentRequired: '请输入评论内容！',
  contentMax: '评论内容最多500个字符！',
} as const;
const M = CommentMessages;

export const materialCommentSchema = z.object({
  id: z.number().int(),
  materialId: z.number().int(),
  parentId: z.number().int().nullable(),
  content: z.string(),
  commenter: z.string(),
  /** 1 the brand's comment, 0 the supplier's. */
  fromBrand: bit,
  /** 1 when the caller wrote it (and so may delete it). */
  mine: bit,
  createTime: dateTime,
});
export type MaterialComment = z.infer<typeof materialCommentSchema>;

export const commentFormSchema = z.object({
  content: z.string({ error: M.contentRequired }).trim().min(1, M.contentRequired).max(500, M.contentMax),
});

export const comment = defineDomain('comment', {
  list: {
    method: 'POST',
    path: '/basic/supplier/comment/commentList',
    summary: '材料评论列表',
    readOnly: true,
    body: z.object({ materialId: z.number().int().positive() }),
    data: z.array(materialCommentSchema),
    assumed: 'unpaged, by material (the caller’s own), oldest first',
    atom: [atoms.fabricManage.list, atoms.recommend.list, atoms.demand.list],
  },
  save: {
    method: 'POST',
    path: '/basic/supplier/comment/saveMaterialComment',
    summary: '发表材料评论',
    body: commentFormSchema.extend({
      materialId: z.number().int().positive(),
      parentId: z.number().int().positive().optional(),
    }),
    data: z.object({ id: z.number().int() }),
    assumed: 'payload',
    atom: atoms.comment.add,
  },
  delete: {
    method: 'POST',
    path: '/basic/supplier/comment/deleteMaterialComment',
    summary: '删除材料评论',
    body: recordIdBody,
    data: ok,
    assumed: 'body { id }; only one’s own comment',
    atom: atoms.comment.delete,
  },
});
