import { api } from '@portal/contract';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { animationsDone, inViewport, screenshot, toastShown } from '../support/browser';
import { paddedJpeg } from '../support/images';
import {
  addToList,
  chooseCategory,
  confirmSave,
  fillCommon,
  fourMb,
  group,
  listedMaterials,
  materialDetail,
  openMaterialDialog,
  seededCover,
  uniqueName,
} from '../support/material-form';
import { browserPerFile, demo, signInToDashboard } from '../support/portal';

/**
 * The material forms validate as a supplier types (spec 001 §5): numbers only where a number goes, a format or a
 * limit named at its field the moment the field is left, a refused 提交 that marks every invalid field and takes the
 * supplier to the first one, and the spec's details (the code without its category prefix, the similar-image check
 * of an other image); then what was saved is read back after a reload.
 */
const baseUrl = inject('baseUrl');
const stubUrl = inject('stubUrl');
const browser = browserPerFile();
let page: Page;

/** The ids of the dialog's fields marked invalid, in page order. */
const marked = (dialog: Locator) =>
  dialog.locator('[aria-invalid="true"]').evaluateAll((els) => els.map((e) => e.id).filter(Boolean));
/** The field's message line (ui/form-field: `<id>-message`). */
const messageOf = (dialog: Locator, name: string) => dialog.locator(`#material-${name}-message`);
const focusedId = () => page.evaluate(() => document.activeElement?.id ?? '');

