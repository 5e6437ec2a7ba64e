import { api, type InquiryNotice } from '@portal/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { accountDialogs } from '@/features/account';
import { notify, showNotification } from '@/lib/notify';
import { sessionStore } from '@/session/session';
import { envelope, supplierMenus, viewerMenus } from '@/test/fixtures';
import { renderApp, signInAs } from '@/test/render-app';
import { stubCalls } from '@/test/render-as';
import { windowWidth } from '@/test/window-width';

vi.mock('@/lib/notify', () => import('@/test/notify-mock'));

const notice = (id: number): InquiryNotice => ({
  id,
  inquiryNo: `INQ-${id}`,
  title: `询价 ${id}`,
  supplierCode: 'S001',
  season: null,
  contact: null,
  materialCount: 1,
  quotedCount: 0,
  deadline: null,
  status: 0,
  isRead: 0,
  quoteTime: null,
  createTime: '2026-11-01 10:00:00',
});

const openBell = async () => {
  await userEvent.click(await screen.findByRole('button', { name: /^消息提醒/ }));
  return screen.findByRole('menu');
};

describe('the shell', () => {
  beforeEach(() => {
    sessionStore.clear();
    accountDialogs.close();
    vi.mocked(notify.warning).mockClear();
    vi.mocked(showNotification).mockClear();
  });
  afterEach(() => vi.unstubAllGlobals());

  describe('bell', () => {
    it('shows 交付提醒(n) and 询价通知(n) from the stub counts, linking to their lists', async () => {
      stubCalls([api.purchase.warningCount, 3], [api.inquiry.noticeList, [notice(1), notice(2)]]);
      signInAs();
      renderApp('/dashboard');
      expect((await screen.findByTestId('bell-badge')).textContent).toBe('5');
      const menu = await openBell();
      expect(within(menu).getByRole('menuitem', { name: '交付提醒(3)' }).getAttribute('href')).toBe(
        '/purchase/purchase?pageCode=todo',
      );
      expect(within(menu).getByRole('menuitem', { name: '询价通知(2)' }).getAttribute('href')).toBe('/price/inquiry');
    });

    it('leaves out 询价通知 when there is none, and caps the badge at 99', async () => {
      stubCalls([api.purchase.warningCount, 120]);
      signInAs();
      renderApp('/dashboard');
      await waitFor(() => expect(screen.getByTestId('bell-badge').textContent).toBe('99+'));
      const menu = await openBell();
      expect(within(menu).getByRole('menuitem', { name: '交付提醒(120)' })).toBeTruthy();
      expect(within(menu).queryByRole('menuitem', { name: /询价通知/ })).toBeNull();
    });

    it('stays quiet when a count fails', async () => {
      stubCalls([api.purchase.warningCount, envelope(500, '系统错误', null)]);
      signInAs();
      renderApp('/dashboard');
      const menu = await openBell();
      expect(within(menu).getByRole('menuitem', { name: '交付提醒(0)' })).toBeTruthy();
      expect(screen.queryByTestId('bell-badge')).toBeNull();
      expect(showNotification).not.toHaveBeenCalled();
    });
  });

  describe('download list', () => {
    it('shows its columns and the empty state when the call is not implemented yet, without a warning', async () => {
      stubCalls();
      signInAs();
      renderApp('/dashboard');
      await userEvent.click(await screen.findByRole('button', { name: '下载列表' }));
      const dialog = await screen.findByRole('dialog');
      for (const column of ['文件名称', '生成日期', '状态']) {
        expect(within(dialog).getByRole('columnheader', { name: column })).toBeTruthy();
      }
      expect(await within(dialog).findByText('暂无下载记录')).toBeTruthy();
      expect(showNotification).not.toHaveBeenCalled();
    });

    it('lists the records the call returns', async () => {
      stubCalls([
        api.navbar.downloadList,
        {
          count: 1,
          data: [
            {
              key: 'k1',
              fileName: '面料列表.xlsx',
              createTime: '2026-11-20 09:30:12',
              status: 1,
              filePath: null,
              message: null,
            },
          ],
        },
      ]);
      signInAs();
      renderApp('/dashboard');
      await userEvent.click(await screen.findByRole('button', { name: '下载列表' }));
      const dialog = await screen.findByRole('dialog');
      expect(await within(dialog).findByText('面料列表.xlsx')).toBeTruthy();
      expect(within(dialog).getByText('2026-11-20 09:30')).toBeTruthy();
      expect(within(dialog).getByText('未下载')).toBeTruthy();
    });
  });

  describe('upload button', () => {
    it('shows only on fabric routes', async () => {
      stubCalls();
      signInAs();
      const { router } = renderApp('/dashboard');
      await screen.findByRole('navigation', { name: '主菜单' });
      expect(screen.queryByRole('button', { name: '上传' })).toBeNull();
      await router.navigate('/fabric/fabricManage');
      expect(await screen.findByRole('button', { name: '上传' })).toBeTruthy();
      await router.navigate('/price/inquiry');
      await waitFor(() => expect(screen.queryByRole('button', { name: '上传' })).toBeNull());
    });

    it('asks for the data type and warns when the atom is missing', async () => {
      stubCalls();
      signInAs(viewerMenus);
      renderApp('/fabric/fabricManage');
      await userEvent.click(await screen.findByRole('button', { name: '上传' }));
      expect(await screen.findByText('请选择要上传的数据类型')).toBeTruthy();
      await userEvent.click(screen.getByRole('button', { name: '鞋面料' }));
      expect(notify.warning).toHaveBeenCalledWith('您暂未开通面料管理模块，请联系后台管理员开通!');

      await userEvent.click(screen.getByRole('button', { name: '上传' }));
      await userEvent.click(await screen.findByRole('button', { name: '推荐材料' }));
      expect(notify.warning).toHaveBeenLastCalledWith('您暂未开通推荐材料模块，请联系后台管理员开通!');
      expect(screen.queryByTestId('material-dialog')).toBeNull();
    });

    it('uploads an innovation material from the innovation pages', async () => {
      stubCalls();
      signInAs({ ...viewerMenus, permissions: ['fabric:fabricManageAdd'] });
      renderApp('/fabric/fabricInnovate');
      await userEvent.click(await screen.findByRole('button', { name: '上传' }));
      await userEvent.click(await screen.findByRole('button', { name: '创新材料' }));
      expect(notify.warning).toHaveBeenCalledWith('您暂未开通创新材料模块，请联系后台管理员开通!');
    });

    it('opens the chosen upload when the atom is held', async () => {
      stubCalls();
      signInAs(supplierMenus);
      renderApp('/fabric/supplierRecommendManage');
      await userEvent.click(await screen.findByRole('button', { name: '上传' }));
      await userEvent.click(await screen.findByRole('button', { name: '鞋面料' }));
      const dialog = await screen.findByTestId('material-dialog');
      expect(within(dialog).getByRole('heading', { name: '上传鞋面料' })).toBeTruthy();
      expect(notify.warning).not.toHaveBeenCalled();
    });
  });

  describe('menu', () => {
    it('opens one submenu at a time', async () => {
      stubCalls();
      signInAs();
      renderApp('/dashboard');
      const nav = await screen.findByRole('navigation', { name: '主菜单' });
      await userEvent.click(within(nav).getByRole('button', { name: '面料管理' }));
      expect(await screen.findByRole('menuitem', { name: '创新材料' })).toBeTruthy();
      await userEvent.click(within(nav).getByRole('button', { name: '鞋楦中心' }));
      expect(await screen.findByRole('menuitem', { name: '鞋楦管理' })).toBeTruthy();
      await waitFor(() => expect(screen.queryByRole('menuitem', { name: '创新材料' })).toBeNull());
      expect(screen.getAllByRole('menu')).toHaveLength(1);
    });

    it('goes to a page from a submenu and marks it current', async () => {
      stubCalls();
      signInAs();
      const { router } = renderApp('/dashboard');
      const nav = await screen.findByRole('navigation', { name: '主菜单' });
      await userEvent.click(within(nav).getByRole('button', { name: '价格中心' }));
      await userEvent.click(await screen.findByRole('menuitem', { name: '询价通知列表' }));
      await waitFor(() => expect(router.state.location.pathname).toBe('/price/inquiry'));
      expect(await screen.findByRole('heading', { level: 1, name: '询价通知列表' })).toBeTruthy();
      expect(within(nav).getByRole('button', { name: '价格中心' }).className).toContain('after:bg-primary');
    });

    it('moves into a closed drawer under 992 px', async () => {
      windowWidth(800);
      stubCalls();
      signInAs();
      const { router } = renderApp('/dashboard');
      const open = await screen.findByRole('button', { name: '打开菜单' });
      expect(screen.queryByRole('navigation', { name: '主菜单' })).toBeNull();
      await userEvent.click(open);
      const drawer = await screen.findByRole('dialog');
      await userEvent.click(within(drawer).getByRole('button', { name: '鞋楦中心' }));
      await userEvent.click(within(drawer).getByRole('link', { name: '鞋楦管理' }));
      await waitFor(() => expect(router.state.location.pathname).toBe('/shoe/shoeTree'));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    });

    it('keeps the horizontal menu at 992 px and wider', async () => {
      windowWidth(992);
      stubCalls();
      signInAs();
      renderApp('/dashboard');
      expect(await screen.findByRole('navigation', { name: '主菜单' })).toBeTruthy();
      expect(screen.queryByRole('button', { name: '打开菜单' })).toBeNull();
    });
  });

  describe('user dropdown', () => {
    it('offers 修改密码 and 个人中心', async () => {
      stubCalls();
      signInAs();
      renderApp('/dashboard');
      await userEvent.click(await screen.findByRole('button', { name: /用户菜单$/ }));
      expect(await screen.findByRole('menuitem', { name: '修改密码' })).toBeTruthy();
      await userEvent.click(screen.getByRole('menuitem', { name: '个人中心' }));
      expect(await screen.findByTestId('profile-dialog')).toBeTruthy();
    });
  });

  it('signs out on a 401 from any call', async () => {
    stubCalls([api.dashboard.homeInfos, envelope(401, '', null)]);
    signInAs();
    const { router } = renderApp('/dashboard');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(sessionStore.get().token).toBeNull();
  });
});
