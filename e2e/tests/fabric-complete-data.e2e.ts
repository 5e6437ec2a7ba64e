import { api, fillPath } from '@portal/contract';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { seriousViolations } from '../support/axe';
import { screenshot } from '../support/browser';
import { browserPerFile, demo, sendCall, signInToDashboard, tokenOf } from '../support/portal';

const baseUrl = inject('baseUrl');
const stubUrl = inject('stubUrl');
const browser = browserPerFile();
let page: Page;

const listed = async (body: object) =>
  sendCall(stubUrl, api.fabric.list, await tokenOf(page), {
    body: {
      page: 1,
      limit: 50,
      ...body,
    },
  });
const approvals = async (id: number) => {
  const response = await fetch(`${stubUrl}${fillPath(api.fabric.queryMaterialApprove.path, { id })}`, {
    headers: { token: await tokenOf(page) },
  });
  return ((await response.json()) as { data: { status: number }[] }).data;
};

describe('补全资料: the records whose data is not complete, completed from the list', () => {
  it('finds them with the 补全资料 filter, completes one, and it is 已生效 with its data complete after a reload', async () => {
    ({ page } = await browser.open({ width: 1600, height: 1000 }));
    await signInToDashboard(page, baseUrl, demo.supplier);
    const open = await listed({ status: 3, hasFrozen: 0, isCompleteData: 0 });
    // FG000224 (成品配件 鞋舌标, 已生效): a record of the fixtures whose data was never completed.
    const record = open.data.find((r) => r.materialCode === 'FG000224')!;
    expect(record).toMatchObject({ status: 3, isCompleteData: 0 });
    const before = await approvals(record.id);

    await page.goto(`${baseUrl}/fabric/fabricManage`);
    const form = page.getByRole('form', { name: '搜索条件' });
    await form.getByLabel('补全资料').selectOption({ label: '否' });
    await form.getByLabel('状态').selectOption({ label: '已生效' });
    await form.getByRole('button', { name: '查询' }).click();
    await page.waitForURL(/isCompleteData=0/);
    const table = page.getByRole('table', { name: '鞋面料列表' });
    await page.getByText(`共 ${open.count} 条`, { exact: true }).waitFor();
    const row = table.getByRole('row').filter({ hasText: `${record.materialCode}` });
    await row.getByRole('button', { name: '补全资料' }).waitFor();
    expect(await seriousViolations(page, 'main')).toEqual([]);
    await screenshot(page, 'fabric-complete-data-list', { fullPage: false });

    await row.getByRole('button', { name: '补全资料' }).click();
    const dialog = page.getByTestId('material-dialog');
    await dialog.getByText('请补全资料后提交，提交后材料即生效。').waitFor();
    await expect.poll(() => dialog.getByLabel(/^\*?材料名称$/).inputValue(), { timeout: 60_000 }).not.toBe('');
    // Worked as status 5: 取消 replaces 暂存, and only 提交 saves.
    expect(await dialog.getByRole('button', { name: '暂存', exact: true }).count()).toBe(0);
    // Its 材料规格 was never given: 提交 names it, and the supplier completes it.
    await dialog.getByRole('button', { name: '提交', exact: true }).click();
    await dialog.getByText('材料规格不能为空').first().waitFor();
    await screenshot(page, 'fabric-complete-data-dialog', { fullPage: false });
    await dialog.getByLabel(/^\*?材料规格$/).fill('20*30');
    await dialog.getByRole('button', { name: '提交', exact: true }).click();
    const confirm = page.getByTestId('material-confirm');
    await confirm.getByText('此操作将提交鞋面料信息, 是否继续?').waitFor();
    await confirm.getByRole('button', { name: '确定' }).click();
    await dialog.waitFor({ state: 'detached' }).catch(async (error: unknown) => {
      await screenshot(page, 'fabric-complete-data-refused', { fullPage: false });
      throw error;
    });

    // The filter no longer finds it; after a reload the 是 filter does, still 已生效.
    await row.waitFor({ state: 'detached' });
    await page.reload();
    await page.getByText(`共 ${open.count - 1} 条`, { exact: true }).waitFor();
    await form.getByLabel('补全资料').selectOption({ label: '是' });
    await form.getByLabel('材料编码').fill(`${record.materialCode}`);
    await form.getByRole('button', { name: '查询' }).click();
    await page.waitForURL(/isCompleteData=1/);
    const done = table.getByRole('row').filter({ hasText: `${record.materialCode}` });
    await done.getByText('已生效').waitFor();
    expect(await done.getByRole('button', { name: '补全资料' }).count()).toBe(0);
    expect((await listed({ materialCode: record.materialCode })).data[0]).toMatchObject({
      status: 3,
      isCompleteData: 1,
    });
    const detail = await fetch(`${stubUrl}${fillPath(api.fabric.detail.path, { id: record.id })}`, {
      headers: { token: await tokenOf(page) },
    });
    expect(((await detail.json()) as { data: { standards: string | null } }).data.standards).toBe('20*30');
    const after = await approvals(record.id);
    expect(after).toHaveLength(before.length + 1);
    expect(after.at(-1)).toMatchObject({ status: 3 });
  });
});
