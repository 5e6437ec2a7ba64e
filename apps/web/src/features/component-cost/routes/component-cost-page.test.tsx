import { AuditMessages, api, type ComponentCost, ComponentCostMessages, ComponentCostStatus } from '@portal/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { notify } from '@/lib/notify';
import { captureDownloads } from '@/test/downloads';
import { callAnswers, findRows, renderAs, requestsTo } from '@/test/render-as';

vi.mock('@/lib/notify', () => import('@/test/notify-mock'));

const url = '/component/componentCost';
const cost = (id: number, patch: Partial<ComponentCost> = {}): ComponentCost => ({
  id,
  costNo: `CC2026110${id}`,
  styleNo: `XT-80${id}`,
  styleName: `跑鞋 ${id}`,
  seasonCode: '27Q1',
  componentCode: 'OUTSOLE',
  componentName: '大底',
  shoeFactoryCodes: ['F2003'],
  shoeFactoryNames: '裕盛鞋业',
  currency: 'CNY',
  totalCost: 1234.5,
  status: ComponentCostStatus.toQuote,
  inquiryDeadline: '2026-12-31 18:00:00',
  remark: null,
  auditRemark: null,
  closeReason: null,
  confirmTime: null,
  auditTime: null,
  createTime: '2026-11-02 09:00:00',
  modifyTime: '2026-11-02 09:00:00',
  items: [],
  history: [],
  ...patch,
});

const answers = callAnswers(
  [
    api.componentCost.list,
    { count: 2, data: [cost(1), cost(2, { status: ComponentCostStatus.approved, totalCost: null })] },
  ],
  [
    api.lookups.supplierSearchList,
    [{ supplierCode: 'F2003', shortName: '裕盛鞋业', supplierName: '东莞市裕盛鞋业有限公司', typeCode: 'FWP' }],
  ],
  [api.componentCost.delete, true],
);

