import { z } from 'zod';
import { atoms } from '../../atoms';
import { defineDomain } from '../../call';
import { dateTime, ok, recordIdBody } from '../../schemas';

export const materialCommentSchema = z.object({
  id: z.number().int(),
  materialId: z.number().int(),
  parentId: z.number().int().nullable(),
  content: z.string(),
  commenter: z.string(),
  createTime: dateTime,
});
export const comment = defineDomain('comment', {
  list: {
    method: 'POST',
    path: '/basic/supplier/comment/commentList',
    summary: '材料评论列表',
    body: z.object({ materialId: z.number().int() }),
    data: z.array(materialCommentSchema),
    assumed: 'unpaged, by material',
    atom: [atoms.fabricManage.list, atoms.recommend.list],
  },
  save: {
    method: 'POST',
    path: '/basic/supplier/comment/saveMaterialComment',
    summary: '发表材料评论',
    body: z.object({
      materialId: z.number().int(),
      parentId: z.number().int().optional(),
      content: z.string().trim().min(1).max(500),
    }),
    data: ok,
    assumed: 'payload',
    atom: atoms.comment.add,
  },
  delete: {
    method: 'POST',
    path: '/basic/supplier/comment/deleteMaterialComment',
    summary: '删除材料评论',
    body: recordIdBody,
    data: ok,
    assumed: 'body { id }',
    atom: atoms.comment.delete,
  },
});
