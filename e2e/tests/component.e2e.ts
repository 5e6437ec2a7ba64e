import { readFile } from 'node:fs/promises';
import { api } from '@portal/contract';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { seriousViolations } from '../support/axe';
import { animationsDone, screenshot, toastShown } from '../support/browser';
import { browserPerFile, demo, sendCall, signInToDashboard, tokenOf } from '../support/portal';

const baseUrl = inject('baseUrl');
const stubUrl = inject('stubUrl');
const browser = browserPerFile();
let page: Page;

/** axe-core on the page as it is: no serious or critical violation. */
const expectAccessible = async (name: string) => expect(await seriousViolations(page), name).toEqual([]);

const costs = async (body: object) =>
  (await sendCall(stubUrl, api.componentCost.list, await tokenOf(page), { body: { limit: 200, ...body } })).data;

/** The PDF's text, page by page (pdf.js, the text layer the CJK font's ToUnicode map gives). */
const pdfText = async (bytes: Buffer) => {
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const pdf = await getDocument({ data: new Uint8Array(bytes), useSystemFonts: false }).promise;
  const content = await (await pdf.getPage(1)).getTextContent();
  return content.items.map((i) => ('str' in i ? i.str : '')).join('');
};

describe('组件成本管理 against the stub', () => {
  it('filters, sets shoe factories, fills and confirms, audits, and downloads the PDF', async () => {
    ({ page } = await browser.open({ width: 1600, height: 1000 }));
    // The supervisor: it fills and confirms like the supplier, and audits (主管审核) as well.
    await signInToDashboard(page, baseUrl, demo.supervisor);
    await page.goto(`${baseUrl}/component/componentCost`);
    const table = page.getByRole('table', { name: '组件成本列表' });
    await table.getByRole('row').nth(1).waitFor();
    await screenshot(page, 'component-cost-list');
    await expectAccessible('组件成本列表');

    // A cost to quote with no factory and unpriced lines.
    const target = (await costs({ status: 0 })).find(
      (c) => c.shoeFactoryCodes.length === 0 && c.items.some((i) => i.usage === null),
    )!;
    await page.getByLabel('成本单号').fill(target.costNo);
    await page.getByRole('button', { name: '查询' }).click();
    await page.waitForURL(/costNo=/);
    await expect.poll(() => table.getByRole('row').count()).toBe(2);
    await table.getByRole('row').filter({ hasText: target.costNo }).waitFor();

    // The detail: lines and history; confirming without factories is refused by the stub's rule, so set them first.
    await table.getByRole('button', { name: target.costNo }).click();
    const detail = page.getByTestId('cost-detail');
    await detail.getByRole('heading', { name: `组件成本 ${target.costNo}` }).waitFor();
    await detail.getByText('创建询价').waitFor();
    await screenshot(page, 'component-cost-detail', { fullPage: false });
    await expectAccessible('组件成本详情');
    await detail.getByRole('button', { name: '更换鞋厂' }).click();
    const factories = page.getByRole('dialog', { name: '更换鞋厂' });
    await factories.getByText('宏远鞋业').click();
    await factories.getByText('裕盛鞋业').click();
    await screenshot(page, 'component-cost-factories', { fullPage: false });
    await factories.getByRole('button', { name: '确定' }).click();
    await toastShown(page, '更换鞋厂成功!');
    await expect
      .poll(async () => (await costs({ costNo: target.costNo }))[0]!.shoeFactoryCodes)
      .toEqual(['F2001', 'F2003']);
    await detail.getByText('宏远鞋业、裕盛鞋业').first().waitFor();

    // 填写并确认: a wrong price is refused in the form; the total follows the typing.
    await detail.getByRole('button', { name: '填写并确认' }).click();
    const fill = page.getByRole('dialog', { name: `填写并确认 ${target.costNo}` });
    for (const [n, item] of target.items.entries()) {
      await fill.getByLabel(`${item.itemName} 用量`).fill(String(1 + n));
      await fill.getByLabel(`${item.itemName} 单价(元)`).fill('2.5');
    }
    await fill.getByLabel(`${target.items[0]!.itemName} 单价(元)`).fill('-1');
    await fill.getByRole('button', { name: '确认' }).click();
    await fill.getByText('单价须为0~100000之间的数字，最多4位小数').waitFor();
    await fill.getByLabel(`${target.items[0]!.itemName} 单价(元)`).fill('2.5');
    await fill.getByLabel(`${target.items[0]!.itemName} 损耗率(%)`).fill('0');
    await screenshot(page, 'component-cost-fill', { fullPage: false });
    await fill.getByRole('button', { name: '确认' }).click();
    await toastShown(page, '确认成功!');
    await expect.poll(async () => (await costs({ costNo: target.costNo }))[0]!.status).toBe(1);

    // 主管审核: a rejection needs a remark; pass it.
    await detail.getByText('待审核').first().waitFor();
    await detail.getByRole('button', { name: '主管审核' }).click();
    const audit = page.getByRole('dialog', { name: '主管审核' });
    await audit.getByRole('button', { name: '驳回' }).click();
    await audit.getByText('驳回时请填写审核意见').waitFor();
    await audit.getByLabel('审核意见').fill('价格合理，同意');
    await audit.getByRole('button', { name: '审核通过' }).click();
    await toastShown(page, '审核成功!');
    await expect.poll(async () => (await costs({ costNo: target.costNo }))[0]!.status).toBe(2);
    await detail.getByText('审核通过').first().waitFor();
    await screenshot(page, 'component-cost-approved', { fullPage: false });

    // The PDF: downloaded through the page, opened, and its text names the component.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      detail.getByRole('button', { name: '下载PDF' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`组件成本单_${target.costNo}.pdf`);
    const text = await pdfText(await readFile((await download.path())!));
    expect(text).toContain(target.componentName);
    expect(text).toContain(target.costNo);
    expect(text).toContain('审核通过');
  });

  it('keeps the viewer (no component atom) out of the page', async () => {
    ({ page } = await browser.open());
    await signInToDashboard(page, baseUrl, demo.viewer);
    await page.goto(`${baseUrl}/component/componentCost`);
    await page.getByText('无权限访问').waitFor();
    expect(await page.getByRole('button', { name: '更换鞋厂' }).count()).toBe(0);
    await animationsDone(page);
  });
});

