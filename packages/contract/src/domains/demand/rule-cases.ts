import { api } from '../../catalogue';
import { firstRow, formTable, textCases } from '../../rule-cases';
import {
  type DemandReplyForm,
  DemandStatus,
  demandReplyFileMax,
  demandReplyFormSchema,
  demandReplyMaterialMax,
  DemandMessages as M,
} from './rules';

/**
 * The material-demand form's rule cases (回复): the reply's values, the schema its resolver judges them with, and
 * what it sends. The agreement test runs them against the form's schema and the stub.
 */
type ReplyContext = { requestId: number; materialIds: number[] };

export const reply = formTable<DemandReplyForm, ReplyContext>(
  {
    id: 'demand.reply',
    title: '回复材料需求',
    form: 'features/demand/components/reply-form.tsx',
    rule: demandReplyFormSchema,
    call: api.demand.saveOrUpdateReply,
    prepare: async (reader) => {
      const { id } = await firstRow(reader, api.demand.list, { status: DemandStatus.open }, 'open material request');
      const materials = await reader.ok(api.scanApply.materials, { body: {} });
      return { requestId: id, materialIds: materials.map((m) => m.id) };
    },
    valid: (x) => ({ content: '可提供超纤绒面皮，厚度1.2mm', materialIds: x.materialIds.slice(0, 1) }),
    input: (v, x) => ({ body: { ...v, requestId: x.requestId } }),
  },
  (c) => [
    ...textCases(c, {
      name: 'reply',
      path: 'content',
      set: (v, content) => ({ ...v, content }),
      required: M.contentRequired,
      max: 500,
      tooLong: M.contentMax,
    }),
    c.refuses(
      `${demandReplyMaterialMax + 1} materials`,
      (v) => ({ ...v, materialIds: Array.from({ length: demandReplyMaterialMax + 1 }, (_, i) => i + 1) }),
      'materialIds',
      M.materialCount,
    ),
    c.accepts(`${demandReplyMaterialMax} materials`, (v, x) => {
      if (x.materialIds.length < demandReplyMaterialMax)
        throw new Error('the demo supplier has fewer than 10 materials');
      return { ...v, materialIds: x.materialIds.slice(0, demandReplyMaterialMax) };
    }),
    c.refuses(
      `${demandReplyFileMax + 1} attachments`,
      (v) => ({ ...v, fileIds: Array.from({ length: demandReplyFileMax + 1 }, (_, i) => `file-${i}`) }),
      'fileIds',
      M.fileCount,
    ),
    c.accepts('a reply without materials', (v) => ({ ...v, materialIds: [] })),
    c.accepts('a reply with a material'),
  ],
);

export const demandFormTables = [reply] as const;
