import {
  api,
  PriceMessages,
  type PurchaseDetail,
  PurchaseLineStatus,
  PurchaseMessages,
  PurchaseStatus,
} from '@portal/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { notify } from '@/lib/notify';
import { envelope, purchaseOrderFixture } from '@/test/fixtures';
import { callAnswers, renderAs } from '@/test/render-as';

vi.mock('@/lib/notify', () => import('@/test/notify-mock'));

const order = purchaseOrderFixture(1, {
  purchaseNo: 'PO2026110003',
  quantity: 1500,
  remainingQuantity: 1500,
  status: PurchaseStatus.planned,
  statusName: '已计划',
});
const line = (n: number, patch: Partial<PurchaseDetail> = {}): PurchaseDetail => ({
  id: 10 + n,
  purchaseId: 1,
  purchaseNo: order.purchaseNo,
  lineNo: n,
  materialCode: 'SY-26-0012',
  materialName: 'PU超纤革 1.2mm 荔枝纹',
  materialSubCode: 'SY-26-0012-01',
  colorName: '白色',
  width: '137cm',
  thickness: null,
  quantity: 500,
  shippedQuantity: 0,
  remainingQuantity: 500,
  unit: '码',
  price: null,
  soleCode: null,
  soleCost: null,
  deliveryDate: null,
  sizes: [{ size: '均码', quantity: 500, shippedQuantity: 0 }],
  status: PurchaseLineStatus.open,
  statusName: '待交付',
  closeReason: null,
  ...patch,
});
const lines = [
  line(1),
  line(2, { price: 28.5, priceRemark: '含税，月结30天' }),
  line(3, { status: PurchaseLineStatus.closed, statusName: '已关闭', closeReason: '鞋厂减单', remainingQuantity: 0 }),
];
const material = (id: number, code: string, name: string) => ({
  id,
  materialCode: code,
  materialName: name,
  divisionId: 2,
  unit: '码',
  widths: ['137cm', '150cm'],
});
const shipmentRow = {
  id: 5,
  shipmentNo: 'SH2026112200001',
  purchaseId: 1,
  purchaseNo: order.purchaseNo,
  detailId: 11,
  quantity: 100,
  sizes: [{ size: '均码', quantity: 100 }],
  shipDate: '2026-11-22',
  logisticsCompany: '顺丰速运',
  logisticsNo: 'SF1',
  mergeNo: null,
  operator: '张三',
  noticeSent: false,
  createTime: '2026-11-22 10:00:00',
};

const noOrder = () => envelope(400, PurchaseMessages.notFound, null);
const ownAttrs = { widths: ['137cm'], thicknesses: [], grains: [] };
const otherAttrs = { widths: ['137cm', '150cm'], thicknesses: [], grains: [] };
const answers = callAnswers(
  // The page's order (id 1) only: another id is refused as the stub refuses it.
  [
    api.purchase.shipmentPageInfo,
    (_, { params }) => (params.id === '1' ? { purchase: order, details: lines } : noOrder()),
  ],
  [
    api.purchase.detail,
    (_, { params }) =>
      params.id === '1' ? { ...order, details: lines, plans: [], shipments: [shipmentRow] } : noOrder(),
  ],
  [
    api.purchase.supplierMaterials,
    {
      count: 2,
      data: [material(1, 'SY-26-0012', 'PU超纤革 1.2mm 荔枝纹'), material(2, 'TX-26-0107', '三明治网布 RC3085')],
    },
  ],
  [api.purchase.supplierMaterialsAndWidth, [material(1, 'SY-26-0012', 'PU超纤革 1.2mm 荔枝纹')]],
  // Each material its own widths: the order's material (id 1) one, the other two.
  [api.purchase.materialAttrs, (_, { params }) => (params.id === '1' ? ownAttrs : otherAttrs)],
  [
    api.purchase.materialSubCode,
    (body) =>
      ['137cm', '150cm']
        .filter((w) => !body.width || body.width === w)
        .map((w, i) => ({ materialSubCode: `${body.materialCode}-0${i + 1}`, width: w, thickness: null, grain: null })),
  ],
  [api.purchase.updateSubCode, true],
  [api.purchase.saveOrUpdatePriceInfo, true],
  [api.purchase.closePurchaseDetail, true],
  [
    api.purchase.sole,
    [
      { id: 1, soleCode: 'RB-3301', soleName: 'EVA一体大底 RB-3301', materialCode: 'SL-26-0022', cost: 18.5 },
      { id: 4, soleCode: 'MD-2206', soleName: 'MD发泡中底 MD-2206', materialCode: null, cost: 15.2 },
    ],
  ],
  [api.purchase.matePurchaseSole, true],
  [api.purchase.matchPurchaseSoleCost, { cost: 18.5 }],
  [
    api.purchase.querySupplierCostMaterial,
    [{ materialCode: 'SL-26-0022', materialName: '橡胶大底', unit: '双', price: 18 }],
  ],
  [api.purchase.sendNoticeEmail, true],
  [api.purchase.sizeShipments, true],
);

