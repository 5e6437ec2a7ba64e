import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { api, fillPath } from '@portal/contract';
import type { Locator, Page } from 'playwright-core';
import { screenshot } from './browser';
import { imageLoaded } from './images';
import { callStub, tokenOf } from './portal';

/**
 * The material dialogs (上传鞋面料 / 推荐材料) driven as a supplier fills them: opened from the top bar's 上传, a
 * field group found by its id, the category chosen, values typed, a save confirmed, and the stored record read back
 * from the stub.
 */

/** 真皮, 合成革 and 网布 images must be 3840*2157 or 4 MB: a small JPEG padded past 4 MB passes. */
export const fourMb = 4 * 1024 * 1024 + 4096;
/** A seeded cover (fixtures/images/material): uploading it again finds the seeded material as similar. */
export const seededCover = readFileSync(
  resolve(import.meta.dirname, '../../fixtures/images/material/material-1-cover.jpg'),
);

/** A 3D VR zip holding one JPEG (vr-swatch.jpg): its upload brings the VR section with that image. */
export const vrZip = readFileSync(resolve(import.meta.dirname, '../fixtures/vr-swatch.zip'));

export interface ListedMaterial {
  id: number;
  materialName: string;
  materialCode: string | null;
  status: number;
  materialStage: string | null;
}

export const uniqueName = (prefix: string) => `${prefix}${Date.now() % 1_000_000}`;

/** Opens 上传 → 鞋面料 or 推荐材料 on a fabric route; resolves once the categories are in. */
export const openMaterialDialog = async (page: Page, url: string, choice: '鞋面料' | '推荐材料') => {
  await page.goto(url);
  await page.locator('button[aria-haspopup="dialog"][aria-label="上传"]').click(); // the top bar's, not a list's 上传
  await page.getByRole('button', { name: choice, exact: true }).click();
  const dialog = page.getByTestId('material-dialog');
  await dialog.getByLabel('材料大类').locator('option', { hasText: '真皮' }).waitFor({ state: 'attached' });
  return dialog;
};

/** A field or field group of the dialog by its name (`#material-<name>`). */
export const group = (dialog: Locator, name: string) => dialog.locator(`#material-${name}`);

export const chooseCategory = async (dialog: Locator, division: string, section: string) => {
  await dialog.getByLabel('材料大类').selectOption({ label: division });
  await dialog.getByLabel('材料小类').selectOption({ label: section });
};

/** A value typed into a list field (厚度, 幅宽) and added with Enter. */
export const addToList = async (dialog: Locator, label: string, value: string) => {
  const input = dialog.getByLabel(new RegExp(`^\\*?${label}$`));
  await input.fill(value);
  await input.press('Enter');
};

/** The fields every category asks for: seasons, factories, channels, lead times, a colour, an introduction. */
export const fillCommon = async (dialog: Locator, { allFactories }: { allFactories: boolean }) => {
  await group(dialog, 'seasons').getByRole('button', { name: '2026秋季' }).click();
  if (allFactories) await group(dialog, 'shoesFactorieCodes').getByText('全部鞋厂').click();
  else {
    await group(dialog, 'shoesFactorieCodes').getByText('宏远鞋业', { exact: true }).click();
    await group(dialog, 'shoesFactorieCodes').getByText('华宝鞋业', { exact: true }).click();
  }
  await group(dialog, 'channels').getByRole('button', { name: '直营' }).click();
  await group(dialog, 'channels').getByRole('button', { name: '电商' }).click();
  await dialog.getByLabel('样品交期(天)').fill('15');
  await dialog.getByLabel('量产交期(天)').fill('30-45');
  const colors = group(dialog, 'colors');
  await colors.getByText('纯白', { exact: true }).click();
  await dialog.getByLabel('材料介绍').fill('e2e 录入：手感柔软，适用于运动鞋鞋面。');
};

export const addElement = async (dialog: Locator, row: number, element: string, proportion: string) => {
  await dialog.getByRole('button', { name: '添加成份' }).click();
  await dialog.getByLabel(`成份 ${row}`).selectOption(element);
  await dialog.getByLabel(`占比(%) ${row}`).fill(proportion);
};

export const uploadCover = async (dialog: Locator, buffer: Buffer, name: string) => {
  await dialog.getByLabel('上传封面图片').setInputFiles({ name, mimeType: 'image/jpeg', buffer });
  await imageLoaded(dialog.page(), `[data-testid="material-dialog"] img[alt="${name}"]`);
};

/** The dialog's form scrolled back to its top and pictured: the category's first fields. */
export const pictureTop = async (dialog: Locator, name: string) => {
  await dialog.locator('form').evaluate((form) => form.scrollTo(0, 0));
  await screenshot(dialog.page(), `${name}-top`, { fullPage: false });
};

/** A save button pressed and its confirmation accepted. */
export const confirmSave = async (dialog: Locator, button: '提交' | '暂存', question: string) => {
  await dialog.getByRole('button', { name: button, exact: true }).click();
  const confirm = dialog.page().getByTestId('material-confirm');
  await confirm.getByText(question).waitFor();
  await confirm.getByRole('button', { name: '确定' }).click();
};

/** The caller's materials of a list call with this name, as the stub lists them. */
export const listedMaterials = async (
  page: Page,
  stubUrl: string,
  list: typeof api.fabric.list | typeof api.recommend.list,
  name: string,
) => {
  const answer = await callStub<{ count: number; data: ListedMaterial[] }>(stubUrl, list.path, await tokenOf(page), {
    page: 1,
    limit: 10,
    materialName: name,
  });
  return answer.data;
};

/** The stored record as the next edit loads it. */
export const materialDetail = async (page: Page, stubUrl: string, id: number) => {
  const token = await tokenOf(page);
  const response = await fetch(`${stubUrl}${fillPath(api.fabric.detail.path, { id })}`, { headers: { token } });
  return ((await response.json()) as { data: Record<string, unknown> }).data;
};