describe('组件成本管理', () => {
  it('lists the costs with their style, component, factories, total and status', async () => {
    renderAs('supplier', url, answers);
    await screen.findByRole('button', { name: 'CC20261101' });
    const [first, second] = await findRows('组件成本列表', 2);
    expect(first).toEqual(
      expect.arrayContaining([
        'CC20261101',
        'XT-801',
        '跑鞋 1',
        '27Q1',
        '大底（OUTSOLE）',
        '裕盛鞋业',
        '1,234.5',
        '待报价',
      ]),
    );
    expect(second).toEqual(expect.arrayContaining(['CC20261102', '--', '审核通过']));
  });

  it('sends the typed style and the chosen status with 查询', async () => {
    const { bodies } = renderAs('supplier', url, answers);
    const form = await screen.findByRole('form', { name: '搜索条件' });
    await userEvent.type(within(form).getByLabelText('型体号'), 'XT-8');
    await userEvent.selectOptions(within(form).getByLabelText('状态'), String(ComponentCostStatus.toAudit));
    await userEvent.click(within(form).getByRole('button', { name: '查询' }));
    await waitFor(() =>
      expect(bodies(api.componentCost.list).at(-1)).toMatchObject({ styleNo: 'XT-8', status: 1, page: 1 }),
    );
  });

  it('offers 删除 and 导入 to the supplier, not to a role holding view atoms only', async () => {
    renderAs('viewAtoms', url, answers);
    const table = await screen.findByRole('table', { name: '组件成本列表' });
    await within(table).findByRole('button', { name: 'CC20261101' });
    expect(screen.getByRole('button', { name: '导出' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^删除/ })).toBeNull();
    expect(screen.queryByRole('button', { name: '导入' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^确认/ })).toBeNull();
  });

  it('填写并确认 names a loss rate out of its range at its line as it is typed, before 确认', async () => {
    const item = {
      itemName: '大底片',
      materialCode: 'SL000136',
      unit: '双',
      usage: null,
      unitPrice: null,
      amount: null,
    };
    const { bodies } = renderAs(
      'supplier',
      url,
      callAnswers([
        api.componentCost.list,
        { count: 1, data: [cost(1, { items: [{ id: 11, lossRate: 0, ...item }] })] },
      ]),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'CC20261101' }));
    await userEvent.click(await screen.findByRole('button', { name: '填写并确认' }));
    const fill = await screen.findByRole('dialog', { name: '填写并确认 CC20261101' });
    const loss = within(fill).getByLabelText('大底片 损耗率(%)');
    await userEvent.clear(loss);
    await userEvent.type(loss, '120');
    expect(await within(fill).findByText('损耗率须为0~100之间的数字')).toBeTruthy();
    expect(loss.getAttribute('aria-invalid')).toBe('true');
    // The untouched usage and price wait for 确认.
    expect(within(fill).getByLabelText('大底片 用量').getAttribute('aria-invalid')).toBeNull();
    await userEvent.clear(loss);
    await userEvent.type(loss, '5');
    await waitFor(() => expect(within(fill).queryByText('损耗率须为0~100之间的数字')).toBeNull());
    expect(bodies(api.componentCost.confirmOne)).toEqual([]);
  });

  it('deletes the chosen cost: delete with its id after the confirmation', async () => {
    const { bodies } = renderAs('supplier', url, answers);
    const table = await screen.findByRole('table', { name: '组件成本列表' });
    expect(await screen.findByRole('button', { name: '导入' })).toBeTruthy();
    await userEvent.click(await within(table).findByRole('checkbox', { name: '选择 2' }));
    await userEvent.click(screen.getByRole('button', { name: '删除 (1)' }));
    await userEvent.click(await screen.findByRole('button', { name: '确定' }));
    await waitFor(() => expect(bodies(api.componentCost.delete)).toEqual([{ ids: [2] }]));
  });

  it('导入 saves each template under the name of its sheet', async () => {
    const xlsx = () => new Response('PK', { headers: { 'Content-Type': 'application/octet-stream' } });
    const { bodies } = renderAs(
      'supplier',
      url,
      callAnswers(
        ...answers,
        [api.componentCost.downloadTemplateFileAndSetValue, xlsx],
        [api.componentCost.downloadImportTemplateFile, xlsx],
        [api.componentCost.downloadTemplateFile, xlsx],
      ),
    );
    const saved = captureDownloads();
    const table = await screen.findByRole('table', { name: '组件成本列表' });
    await userEvent.click(await within(table).findByRole('checkbox', { name: '选择 2' }));
    await userEvent.click(screen.getByRole('button', { name: '导入' }));
    const dialog = await screen.findByRole('dialog');
    for (const name of ['下载所选成本模板 (1)', '下载导入模板', '下载成本模板']) {
      const before = saved.length;
      await userEvent.click(within(dialog).getByRole('button', { name }));
      await waitFor(() => expect(saved.length).toBe(before + 1));
    }
    expect(saved.map((d) => d.fileName)).toEqual([
      '组件成本导入模板.xlsx',
      '组件成本导入模板.xlsx',
      '组件成本模板.xlsx',
    ]);
    expect(bodies(api.componentCost.downloadTemplateFileAndSetValue)).toEqual([{ ids: [2] }]);
  });

  it('填写并确认 shows each line’s amount and the total as they are typed, and sends the lines with 确认', async () => {
    const line = (id: number, itemName: string) => ({
      id,
      itemName,
      materialCode: 'SL000136',
      unit: '双',
      usage: null,
      unitPrice: null,
      lossRate: 0,
      amount: null,
    });
    const { bodies, fetchMock } = renderAs(
      'supplier',
      url,
      callAnswers(
        [
          api.componentCost.list,
          { count: 1, data: [cost(1, { items: [line(11, '大底片'), line(12, '中底板')], totalCost: null })] },
        ],
        [api.componentCost.confirmOne, true],
      ),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'CC20261101' }));
    await userEvent.click(await screen.findByRole('button', { name: '填写并确认' }));
    const fill = await screen.findByRole('dialog', { name: '填写并确认 CC20261101' });
    const type = async (label: string, value: string) => {
      const input = within(fill).getByLabelText(label);
      await userEvent.clear(input);
      await userEvent.type(input, value);
    };
    await type('大底片 用量', '2');
    await type('大底片 单价(元)', '10');
    await type('大底片 损耗率(%)', '5');
    const items = within(fill).getByRole('table', { name: '成本明细' });
    expect(within(items).getAllByRole('row')[1]?.textContent).toContain('21');
    // The total waits until every line is priced.
    expect(within(fill).getByText(/^合计/).textContent).toBe('合计：-- 元');
    await type('中底板 用量', '1');
    await type('中底板 单价(元)', '3.5');
    await waitFor(() => expect(within(fill).getByText(/^合计/).textContent).toBe('合计：24.5 元'));
    await userEvent.click(within(fill).getByRole('button', { name: '确认' }));
    await waitFor(() => expect(bodies(api.componentCost.confirmOne)).toHaveLength(1));
    expect(bodies(api.componentCost.confirmOne)[0]).toEqual({
      items: [
        { id: 11, usage: 2, unitPrice: 10, lossRate: 5 },
        { id: 12, usage: 1, unitPrice: 3.5, lossRate: 0 },
      ],
      remark: '',
    });
    expect(requestsTo(fetchMock, api.componentCost.confirmOne)[0]?.params).toEqual({ id: '1' });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '填写并确认 CC20261101' })).toBeNull());
  });

  it('主管审核 asks a remark before 驳回, then sends the decision for the chosen costs', async () => {
    const { bodies } = renderAs('supplier', url, [...answers, [api.componentCost.supervisorAudit, true]]);
    const table = await screen.findByRole('table', { name: '组件成本列表' });
    await userEvent.click(await within(table).findByRole('checkbox', { name: '选择 1' }));
    await userEvent.click(await within(table).findByRole('checkbox', { name: '选择 2' }));
    await userEvent.click(screen.getByRole('button', { name: '主管审核 (2)' }));
    const dialog = await screen.findByRole('dialog', { name: '主管审核' });
    await userEvent.click(within(dialog).getByRole('button', { name: '驳回' }));
    expect(await within(dialog).findByText(AuditMessages.rejectNeedsRemark)).toBeTruthy();
    expect(bodies(api.componentCost.supervisorAudit)).toEqual([]);
    await userEvent.type(within(dialog).getByLabelText('审核意见'), '单价偏高');
    await userEvent.click(within(dialog).getByRole('button', { name: '驳回' }));
    await waitFor(() =>
      expect(bodies(api.componentCost.supervisorAudit)).toEqual([
        { ids: [1, 2], pass: false, auditRemark: '单价偏高' },
      ]),
    );
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith(ComponentCostMessages.audited));
  });

  it('关闭询价 sends the chosen costs with the reason, or without one when none is given', async () => {
    const { bodies } = renderAs('supplier', url, [...answers, [api.componentCost.closeInquiry, true]]);
    const table = await screen.findByRole('table', { name: '组件成本列表' });
    await userEvent.click(await within(table).findByRole('checkbox', { name: '选择 1' }));
    await userEvent.click(screen.getByRole('button', { name: '关闭询价 (1)' }));
    let dialog = await screen.findByRole('dialog', { name: '关闭询价' });
    await userEvent.click(within(dialog).getByRole('button', { name: '关闭询价' }));
    await waitFor(() => expect(bodies(api.componentCost.closeInquiry)).toEqual([{ ids: [1] }]));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '关闭询价' })).toBeNull());
    await userEvent.click(screen.getByRole('button', { name: '关闭询价 (1)' }));
    dialog = await screen.findByRole('dialog', { name: '关闭询价' });
    await userEvent.type(within(dialog).getByLabelText('关闭原因'), '款式取消');
    await userEvent.click(within(dialog).getByRole('button', { name: '关闭询价' }));
    await waitFor(() =>
      expect(bodies(api.componentCost.closeInquiry)[1]).toEqual({ ids: [1], closeReason: '款式取消' }),
    );
  });
});
