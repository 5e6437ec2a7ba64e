import { api, fillPath, type MaterialDemand, type MaterialDemandDetail } from '@portal/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { notify } from '@/lib/notify';
import { supplierMenus } from '@/test/fixtures';
import { calledPaths, type FetchMock, renderApp, shellAnswers, signInAs, stubApi } from '@/test/render-app';
import { callAnswers, renderAs, requestsTo } from '@/test/render-as';
import { DemandText as T } from '../texts';

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

describe('需求管理: messages and the supplier’s own replies', () => {
  const message = (id: number, isRead: 0 | 1, businessId: string | null) => ({
    id,
    title: `材料需求有新回复 ${id}`,
    content: '材料中心·李工 回复了您的材料需求',
    businessType: businessId ? 'demandReply' : null,
    businessId,
    isRead,
    createTime: `2026-11-2${id} 10:00:00`,
  });
  const mine = {
    ...detail.replies[0]!,
    id: 10,
    content: '可提供超纤绒面皮',
    fromBrand: 0 as const,
    replier: '陈志华',
    isRead: 1 as const,
    mine: 1 as const,
  };
  const answers = callAnswers(
    [api.demand.list, { count: 1, data: [demand] }],
    [api.demand.detail, { ...detail, replies: [detail.replies[0]!, mine] }],
    [api.demand.totalNoReadNum, 1],
    [
      api.message.list,
      (body) =>
        body.isRead === 0
          ? { count: 2, data: [message(1, 0, '5'), message(2, 0, null)] }
          : { count: 3, data: [message(1, 0, '5'), message(2, 0, null), message(3, 1, null)] },
    ],
    [api.message.read, true],
    [api.demand.deleteReply, true],
    [api.scanApply.materials, []],
  );

  it('shows the unread messages first, all on request, and reads one, all, or the one whose request it opens', async () => {
    const { bodies, fetchMock } = renderAs('supplier', '/materialDemand/demandManage', answers);
    await userEvent.click(await screen.findByRole('button', { name: T.messages }));
    const center = await screen.findByRole('dialog', { name: T.messagesTitle });
    await waitFor(() => expect(within(center).getAllByTestId('demand-message')).toHaveLength(2));
    expect(bodies(api.message.list)[0]).toMatchObject({ isRead: 0 });

    await userEvent.click(within(center).getByRole('button', { name: T.allMessages }));
    await waitFor(() => expect(within(center).getAllByTestId('demand-message')).toHaveLength(3));
    expect(bodies(api.message.list).at(-1)).not.toHaveProperty('isRead');
    const [first, second] = within(center).getAllByTestId('demand-message');
    await userEvent.click(within(second!).getByRole('button', { name: T.markRead }));
    await waitFor(() => expect(bodies(api.message.read)).toEqual([{ ids: [2] }]));
    await userEvent.click(within(center).getByRole('button', { name: T.readAll }));
    await waitFor(() => expect(bodies(api.message.read)[1]).toEqual({ ids: [1, 2] }));

    await userEvent.click(within(first!).getByRole('button', { name: T.open }));
    await waitFor(() => expect(bodies(api.message.read)[2]).toEqual({ ids: [1] }));
    await screen.findByRole('dialog', { name: '材料需求详情' });
    expect(requestsTo(fetchMock, api.demand.detail).at(-1)?.body).toEqual({ id: 5 });
  });

  it('deletes the supplier’s own reply after asking, and offers no change on the brand’s', async () => {
    const { bodies } = renderAs('supplier', '/materialDemand/demandManage', answers);
    const table = await screen.findByRole('table', { name: '材料需求列表' });
    await userEvent.click(await within(table).findByRole('button', { name: demand.title }));
    const dialog = await screen.findByRole('dialog', { name: '材料需求详情' });
    await within(dialog).findByText('可提供超纤绒面皮');
    expect(within(dialog).getAllByRole('button', { name: T.remove })).toHaveLength(1);
    await userEvent.click(within(dialog).getByRole('button', { name: T.remove }));
    expect(await screen.findByText(T.confirmRemove)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(bodies(api.demand.deleteReply)).toEqual([{ id: 10 }]));
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith(T.removed));
  });
});
