import type { CategoryCode } from '../../constants';
import { lifecycle, stateRule } from '../../state-rules';
import { type MaterialFabric, MaterialStage, MaterialStatus, type MaterialStatusValue } from './calls';
import { alwaysCompleteCategories, imageOnlyCategories, recommendCategoryCodes } from './constants';
import {
  fieldLocked,
  type MaterialFormField,
  type MaterialIssue,
  type MaterialRuleContext,
  type MaterialValues,
  materialFormFields,
  type StoredMaterial,
} from './fields';
import { MaterialMessages as M } from './messages';

/**
 * State rules of the shoe-upper and recommended materials (spec 001 §4) as pure functions with their messages,
 * shared by the dialogs (which buttons, which fields) and the stub (which saves and actions it refuses).
 */

export type MaterialAction =
  | 'saveDraft'
  | 'submit'
  | 'saveRecommend'
  | 'regularize'
  | 'completeData'
  | 'stop'
  | 'reapply'
  | 'delete'
  | 'deleteRecommend'
  | 'push';

const { draft, submitted, approved, rejected } = MaterialStatus;

/**
 * 暂存 1, 提交 / 转正 / every recommended save 2, completing data 3 (isCompleteData 1). Cancel replaces 暂存 for
 * status 3 and 5, so neither may go back to a draft; a submitted record is under review and cannot be changed by
 * the fabric form. Stopping and pushing need an approved record; only a rejected one may object (重新申请).
 */
export const materialLifecycle = lifecycle<MaterialStatusValue, MaterialAction>(
  {
    saveDraft: { from: [null, draft], to: draft, refused: M.noDraft },
    submit: { from: [null, draft, approved, rejected], to: submitted, refused: M.noSubmit },
    saveRecommend: { from: [null, submitted, approved, rejected], to: submitted, refused: M.noRecommendSave },
    regularize: { from: [submitted, approved], to: submitted, refused: M.noRegularize },
    completeData: { from: [approved, rejected], to: approved, refused: M.noCompleteData },
    stop: { from: [approved], refused: M.noStop },
    reapply: { from: [rejected], to: submitted, refused: M.noReapply },
    delete: { from: [draft], refused: M.noDelete },
    deleteRecommend: { from: [draft, submitted, rejected], refused: M.noRecommendDelete },
    push: { from: [approved], refused: M.noPush },
  },
  MaterialStatus,
);

/** The action a save performs, from the form, its buttons and its inputs. */
export const materialSaveAction = (
  ctx: Pick<MaterialRuleContext, 'action' | 'form' | 'completeData' | 'regularize'>,
) =>
  ctx.form === 'recommend'
    ? 'saveRecommend'
    : ctx.regularize
      ? 'regularize'
      : ctx.completeData
        ? 'completeData'
        : ctx.action === 'draft'
          ? 'saveDraft'
          : 'submit';

/** The status a save sends (and the stub stores). */
export const materialSaveStatus = (ctx: Parameters<typeof materialSaveAction>[0]): MaterialStatusValue =>
  materialLifecycle.next(materialSaveAction(ctx), null) as MaterialStatusValue;

/** The status the dialog works in: a record opened to complete its data is worked as rejected (5). */
export const workingStatus = (status: number | null, completeData: boolean): number | null =>
  completeData && status !== null ? rejected : status;

/** Whether the dialog offers 暂存 (cancel replaces it for status 3 and 5). */
export const offersDraft = (status: number | null): boolean => status !== approved && status !== rejected;

/** Reads the stored stage only: the stub asks it of the stored row as it is. */
export const materialRecommended = stateRule<{ materialStage?: string | null }>(
  M.notRecommended,
  (m) => m.materialStage === MaterialStage.recommend,
);
export const materialNotStopped = stateRule<{ hasFrozen?: number | null }>(M.alreadyStopped, (m) => m.hasFrozen !== 1);
export const materialCategoryOffered = stateRule<{ form: string; categoryCode: string }>(
  M.categoryNotOffered,
  (c) => c.form !== 'recommend' || (recommendCategoryCodes as readonly string[]).includes(c.categoryCode),
);
/**
 * Only the shoe-upper form saves drafts (暂存, status 1): the recommended form saves with status 2 and 转正 submits
 * (spec 001 §4), so a draft sent for either is refused rather than stored as submitted without its rules.
 */