describe('the shoe upper form validates as you type (1440 px)', () => {
  it('refuses letters and a width out of shape at the field, marks every invalid field on 提交, and saves what is corrected', async () => {
    ({ page } = await browser.open({ width: 1440, height: 900 }));
    await signInToDashboard(page, baseUrl, demo.supplier);
    const dialog = await openMaterialDialog(page, `${baseUrl}/fabric/fabricManage`, '鞋面料');
    await chooseCategory(dialog, '网布/纺织', '网布');
    const code = group(dialog, 'materialCode');
    expect(await code.getAttribute('placeholder')).toBe('保存后自动生成');
    expect(await code.locator('xpath=..').textContent()).toContain('TX');

    // 幅宽 takes 1.xx", 2.xx"*xx" or xxcm: 'abc' is refused as it is entered, and stays to be corrected.
    const width = dialog.getByLabel(/^\*?材料幅宽$/);
    expect(await width.getAttribute('placeholder')).toBe('x"');
    await addToList(dialog, '材料幅宽', 'abc');
    await expect.poll(() => messageOf(dialog, 'widths').textContent()).toBe('请按规则输入幅宽');
    expect(await width.getAttribute('aria-invalid')).toBe('true');
    expect(await dialog.getByRole('button', { name: '移除 abc' }).count()).toBe(0);

    // 样品交期 takes digits only; 1001 days is named at the field when it is left.
    const sample = dialog.getByLabel('样品交期(天)');
    await sample.click();
    await page.keyboard.type('abc十五');
    expect(await sample.inputValue()).toBe('');
    await page.keyboard.type('1001');
    await page.keyboard.press('Tab');
    await expect.poll(() => messageOf(dialog, 'sampleDate').textContent()).toBe('最大不超过1000');
    expect(await sample.getAttribute('aria-invalid')).toBe('true');
    // Before any 提交 a blank field is not a mistake: only the two typed ones are marked.
    expect(await marked(dialog)).toEqual(['material-widths', 'material-sampleDate']);
    await sample.scrollIntoViewIfNeeded();
    await animationsDone(page);
    await screenshot(page, 'fabric-form-validation-typing', { fullPage: false });

    // 提交 from the bottom: every invalid field is marked, the first one on the page is scrolled to and focused.
    await dialog.getByRole('button', { name: '提交', exact: true }).click();
    await page.getByText('面料部分字段信息填写有误，请按输入框下提示信息检查!').first().waitFor();
    await expect.poll(focusedId).toBe('material-materialName');
    await expect.poll(() => inViewport(dialog.getByLabel(/^\*?材料名称$/))).toBe(true);
    expect(await marked(dialog)).toEqual(
      expect.arrayContaining([
        'material-materialName',
        'material-unit',
        'material-sampleStages',
        'material-seasons',
        'material-widths',
        'material-weight',
        'material-yarnSpecification',
        'material-element',
        'material-grains',
        'material-colors',
        'material-sampleDate',
        'material-productDate',
        'material-shoesFactorieCodes',
        'material-channels',
      ]),
    );
    await animationsDone(page);
    await screenshot(page, 'fabric-form-validation-invalid', { fullPage: false });

    // Corrected field by field, the marks go as the values come.
    const name = uniqueName('e2e校验网布');
    await dialog.getByLabel(/^\*?材料名称$/).fill(name);
    await dialog.getByLabel(/^\*?单位$/).selectOption('码');
    await group(dialog, 'sampleStages').getByRole('button', { name: '初样' }).click();
    await width.fill('');
    await addToList(dialog, '材料幅宽', '56"');
    await dialog.getByLabel(/^\*?材料克重$/).selectOption('260');
    await dialog.getByLabel(/^\*?材料成份$/).fill('100%涤纶');
    await dialog.getByLabel(/^\*?纱线规格$/).fill('150D/48F');
    await group(dialog, 'grains').getByRole('button', { name: /^斜纹/ }).click();
    await fillCommon(dialog, { allFactories: true });
    await dialog.getByLabel('克重 56"').fill('260');
    await dialog.getByLabel('幅宽价格 56"').fill('28.8');
    await expect.poll(() => marked(dialog)).toEqual([]);

    // An other image that looks like a seeded cover: 发现相似图片, as for the cover.
    await dialog
      .getByLabel('上传材料图片')
      .setInputFiles({ name: 'tx-other.jpg', mimeType: 'image/jpeg', buffer: paddedJpeg(seededCover, fourMb) });
    const similar = page.getByTestId('similar-images');
    await similar.getByRole('heading', { name: '发现相似图片' }).waitFor();
    await screenshot(page, 'fabric-form-validation-similar-other', { fullPage: false });
    await similar.getByRole('button', { name: '知道了' }).click();
    await similar.waitFor({ state: 'detached' });

    await confirmSave(dialog, '暂存', '此操作将暂存鞋面料信息, 是否继续?');
    await toastShown(page, '暂存成功!');
    await dialog.waitFor({ state: 'detached' });

    // After a reload the draft opens with what was typed, its code shown without the category prefix.
    const [saved] = await listedMaterials(page, stubUrl, api.fabric.list, name);
    expect(saved).toMatchObject({ materialName: name, status: 1 });
    await page.goto(`${baseUrl}/fabric/fabricManage?materialName=${encodeURIComponent(name)}`);
    await page.reload();
    const row = page.getByRole('table', { name: '鞋面料列表' }).getByRole('row', { name: new RegExp(name) });
    await row.getByRole('button', { name: '修改' }).click();
    const edit = page.getByTestId('material-dialog');
    await edit.getByRole('heading', { name: '修改鞋面料' }).waitFor();
    await expect.poll(() => edit.getByLabel(/^\*?材料名称$/).inputValue()).toBe(name);
    expect(await group(edit, 'materialCode').inputValue()).toBe(saved!.materialCode!.slice(2));
    await edit.getByRole('button', { name: '移除 56"' }).waitFor();
    expect(await edit.getByLabel('样品交期(天)').inputValue()).toBe('15');
    await confirmSave(edit, '提交', '此操作将提交鞋面料信息, 是否继续?');
    await toastShown(page, '提交成功!');
    expect(await materialDetail(page, stubUrl, saved!.id)).toMatchObject({
      status: 2,
      widths: ['56"'],
      sampleDate: '15',
      productDate: '30-45',
      otherImgIds: [expect.any(String)],
    });
  });
});

