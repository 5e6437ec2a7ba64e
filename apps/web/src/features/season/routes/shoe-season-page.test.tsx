import { api, SeasonMessages, SeasonStatus } from '@portal/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { seasonOrderFixture } from '@/test/fixtures';
import { callAnswers, findRows, renderAs } from '@/test/render-as';

vi.mock('@/lib/notify', () => import('@/test/notify-mock'));

const url = '/shoe/shoeSeason';
const order = seasonOrderFixture;

const answers = callAnswers(
  [api.season.list, { count: 2, data: [order(1), order(2, { orderType: 'sample', status: SeasonStatus.accepted })] }],
  [api.season.deliveredCount, 0],
  [api.season.receiveSeason, true],
);

describe('调料单管理', () => {
  it('lists the orders with their type, quantity, version and status', async () => {
    renderAs('supplier', url, answers);
    await screen.findByRole('link', { name: 'SO20261101' });
    const [first, second] = await findRows('调料单列表', 2);
    expect(first).toEqual(
      expect.arrayContaining(['SO20261101', '27Q1', '大货', 'SY-26-001', 'PU超纤革 1', '1,200 双', 'V1', '待接单']),
    );
    expect(second).toEqual(expect.arrayContaining(['SO20261102', '样品', '已接单']));
  });

  it('sends the typed filter with 查询', async () => {
    const { bodies } = renderAs('supplier', url, answers);
    const form = await screen.findByRole('form', { name: '搜索条件' });
    await userEvent.type(within(form).getByLabelText('材料名称'), '超纤');
    await userEvent.click(within(form).getByRole('button', { name: '查询' }));
    await waitFor(() => expect(bodies(api.season.list).at(-1)).toMatchObject({ materialName: '超纤', page: 1 }));
    await waitFor(() => expect(bodies(api.season.deliveredCount).at(-1)).toMatchObject({ materialName: '超纤' }));
  });

  it('offers 接单 to the supplier, not to the viewer', async () => {
    renderAs('viewer', url, answers);
    const table = await screen.findByRole('table', { name: '调料单列表' });
    await within(table).findByRole('link', { name: 'SO20261101' });
    expect(within(table).queryByRole('button', { name: '接单 SO20261101' })).toBeNull();
    expect(within(table).queryByRole('button', { name: '关闭 SO20261101' })).toBeNull();
    expect(screen.queryByRole('button', { name: '批量接单' })).toBeNull();
  });

  it('accepts an order: receiveSeason with its id after the confirmation', async () => {
    const { bodies } = renderAs('supplier', url, answers);
    const table = await screen.findByRole('table', { name: '调料单列表' });
    await userEvent.click(await within(table).findByRole('button', { name: '接单 SO20261101' }));
    expect(within(table).queryByRole('button', { name: '接单 SO20261102' })).toBeNull();
    await userEvent.click(await screen.findByRole('button', { name: '确定' }));
    await waitFor(() => expect(bodies(api.season.receiveSeason)).toEqual([{ ids: [1] }]));
  });
});

describe('采购调料单: the delivery by size', () => {
  const deliveryAnswers = callAnswers(
    [api.season.list, { count: 1, data: [order(1, { status: SeasonStatus.accepted, statusName: '已接单' })] }],
    [
      api.season.sizeList,
      [
        { size: '38', quantity: 600, deliveredQuantity: 0 },
        { size: '39', quantity: 600, deliveredQuantity: 0 },
      ],
    ],
    [api.season.operateAdd, true],
  );

  it('reads a cleared size as 0, says when nothing is given, and delivers the sizes typed', async () => {
    const { bodies } = renderAs('supplier', '/shoe/seasonSingle?id=1', deliveryAnswers);
    const size = (await screen.findByLabelText(/^尺码 38/)) as HTMLInputElement;
    await userEvent.type(size, '50');
    await userEvent.clear(size);
    // Not refused as a missing number: the size is 0.
    expect(size.getAttribute('aria-invalid')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: '确认交付' }));
    await screen.findByText(SeasonMessages.deliverEmpty);
    expect(bodies(api.season.operateAdd)).toEqual([]);

    await userEvent.type(size, '50');
    await userEvent.click(screen.getByRole('button', { name: '确认交付' }));
    await waitFor(() => expect(bodies(api.season.operateAdd)).toHaveLength(1));
    expect(bodies(api.season.operateAdd)[0]?.sizes).toEqual([{ size: '38', quantity: 50 }]);
  });
});
