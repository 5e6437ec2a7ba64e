import { api } from '../../catalogue';
import { type CaseReader, formTable, textCases } from '../../rule-cases';
import {
  type InnovationFields,
  InnovationStatus,
  type InnovationStatusValue,
  innovationSaveSchema,
  InnovationLimits as L,
  InnovationMessages as M,
} from './rules';

/**
 * The innovation material form's rule cases (上传创新材料: 暂存 and 提交): the dialog's values, the schema it judges
 * them with (the save call's own body, which picks the draft or submit rules by status), and what it sends. The
 * agreement test runs them against the form's schema and the stub.
 */
type Category = { divisionId: number; sectionId: number };
/** The dialog's values: the fields and the status of the button pressed (暂存 '1', 提交 '2'). */
type InnovationValues = InnovationFields & { status: InnovationStatusValue };

/** A division of the shoe categories with a section: the category the cases choose. */
const category = async (reader: CaseReader): Promise<Category> => {
  const divisions = await reader.ok(api.lookups.materialCategoryList, { body: { dataPermission: 'shoe,1' } });
  const division = divisions.find((d) => d.childrens.length > 0);
  if (!division) throw new Error('no division with a section');
  return { divisionId: division.id, sectionId: division.childrens[0]!.id };
};

const values = (x: Category, status: InnovationStatusValue): InnovationValues => ({
  id: null,
  divisionId: x.divisionId,
  sectionId: x.sectionId,
  materialName: '环保再生网布',
  comment: '再生涤纶，轻量透气',
  coreTechnology: '',
  tags: [],
  coverImgId: null,
  otherImgIds: [],
  appendixIds: [],
  status,
});

const table = (status: InnovationStatusValue, title: string) =>
  formTable<InnovationValues, Category>(
    {
      id: `innovation.${status === InnovationStatus.draft ? 'draft' : 'submit'}`,
      title,
      form: 'features/innovation/components/use-innovation-form.ts',
      rule: innovationSaveSchema,
      call: api.innovation.saveOrUpdate,
      prepare: category,
      valid: (x) => values(x, status),
      input: (v) => ({ body: v }),
    },
    (c) => [
      ...(status === InnovationStatus.draft
        ? [
            c.refuses('no name', (v) => ({ ...v, materialName: ' ' }), 'materialName', M.draftNeedsName),
            c.accepts('a name alone', (v) => ({ ...v, divisionId: null, sectionId: null, comment: '' })),
          ]
        : [
            c.refuses('no division', (v) => ({ ...v, divisionId: null }), 'divisionId', M.divisionRequired),
            c.refuses('no section', (v) => ({ ...v, sectionId: null }), 'sectionId', M.sectionRequired),
            c.refuses('no name', (v) => ({ ...v, materialName: '' }), 'materialName', M.nameRequired),
            c.refuses('no introduction', (v) => ({ ...v, comment: '  ' }), 'comment', M.commentRequired),
          ]),
      c.refuses(
        'a name of 71 characters',
        (v) => ({ ...v, materialName: '料'.repeat(L.materialName + 1) }),
        'materialName',
        M.nameLength,
      ),
      c.accepts('a name of 70 characters', (v) => ({ ...v, materialName: '料'.repeat(L.materialName) })),
      ...textCases(c, {
        name: 'introduction',
        path: 'comment',
        set: (v, comment) => ({ ...v, comment }),
        max: L.comment,
        tooLong: M.commentMax,
        char: '介',
      }),
      ...textCases(c, {
        name: 'core technology',
        path: 'coreTechnology',
        set: (v, coreTechnology) => ({ ...v, coreTechnology }),
        max: L.coreTechnology,
        tooLong: M.coreTechnologyMax,
        char: '技',
      }),
      c.refuses(
        `${L.otherImages + 1} other images`,
        (v) => ({ ...v, otherImgIds: Array.from({ length: L.otherImages + 1 }, (_, i) => `img-${i}`) }),
        'otherImgIds',
        M.otherImageCount,
      ),
      c.refuses(
        `${(L.appendices ?? 0) + 1} attachments`,
        (v) => ({ ...v, appendixIds: Array.from({ length: (L.appendices ?? 0) + 1 }, (_, i) => `file-${i}`) }),
        'appendixIds',
        M.appendixCount,
      ),
      c.accepts('the category, a name and an introduction'),
    ],
  );

export const draft = table(InnovationStatus.draft, '上传创新材料 · 暂存');
export const submit = table(InnovationStatus.submitted, '上传创新材料 · 提交');

export const innovationFormTables = [draft, submit] as const;
