import { api } from '@portal/contract';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
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
});
