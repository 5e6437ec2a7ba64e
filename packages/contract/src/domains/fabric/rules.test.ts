import { describe, expect, it } from 'vitest';
import { api } from '../../catalogue';
import { categoryCodes, splitMaterialCode } from '../../constants';
import { uploadMessage, uploadRules } from '../files/rules';
import { filterPriceInput, PriceMessages } from '../price/rules';
import { MaterialStatus } from './calls';
import {
  EditTypeFlag,
  editTypeLockedValues,
  MaterialImageLimits,
  MaterialLimits,
  materialHints,
  materialLoadDelayMs,
  recommendCategoryCodes,
} from './constants';
import { fieldStates, grainPickerMode } from './fields';
import { MaterialMessages as M } from './messages';
import { displayPrice } from './pricing';
import { materialCaseBody, materialRuleCases, ruleRows, storedMaterial, validMaterial } from './rule-cases';
import {
  addElementRow,
  asciiBrackets,
  assembleMaterialName,
  clampBasePrice,
  filterLeadTime,
  filterNumberList,
  filterProportion,
  filterWeight,
  largeImageMessage,
  materialFormSchema,
  materialTypingIssues,
  normalizeBodyNo,
  setElementName,
  setElementProportion,
  validateMaterial,
  widthMessage,
} from './rules';
import {
  copyMaterial,
  fileHasComplete,
  materialLifecycle,
  materialNotStopped,
  materialRecommended,
  materialSaveAction,
  materialSaveContext,
  materialSavedCompleteData,
  materialSavedStage,
  materialSaveStatus,
  offersDraft,
  onAllChannels,
  onAllFactories,
  onCategoryChange,
  onCheckFileRemoved,
  onSectionChange,
  onVrFileChange,
  toggleAllGrains,
  toggleGrain,
  workingStatus,
} from './states';

const unitCovered = new Set<string>();
const covers = (row: string) => unitCovered.add(row);

describe('rule cases (spec 001 §4, §5) against validateMaterial and the form schema', () => {
  it.each(materialRuleCases.map((c) => [c.id, c] as const))('%s', (_, c) => {
    const body = materialCaseBody(c);
    // The body is what the stub receives: it passes the call's shape check.
    const parsed = api.fabric.saveOrUpdate.body.safeParse(body);
    expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
    const first = validateMaterial(body, c.ctx)[0]?.message ?? null;
    expect(first, c.rule).toBe(c.expected);
    const form = materialFormSchema(c.ctx).safeParse(body);
    expect(form.success).toBe(c.expected === null);
    if (!form.success) expect(form.error.issues[0]?.message).toBe(c.expected);
    // A failed submit marks every invalid field, not only the first.
    if (c.marks && !form.success)
      expect(form.error.issues.map((i) => i.path.join('.'))).toEqual(expect.arrayContaining([...c.marks]));
    if (c.saved?.status !== undefined && !c.ctx.completeData) expect(materialSaveStatus(c.ctx)).toBe(c.saved.status);
    // The stub derives the same context from the body and the stored record.
    const derived = materialSaveContext(
      body,
      c.ctx.stored ?? null,
      { categoryCode: c.ctx.categoryCode, sectionName: c.ctx.sectionName },
      c.ctx.available,
    );
    expect(materialSaveAction(derived)).toBe(materialSaveAction(c.ctx));
    if (c.saved?.materialStage) expect(materialSavedStage(derived)).toBe(c.saved.materialStage);
    if (c.saved?.fileHasComplete !== undefined)
      expect(fileHasComplete(c.ctx.categoryCode, body)).toBe(c.saved.fileHasComplete);
    if (c.saved?.isCompleteData !== undefined)
      expect(materialSavedCompleteData(derived, body.isCompleteData, c.ctx.stored?.isCompleteData)).toBe(
        c.saved.isCompleteData,
      );
  });

  // The recommended form is the same form under the same rules (spec 001 §2: "Fields vary by category code and
  // sub-category name"): each new-record submit case of a category it reads gives the recommended form's save the
  // same first message (its own rows, 选择资料是否完整 and status 2, have their own cases).
  const shared = materialRuleCases.filter(
    (c) =>
      c.ctx.form === 'fabric' &&
      c.ctx.action === 'submit' &&
      !c.ctx.stored &&
      !c.ctx.completeData &&
      !c.ctx.regularize &&
      (recommendCategoryCodes as readonly string[]).includes(c.ctx.categoryCode),
  );
  it.each(shared.map((c) => [c.id, c] as const))('%s, on the recommended form', (_, c) => {
    const ctx = { ...c.ctx, form: 'recommend' as const };
    const body = materialCaseBody({ ...c, ctx });
    expect(body.isCompleteData).toBe(1);
    expect(validateMaterial(body, ctx)[0]?.message ?? null, c.rule).toBe(c.expected);
    const form = materialFormSchema(ctx).safeParse(body);
    expect(form.success ? null : form.error.issues[0]?.message).toBe(c.expected);
  });

  it('every category has a valid base with its own required fields', () => {
    for (const code of categoryCodes) expect(validateMaterial(validMaterial(code), ctxOf(code))).toEqual([]);
  });
});

