import { api } from '@portal/contract';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { animationsDone, screenshot } from '../support/browser';
import { browserJpeg, imageLoaded, paddedJpeg } from '../support/images';
import {
  addElement,
  addToList,
  chooseCategory,
  confirmSave,
  fillCommon,
  fourMb,
  group,
  listedMaterials,
  materialDetail,
  openMaterialDialog,
  pictureTop,
  seededCover,
  uniqueName,
  uploadCover,
  vrZip,
} from '../support/material-form';
import { browserPerFile, demo, signInToDashboard } from '../support/portal';

const baseUrl = inject('baseUrl');
const stubUrl = inject('stubUrl');
const browser = browserPerFile();
let page: Page;

const openDialog = (route: string, choice: '鞋面料' | '推荐材料') =>
  openMaterialDialog(page, `${baseUrl}${route}`, choice);
const submit = confirmSave;
const pictures = pictureTop;
const listed = (list: Parameters<typeof listedMaterials>[2], name: string) =>
  listedMaterials(page, stubUrl, list, name);
const detail = (id: number) => materialDetail(page, stubUrl, id);

describe('the shoe upper fabric dialog against the stub', () => {
  it('LT (thickness-priced): checks, uploads a cover that finds 发现相似图片, and submits a complete form', async () => {
    ({ page } = await browser.open({ width: 1680, height: 1000 }));
    await signInToDashboard(page, baseUrl, demo.supplier);
    const dialog = await openDialog('/fabric/fabricManage', '鞋面料');
    await dialog.getByRole('heading', { name: '上传鞋面料' }).waitFor();
    await animationsDone(page);
    expect((await dialog.boundingBox())?.width).toBe(1600);

    // 暂存 needs a name; 提交 names every field the category requires.
    await dialog.getByRole('button', { name: '暂存' }).click();
    await page.getByText('请您输入材料名称后再暂存!').first().waitFor();
    const name = uniqueName('e2e头层牛皮');
    await chooseCategory(dialog, '真皮', '头层牛皮');
    await dialog.getByRole('button', { name: '提交' }).click();
    await page.getByText('面料部分字段信息填写有误，请按输入框下提示信息检查!').first().waitFor();
    for (const message of ['材料厚度不能为空', '开发次数不能为空', '样品交期不能为空', '请选择材料颜色!'])
      await dialog.getByText(message).first().waitFor();
    await screenshot(page, 'fabric-form-errors', { fullPage: false });
    await dialog.getByLabel('材料名称').fill(name);
    await dialog.getByLabel('单位').selectOption('SF');
    await dialog.getByLabel('开发次数').selectOption({ label: '一次开发' });
    await addToList(dialog, '材料厚度', '1.2-1.4');
    await addToList(dialog, '材料厚度', '1.4-1.6');
    await addElement(dialog, 1, '牛皮', '100');
    await dialog.getByLabel('皮料延伸性').fill('纵向延伸 ≤ 15%，横向 ≤ 20%');
    await fillCommon(dialog, { allFactories: false });
    // Grains are optional for a new LT material: the picker keeps one.
    await group(dialog, 'grains')
      .getByRole('button', { name: /^荔枝纹/ })
      .click();
    await group(dialog, 'grains')
      .getByRole('button', { name: /^十字纹/ })
      .click();
    expect(await group(dialog, 'grains').getByRole('button', { pressed: true }).count()).toBe(1);
    await dialog.getByLabel('厚度价格 1.2-1.4').fill('32.5');
    await dialog.getByLabel('厚度价格 1.4-1.6').fill('36');
    expect(await dialog.getByLabel('参考价格').inputValue()).toBe('32.5 ~ 36');

    await uploadCover(dialog, paddedJpeg(seededCover, fourMb), 'lt-cover.jpg');
    const similar = page.getByTestId('similar-images');
    await similar.getByRole('heading', { name: '发现相似图片' }).waitFor();
    const link = similar.getByRole('link').first();
    expect(await link.getAttribute('target')).toBe('_blank');
    expect(await link.getAttribute('href')).toMatch(/^\/fabric\/fabricDetail\?id=\d+&parentPage=favorites$/);
    // "in 6 columns" (spec 001 §2): the list lays its hits six to a row at this width.
    const columns = await similar
      .getByRole('list')
      .evaluate((list) => getComputedStyle(list).gridTemplateColumns.split(' ').length);
    expect(columns).toBe(6);
    await screenshot(page, 'fabric-form-similar', { fullPage: false });
    await similar.getByRole('button', { name: '知道了' }).click();
    await similar.waitFor({ state: 'detached' });
    // No 3DVR images without a zip; the zip brings its image, and a second one may be added by hand (spec 001 §4).
    expect(await group(dialog, 'vrImgIds').count()).toBe(0);
    await dialog
      .getByLabel('上传3DVR文件')
      .setInputFiles({ name: 'lt-vr.zip', mimeType: 'application/zip', buffer: vrZip });
    await imageLoaded(page, '[data-testid="material-dialog"] img[alt="vr-swatch.jpg"]');
    const vrImage = paddedJpeg(await browserJpeg(page, 200, 150), fourMb);
    await dialog
      .getByLabel('上传3DVR图片')
      .setInputFiles({ name: 'lt-vr.jpg', mimeType: 'image/jpeg', buffer: vrImage });
    await imageLoaded(page, '[data-testid="material-dialog"] img[alt="lt-vr.jpg"]');
    await group(dialog, 'vrImgIds').scrollIntoViewIfNeeded();
    await screenshot(page, 'fabric-form-lt', { fullPage: false });
    await pictures(dialog, 'fabric-form-lt');

    await submit(dialog, '提交', '此操作将提交鞋面料信息, 是否继续?');
    await page.getByText('提交成功!').waitFor();
    await dialog.waitFor({ state: 'detached' });
    const [saved] = await listed(api.fabric.list, name);
    expect(saved).toMatchObject({ materialName: name, status: 2 });
    expect(saved?.materialCode).toMatch(/^LT\d+/);
    const stored = await detail(saved?.id ?? 0);
    expect(stored).toMatchObject({ thicknesses: ['1.2-1.4', '1.4-1.6'], shoesFactorieCodes: ['F2001', 'F2002'] });
    expect(stored.vrFiles).toEqual([expect.objectContaining({ fileName: 'lt-vr.zip' })]);
    expect(stored.vrImgs).toEqual([
      expect.objectContaining({ fileName: 'vr-swatch.jpg' }),
      expect.objectContaining({ fileName: 'lt-vr.jpg' }),
    ]);
  });

  it('TX (width-priced): weave, composition text, grains required, an element of the mesh; a failed save keeps every value', async () => {
    ({ page } = await browser.open({ width: 1680, height: 1000 }));
    await signInToDashboard(page, baseUrl, demo.supplier);
    const dialog = await openDialog('/fabric/fabricManage', '鞋面料');
    const name = uniqueName('e2e飞织网布');
    await chooseCategory(dialog, '网布/纺织', '飞织面料');
    await dialog.getByLabel('材料名称').fill(name);
    await dialog.getByLabel('单位').selectOption('码');
    await group(dialog, 'sampleStages').getByRole('button', { name: '初样' }).click();
    await addToList(dialog, '材料幅宽', '54"');
    await dialog.getByLabel('材料克重').selectOption('260');
    await dialog.getByLabel('织法').selectOption('飞织');
    await dialog.getByLabel('针数').fill('28G');
    await dialog.getByLabel('材料成份').fill('80%聚酯纤维+20%氨纶');
    await dialog.getByLabel('纱线规格').fill('150D/48F+40D');
    await fillCommon(dialog, { allFactories: true });
    await group(dialog, 'grains').getByRole('button', { name: /^斜纹/ }).click();
    await group(dialog, 'grains').getByRole('button', { name: /^平纹/ }).click();
    expect(await group(dialog, 'grains').getByRole('button', { pressed: true }).count()).toBe(2);
    await dialog.getByLabel('克重 54"').fill('260');
    await dialog.getByLabel('幅宽价格 54"').fill('28.8');
    await uploadCover(dialog, paddedJpeg(await browserJpeg(page), fourMb), 'tx-cover.jpg');
    await screenshot(page, 'fabric-form-tx', { fullPage: false });
    await pictures(dialog, 'fabric-form-tx');

    // The save fails once (the network drops): loading stops, nothing is lost, and the next try saves.
    let failures = 0;
    await page.route(`**${api.fabric.saveOrUpdate.path}`, async (route) => {
      if (failures++ === 0) await route.abort('failed');
      else await route.continue();
    });
    await submit(dialog, '提交', '此操作将提交鞋面料信息, 是否继续?');
    await expect.poll(() => failures, { timeout: 60_000 }).toBe(1);
    await dialog.getByRole('button', { name: '提交' }).and(page.locator(':not([disabled])')).waitFor();
    expect(await dialog.getByLabel('材料名称').inputValue()).toBe(name);
    expect(await dialog.getByLabel('纱线规格').inputValue()).toBe('150D/48F+40D');
    expect(await dialog.getByLabel('幅宽价格 54"').inputValue()).toBe('28.8');
    expect(await group(dialog, 'grains').getByRole('button', { pressed: true }).count()).toBe(2);

    await submit(dialog, '提交', '此操作将提交鞋面料信息, 是否继续?');
    await page.getByText('提交成功!').waitFor();
    await dialog.waitFor({ state: 'detached' });
    const [saved] = await listed(api.fabric.list, name);
    expect(saved).toMatchObject({ status: 2 });
    expect(await detail(saved?.id ?? 0)).toMatchObject({ grains: ['WL-TX-001', 'WL-TX-002'], shoeFactoryTotal: '1' });
  });

  it('SY (thickness- and grain-priced): effects with their sort; a draft keeps its values for the next edit', async () => {
    ({ page } = await browser.open({ width: 1680, height: 1000 }));
    await signInToDashboard(page, baseUrl, demo.supplier);
    const dialog = await openDialog('/fabric/fabricManage', '鞋面料');
    const name = uniqueName('e2e水性PU革');
    await chooseCategory(dialog, '合成革', 'PU革');
    await dialog.getByLabel('材料名称').fill(name);
    await dialog.getByLabel('单位').selectOption('码');
    await dialog.getByLabel('开发次数').selectOption({ label: '二次开发' });
    await addToList(dialog, '材料厚度', '1.0');
    await addToList(dialog, '材料幅宽', '54"');
    await dialog.getByLabel('材料克重').selectOption('400');
    await addElement(dialog, 1, 'PU', '60');
    await addElement(dialog, 2, '超细纤维', '40');
    await group(dialog, 'effects').getByRole('button', { name: /^烫金/ }).click();
    await group(dialog, 'effects').getByRole('button', { name: /^压花/ }).click();
    await group(dialog, 'grains')
      .getByRole('button', { name: /^细荔枝纹/ })
      .click();
    await fillCommon(dialog, { allFactories: true });
    await screenshot(page, 'fabric-form-sy', { fullPage: false });
    await pictures(dialog, 'fabric-form-sy');

    await submit(dialog, '暂存', '此操作将暂存鞋面料信息, 是否继续?');
    await page.getByText('暂存成功!').waitFor();
    await dialog.waitFor({ state: 'detached' });
    const [saved] = await listed(api.fabric.list, name);
    expect(saved).toMatchObject({ status: 1 });
    // What the next edit loads: every value typed, the chosen effects and grain.
    expect(await detail(saved?.id ?? 0)).toMatchObject({
      materialName: name,
      thicknesses: ['1.0'],
      widths: ['54"'],
      weight: '400',
      grains: ['WL-SY-002'],
      elements: [
        { element: 'PU', proportion: 60 },
        { element: '超细纤维', proportion: 40 },
      ],
      sampleDate: '15',
      productDate: '30-45',
    });
  });
});

