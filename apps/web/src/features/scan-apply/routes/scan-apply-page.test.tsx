import { api, ScanApplyStatus as S, type ScanApply, type ScanApplyStatusValue } from '@portal/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { emptyText } from '@/lib/format';
import { notify } from '@/lib/notify';
import { supplierMenus, viewerMenus } from '@/test/fixtures';
import { type FetchMock, renderApp, shellAnswers, signInAs, stubApi } from '@/test/render-app';
import { callAnswers, renderAs } from '@/test/render-as';
import { ScanApplyText as T } from '../texts';
import { scanApplyDetailUrl } from './scan-apply-page';

vi.mock('@/lib/notify', () => import('@/test/notify-mock'));

const url = '/fabric/scanApply';

const application = (id: number, status: ScanApplyStatusValue): ScanApply => ({
  id,
  applyNo: `SM26${String(id).padStart(6, '0')}`,
  supplierCode: 'S10001',
  supplierName: '东莞市华彩鞋材科技有限公司',
  materialId: id,
  materialCode: `LT${String(id).padStart(6, '0')}`,
  materialName: `修面漆皮${id}`,
  sampleQuantity: 2,
  expectDate: null,
  sampleImgIds: [],
  expressCompany: null,
  expressNo: null,
  sendDate: null,
  status,
  closeReason: null,
  remark: null,
  createdBy: 'supplier',
  createTime: '2026-11-20 10:00:00',
  checkTime: null,
  modifyTime: '2026-11-20 10:00:00',
});

const rows = [
  application(1, S.draft),
  application(2, S.submitted),
  application(3, S.accepted),
  application(4, S.scanned),
];
const counts: Record<string, number> = { all: 40, 0: 8, 1: 14, 2: 10, 3: 12, 4: 10, 9: 6 };

const answers = {
  ...shellAnswers,
  [api.scanApply.list.path]: { count: rows.length, data: rows },
  [api.scanApply.listSize.path]: (body: { status?: number }) => counts[body.status ?? 'all'],
  [api.scanApply.checkScan.path]: true,
};

const bodiesOf = (fetchMock: FetchMock, path: string) =>
  fetchMock.mock.calls
    .filter(([input]) => new URL(String(input), 'http://localhost').pathname === path)
    .map(([, init]) => JSON.parse(String(init?.body)));

const rowOf = async (applyNo: string) => {
  const table = await screen.findByRole('table', { name: '扫描申请列表' });
  return (await within(table).findByText(applyNo)).closest('tr') as HTMLElement;
};

describe('扫描申请管理', () => {
  it('shows a tab per status with its getListSize count, and only the actions each status allows', async () => {
    stubApi(answers);
    signInAs(supplierMenus);
    renderApp(url);
    const tabs = await screen.findByRole('navigation', { name: '申请状态' });
    await within(tabs).findByText('(14)');
    expect(within(tabs).getByText('(40)')).toBeTruthy();
    const names = (row: HTMLElement) =>
      within(row)
        .queryAllByRole('button')
        .map((b) => b.textContent);
    expect(names(await rowOf('SM26000001'))).toEqual(['修改', '关闭', '删除']);
    expect(names(await rowOf('SM26000002'))).toEqual(['修改', '受理', '关闭']);
    expect(names(await rowOf('SM26000003'))).toEqual(['寄送样品', '关闭']);
    expect(names(await rowOf('SM26000004'))).toEqual([]);
  });

  it('shows an empty 快递 cell as every list shows an empty value', async () => {
    stubApi(answers);
    signInAs(supplierMenus);
    renderApp(url);
    const cells = within(await rowOf('SM26000001')).getAllByRole('cell');
    const express = screen.getAllByRole('columnheader').findIndex((h) => h.textContent === T.express);
    expect(express).toBeGreaterThan(0);
    expect(cells[express]?.textContent).toBe(emptyText);
  });

  it('受理 asks first, then sends checkScan', async () => {
    const fetchMock = stubApi(answers);
    signInAs(supplierMenus);
    renderApp(url);
    await userEvent.click(within(await rowOf('SM26000002')).getByRole('button', { name: '受理' }));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(bodiesOf(fetchMock, api.scanApply.checkScan.path)).toEqual([{ id: 2 }]));
  });

  it('filters by status through the tabs', async () => {
    const fetchMock = stubApi(answers);
    signInAs(supplierMenus);
    renderApp(url);
    const tabs = await screen.findByRole('navigation', { name: '申请状态' });
    await userEvent.click(within(tabs).getByRole('button', { name: /已受理/ }));
    await waitFor(() =>
      expect(bodiesOf(fetchMock, api.scanApply.list.path).at(-1)).toMatchObject({ status: S.accepted }),
    );
  });

  it('shows the viewer no write button', async () => {
    stubApi(answers);
    signInAs(viewerMenus);
    renderApp(url);
    const row = await rowOf('SM26000002');
    expect(within(row).queryAllByRole('button')).toEqual([]);
    expect(screen.queryByRole('button', { name: '新增扫描申请' })).toBeNull();
  });
});

describe('扫描申请管理: closing and deleting', () => {
  const writes = callAnswers(
    [api.scanApply.list, { count: rows.length, data: rows }],
    [api.scanApply.listSize, 4],
    [api.scanApply.close, true],
    [api.scanApply.delete, true],
    [api.scanApply.detail, { ...application(1, S.draft), sampleImgs: [] }],
  );

  it('关闭 sends the reason when one is given, and none when it is left empty', async () => {
    const { bodies } = renderAs('supplier', url, writes);
    await userEvent.click(within(await rowOf('SM26000002')).getByRole('button', { name: T.close }));
    let dialog = await screen.findByRole('dialog', { name: T.closeTitle });
    await userEvent.type(within(dialog).getByLabelText(T.closeReason), '样品已停产');
    await userEvent.click(within(dialog).getByRole('button', { name: T.confirm }));
    await waitFor(() => expect(bodies(api.scanApply.close)).toEqual([{ ids: [2], closeReason: '样品已停产' }]));
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith(T.closed));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: T.closeTitle })).toBeNull());

    await userEvent.click(within(await rowOf('SM26000003')).getByRole('button', { name: T.close }));
    dialog = await screen.findByRole('dialog', { name: T.closeTitle });
    await userEvent.click(within(dialog).getByRole('button', { name: T.confirm }));
    await waitFor(() => expect(bodies(api.scanApply.close)[1]).toEqual({ ids: [3] }));
  });

  it('删除 on the detail page asks, deletes the application and goes back to the list', async () => {
    const { bodies, router } = renderAs('supplier', scanApplyDetailUrl(1), writes);
    await screen.findByText('修面漆皮1');
    await userEvent.click(await screen.findByRole('button', { name: T.remove }));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(bodies(api.scanApply.delete)).toEqual([{ ids: [1] }]));
    await waitFor(() => expect(router.state.location.pathname).toBe(url));
    expect(notify.success).toHaveBeenCalledWith(T.removed);
  });
});