describe('组件参数 against the stub', () => {
  it('copies a set, changes a value with the result computed live, and sees the record', async () => {
    ({ page } = await browser.open({ width: 1600, height: 1000 }));
    await signInToDashboard(page, baseUrl, demo.supplier);
    await page.goto(`${baseUrl}/componentParam/componentParam`);
    const table = page.getByRole('table', { name: '组件参数列表' });
    await table.getByRole('row').nth(1).waitFor();
    await screenshot(page, 'component-param-list');
    await expectAccessible('组件参数列表');

    const token = await tokenOf(page);
    const sets = async (body: object) =>
      (
        await sendCall(stubUrl, api.componentParam.list, token, {
          body: {
            limit: 100,
            ...body,
          },
        })
      ).data;
    const source = (await sets({ componentCode: 'INSOLE', status: 1 }))[0]!;
    await page.getByLabel('参数名称').fill(source.setName);
    await page.getByRole('button', { name: '查询' }).click();
    await expect.poll(() => table.getByRole('row').count()).toBe(2);
    await table.getByRole('button', { name: source.paramCode }).click();
    const detail = page.getByTestId('param-detail');
    await detail.getByTestId('detail-result').filter({ hasText: /\d/ }).waitFor();

    // 复制: a new set named as a copy opens, disabled, with the same values.
    await detail.getByRole('button', { name: '复制' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: '确定' }).click();
    await toastShown(page, '复制成功!');
    const copyName = `${source.setName}-副本`;
    await page
      .getByTestId('param-detail')
      .getByRole('heading', { name: new RegExp(copyName) })
      .waitFor();
    const [copy] = await sets({ setName: copyName });
    expect(copy!.values).toEqual(source.values);
    await page.getByTestId('param-detail').getByText('复制', { exact: true }).last().waitFor();

    // 修改: the result follows the typing; a division by zero is named; the saved value shows in the record.
    await page.getByTestId('param-detail').getByRole('button', { name: '修改' }).click();
    const form = page.getByTestId('param-form');
    const result = form.getByTestId('formula-result');
    await result.filter({ hasText: String(source.result) }).waitFor();
    const priceIndex = source.values.findIndex((v) => v.name === 'unitPrice');
    await form.getByLabel(`参数值 ${priceIndex + 1}`).fill('50');
    const expected = source.values.reduce(
      (acc, v) => (v.name === 'loss' ? acc * (1 + v.value) : acc * (v.name === 'unitPrice' ? 50 : v.value)),
      1,
    );
    await result.filter({ hasText: String(Math.round(expected * 10000) / 10000) }).waitFor();
    await form.getByLabel('计算公式').fill('length * width / (loss - loss)');
    await result.filter({ hasText: '计算公式出现除数为0，请检查参数值' }).waitFor();
    await form.getByLabel('计算公式').fill('length * width * unitPrice * (1 + loss)');
    await screenshot(page, 'component-param-form', { fullPage: false });
    await expectAccessible('组件参数表单');
    await form.getByRole('button', { name: '保存' }).click();
    await toastShown(page, '修改成功!');
    await expect.poll(async () => (await sets({ setName: copyName }))[0]!.values[priceIndex]!.value).toBe(50);
    const record = page.getByTestId('param-detail').getByRole('table', { name: '修改记录' });
    const label = `${source.values[priceIndex]!.label}(unitPrice)`;
    await record.getByRole('row').filter({ hasText: label }).filter({ hasText: '50' }).waitFor();
    await screenshot(page, 'component-param-record', { fullPage: false });
  });
});