const ctxOf = (code: (typeof categoryCodes)[number]) =>
  ({ categoryCode: code, sectionName: materialCaseSectionsOf(code), action: 'submit', form: 'fabric' }) as const;

import { materialCaseSections } from './rule-cases';

const materialCaseSectionsOf = (code: (typeof categoryCodes)[number]) => materialCaseSections[code];

describe('§4 state rules (pure functions)', () => {
  it('new records carry newFlag 1; the lifecycle', () => {
    covers('4.status.new');
    covers('4.lifecycle');
    expect(validMaterial('SY').newFlag).toBe('1');
    expect(materialLifecycle.refusal('stop', MaterialStatus.submitted)).toBe(M.noStop);
    expect(materialLifecycle.can('stop', MaterialStatus.approved)).toBe(true);
    expect(materialLifecycle.can('reapply', MaterialStatus.rejected)).toBe(true);
    expect(materialLifecycle.refusal('reapply', MaterialStatus.approved)).toBe(M.noReapply);
    expect(materialLifecycle.next('reapply', MaterialStatus.rejected)).toBe(MaterialStatus.submitted);
    expect(materialLifecycle.can('delete', MaterialStatus.draft)).toBe(true);
    for (const s of [2, 3, 5] as const) expect(materialLifecycle.refusal('delete', s)).toBe(M.noDelete);
    expect(materialLifecycle.refusal('push', MaterialStatus.draft)).toBe(M.noPush);
    expect(materialLifecycle.allowed(null)).toEqual(['saveDraft', 'submit', 'saveRecommend']);
    // applyRegularization/{id}: recommended materials only, submitted or approved.
    expect(materialRecommended.allows(storedMaterial('SY', { status: 3 }))).toBe(false);
    expect(materialRecommended.message).toBe(M.notRecommended);
    expect(materialLifecycle.refusal('regularize', MaterialStatus.rejected)).toBe(M.noRegularize);
    expect(materialNotStopped.allows(storedMaterial('SY', { status: 3, hasFrozen: 1 }))).toBe(false);
  });

  it('copy clears identity, state, check file, cover and sub codes', () => {
    covers('4.copy.clears');
    const stored = {
      ...storedMaterial('TX', { status: 3, hasFrozen: 1, frozenTime: '2026-01-01', modifier: '张三' }),
      checkFileId: 'f1',
      checkFileName: '检测.pdf',
      coverImgId: 'c1',
      materialSubCodes: ['TX000901-01'],
      newFlag: '0' as const,
    };
    const copy = copyMaterial(stored);
    expect(copy).toMatchObject({
      id: null,
      materialCode: null,
      status: null,
      hasFrozen: null,
      frozenTime: null,
      modifier: null,
      checkFileId: null,
      checkFileName: null,
      coverImgId: null,
      materialSubCodes: [],
      newFlag: '1',
    });
    expect(copy.materialName).toBe(stored.materialName);
  });

  it('editType locks match the spec lists', () => {
    covers('4.editType.values');
    for (let editType = 1; editType <= 6; editType++) {
      const s = fieldStates({
        categoryCode: 'SY',
        sectionName: 'PU革',
        form: 'fabric',
        status: 3,
        editType,
        newFlag: '0',
      });
      expect(s.thicknesses.locked).toBe(editTypeLockedValues.thickness.includes(editType as never));
      expect(s.widths.locked).toBe(editTypeLockedValues.width.includes(editType as never));
      expect(s.grains.locked).toBe(editTypeLockedValues.grain.includes(editType as never));
    }
    expect(EditTypeFlag).toEqual({ thickness: 1, width: 2, grain: 4 });
    const draft = fieldStates({ categoryCode: 'SY', sectionName: 'PU革', form: 'fabric', status: 1 });
    expect(draft.materialName.locked).toBe(false);
    expect(draft.divisionId.locked).toBe(true);
    expect(fieldStates({ categoryCode: 'SY', sectionName: null, form: 'fabric', status: null }).divisionId.locked).toBe(
      false,
    );
  });

  it('complete data: worked as 5, submitted as 3', () => {
    covers('4.completeData.load');
    covers('4.draft.offered');
    expect(workingStatus(3, true)).toBe(5);
    expect(workingStatus(3, false)).toBe(3);
    expect(materialSaveStatus({ action: 'submit', form: 'fabric', completeData: true })).toBe(3);
    expect(offersDraft(3)).toBe(false);
    expect(offersDraft(5)).toBe(false);
    expect(offersDraft(1)).toBe(true);
    expect(offersDraft(null)).toBe(true);
  });

  it('fileHasComplete: removing the check file gives 0', () => {
    covers('4.fileHasComplete.removeCheck');
    expect(fileHasComplete('LT', { coverImgId: 'c', checkFileId: 'p' })).toBe(1);
    expect(fileHasComplete('LT', { coverImgId: 'c', checkFileId: null })).toBe(0);
    expect(fileHasComplete('WU', { otherImgIds: ['o'] })).toBe(1);
    expect(fileHasComplete('WU', {})).toBe(0);
    expect(fileHasComplete('FG', {})).toBe(1);
    expect(onCheckFileRemoved('SY', { coverImgId: 'c', checkFileId: 'p' })).toEqual({
      checkFileId: null,
      checkFileName: null,
      fileHasComplete: 0,
    });
  });

  it('the VR zip and the load delay', () => {
    covers('4.vrZip');
    covers('4.loadDelay');
    expect(onVrFileChange('zip1', ['i1', 'i2', 'i3'])).toEqual({ vrFileId: 'zip1', vrImgIds: ['i1', 'i2', 'i3'] });
    expect(onVrFileChange(null)).toEqual({ vrFileId: null, vrImgIds: [] });
    expect(materialLoadDelayMs).toBe(250);
  });

  it('category and section changes clear their dependants', () => {
    covers('4.categoryChange');
    covers('4.sectionChange');
    const { patch, reload } = onCategoryChange();
    expect(patch).toMatchObject({ sectionId: null, grains: [], effects: [], elements: [], instructionsArr: [] });
    expect(reload).toEqual(expect.arrayContaining(['grains', 'effects', 'elements', 'risks']));
    // The spec's eight (thickness, width, grains, structure, standards, weight, price, elements) and the fields that go
    // with them (the width's TP, the price's rows, the single element): all emptied, nothing else touched.
    const cleared = onSectionChange();
    const named = ['thicknesses', 'widths', 'grains', 'structure', 'standards', 'weight', 'price', 'elements'];
    const companions = ['widthTP', 'subList', 'element'];
    expect(new Set(Object.keys(cleared))).toEqual(new Set([...named, ...companions]));
    for (const value of Object.values(cleared)) expect([null, []]).toContainEqual(value);
  });

  it('all factories and all channels clear their lists', () => {
    covers('4.allFactories');
    covers('4.allChannels');
    expect(onAllFactories('1')).toEqual({ shoeFactoryTotal: '1', shoesFactorieCodes: [] });
    expect(onAllFactories('0')).toEqual({ shoeFactoryTotal: '0' });
    expect(onAllChannels(1)).toEqual({ channelTotal: 1, channels: [] });
    const s = fieldStates({
      categoryCode: 'TX',
      sectionName: '网布',
      form: 'fabric',
      status: null,
      values: { shoeFactoryTotal: '1', channelTotal: 1 },
    });
    expect(s.shoesFactorieCodes.shown).toBe(false);
    expect(s.channels.shown).toBe(false);
  });

  it('grain picker: single when optional, multi when required', () => {
    covers('4.grainPicker');
    expect(grainPickerMode(false)).toBe('single');
    expect(toggleGrain(['A'], 'B', false)).toEqual(['B']);
    expect(toggleGrain(['A'], 'B', true)).toEqual(['A', 'B']);
    expect(toggleGrain(['A', 'B'], 'A', true)).toEqual(['B']);
    expect(toggleAllGrains(['A'], ['A', 'B'])).toEqual(['A', 'B']);
    expect(toggleAllGrains(['A', 'B'], ['A', 'B'])).toEqual([]);
  });

  it('image limits', () => {
    covers('4.imageLimit');
    expect(MaterialImageLimits).toEqual({ cover: 1, other: 2, vr: 2 });
  });

  it('the VR images show once a zip brought them, or while a record holds some', () => {
    covers('4.vrSection');
    const vr = (values: { vrFileId?: string | null; vrImages?: number }) =>
      fieldStates({ categoryCode: 'LT', sectionName: '头层牛皮', form: 'fabric', status: null, values }).vrImgIds.shown;
    expect(vr({})).toBe(false);
    expect(vr({ vrFileId: null, vrImages: 0 })).toBe(false);
    expect(vr({ vrFileId: 'zip1', vrImages: 0 })).toBe(true);
    expect(vr({ vrFileId: null, vrImages: 1 })).toBe(true);
    // The zip itself is always offered.
    expect(
      fieldStates({ categoryCode: 'LT', sectionName: '头层牛皮', form: 'fabric', status: null }).vrFileId.shown,
    ).toBe(true);
  });
});

