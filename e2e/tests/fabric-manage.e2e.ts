import { api, fillPath } from '@portal/contract';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { seriousViolations } from '../support/axe';
import { animationsDone, screenshot } from '../support/browser';
import { browserPerFile, callStub, demo, sendCall, signInToDashboard, tokenOf } from '../support/portal';

const baseUrl = inject('baseUrl');
const stubUrl = inject('stubUrl');
const browser = browserPerFile();
let page: Page;

interface Listed {
  id: number;
  materialCode: string | null;
  materialName: string;
  status: number;
  materialStage: string | null;
}

const listed = async (list: typeof api.fabric.list | typeof api.recommend.list, body: object) =>
  callStub<{ count: number; data: Listed[] }>(stubUrl, list.path, await tokenOf(page), { page: 1, limit: 50, ...body });
const fabricList = api.fabric.list;
const recommendList = api.recommend.list;

/** The stub's approval history of a material (queryMaterialApprove/{id}, a GET). */
const approvals = async (id: number) => {
  const response = await fetch(`${stubUrl}${fillPath(api.fabric.queryMaterialApprove.path, { id })}`, {
    headers: { token: await tokenOf(page) },
  });
  return ((await response.json()) as { data: { status: number; auditRemark: string | null }[] }).data;
};

const searchForm = () => page.getByRole('form', { name: '搜索条件' });
const search = async (fields: { code?: string; status?: string; division?: string }) => {
  const form = searchForm();
  if (fields.division) await form.getByLabel('材料大类').selectOption({ label: fields.division });
  if (fields.code !== undefined) await form.getByLabel('材料编码').fill(fields.code);
  if (fields.status) await form.getByLabel('状态').selectOption({ label: fields.status });
  await form.getByRole('button', { name: '查询' }).click();
};
const rowOf = (table: Locator, code: string) => table.getByRole('row').filter({ hasText: code });

/** The material dialog's save: its button, then the 提示 question. */
const save = async (dialog: Locator, button: string, question: string) => {
  await dialog.getByRole('button', { name: button, exact: true }).click();
  const confirm = page.getByTestId('material-confirm');
  await confirm.getByText(question).waitFor();
  await confirm.getByRole('button', { name: '确定' }).click();
  // A save the dialog or the stub refuses leaves it open: its picture shows the messages.
  await dialog.waitFor({ state: 'detached' }).catch(async (error: unknown) => {
    await screenshot(page, 'fabric-manage-save-refused', { fullPage: false });
    throw error;
  });
};