export const materialDraftOffered = stateRule<Pick<MaterialRuleContext, 'form' | 'regularize'>>(
  M.recommendNoDraft,
  (c) => c.form === 'fabric' && !c.regularize,
);
/** Once saved, the category stays (spec 001 §4). */
export const materialDivisionEditable = stateRule<{ stored?: StoredMaterial | null; divisionId?: number | null }>(
  M.divisionLocked,
  (s) => !s.stored || s.divisionId === undefined || s.divisionId === null || s.divisionId === s.stored.divisionId,
);

const lockMessage: Partial<Record<MaterialFormField, string>> = {
  thicknesses: M.thicknessLocked,
  widths: M.widthLocked,
  widthTP: M.widthLocked,
  grains: M.grainLocked,
};
const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** The state rules a save breaks: the lifecycle, the category offered and kept, and the fields status 3 locks. */
export const materialStateIssues = (values: MaterialValues, ctx: MaterialRuleContext): MaterialIssue[] => {
  const issues: MaterialIssue[] = [];
  const stored = ctx.stored ?? null;
  const action = materialSaveAction(ctx);
  if (ctx.action === 'draft' && !materialDraftOffered.allows(ctx))
    issues.push({ path: 'status', message: materialDraftOffered.message });
  const refused = materialLifecycle.refusal(action, stored?.status ?? null);
  if (refused) issues.push({ path: 'status', message: refused });
  if (action === 'regularize' && stored && !materialRecommended.allows(stored))
    issues.push({ path: 'status', message: materialRecommended.message });
  if (!materialCategoryOffered.allows({ form: ctx.form, categoryCode: ctx.categoryCode }))
    issues.push({ path: 'divisionId', message: M.categoryNotOffered });
  if (!materialDivisionEditable.allows({ stored, divisionId: values.divisionId }))
    issues.push({ path: 'divisionId', message: M.divisionLocked });
  if (stored && !ctx.completeData) {
    for (const field of materialFormFields) {
      if (field === 'divisionId' || !(field in values)) continue;
      const v = (values as Record<string, unknown>)[field];
      if (fieldLocked(field, stored.status, stored.editType) && !same(v, (stored as Record<string, unknown>)[field]))
        issues.push({ path: field, message: lockMessage[field] ?? M.approvedLocked });
    }
  }
  return issues;
};

/** Copy (复制鞋面料): a new record from a stored one, without its identity, state, check file and cover. */
export const copyMaterial = <T extends Partial<MaterialFabric>>(record: T): T => ({
  ...record,
  id: null,
  materialCode: null,
  status: null,
  originalStatus: null,
  auditRemark: null,
  applicationOverruled: null,
  hasFrozen: null,
  frozenTime: null,
  modifier: null,
  modifyTime: null,
  checkFileId: null,
  checkFileName: null,
  coverImgId: null,
  materialSubCodes: [],
  newFlag: '1',
});

/**
 * fileHasComplete (spec 001 §4): FG always 1; the image-only divisions 1 with a cover or another image; the rest
 * need a check file and an image (so removing the check file gives 0).
 */
export const fileHasComplete = (
  categoryCode: string,
  files: { coverImgId?: string | null; otherImgIds?: readonly string[] | null; checkFileId?: string | null },
): 0 | 1 => {
  const code = categoryCode as CategoryCode;
  if (alwaysCompleteCategories.includes(code)) return 1;
  const image = !!files.coverImgId || (files.otherImgIds?.length ?? 0) > 0;
  if (imageOnlyCategories.includes(code)) return image ? 1 : 0;
  return image && files.checkFileId ? 1 : 0;
};

/** What a category change clears (nearly every dependent field) and which option lists the form reloads. */
export const onCategoryChange = (): { patch: MaterialValues; reload: readonly string[] } => ({
  patch: {
    sectionId: null,
    unit: null,
    thicknesses: [],
    widths: [],
    widthTP: null,
    weight: null,
    grains: [],
    effects: [],
    weavePattern: null,
    structure: null,
    element: null,
    elements: [],
    yarnSpecification: null,
    needleCount: null,
    density: null,
    hardness: null,
    softness: null,
    oilContent: null,
    leatherStretch: null,
    propertiesCode: null,
    mouldCode: null,
    insoleCloth: null,
    insoleClothMaterialCode: null,
    lastNumber: null,
    base: null,
    technology: null,
    technologyList: [],
    cushionTreatment: null,
    cushionTreatmentList: [],
    physicalProperties: null,
    promptClassification: null,
    techProp: null,
    standards: null,
    bodyNo: null,
    sampleStages: [],
    developTimes: null,
    price: null,
    subList: [],
    instructions: null,
    instructionsArr: [],
    tags: [],
    fullMaterialName: null,
  },
  reload: ['sections', 'units', 'grains', 'effects', 'elements', 'risks', 'tags'],
});