describe('§5 input filters and helpers', () => {
  it('element rows', () => {
    covers('5.elements.previousRow');
    covers('5.elements.resetOver100');
    covers('5.elements.clearDuplicate');
    covers('5.elements.proportionFilter');
    expect(addElementRow([{ element: 'PU', proportion: null }]).message).toBe(M.elementPreviousRow);
    expect(addElementRow([{ element: 'PU', proportion: 50 }]).rows).toHaveLength(2);
    const over = setElementProportion(
      [
        { element: 'PU', proportion: 60 },
        { element: 'EVA', proportion: null },
      ],
      1,
      '50',
    );
    expect(over).toEqual({
      rows: [
        { element: 'PU', proportion: 60 },
        { element: 'EVA', proportion: 0 },
      ],
      message: M.elementSumOver100,
    });
    const dup = setElementName(
      [
        { element: 'PU', proportion: 60 },
        { element: null, proportion: 40 },
      ],
      1,
      'PU',
    );
    expect(dup).toEqual({
      rows: [
        { element: 'PU', proportion: 60 },
        { element: null, proportion: 40 },
      ],
      message: M.elementDuplicate,
    });
    expect(filterProportion('0050')).toBe('50');
    expect(filterProportion('a3.5.5%')).toBe('3.55');
    expect(filterProportion('12.345')).toBe('12.34');
    expect(filterProportion('.5')).toBe('0.5');
  });

  it('body number, brackets, names', () => {
    covers('5.bodyNo.normalize');
    covers('5.brackets');
    covers('5.nameAssembly');
    expect(normalizeBodyNo('  xt-001 , ab2 ')).toBe('XT-001,AB2');
    expect(asciiBrackets('网布（透气）【A】')).toBe('网布(透气)[A]');
    expect(
      assembleMaterialName(
        {
          elements: [
            { element: 'PU', proportion: 50 },
            { element: 'EVA', proportion: 50 },
          ],
        },
        'SL',
        '组合大底',
      ).materialName,
    ).toBe('PU+EVA组合大底');
    expect(assembleMaterialName({ hardness: '25±3C' }, 'UT', '射出片').materialName).toBe('射出片 25±3C');
    expect(
      assembleMaterialName({ materialName: '荔枝纹（头层）', thicknesses: ['1.2', '1.4'] }, 'LT', '头层牛皮'),
    ).toEqual({
      materialName: '荔枝纹(头层)',
      fullMaterialName: '荔枝纹(头层) 1.2/1.4mm',
    });
    expect(assembleMaterialName({ materialName: '涤纶网布' }, 'TX', '网布').fullMaterialName).toBe('涤纶网布');
  });

  it('numbers are typed as numbers: lead times, TP widths and weights', () => {
    covers('5.numeric.filters');
    expect(filterLeadTime('abc')).toBe('');
    expect(filterLeadTime('15天')).toBe('15');
    expect(filterLeadTime('15-30')).toBe('15-30');
    expect(filterLeadTime('-15')).toBe('15');
    expect(filterLeadTime('15-3-0')).toBe('15-30');
    expect(filterNumberList('10，15.5;abc,20')).toBe('10,15.5,20');
    expect(filterWeight('320g')).toBe('320');
    expect(filterWeight('3.2.5')).toBe('3.25');
    expect(filterWeight('无')).toBe('无');
    expect(filterWeight('abc')).toBe('');
  });

  it('a width is judged as it is entered', () => {
    covers('5.width.entry');
    expect(widthMessage('abc')).toBe(M.widthFormat);
    expect(widthMessage('54')).toBe(M.widthFormat);
    expect(widthMessage('54"')).toBeNull();
    expect(widthMessage('1.5"*30"')).toBeNull();
    expect(widthMessage('137cm')).toBeNull();
    expect(widthMessage(`${'1'.repeat(20)}"`)).toBe(M.widthLength);
  });

  it('as the user types, a filled field shows its format and limit; a blank one waits for 提交', () => {
    covers('5.typing');
    const ctx = { categoryCode: 'TX', sectionName: '网布', action: 'submit', form: 'fabric' } as const;
    // Nothing filled: nothing to say yet (提交 would require a dozen fields).
    expect(materialTypingIssues({ materialName: '' }, ctx)).toEqual([]);
    expect(validateMaterial({ materialName: '' }, ctx).length).toBeGreaterThan(5);
    expect(
      materialTypingIssues(
        {
          materialName: '网布',
          widths: ['abc'],
          sampleDate: '1001',
          weight: '三百',
          standards: '30x20',
          softness: 5,
          elements: [{ element: 'PU', proportion: null }],
        },
        ctx,
      ),
    ).toEqual([
      { path: 'widths', message: M.widthFormat },
      { path: 'weight', message: M.weightNumber },
      { path: 'sampleDate', message: M.leadTimeMax },
    ]);
    // A typed price keeps the price inputs' limits; the recommended form's choice waits for 提交.
    expect(
      materialTypingIssues(
        { price: '10000.5', isCompleteData: null },
        { categoryCode: 'WU', sectionName: '拷贝纸', action: 'submit', form: 'recommend' },
      ),
    ).toEqual([{ path: 'price', message: PriceMessages.floatMax }]);
    // The form's schema judges the same way when asked to.
    const typed = materialFormSchema(ctx, { typing: true }).safeParse({ materialName: '网布', sampleDate: '1001' });
    expect(typed.success ? [] : typed.error.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['sampleDate', M.leadTimeMax],
    ]);
  });

  it('the material code shows without its category prefix', () => {
    covers('3.materialCode');
    expect(splitMaterialCode('LT000004', 'LT')).toEqual({ prefix: 'LT', rest: '000004' });
    expect(splitMaterialCode('SY000025')).toEqual({ prefix: 'SY', rest: '000025' });
    // Not saved yet: the chosen category's code, or TJ before one is chosen.
    expect(splitMaterialCode(null, 'TX')).toEqual({ prefix: 'TX', rest: '' });
    expect(splitMaterialCode(null)).toEqual({ prefix: 'TJ', rest: '' });
    expect(splitMaterialCode('CX000012', 'CX')).toEqual({ prefix: 'CX', rest: '000012' });
  });

  it('hints, messages, confirmations', () => {
    covers('5.hints');
    covers('5.formInvalid');
    covers('5.confirmations');
    expect(materialHints.width).toBe('x"');
    expect(M.formInvalid).toBe('面料部分字段信息填写有误，请按输入框下提示信息检查!');
    expect([
      M.confirmDraft,
      M.confirmSubmit,
      M.confirmRegularize,
      M.confirmRecommend,
      M.draftSaved,
      M.submitted,
    ]).toHaveLength(6);
  });

  it('price inputs', () => {
    covers('5.priceFloat.filter');
    covers('5.priceFloat.max');
    covers('5.basePrice.input');
    expect(filterPriceInput('00.123')).toEqual({ value: '0.12', message: null });
    expect(filterPriceInput('1.2.3')).toEqual({ value: '1.23', message: null });
    expect(filterPriceInput('0012.999')).toEqual({ value: '12.99', message: null });
    expect(filterPriceInput('.5')).toEqual({ value: '5', message: null });
    expect(filterPriceInput('007')).toEqual({ value: '7', message: null });
    expect(filterPriceInput('¥1a2')).toEqual({ value: '12', message: null });
    expect(filterPriceInput('10001')).toEqual({ value: '10000', message: M.priceFloatMax });
    expect(filterPriceInput('10000')).toEqual({ value: '10000', message: null });
    expect(clampBasePrice(1200)).toBe(1000);
    expect(clampBasePrice(-3)).toBe(0);
    expect(clampBasePrice(3.456)).toBe(3.46);
  });

  it('displayed price: one value or low ~ high, minus effects', () => {
    covers('5.displayPrice');
    expect(displayPrice([{ thickness: '1.2', thicknessPrice: 20 }])).toBe('20');
    const rows = [
      { thickness: '1.2', thicknessPrice: 20 },
      { thickness: '1.4', thicknessPrice: 24 },
      { width: '54"', widthPrice: 10 },
      { width: '58"', widthPrice: 12.5 },
      { grain: 'G1', linePrice: 3 },
    ];
    expect(displayPrice(rows, [{ effectPrice: 1.5 }])).toBe('31.5 ~ 38');
    expect(displayPrice([])).toBeNull();
    // At most 15 characters when computed (spec 001 §5 "price max 10 (15 when computed)"): a range too long for
    // them is rounded to fewer decimals, never cut inside a figure.
    const wide = [
      { thickness: '1.2', thicknessPrice: 999.99 },
      { thickness: '1.4', thicknessPrice: 1000 },
      { width: '54"', widthPrice: 0.01 },
      { width: '58"', widthPrice: 999.99 },
      { grain: 'G1', linePrice: 999.99 },
    ];
    expect(displayPrice(wide)).toBe('2000 ~ 3000');
    expect(displayPrice(wide.slice(0, 3))).toBe('1000 ~ 1000.01');
    for (const shown of [displayPrice(wide), displayPrice(wide.slice(0, 3))])
      expect(shown!.length).toBeLessThanOrEqual(MaterialLimits.computedPrice);
  });

  it('uploads', () => {
    covers('5.uploads.images');
    covers('5.uploads.largeImage');
    covers('5.uploads.checkFile');
    covers('5.uploads.vrFile');
    covers('5.uploads.countOne');
    const MB = 1024 * 1024;
    expect(uploadMessage(uploadRules.materialFabric, { name: 'a.gif', size: 1 })).toBe(
      '请上传 .jpg .png .jpeg 格式文件!',
    );
    expect(uploadMessage(uploadRules.materialFabricPicture, { name: 'a.jpg', size: 20 * MB })).toBe(
      '上传材料图片大小不能超过 20MB!',
    );
    expect(uploadMessage(uploadRules.materialFabric3DVR, { name: `${'n'.repeat(21)}.png`, size: 1 })).toBe(
      '上传材料图片名称请勿超过20字符!',
    );
    expect(uploadMessage(uploadRules.materialFabricCheck, { name: 'a.doc', size: 1 })).toBe(
      '上传文件只能是 pdf 类型文件!',
    );
    expect(uploadMessage(uploadRules.materialFabricCheck, { name: 'a.pdf', size: 50 * MB })).toBe(
      '上传附件大小不能超过 50MB!',
    );
    expect(uploadMessage(uploadRules.materialFabric3DVRFile, { name: 'a.rar', size: 1 })).toBe(
      '上传文件只能是 zip 类型文件!',
    );
    expect(uploadMessage(uploadRules.materialFabric3DVRFile, { name: 'a.zip', size: 100 * MB })).toBe(
      '上传3DVR材料大小不能超过 100MB!',
    );
    expect(uploadMessage(uploadRules.materialFabric3DVRFile, { name: `${'n'.repeat(21)}.zip`, size: 1 })).toBe(
      '上传3DVR材料名称请勿超过20字符!',
    );
    expect(uploadRules.materialFabric.messages.count).toBe(M.countOne);
    expect(largeImageMessage('LT', { width: 1920, height: 1080, bytes: MB })).toBe(M.largeImageMinimum);
    expect(largeImageMessage('LT', { width: 3840, height: 2160, bytes: MB })).toBeNull();
    expect(largeImageMessage('TX', { width: 100, height: 100, bytes: 4 * MB })).toBeNull();
    expect(largeImageMessage('PM', { width: 100, height: 100, bytes: 1 })).toBeNull();
  });
});

describe('rule rows', () => {
  it('every row of §4 and §5 is covered', () => {
    // Every rule row is covered: a case for the rows a save shows, a unit test above for the others.
    const caseRows = new Set(materialRuleCases.map((c) => c.row));
    const missing = ruleRows.filter((r) => (r.coveredBy === 'case' ? !caseRows.has(r.id) : !unitCovered.has(r.id)));
    const unknown = [...caseRows].filter((row) => !ruleRows.some((r) => r.id === row));
    console.log(
      'rule rows:',
      ruleRows.length,
      `(${['3', '4', '5'].map((n) => `section ${n}: ${ruleRows.filter((r) => r.section === n).length}`).join(', ')}); cases: ${materialRuleCases.length}`,
    );
    expect(missing.map((r) => r.id)).toEqual([]);
    expect(unknown).toEqual([]);
  });
});

describe('a submit before any category is chosen', () => {
  it('asks for the category first (请先选择材料大类!)', () => {
    const issues = validateMaterial(
      { materialName: '新材料' },
      { categoryCode: '', sectionName: null, action: 'submit', form: 'fabric' },
    );
    expect(issues[0]).toEqual({ path: 'divisionId', message: M.divisionRequired });
  });
});
