import { z } from 'zod';
import { DoneMessages } from '../../schemas';
import { type StatusOf, statusSet } from '../../state-rules';
import { UploadMessages, uploadRules } from '../files/rules';

/**
 * Innovation material (创新材料) rules and messages (spec 001 §3-5, §9), shared by the dialog and the stub:
 * the stub validates 暂存 with the draft schema and 提交 with the submit schema, so it rejects what the form
 * rejects, with the same words (docs/decisions/0007-innovation-material.md).
 */
/** The stored status and how it reads in lists and exports; the spec names no text, chosen by this project. */
export const InnovationStatus = statusSet({ draft: ['1', '暂存'], submitted: ['2', '已提交'] });
export type InnovationStatusValue = StatusOf<typeof InnovationStatus>;

/** One cover and the others share the innovation picture rule's count (3). */
const pictureCount = uploadRules.materialInnovatePicture.maxCount ?? 0;

export const InnovationLimits = {
  materialName: 70,
  comment: 500,
  coreTechnology: 200,
  coverImages: 1,
  otherImages: pictureCount - 1,
  appendices: uploadRules.materialInnovateAppendix.maxCount,
} as const;

export const InnovationMessages = {
  divisionRequired: '材料大类不能为空',
  sectionRequired: '材料小类不能为空',
  nameRequired: '材料名称不能为空',
  nameLength: '请输入1-70位字符！',
  commentRequired: '材料介绍不能为空',
  draftNeedsName: '请您输入材料名称后再暂存!',
  submitInvalid: '材料部分字段信息填写有误，请按输入框下提示信息检查!',
  confirmDraft: '此操作将暂存创新材料信息, 是否继续?',
  confirmSubmit: '此操作将提交创新材料信息, 是否继续?',
  draftSaved: DoneMessages.draftSaved,
  submitted: DoneMessages.submitted,
  coverCount: UploadMessages.countOne,
  appendixCount: UploadMessages.countFive,
  // The spec gives no text for these; chosen by this project (in the spec's wording where it has one).
  commentMax: '材料介绍最长输入500位字符',
  coreTechnologyMax: '核心技术最长输入200位字符',
  otherImageCount: `只能上传 ${pictureCount - 1} 个文件！`,
  divisionUnknown: '材料大类不存在',
  sectionMismatch: '材料小类不属于所选材料大类',
  divisionLocked: '已保存的材料大类不能修改',
  tagUnknown: '材料标签不存在或不适用于所选材料大类',
  notFound: '创新材料不存在!',
  notOwned: '无权操作其他供应商的创新材料!',
  noBackToDraft: '已提交的创新材料不能再暂存!',
} as const;

const M = InnovationMessages;
const L = InnovationLimits;

const materialName = (required: string) =>
  z.string({ error: required }).trim().min(1, required).max(L.materialName, M.nameLength);
const optionalText = (max: number, message: string) => z.string().trim().max(max, message).nullable().default(null);
const fileId = z.string().min(1);

/** What both 暂存 and 提交 accept the same way. */
const common = {
  /** Absent or null: a new record. */
  id: z.number().int().positive().nullable().default(null),
  coreTechnology: optionalText(L.coreTechnology, M.coreTechnologyMax),
  /** Material tag ids (materialTagList). */
  tags: z.array(z.number().int().positive()).default([]),
  coverImgId: fileId.nullable().default(null),
  otherImgIds: z.array(fileId).max(L.otherImages, M.otherImageCount).default([]),
  appendixIds: z.array(fileId).max(L.appendices, M.appendixCount).default([]),
};

/** 暂存: only a name is needed. Fields are in the form's order, so the first message is the first field's. */
export const innovationDraftSchema = z.object({
  id: common.id,
  divisionId: z.number().int().nullable().default(null),
  sectionId: z.number().int().nullable().default(null),
  materialName: materialName(M.draftNeedsName),
  comment: optionalText(L.comment, M.commentMax),
  coreTechnology: common.coreTechnology,
  tags: common.tags,
  coverImgId: common.coverImgId,
  otherImgIds: common.otherImgIds,
  appendixIds: common.appendixIds,
});

/** 提交: category, name and introduction are required. */
export const innovationSubmitSchema = innovationDraftSchema.extend({
  divisionId: z.number({ error: M.divisionRequired }).int(),
  sectionId: z.number({ error: M.sectionRequired }).int(),
  materialName: materialName(M.nameRequired),
  comment: z.string({ error: M.commentRequired }).trim().min(1, M.commentRequired).max(L.comment, M.commentMax),
});

/** The form's values: what the dialog holds and sends, without the status its button adds. */
export type InnovationFields = z.output<typeof innovationDraftSchema>;

/** The body of innovate/saveOrUpdate: the status picks the schema ('1' 暂存, '2' 提交). */
export const innovationSaveSchema = z.discriminatedUnion('status', [
  innovationDraftSchema.extend({ status: z.literal(InnovationStatus.draft) }),
  innovationSubmitSchema.extend({ status: z.literal(InnovationStatus.submitted) }),
]);
export type InnovationSave = z.input<typeof innovationSaveSchema>;

/** A tag fits a material of a division when it is for every division (null) or for that one. */
export const tagFitsDivision = (tag: { divisionId: number | null }, divisionId: number | null): boolean =>
  tag.divisionId === null || tag.divisionId === divisionId;