const openTool = async (name: string, testId: string, lineNo = 1) => {
  const table = await screen.findByRole('table', { name: `采购明细 ${order.purchaseNo}` });
  await userEvent.click(within(table).getByRole('button', { name: `${name} ${order.purchaseNo}-${lineNo}` }));
  return screen.findByTestId(testId);
};

let bodies: ReturnType<typeof renderAs>['bodies'];
beforeEach(() => {
  vi.mocked(notify.success).mockClear();
  vi.mocked(notify.warning).mockClear();
  ({ bodies } = renderAs('supplier', '/purchase/shipmentSingle?id=1', answers));
});

describe('调料单交付页面: the line controls', () => {
  it('shows a closed line as closed, with its reason and no controls', async () => {
    const table = await screen.findByRole('table', { name: `采购明细 ${order.purchaseNo}` });
    const closed = within(table).getByTestId(`line-${order.purchaseNo}-3`);
    expect(closed.textContent).toContain('已关闭');
    expect(closed.textContent).toContain('鞋厂减单');
    expect(within(closed).queryAllByRole('button')).toHaveLength(0);
    expect(within(table).getByRole('button', { name: `关闭明细 ${order.purchaseNo}-2` })).toBeTruthy();
  });

  it('选择材料: another material, narrowed by width, fills the line with its sub-code', async () => {
    const dialog = await openTool('选择材料', 'material-dialog');
    await within(dialog).findByText('已选材料：SY-26-0012 PU超纤革 1.2mm 荔枝纹');
    await userEvent.click(await within(dialog).findByRole('radio', { name: '选择 TX-26-0107' }));
    await within(dialog).findByText('已选材料：TX-26-0107 三明治网布 RC3085');
    await userEvent.selectOptions(await within(dialog).findByLabelText('幅宽'), '150cm');
    await waitFor(() =>
      expect(bodies(api.purchase.materialSubCode).at(-1)).toEqual({ materialCode: 'TX-26-0107', width: '150cm' }),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('请选择材料子编码');
    await userEvent.click(await within(dialog).findByRole('radio', { name: '选择 TX-26-0107-01' }));
    await userEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(() =>
      expect(bodies(api.purchase.updateSubCode)).toEqual([{ detailId: 11, materialSubCode: 'TX-26-0107-01' }]),
    );
    expect(notify.success).toHaveBeenCalledWith('保存成功!');
  });

  it('材料子编码: the line’s own sub-codes, the current one marked, and the change saved', async () => {
    const dialog = await openTool('材料子编码', 'material-dialog');
    expect(within(dialog).queryByRole('searchbox')).toBeNull();
    const current = await within(dialog).findByRole('radio', { name: '选择 SY-26-0012-01' });
    expect((current as HTMLInputElement).checked).toBe(true);
    expect(within(dialog).getByText('(当前)')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('radio', { name: '选择 SY-26-0012-02' }));
    await userEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(() =>
      expect(bodies(api.purchase.updateSubCode)).toEqual([{ detailId: 11, materialSubCode: 'SY-26-0012-02' }]),
    );
  });

  it('价格信息: the price float input rules (10001 becomes 10000 with the message), then the price saved', async () => {
    const dialog = await openTool('价格信息', 'price-dialog');
    const price = within(dialog).getByLabelText('单价（码）');
    await userEvent.type(price, '10001');
    expect((price as HTMLInputElement).value).toBe('10000');
    expect(notify.warning).toHaveBeenCalledWith(PriceMessages.floatMax);
    expect(within(dialog).getByText(PriceMessages.floatMax)).toBeTruthy();
    await userEvent.clear(price);
    await userEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('单价必须大于0');
    await userEvent.type(price, '35.555');
    expect((price as HTMLInputElement).value).toBe('35.55');
    await userEvent.type(within(dialog).getByLabelText('价格备注'), '含税');
    await userEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(() =>
      expect(bodies(api.purchase.saveOrUpdatePriceInfo)).toEqual([{ detailId: 11, price: 35.55, remark: '含税' }]),
    );
  });

  it('价格信息 opens with the price and remark already saved, and saves them again unchanged', async () => {
    const dialog = await openTool('价格信息', 'price-dialog', 2);
    expect((within(dialog).getByLabelText('单价（码）') as HTMLInputElement).value).toBe('28.5');
    expect((within(dialog).getByLabelText('价格备注') as HTMLTextAreaElement).value).toBe('含税，月结30天');
    await userEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(() =>
      expect(bodies(api.purchase.saveOrUpdatePriceInfo)).toEqual([
        { detailId: 12, price: 28.5, remark: '含税，月结30天' },
      ]),
    );
  });

  it('关闭明细: the reason is required, then the line is closed with it', async () => {
    const dialog = await openTool('关闭明细', 'close-line-dialog');
    expect(within(dialog).getByText('此操作将关闭所选采购明细，其剩余数量不再交付, 是否继续?')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: '确认关闭' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('请输入关闭原因');
    await userEvent.type(within(dialog).getByLabelText('关闭原因'), '鞋厂减单');
    await userEvent.click(within(dialog).getByRole('button', { name: '确认关闭' }));
    await waitFor(() =>
      expect(bodies(api.purchase.closePurchaseDetail)).toEqual([{ ids: [11], closeReason: '鞋厂减单' }]),
    );
    expect(notify.success).toHaveBeenCalledWith('关闭成功!');
  });

  it('大底匹配: a sole chosen, matched, and its cost shown', async () => {
    const dialog = await openTool('大底匹配', 'sole-dialog');
    await within(dialog).findByRole('radio', { name: '选择 MD-2206' });
    await within(dialog).findByRole('cell', { name: '橡胶大底' });
    await userEvent.click(within(dialog).getByRole('button', { name: '匹配大底' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('请选择大底');
    await userEvent.click(within(dialog).getByRole('radio', { name: '选择 RB-3301' }));
    await userEvent.click(within(dialog).getByRole('button', { name: '匹配大底' }));
    await waitFor(() => expect(bodies(api.purchase.matePurchaseSole)).toEqual([{ detailId: 11, soleCode: 'RB-3301' }]));
    await userEvent.click(within(dialog).getByRole('button', { name: '匹配大底成本' }));
    await waitFor(() =>
      expect(bodies(api.purchase.matchPurchaseSoleCost)).toEqual([{ detailId: 11, soleCode: 'RB-3301' }]),
    );
    await waitFor(() => expect(within(dialog).getByTestId('matched-sole').textContent).toContain('18.5'));
  });

  it('发送发货通知 asks first, then sends the notice', async () => {
    await userEvent.click(await screen.findByRole('button', { name: '发送发货通知 SH2026112200001' }));
    const confirm = await screen.findByTestId('notice-confirm');
    expect(confirm.textContent).toContain('此操作将向品牌方发送发货通知邮件, 是否继续?');
    expect(bodies(api.purchase.sendNoticeEmail)).toEqual([]);
    await userEvent.click(within(confirm).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(bodies(api.purchase.sendNoticeEmail)).toEqual([{ shipmentIds: [5] }]));
    expect(notify.success).toHaveBeenCalledWith('发货通知已发送!');
  });
});

describe('调料单交付页面: the shipment form', () => {
  it('reads a cleared size as 0, not as a number it refuses, and ships the sizes typed', async () => {
    const size = (await screen.findAllByTestId('ship-1-均码'))[0] as HTMLInputElement;
    await userEvent.type(size, '120');
    await userEvent.clear(size);
    expect(screen.queryByText(PurchaseMessages.quantityInvalid)).toBeNull();
    expect(size.getAttribute('aria-invalid')).toBeNull();
    // Nothing of any size: the form says so, and nothing is sent.
    await userEvent.click(screen.getByRole('button', { name: '确认发货' }));
    await screen.findByText(PurchaseMessages.shipEmpty);
    expect(screen.queryByText(PurchaseMessages.quantityInvalid)).toBeNull();
    expect(bodies(api.purchase.sizeShipments)).toEqual([]);

    await userEvent.type(size, '120');
    await userEvent.click(screen.getByRole('button', { name: '确认发货' }));
    await waitFor(() => expect(bodies(api.purchase.sizeShipments)).toHaveLength(1));
    expect(bodies(api.purchase.sizeShipments)[0]?.lines).toEqual([
      { purchaseId: 1, detailId: 11, sizes: [{ size: '均码', quantity: 120 }] },
    ]);
  });
});