describe('鞋面料管理 and 推荐材料 against the stub', () => {
  it('finds a rejected material, fixes and resubmits it; its status and history change', async () => {
    ({ page } = await browser.open({ width: 1600, height: 1000 }));
    await signInToDashboard(page, baseUrl, demo.supplier);
    await page.goto(`${baseUrl}/fabric/fabricManage`);
    const table = page.getByRole('table', { name: '鞋面料列表' });
    await table.getByRole('row').nth(1).waitFor();
    await searchForm().getByLabel('材料大类').locator('option', { hasText: '成品配件' }).waitFor({ state: 'attached' });

    // 已驳回 of 成品配件: FG000219 was rejected for its price (fixtures), and its 材料规格 is missing.
    await search({ division: '成品配件', status: '已驳回' });
    await page.waitForURL(/status=5/);
    const row = rowOf(table, 'FG000219');
    await row.getByText('驳回原因：价格偏高，请重新核价').waitFor();
    const before = await approvals(219);
    await screenshot(page, 'fabric-manage-rejected', { fullPage: false });
    expect(await seriousViolations(page, 'main')).toEqual([]);

    await row.getByRole('button', { name: '申诉' }).click();
    const objection = page.getByRole('dialog', { name: /驳回申诉/ });
    await objection.getByText('驳回原因：价格偏高，请重新核价').waitFor();
    await screenshot(page, 'fabric-manage-objection', { fullPage: false });
    await objection.getByRole('button', { name: '取消' }).click();
    await objection.waitFor({ state: 'detached' });
    await row.getByRole('button', { name: '修改' }).click();
    const dialog = page.getByTestId('material-dialog');
    await dialog.getByRole('heading', { name: '修改鞋面料' }).waitFor();
    await dialog.getByText('价格偏高，请重新核价').first().waitFor();
    await dialog.getByLabel(/^\*?材料规格$/).fill('20*30');
    await dialog.getByLabel(/^\*?基础价格$/).fill('4.5');
    await save(dialog, '提交', '此操作将提交鞋面料信息, 是否继续?');

    // Still filtered by 已驳回: the resubmitted material leaves the list; without the filter it reads 已提交.
    await rowOf(table, 'FG000219').waitFor({ state: 'detached' });
    await search({ code: 'FG000219', status: '全部' });
    await rowOf(table, 'FG000219').getByText('已提交').waitFor();
    expect((await listed(fabricList, { materialCode: 'FG000219' })).data[0]).toMatchObject({ status: 2 });
    const after = await approvals(219);
    expect(after).toHaveLength(before.length + 1);
    expect(after.at(-1)).toMatchObject({ status: 2 });

    // The detail page shows the new history row.
    await rowOf(table, 'FG000219').getByRole('link', { name: 'FG000219' }).click();
    await page.waitForURL(/fabricDetail\?id=219/);
    const history = page.getByRole('table', { name: '审批记录列表' });
    await history.getByRole('row').nth(after.length).waitFor();
    expect(await history.getByRole('row').count()).toBe(after.length + 1);
  });

  it('copies a material: 复制鞋面料 opens with its values and saves a new code', async () => {
    ({ page } = await browser.open({ width: 1600, height: 1000 }));
    await signInToDashboard(page, baseUrl, demo.supplier);
    await page.goto(`${baseUrl}/fabric/fabricManage`);
    const table = page.getByRole('table', { name: '鞋面料列表' });
    await table.getByRole('row').nth(1).waitFor();
    await search({ status: '已生效' });
    await page.waitForURL(/status=3/);
    const source = (await listed(fabricList, { status: 3, hasFrozen: 0 })).data[0]!;
    const row = rowOf(table, source.materialCode!);
    await row.getByRole('button', { name: '复制' }).click();

    const dialog = page.getByTestId('material-dialog');
    await dialog.getByRole('heading', { name: '复制鞋面料' }).waitFor();
    const name = dialog.getByLabel(/^\*?材料名称$/);
    await expect.poll(() => name.inputValue(), { timeout: 60_000 }).toBe(source.materialName);
    await animationsDone(page);
    await screenshot(page, 'fabric-manage-copy', { fullPage: false });
    const copyName = `${source.materialName}-副本${Date.now() % 100_000}`;
    await name.fill(copyName);
    await save(dialog, '暂存', '此操作将暂存鞋面料信息, 是否继续?');

    const [copy] = (await listed(fabricList, { materialName: copyName })).data;
    expect(copy).toBeDefined();
    expect(copy!.materialCode).not.toBe(source.materialCode);
    expect(copy!.materialCode!.slice(0, 2)).toBe(source.materialCode!.slice(0, 2));
    expect(copy!.status).toBe(1);
    await search({ code: '', status: '全部' });
    await rowOf(table, copy!.materialCode!).getByText('暂存').waitFor();
    await rowOf(table, copy!.materialCode!).getByText(copyName).waitFor();
  });

  it('推荐材料: the count, and 转正 moves a record to the fabric list', async () => {
    ({ page } = await browser.open({ width: 1600, height: 1000 }));
    await signInToDashboard(page, baseUrl, demo.supplier);
    const token = await tokenOf(page);
    const size = await sendCall(stubUrl, api.recommend.size, token);
    await page.goto(`${baseUrl}/fabric/supplierRecommendManage`);
    const count = page.getByRole('status', { name: '推荐材料数量' });
    await count.getByText(`推荐材料共 ${size} 条`).waitFor();
    const table = page.getByRole('table', { name: '推荐材料列表' });
    await table.getByRole('row').nth(1).waitFor();
    await page.getByText(`共 ${size} 条`, { exact: true }).waitFor();
    await screenshot(page, 'recommend-manage', { fullPage: false });
    expect(await seriousViolations(page, 'main')).toEqual([]);

    // PM000102 (泡棉 海绵, 已提交) is complete enough to become a shoe upper fabric as it is.
    await search({ code: 'PM000102' });
    const row = rowOf(table, 'PM000102');
    await row.getByRole('button', { name: '转正' }).click();
    const dialog = page.getByTestId('material-dialog');
    await dialog.getByRole('heading', { name: '推荐材料转正' }).waitFor();
    await expect.poll(() => dialog.getByLabel(/^\*?材料名称$/).inputValue(), { timeout: 60_000 }).not.toBe('');
    await save(dialog, '转正', '此操作将推荐鞋面料信息转正, 是否继续?');

    await table.getByText('暂无数据').waitFor();
    await count.getByText(`推荐材料共 ${size - 1} 条`).waitFor();
    expect((await listed(recommendList, { materialCode: 'PM000102' })).count).toBe(0);
    expect((await listed(fabricList, { materialCode: 'PM000102' })).data[0]).toMatchObject({
      materialStage: 'normal',
      status: 2,
    });
    await page.goto(`${baseUrl}/fabric/fabricManage?materialCode=PM000102`);
    await rowOf(page.getByRole('table', { name: '鞋面料列表' }), 'PM000102')
      .getByText('已提交')
      .waitFor();
    await screenshot(page, 'fabric-manage', { fullPage: false });
  });

  it('shows the viewer the lists without a write button', async () => {
    ({ page } = await browser.open({ width: 1600, height: 1000 }));
    await signInToDashboard(page, baseUrl, demo.viewer);
    for (const [route, table] of [
      ['fabricManage', '鞋面料列表'],
      ['supplierRecommendManage', '推荐材料列表'],
    ] as const) {
      await page.goto(`${baseUrl}/fabric/${route}`);
      const rows = page.getByRole('table', { name: table }).getByRole('row');
      await rows.nth(1).waitFor();
      await page.getByRole('button', { name: '导出' }).waitFor();
      for (const name of ['新增', '推送', '修改', '补全资料', '复制', '删除', '停用', '申诉', '转正'])
        expect(await page.getByRole('main').getByRole('button', { name, exact: true }).count()).toBe(0);
    }
  });
});
