import { api, type InquiryNotice, type InquiryNoticeDetail, quoteSheet } from '@portal/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { captureDownloads } from '@/test/downloads';
import { callAnswers, renderAs } from '@/test/render-as';

vi.mock('@/lib/notify', () => import('@/test/notify-mock'));

const notice = (id: number, patch: Partial<InquiryNotice> = {}): InquiryNotice => ({
  id,
  inquiryNo: `INQ-2026-${1100 + id}`,
  title: `询价${id}`,
  supplierCode: 'S10001',
  season: '2027Q1',
  contact: '王敏（采购部）',
  materialCount: 2,
  quotedCount: 0,
  deadline: '2099-12-31 18:00:00',
  status: 0,
  isRead: 0,
  quoteTime: null,
  createTime: '2026-11-01 09:00:00',
  ...patch,
});
const detail = (id: number): InquiryNoticeDetail => ({
  ...notice(id),
  remark: null,
  auditRemark: null,
  items: [1, 2].map((k) => ({
    id: k,
    inquiryId: id,
    inquiryNo: notice(id).inquiryNo,
    inquiryTitle: notice(id).title,
    materialCode: `LT000000${k}`,
    materialName: `材料${k}`,
    spec: null,
    unit: '米',
    quantity: 100,
    price: null,
    currency: 'CNY',
    remark: null,
    isSole: 0,
    status: 0,
    closeReason: null,
    deadline: notice(id).deadline,
    modifyTime: '2026-11-01 09:00:00',
  })),
});

const answers = callAnswers(
  [api.inquiry.noticeList, [notice(1), notice(2)]],
  [api.inquiry.noticeDetails, (body) => detail(body.id)],
  [api.inquiry.noticeApproveHistory, []],
  [api.inquiry.submitPrice, true],
);

describe('询价通知列表', () => {
  it('asks for the notices still to quote by default, and exactly the ids the URL gives', async () => {
    const all = renderAs('supplier', '/price/inquiry', answers);
    await screen.findByText('INQ-2026-1101');
    expect(all.bodies(api.inquiry.noticeList)).toContainEqual({ status: 0 });

    const given = renderAs('supplier', '/price/inquiry?ids=2,1', answers);
    await screen.findByText('当前显示通知中指定的询价');
    await waitFor(() => expect(given.bodies(api.inquiry.noticeList)).toContainEqual({ ids: [2, 1] }));
  });

  it('offers the viewer 查看, not 报价, on a notice that still takes quotes', async () => {
    renderAs('viewer', '/price/inquiry', answers);
    expect(await screen.findByRole('button', { name: '查看 INQ-2026-1101' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^报价 / })).toBeNull();
  });

  it('opens a notice, refuses an empty quote with the contract’s message, and submits a full one', async () => {
    const { bodies } = renderAs('supplier', '/price/inquiry', answers);
    await userEvent.click(await screen.findByRole('button', { name: '报价 INQ-2026-1101' }));
    const dialog = await screen.findByTestId('notice-dialog');
    await within(dialog).findByText('材料1');
    await userEvent.click(within(dialog).getByRole('button', { name: '提交报价' }));
    expect(await within(dialog).findAllByText('请填写所有材料的报价后再提交!')).toHaveLength(2);
    expect(bodies(api.inquiry.submitPrice)).toHaveLength(0);

    await userEvent.type(within(dialog).getByLabelText('材料1 单价(元)'), '12.5');
    await userEvent.type(within(dialog).getByLabelText('材料2 单价(元)'), '8');
    await userEvent.click(within(dialog).getByRole('button', { name: '提交报价' }));
    await userEvent.click(await screen.findByRole('button', { name: '确定' }));
    await waitFor(() =>
      expect(bodies(api.inquiry.submitPrice)).toEqual([
        {
          id: 1,
          items: [
            { id: 1, price: 12.5 },
            { id: 2, price: 8 },
          ],
        },
      ]),
    );
  });

  it('下载模板 saves the notice’s quote template under the sheet’s title and the notice’s number', async () => {
    const xlsx = () => new Response('PK', { headers: { 'Content-Type': 'application/octet-stream' } });
    const { bodies } = renderAs(
      'supplier',
      '/price/inquiry',
      callAnswers(...answers, [api.inquiry.downloadTemplateFile, xlsx]),
    );
    const saved = captureDownloads();
    await userEvent.click(await screen.findByRole('button', { name: '报价 INQ-2026-1102' }));
    const dialog = await screen.findByTestId('notice-dialog');
    await userEvent.click(await within(dialog).findByRole('button', { name: '下载模板' }));
    await waitFor(() => expect(saved.map((d) => d.fileName)).toEqual([`${quoteSheet.title}_INQ-2026-1102.xlsx`]));
    expect(bodies(api.inquiry.downloadTemplateFile)).toEqual([{ id: 2 }]);
  });
});
