import { api, type SeasonDelivery, SeasonMessages, SeasonReceipt, SeasonStatus } from '@portal/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { notify } from '@/lib/notify';
import { AppText } from '@/lib/texts';
import { seasonOrderFixture } from '@/test/fixtures';
import { callAnswers, findRows, renderAs, requestsTo } from '@/test/render-as';
import { SeasonText as text } from '../texts';

vi.mock('@/lib/notify', () => import('@/test/notify-mock'));

const url = '/shoe/seasonDetail?id=1';
const order = seasonOrderFixture(1, {
  status: SeasonStatus.delivering,
  statusName: '交付中',
  deliveredQuantity: 150,
  remainingQuantity: 1050,
  version: 3,
});
const delivery = (id: number, receiptStatus: number, quantity: number): SeasonDelivery => ({
  id,
  seasonId: 1,
  deliverType: 'product',
  deliverDate: `2026-11-2${id}`,
  sizes: [{ size: '38', quantity }],
  quantity,
  logisticsNo: receiptStatus === SeasonReceipt.waiting ? null : 'SF1234567890',
  receiptStatus,
  remark: null,
  operator: '陈志华',
  createTime: `2026-11-2${id} 10:00:00`,
});
const snapshot = (status: number, deliveredQuantity: number) => ({
  status,
  quantity: 1200,
  deliveredQuantity,
  deliveryDate: '2026-12-20',
  sizes: [],
});

const answers = callAnswers(
  [api.season.list, { count: 1, data: [order] }],
  [
    api.season.sizeList,
    [
      { size: '38', quantity: 600, deliveredQuantity: 150 },
      { size: '39', quantity: 600, deliveredQuantity: 0 },
    ],
  ],
  [api.season.deliverDetail, [delivery(2, SeasonReceipt.received, 100), delivery(3, SeasonReceipt.waiting, 50)]],
  [
    api.season.getVersion,
    [
      {
        version: 1,
        action: '接单',
        remark: null,
        snapshot: snapshot(SeasonStatus.accepted, 0),
        modifier: '陈志华',
        modifyTime: '2026-11-20 09:00:00',
      },
      {
        version: 2,
        action: '大货交付',
        remark: null,
        snapshot: snapshot(SeasonStatus.delivering, 100),
        modifier: '陈志华',
        modifyTime: '2026-11-22 10:00:00',
      },
      {
        version: 3,
        action: '大货交付',
        remark: '补交',
        snapshot: snapshot(SeasonStatus.delivering, 150),
        modifier: '陈志华',
        modifyTime: '2026-11-23 10:00:00',
      },
    ],
  ],
  [api.season.saveConfirmReceipt, true],
  [api.season.removeSeasonDeliver, true],
);

describe('采购调料单 (the detail)', () => {
  it('shows each size with what is left, the deliveries with their receipt, and every version', async () => {
    renderAs('supplier', url, answers);
    expect(await findRows(text.sizes, 2)).toEqual([
      ['38', '600', '150', '450'],
      ['39', '600', '0', '600'],
    ]);
    const [received, waiting] = await findRows(text.deliveries, 2);
    expect(received).toEqual(expect.arrayContaining(['2026-11-22', '大货', '38×100', 'SF1234567890', '已收货']));
    expect(waiting).toEqual(expect.arrayContaining(['2026-11-23', '38×50', '--', '待确认']));
    const versions = await findRows(text.versions, 3);
    expect(versions.map((v) => v.slice(0, 5))).toEqual([
      ['V1', '接单', '已接单', '1,200', '0'],
      ['V2', '大货交付', '交付中', '1,200', '100'],
      ['V3', '大货交付', '交付中', '1,200', '150'],
    ]);
  });

  it('confirms the receipt of a waiting delivery and undoes one after asking; a received one offers neither', async () => {
    const { bodies, fetchMock } = renderAs('supplier', url, answers);
    const ids = (call: Parameters<typeof requestsTo>[1]) => requestsTo(fetchMock, call).map((r) => r.params);
    const table = await screen.findByRole('table', { name: text.deliveries });
    await within(table).findByRole('button', { name: `${text.confirmReceipt} 2026-11-23 3` });
    expect(within(table).queryByRole('button', { name: `${text.confirmReceipt} 2026-11-22 2` })).toBeNull();
    expect(within(table).queryByRole('button', { name: `${text.removeDelivery} 2` })).toBeNull();

    await userEvent.click(within(table).getByRole('button', { name: `${text.confirmReceipt} 2026-11-23 3` }));
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith(SeasonMessages.confirmed));
    expect(bodies(api.season.saveConfirmReceipt)).toEqual([{}]);

    await userEvent.click(within(table).getByRole('button', { name: `${text.removeDelivery} 3` }));
    await userEvent.click(await screen.findByRole('button', { name: '确定' }));
    await waitFor(() => expect(ids(api.season.removeSeasonDeliver)).toEqual([{ id: '3' }]));
    expect(ids(api.season.saveConfirmReceipt)).toEqual([{ id: '3' }]);
  });

  it('offers the viewer neither receipt nor undo, and no 编辑 once delivery has begun', async () => {
    renderAs('viewer', url, answers);
    const table = await screen.findByRole('table', { name: text.deliveries });
    await within(table).findByText('待确认');
    expect(within(table).queryByRole('button')).toBeNull();
    expect(screen.queryByRole('button', { name: text.edit })).toBeNull();
  });

  it('edits the delivery date and remark of an order not yet delivered', async () => {
    const { bodies } = renderAs('supplier', url, [
      [api.season.list, { count: 1, data: [seasonOrderFixture(1, { status: SeasonStatus.accepted })] }],
      [api.season.sizeList, []],
      [api.season.deliverDetail, []],
      [api.season.getVersion, []],
      [api.season.saveOrUpdateSeason, true],
    ]);
    await userEvent.click(await screen.findByRole('button', { name: text.edit }));
    const dialog = await screen.findByRole('dialog', { name: text.editTitle });
    await userEvent.type(within(dialog).getByLabelText(text.remark), '改期');
    await userEvent.click(within(dialog).getByRole('button', { name: AppText.formDialog.save }));
    await waitFor(() =>
      expect(bodies(api.season.saveOrUpdateSeason)).toEqual([{ id: 1, deliveryDate: '2026-12-20', remark: '改期' }]),
    );
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith(SeasonMessages.saved));
  });

  it('says the order is not there when the list finds no such id', async () => {
    renderAs('supplier', '/shoe/seasonDetail?id=99', [
      [api.season.list, { count: 0, data: [] }],
      [api.season.sizeList, []],
      [api.season.deliverDetail, []],
      [api.season.getVersion, []],
    ]);
    expect(await screen.findByRole('heading', { name: AppText.recordNotFound.title('调料单') })).toBeTruthy();
    expect(screen.getByRole('link', { name: AppText.recordNotFound.back('调料单管理') })).toBeTruthy();
  });
});
