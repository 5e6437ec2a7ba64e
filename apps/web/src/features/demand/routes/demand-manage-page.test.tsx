import { api, fillPath, type MaterialDemand, type MaterialDemandDetail } from '@portal/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { supplierMenus } from '@/test/fixtures';
import { calledPaths, type FetchMock, renderApp, shellAnswers, signInAs, stubApi } from '@/test/render-app';

vi.mock('@/lib/notify', () => import('@/test/notify-mock'));

const demand: MaterialDemand = {
  id: 5,
  requestNo: 'XQ202600005',
  title: '寻找环保再生涤纶网布',
  content: '克重260-300g/㎡',
  divisionId: 3,
  requester: '材料中心·李工',
  deadline: '2026-12-01',
  status: 1,
  replyNum: 1,
  noReadNum: 1,
  createTime: '2026-11-20 10:00:00',
};
const detail: MaterialDemandDetail = {
  ...demand,
  files: [],
  replies: [
    {
      id: 9,
      requestId: 5,
      content: '请补充物性报告。',
      materials: [],
      files: [],
      fromBrand: 1,
      replier: '材料中心·李工',
      isRead: 0,
      mine: 0,
      createTime: '2026-11-21 10:00:00',
    },
  ],
};

const bodiesOf = (fetchMock: FetchMock, path: string) =>
  fetchMock.mock.calls
    .filter(([input]) => new URL(String(input), 'http://localhost').pathname === path)
    .map(([, init]) => JSON.parse(String(init?.body)));

describe('需求管理', () => {
  it('shows the unread total on the menu, opens a request and replies with the form’s rules', async () => {
    let unread = 3;
    const fetchMock = stubApi({
      ...shellAnswers,
      [api.demand.list.path]: { count: 1, data: [demand] },
      [api.demand.detail.path]: detail,
      [api.demand.totalNoReadNum.path]: () => unread,
      [api.demand.saveOrUpdateReply.path]: { id: 10 },
      [api.demand.setAllReplyRead.path]: () => {
        unread = 2;
        return true;
      },
      [api.scanApply.materials.path]: [{ id: 1, materialCode: 'LT000001', materialName: '修面漆皮' }],
    });
    signInAs(supplierMenus);
    renderApp('/materialDemand/demandManage');
    expect(await screen.findByTestId('menu-badge')).toHaveProperty('textContent', '未读3');
    const table = await screen.findByRole('table', { name: '材料需求列表' });
    await userEvent.click(await within(table).findByRole('button', { name: demand.title }));
    const dialog = await screen.findByRole('dialog', { name: '材料需求详情' });
    await within(dialog).findByText('请补充物性报告。');

    await userEvent.click(within(dialog).getByRole('button', { name: '发送回复' }));
    expect(await within(dialog).findByText('请输入回复内容！')).toBeTruthy();
    await userEvent.type(within(dialog).getByLabelText('回复内容'), '已寄样');
    await userEvent.click(within(dialog).getByRole('button', { name: '发送回复' }));
    await waitFor(() =>
      expect(bodiesOf(fetchMock, api.demand.saveOrUpdateReply.path)).toEqual([
        { content: '已寄样', requestId: 5, materialIds: [] },
      ]),
    );

    await userEvent.click(within(dialog).getByRole('button', { name: /全部标为已读/ }));
    await waitFor(() => expect(screen.getByTestId('menu-badge')).toHaveProperty('textContent', '未读2'));
    expect(calledPaths(fetchMock)).toContain(fillPath(api.demand.setAllReplyRead.path, { id: demand.id }));
  });
});
