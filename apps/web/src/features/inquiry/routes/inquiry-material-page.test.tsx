import { api, InquiryItemStatus, type InquiryPrice } from '@portal/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { callAnswers, renderAs } from '@/test/render-as';

vi.mock('@/lib/notify', () => import('@/test/notify-mock'));

const url = '/inquiryMaterial/inquiryMaterial';
const item = (id: number, patch: Partial<InquiryPrice> = {}): InquiryPrice => ({
  id,
  inquiryId: 1,
  inquiryNo: 'INQ-2026-1101',
  inquiryTitle: '27Q1 面料询价',
  materialCode: `LT00000${id}`,
  materialName: `超纤革 ${id}`,
  spec: '1.2mm',
  unit: '米',
  quantity: 500,
  price: null,
  currency: 'CNY',
  remark: null,
  isSole: 0,
  status: InquiryItemStatus.toFill,
  closeReason: null,
  deadline: '2099-12-31 18:00:00',
  modifyTime: '2026-11-02 09:00:00',
  ...patch,
});

const answers = callAnswers(
  [api.inquiry.priceList, { count: 2, data: [item(1), item(2, { status: InquiryItemStatus.filled, price: 36.5 })] }],
  [api.inquiry.costBatchClose, true],
);

const rowOf = async (code: string) => {
  const table = await screen.findByRole('table', { name: '材料待填报列表' });
  return (await within(table).findByText(code)).closest('tr')!;
};

describe('材料待填报管理', () => {
  it('lists the materials with their notice, spec, quantity, price and status', async () => {
    renderAs('supplier', url, answers);
    const cells = async (code: string) =>
      within(await rowOf(code))
        .getAllByRole('cell')
        .map((c) => c.textContent);
    expect(await cells('LT000001')).toEqual(
      expect.arrayContaining(['INQ-2026-1101', 'LT000001', '超纤革 1', '1.2mm', '500 米', '--', '待填报']),
    );
    expect(await cells('LT000002')).toEqual(expect.arrayContaining(['LT000002', '36.5', '已填报']));
  });

  it('sends the typed material name and the chosen status with 查询', async () => {
    const { bodies } = renderAs('supplier', url, answers);
    const form = await screen.findByRole('form', { name: '搜索条件' });
    await userEvent.type(within(form).getByLabelText('材料名称'), '超纤');
    await userEvent.selectOptions(within(form).getByLabelText('状态'), String(InquiryItemStatus.filled));
    await userEvent.click(within(form).getByRole('button', { name: '查询' }));
    await waitFor(() =>
      expect(bodies(api.inquiry.priceList).at(-1)).toMatchObject({ materialName: '超纤', status: 1, page: 1 }),
    );
  });

  it('offers 填报 and 关闭 to the supplier, not to a role holding view atoms only', async () => {
    renderAs('viewAtoms', url, answers);
    const row = await rowOf('LT000001');
    expect(within(row).getByRole('button', { name: '成本明细' })).toBeTruthy();
    expect(within(row).queryByRole('button', { name: '填报' })).toBeNull();
    expect(within(row).queryByRole('button', { name: '关闭' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^批量关闭/ })).toBeNull();
  });

  it('closes a material: costBatchClose with its id after the confirmation', async () => {
    const { bodies } = renderAs('supplier', url, answers);
    const row = await rowOf('LT000001');
    expect(within(row).getByRole('button', { name: '填报' })).toBeTruthy();
    await userEvent.click(within(row).getByRole('button', { name: '关闭' }));
    await userEvent.click(await screen.findByRole('button', { name: '确定' }));
    await waitFor(() => expect(bodies(api.inquiry.costBatchClose)).toEqual([{ ids: [1] }]));
  });
});