describe('the recommended form validates as you type (390 px)', () => {
  it('marks the required 资料是否完整 on a phone, refuses a price past its limit, and keeps the choice after a reload', async () => {
    ({ page } = await browser.open({ width: 390, height: 844 }));
    await signInToDashboard(page, baseUrl, demo.supplier);
    const dialog = await openMaterialDialog(page, `${baseUrl}/fabric/supplierRecommendManage`, '推荐材料');

    // An empty 提交: the three fields every material needs are marked, and the first is focused.
    await dialog.getByRole('button', { name: '提交', exact: true }).click();
    await expect
      .poll(() => marked(dialog))
      .toEqual(['material-divisionId', 'material-sectionId', 'material-materialName']);
    await expect.poll(focusedId).toBe('material-divisionId');

    await chooseCategory(dialog, '其他', '车缝线');
    const choice = group(dialog, 'isCompleteData').getByRole('radiogroup', { name: '资料是否完整' });

    // 提交 from the bottom of a long form on a phone: the first invalid field is brought into view and focused.
    await dialog.getByRole('button', { name: '提交', exact: true }).click();
    await page.getByText('面料部分字段信息填写有误，请按输入框下提示信息检查!').first().waitFor();
    await expect.poll(focusedId).toBe('material-materialName');
    await expect.poll(() => inViewport(dialog.getByLabel(/^\*?材料名称$/))).toBe(true);
    expect(await choice.getAttribute('aria-invalid')).toBe('true');
    expect(await messageOf(dialog, 'isCompleteData').textContent()).toBe('选择资料是否完整');
    expect(await marked(dialog)).toEqual(
      expect.arrayContaining(['material-isCompleteData', 'material-standards', 'material-price']),
    );
    await animationsDone(page);
    await screenshot(page, 'fabric-form-validation-recommend-phone', { fullPage: false });

    // The typed price takes numbers only and stops at its limit.
    const price = dialog.getByLabel(/^\*?基础价格$/);
    await price.click();
    await page.keyboard.type('abc');
    expect(await price.inputValue()).toBe('');
    await page.keyboard.type('12000');
    await page.getByText('价格浮动不能超过10000,请重新编辑!').first().waitFor();
    expect(await price.inputValue()).toBe('10000');
    await price.fill('12.5');

    const name = uniqueName('e2e推荐车缝线');
    await dialog.getByLabel(/^\*?材料名称$/).fill(name);
    await choice.getByRole('radio', { name: '完整', exact: true }).click();
    await expect.poll(() => choice.getAttribute('aria-invalid')).toBeNull();
    await dialog.getByLabel(/^\*?单位$/).selectOption('个');
    await group(dialog, 'sampleStages').getByRole('button', { name: '初样' }).click();
    await dialog.getByLabel(/^\*?材料规格$/).fill('30*20');
    await fillCommon(dialog, { allFactories: true });
    await expect.poll(() => marked(dialog)).toEqual([]);
    await confirmSave(dialog, '提交', '此操作将保存推荐材料信息, 是否继续?');
    await toastShown(page, '提交成功!');
    await dialog.waitFor({ state: 'detached' });

    const [saved] = await listedMaterials(page, stubUrl, api.recommend.list, name);
    expect(saved).toMatchObject({ status: 2, materialStage: 'recommend' });
    expect(await materialDetail(page, stubUrl, saved!.id)).toMatchObject({
      isCompleteData: 1,
      standards: '30*20',
      price: '12.5',
    });
    await page.goto(`${baseUrl}/fabric/supplierRecommendManage?materialName=${encodeURIComponent(name)}`);
    await page.reload();
    const row = page.getByRole('table', { name: '推荐材料列表' }).getByRole('row', { name: new RegExp(name) });
    await row.getByRole('button', { name: '修改' }).click();
    const edit = page.getByTestId('material-dialog');
    await expect.poll(() => edit.getByLabel(/^\*?材料名称$/).inputValue()).toBe(name);
    expect(await edit.getByRole('radio', { name: '完整', exact: true }).getAttribute('aria-checked')).toBe('true');
    expect(await group(edit, 'materialCode').inputValue()).toBe(saved!.materialCode!.slice(2));
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await screenshot(page, 'fabric-form-validation-recommend-reloaded', { fullPage: false });
  });
});
