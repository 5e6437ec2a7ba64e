import { api, PurchaseStatus } from '@portal/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { purchaseOrderFixture } from '@/test/fixtures';
import { callAnswers, renderAs } from '@/test/render-as';

vi.mock('@/lib/notify', () => import('@/test/notify-mock'));

const order = purchaseOrderFixture;

const answers = callAnswers(
  [api.purchase.factoryNames, [{ shoeFactoryCode: 'F2003', shoeFactoryName: '东莞市裕盛鞋业有限公司' }]],
  [
    api.purchase.list,
    {
      count: 2,
      data: [order(1), order(2, { status: PurchaseStatus.planned, statusName: '已计划', warning: false })],
    },
  ],
);

describe('采购单', () => {
  it('asks for the reminders with pageCode=todo and says so; rows offer what their status allows', async () => {
    const { bodies } = renderAs('supplier', '/purchase/purchase?pageCode=todo', answers);
    const table = await screen.findByRole('table', { name: '交付提醒' });
    await waitFor(() => expect(bodies(api.purchase.list)[0]).toMatchObject({ pageCode: 'todo' }));
    expect(screen.getByRole('note').textContent).toContain('交付提醒');
    await within(table).findByRole('button', { name: 'PO2026110001' });
    // 新建: plan and close, no shipment before a plan; 已计划: plan, ship, close.
    expect(within(table).getByRole('button', { name: '交付计划 PO2026110001' })).toBeTruthy();
    expect(within(table).queryByRole('link', { name: '发货 PO2026110001' })).toBeNull();
    expect(within(table).getByRole('link', { name: '发货 PO2026110002' }).getAttribute('href')).toBe(
      '/purchase/shipmentSingle?id=2',
    );
    expect(within(table).getAllByText(/^(到期|逾期)$/)).toHaveLength(1);
  });

  it('sends the factory and the status from the search form', async () => {
    const { bodies } = renderAs('supplier', '/purchase/purchase', answers);
    const form = await screen.findByRole('form', { name: '搜索条件' });
    await within(form).findByRole('option', { name: '东莞市裕盛鞋业有限公司' });
    await userEvent.selectOptions(within(form).getByLabelText('鞋厂'), 'F2003');
    await userEvent.selectOptions(within(form).getByLabelText('状态'), String(PurchaseStatus.planned));
    await userEvent.click(within(form).getByRole('button', { name: '查询' }));
    await waitFor(() =>
      expect(bodies(api.purchase.list).at(-1)).toMatchObject({ shoeFactoryCode: 'F2003', status: 1 }),
    );
  });

  it('shows the viewer no write button', async () => {
    renderAs('viewer', '/purchase/purchase', answers);
    const table = await screen.findByRole('table', { name: '采购单列表' });
    await within(table).findByRole('button', { name: '详情 PO2026110001' });
    expect(within(table).queryByRole('button', { name: '交付计划 PO2026110001' })).toBeNull();
    expect(within(table).queryByRole('button', { name: '关闭 PO2026110001' })).toBeNull();
    expect(screen.queryByRole('button', { name: '合并发货' })).toBeNull();
  });
});