/** What a sub-category change clears (spec 001 §4); the grain selection goes with it. */
export const onSectionChange = (): MaterialValues => ({
  thicknesses: [],
  widths: [],
  widthTP: null,
  grains: [],
  structure: null,
  standards: null,
  weight: null,
  price: null,
  subList: [],
  elements: [],
  element: null,
});

/** 'All shoe factories' (1) clears the chosen factories; 'all channels' (1) the channels; all colours the colours. */
export const onAllFactories = (total: string): MaterialValues =>
  total === '1' ? { shoeFactoryTotal: '1', shoesFactorieCodes: [] } : { shoeFactoryTotal: '0' };
export const onAllChannels = (total: 0 | 1): MaterialValues =>
  total === 1 ? { channelTotal: 1, channels: [] } : { channelTotal: 0 };
export const onAllColors = (total: 0 | 1): MaterialValues =>
  total === 1 ? { colorTotal: 1, colors: [] } : { colorTotal: 0 };

/** A VR zip brings its images (and shows the VR section); removing it clears them (spec 001 §4). */
export const onVrFileChange = (vrFileId: string | null, images: readonly string[] = []): MaterialValues =>
  vrFileId ? { vrFileId, vrImgIds: [...images] } : { vrFileId: null, vrImgIds: [] };

/** Removing the check file: fileHasComplete follows (`fileHasComplete`), so it drops to 0 where a check file is needed. */
export const onCheckFileRemoved = (categoryCode: string, values: MaterialValues): MaterialValues => ({
  checkFileId: null,
  checkFileName: null,
  fileHasComplete: fileHasComplete(categoryCode, { ...values, checkFileId: null }),
});

/** The grain picker: not required keeps one grain (choosing one clears the others); required is multi-select. */
export const toggleGrain = (selected: readonly string[], lineCode: string, required: boolean): string[] => {
  if (selected.includes(lineCode)) return selected.filter((c) => c !== lineCode);
  return required ? [...selected, lineCode] : [lineCode];
};
/** Select-all toggles every grain (multi-select only). */
export const toggleAllGrains = (selected: readonly string[], all: readonly string[]): string[] =>
  all.every((c) => selected.includes(c)) ? [] : [...all];

/**
 * The rule context of a saveOrUpdate body, for the stub: status 1 is 暂存, 2 提交 (or 转正 when the stored record
 * is a recommended one and the body's stage is normal), 3 completing data; the stage 'recommend' (the body's, else
 * the stored record's) is the recommended form. The category code and section name come from the category tree.
 */
export const materialSaveContext = (
  body: { status: number; materialStage?: string | null },
  stored: StoredMaterial | null,
  category: { categoryCode: string; sectionName: string | null },
  available?: MaterialRuleContext['available'],
): MaterialRuleContext => {
  // Without a stage in the body the record keeps its own.
  const stage = body.materialStage ?? stored?.materialStage ?? MaterialStage.normal;
  const form = stage === MaterialStage.recommend ? 'recommend' : 'fabric';
  return {
    ...category,
    action: body.status === draft ? 'draft' : 'submit',
    form,
    stored,
    ...(body.status === approved ? { completeData: true } : {}),
    ...(form === 'fabric' && stored?.materialStage === MaterialStage.recommend ? { regularize: true } : {}),
    ...(available ? { available } : {}),
  };
};

/** The stage a save stores: the recommended form keeps 'recommend'; the fabric form (and 转正) 'normal'. */
export const materialSavedStage = (ctx: Pick<MaterialRuleContext, 'form'>): string =>
  ctx.form === 'recommend' ? MaterialStage.recommend : MaterialStage.normal;

/**
 * The 资料是否完整 a save stores: 1 when it completes the data (补全资料); the recommended form's own choice
 * (选择资料是否完整, required there); otherwise what the record held.
 */
export const materialSavedCompleteData = (
  ctx: Pick<MaterialRuleContext, 'form' | 'completeData'>,
  sent: number | null | undefined,
  stored: number | null | undefined,
): number | null => (ctx.completeData ? 1 : ctx.form === 'recommend' ? (sent ?? null) : (stored ?? null));