describe('the recommended material dialog against the stub', () => {
  it('SL: 鞋垫布 is chosen from the approved mesh fabrics (queryMeshFabric)', async () => {
    ({ page } = await browser.open({ width: 1680, height: 1000 }));
    await signInToDashboard(page, baseUrl, demo.supplier);
    const dialog = await openDialog('/fabric/fabricManage', '鞋面料');
    await chooseCategory(dialog, '大底', '橡胶大底');
    const insole = group(dialog, 'insoleCloth');
    await insole.getByPlaceholder('请输入网布面料名称').fill('网布');
    const found = insole.getByRole('list', { name: '网布面料' });
    await found.getByText('提花三明治网布').first().click();
    const chosen = insole.getByRole('list', { name: '已选 1 种鞋垫布' });
    await chosen.getByText('提花三明治网布').waitFor();
    expect(await chosen.textContent()).toMatch(/TX\d+/);
    await insole.scrollIntoViewIfNeeded();
    await screenshot(page, 'fabric-form-sl-insole', { fullPage: false });
  });

  it('saves a recommended LT material with status 2 into the recommended list', async () => {
    ({ page } = await browser.open({ width: 1680, height: 1000 }));
    await signInToDashboard(page, baseUrl, demo.supplier);
    const dialog = await openDialog('/fabric/supplierRecommendManage', '推荐材料');
    await dialog.getByRole('heading', { name: '上传推荐材料' }).waitFor();
    expect(await dialog.getByLabel('材料大类').locator('option', { hasText: '成品配件' }).count()).toBe(0);
    const name = uniqueName('e2e推荐羊皮');
    await chooseCategory(dialog, '真皮', '羊皮');
    await dialog.getByLabel('材料名称').fill(name);
    await dialog.getByLabel('单位').selectOption('SF');
    await dialog.getByLabel('开发次数').selectOption({ label: '一次开发' });
    await addToList(dialog, '材料厚度', '0.8-1.0');
    await addElement(dialog, 1, '羊皮', '100');
    await dialog.getByLabel('皮料延伸性').fill('延伸适中');
    await fillCommon(dialog, { allFactories: true });
    await group(dialog, 'isCompleteData').getByRole('radio', { name: '完整', exact: true }).click();
    await dialog.getByLabel('厚度价格 0.8-1.0').fill('41');
    await screenshot(page, 'fabric-form-recommend', { fullPage: false });
    await pictures(dialog, 'fabric-form-recommend');
    await submit(dialog, '提交', '此操作将保存推荐材料信息, 是否继续?');
    await page.getByText('提交成功!').waitFor();
    await dialog.waitFor({ state: 'detached' });
    const [saved] = await listed(api.recommend.list, name);
    expect(saved).toMatchObject({ status: 2, materialStage: 'recommend' });
  });
});
