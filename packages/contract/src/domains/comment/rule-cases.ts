import { api } from '../../catalogue';
import { formTable, textCases } from '../../rule-cases';
import { commentFormSchema, CommentMessages as M } from './calls';

/**
 * The material-comment form's rule cases (发表评论, in the demand screen's comment dialog): the text, the schema it is
 * judged with, and what the dialog sends. The agreement test runs them against the form's schema and the stub.
 */
export const comment = formTable<{ content: string }, { materialId: number }>(
  {
    id: 'comment.save',
    title: '发表材料评论',
    form: 'features/demand/components/comments-dialog.tsx',
    rule: commentFormSchema,
    call: api.comment.save,
    prepare: async (reader) => {
      const [material] = await reader.ok(api.scanApply.materials, { body: {} });
      if (!material) throw new Error('the demo supplier has no material to comment on');
      return { materialId: material.id };
    },
    valid: () => ({ content: '颜色样卡已寄出' }),
    // The dialog sends the trimmed text.
    input: (v, x) => ({ body: { materialId: x.materialId, content: v.content.trim() } }),
  },
  (c) => [
    ...textCases(c, {
      name: 'comment',
      path: 'content',
      set: (_v, content) => ({ content }),
      required: M.contentRequired,
      max: 500,
      tooLong: M.contentMax,
    }),
    c.accepts('a comment'),
  ],
);

export const commentFormTables = [comment] as const;
