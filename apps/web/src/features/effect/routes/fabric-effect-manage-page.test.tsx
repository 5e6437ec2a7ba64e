import { api, atoms, type Effect } from '@portal/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { notify } from '@/lib/notify';
import { supplierMenus } from '@/test/fixtures';
import { callAnswers, renderAs } from '@/test/render-as';

vi.mock('@/lib/notify', () => import('@/test/notify-mock'));

const url = '/fabric/fabricEffectManage';

const effect = (id: number, patch: Partial<Effect> = {}): Effect => ({
  id,
  effectName: `效果${id}`,
  effectPrice: 12.5,
  sort: id,
  divisionId: 3,
  ...patch,
});

const answers = callAnswers(
  [api.lookups.materialCategoryList, [{ id: 3, name: '纺织', materialCode: 'TU', childrens: [] }]],
  [api.effect.list, { count: 2, data: [effect(1, { effectName: '烫金', effectPrice: 13.16 }), effect(2)] }],
  [api.effect.export, { key: 'k2', fileName: '特殊效果_20261121120000.xlsx' }],
);

describe('特殊效果管理', () => {
  it('lists 特殊效果, 材料大类, 价格(¥) and 排序', async () => {
    renderAs('supplier', url, answers);
    const table = await screen.findByRole('table', { name: '特殊效果列表' });
    await waitFor(() => expect(within(table).getAllByText('纺织')).toHaveLength(2));
    const rows = within(table).getAllByRole('row');
    expect(
      within(rows[0]!)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['特殊效果', '材料大类', '价格(¥)', '排序']);
    expect(
      within(rows[1]!)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['烫金', '纺织', '13.16', '1']);
  });

  it('searches by name and exports what it shows', async () => {
    const { router, bodies } = renderAs('supplier', `${url}?divisionId=3`, answers);
    await screen.findByRole('table', { name: '特殊效果列表' });
    await userEvent.type(screen.getByLabelText('特殊效果'), '烫');
    await userEvent.click(screen.getByRole('button', { name: '查询' }));
    await waitFor(() =>
      expect(router.state.location.search).toBe(`?divisionId=3&effectName=${encodeURIComponent('烫')}`),
    );
    await waitFor(() =>
      expect(bodies(api.effect.list).at(-1)).toEqual({ divisionId: 3, effectName: '烫', page: 1, limit: 10 }),
    );
    await userEvent.click(screen.getByRole('button', { name: '导出' }));
    await waitFor(() => expect(bodies(api.effect.export)).toEqual([{ divisionId: 3, effectName: '烫' }]));
    expect(notify.success).toHaveBeenCalledWith('导出任务已创建，请在下载列表中查看');
  });

  it('leaves 导出 out without fabric:fabricEffectExport', async () => {
    renderAs({ ...supplierMenus, permissions: [atoms.fabricEffect.list] }, url, answers);
    await screen.findByRole('table', { name: '特殊效果列表' });
    expect(screen.queryByRole('button', { name: '导出' })).toBeNull();
  });
  it('sorts by 排序, 价格(¥) or 特殊效果 on the server; 材料大类 does not sort', async () => {
    const { router, bodies } = renderAs('supplier', url, answers);
    const table = await screen.findByRole('table', { name: '特殊效果列表' });
    expect(within(within(table).getByRole('columnheader', { name: '材料大类' })).queryByRole('button')).toBeNull();
    await userEvent.click(within(table).getByRole('button', { name: '排序' }));
    await userEvent.click(within(table).getByRole('button', { name: '排序' }));
    await waitFor(() => expect(router.state.location.search).toBe('?sortField=sort&sortOrder=desc'));
    await waitFor(() =>
      expect(bodies(api.effect.list).at(-1)).toEqual({
        page: 1,
        limit: 10,
        sortField: 'sort',
        sortOrder: 'desc',
      }),
    );
    expect(within(table).getByRole('columnheader', { name: '排序' }).getAttribute('aria-sort')).toBe('descending');
    // The export gets the filters, never the sort.
    await userEvent.click(screen.getByRole('button', { name: '导出' }));
    await waitFor(() => expect(bodies(api.effect.export)).toEqual([{}]));
  });
});
