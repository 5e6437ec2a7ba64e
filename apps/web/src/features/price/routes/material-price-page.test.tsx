import {
  api,
  type FloatPrice,
  floatTemplates,
  PriceMessages as M,
  mouldPriceSheet,
  PriceStatus,
  priceCardSheet,
} from '@portal/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { notify } from '@/lib/notify';
import { captureDownloads } from '@/test/downloads';
import { callAnswers, renderAs } from '@/test/render-as';
import { PriceText as T } from '../texts';

vi.mock('@/lib/notify', () => import('@/test/notify-mock'));

const empty = { count: 0, data: [] };
const answers = callAnswers(
  [api.price.materialList, empty],
  [api.price.colorList, empty],
  [api.price.lineList, empty],
  [api.price.effectList, empty],
);

/** The toolbar's file buttons on a tab, once its table is shown. */
const fileButtons = async (tab: 'material' | 'color' | 'line' | 'effect') => {
  renderAs('supplier', tab === 'material' ? '/price/materialPrice' : `/price/materialPrice?tab=${tab}`, answers);
  await screen.findByRole('table', { name: T.tables[tab] });
  return [T.import, T.template, T.mouldTemplate].filter((name) => screen.queryByRole('button', { name }));
};

describe('材料价格 toolbar', () => {
  it('offers 导入 and 下载导入模板 where a kind is imported, and 下载模具模板 beside the cards’ template', async () => {
    expect(await fileButtons('material')).toEqual([T.import, T.template, T.mouldTemplate]);
  });

  it.each(['color', 'line'] as const)('opens the %s prices’ own import dialog from 导入', async (kind) => {
    expect(await fileButtons(kind)).toEqual([T.import, T.template]);
    await userEvent.click(screen.getByRole('button', { name: T.import }));
    expect(await screen.findByRole('dialog', { name: T.importFloatTitle[kind] })).toBeTruthy();
  });

  it('offers no import on 特殊效果价格, which has no import atom', async () => {
    expect(await fileButtons('effect')).toEqual([]);
  });

  it('saves each template under the title of its sheet, the kind sent to the template call', async () => {
    const xlsx = () => new Response('PK', { headers: { 'Content-Type': 'application/octet-stream' } });
    const templates = callAnswers(
      ...answers,
      [api.price.downloadTemplateFile, xlsx],
      [api.price.downloadMouldTemplateFile, xlsx],
    );
    const { bodies } = renderAs('supplier', '/price/materialPrice', templates);
    const saved = captureDownloads();
    await screen.findByRole('table', { name: T.tables.material });
    for (const name of [T.template, T.mouldTemplate]) {
      const before = saved.length;
      await userEvent.click(screen.getByRole('button', { name }));
      await waitFor(() => expect(saved.length).toBe(before + 1));
    }
    await userEvent.click(screen.getByRole('link', { name: T.tabs.color }));
    await screen.findByRole('table', { name: T.tables.color });
    await userEvent.click(screen.getByRole('button', { name: T.template }));
    await waitFor(() => expect(saved).toHaveLength(3));
    expect(saved.map((d) => d.fileName)).toEqual([
      `${priceCardSheet.title}.xlsx`,
      `${mouldPriceSheet.title}.xlsx`,
      `${floatTemplates.color.title}.xlsx`,
    ]);
    expect(bodies(api.price.downloadTemplateFile)).toEqual([{}, { kind: 'color' }]);
  });
});

describe('颜色价格 rows', () => {
  const colour = (id: number, status: number): FloatPrice => ({
    id,
    parentId: 7,
    supplierCode: 'S10001',
    materialCode: 'TP0009873',
    materialName: '热熔胶衬',
    code: `C0${id}`,
    name: `颜色${id}`,
    floatingPrice: 1.5,
    remark: null,
    status,
    version: 1,
    auditRemark: null,
    modifier: '陈志华',
    modifyTime: '2026-11-20 10:00:00',
  });
  const rowAnswers = callAnswers(
    [api.price.colorList, { count: 2, data: [colour(1, PriceStatus.draft), colour(2, PriceStatus.submitted)] }],
    [api.price.colorSubmit, true],
    [api.price.colorDelete, true],
    [
      api.inquiry.materialPriceApproveHistory,
      [
        {
          id: 1,
          node: '供应商提交',
          result: 'submit',
          remark: null,
          operator: '陈志华',
          operateTime: '2026-11-20 10:00:00',
        },
        {
          id: 2,
          node: '主管审核',
          result: 'reject',
          remark: '价格偏高',
          operator: '王主管',
          operateTime: '2026-11-21 09:00:00',
        },
      ],
    ],
  );
  const rowOf = async (code: string) =>
    (await within(await screen.findByRole('table', { name: T.tables.color })).findByText(code)).closest(
      'tr',
    ) as HTMLElement;
  const buttons = (row: HTMLElement) =>
    within(row)
      .queryAllByRole('button')
      .map((b) => b.textContent);

  it('offers each row the actions its status allows', async () => {
    renderAs('supplier', '/price/materialPrice?tab=color', rowAnswers);
    expect(buttons(await rowOf('C01'))).toEqual([T.edit, T.submit, T.remove, T.history]);
    expect(buttons(await rowOf('C02'))).toEqual([T.audit, T.history]);
  });

  it('submits and deletes a draft after asking, with its id', async () => {
    const { bodies } = renderAs('supplier', '/price/materialPrice?tab=color', rowAnswers);
    await userEvent.click(within(await rowOf('C01')).getByRole('button', { name: T.submit }));
    expect(await screen.findByText(T.confirmSubmit)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(bodies(api.price.colorSubmit)).toEqual([{ ids: [1] }]));
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith(M.submitted));

    await userEvent.click(within(await rowOf('C01')).getByRole('button', { name: T.remove }));
    expect(await screen.findByText(T.confirmDelete)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(bodies(api.price.colorDelete)).toEqual([{ ids: [1] }]));
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith(M.deleted));
  });

  it('shows a price’s approval history, each step with its result and remark', async () => {
    const { bodies } = renderAs('supplier', '/price/materialPrice?tab=color', rowAnswers);
    await userEvent.click(within(await rowOf('C02')).getByRole('button', { name: T.history }));
    const dialog = await screen.findByRole('dialog', { name: T.history });
    const steps = within(await within(dialog).findByTestId('price-history')).getAllByRole('listitem');
    expect(steps.map((s) => s.textContent)).toEqual([
      expect.stringContaining('供应商提交提交陈志华'),
      expect.stringContaining('主管审核驳回王主管'),
    ]);
    expect(steps[1]?.textContent).toContain('价格偏高');
    expect(bodies(api.inquiry.materialPriceApproveHistory)).toEqual([{ id: 2, kind: 'color' }]);
  });
});
