import { api, type Call } from '@portal/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { notify, showNotification } from '@/lib/notify';
import { sessionStore } from '@/session/session';
import { envelope, sessionFixture, supplierMenus } from '@/test/fixtures';
import { renderApp, signInAs } from '@/test/render-app';
import { bodiesSent, type CallAnswers, stubCalls } from '@/test/render-as';
import { accountDialogs } from '../account-dialogs';
import { ChangePasswordDialog } from './change-password-dialog';

vi.mock('@/lib/notify', () => import('@/test/notify-mock'));

const newcomer = { ...sessionFixture, lastModifyTime: null };

const fill = async (label: string, value: string) => {
  const input = screen.getByLabelText(label);
  await userEvent.clear(input);
  if (value) await userEvent.type(input, value);
};

describe('change password', () => {
  beforeEach(() => {
    sessionStore.clear();
    accountDialogs.close();
    vi.mocked(notify.success).mockClear();
    vi.mocked(showNotification).mockClear();
  });

  it('opens by itself for a user who never changed the password, and cannot be closed', async () => {
    stubCalls();
    signInAs(supplierMenus, newcomer);
    renderApp('/dashboard');
    const dialog = await screen.findByTestId('change-password-dialog');
    expect(within(dialog).getByText('为了账号安全，首次登录请先修改初始密码')).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: '关闭' })).toBeNull();
    await userEvent.keyboard('{Escape}');
    // A click outside: Radix listens for the pointerdown (userEvent refuses, the overlay blocks pointers).
    fireEvent.pointerDown(document.body);
    expect(screen.getByTestId('change-password-dialog')).toBeTruthy();
  });

  it('a forced dialog never asks to close: no icon, Escape or click outside', async () => {
    const onOpenChange = vi.fn();
    const dialog = (forced: boolean) => (
      <QueryClientProvider client={new QueryClient()}>
        <ChangePasswordDialog open forced={forced} onOpenChange={onOpenChange} onChanged={() => {}} />
      </QueryClientProvider>
    );
    const { rerender } = render(dialog(true));
    expect(screen.queryByRole('button', { name: '关闭' })).toBeNull();
    await userEvent.keyboard('{Escape}');
    fireEvent.pointerDown(document.body);
    expect(onOpenChange).not.toHaveBeenCalled();

    rerender(dialog(false));
    await userEvent.keyboard('{Escape}');
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('checks the spec rules with the contract messages', async () => {
    const fetchMock = stubCalls();
    signInAs(supplierMenus, newcomer);
    renderApp('/dashboard');
    const dialog = await screen.findByTestId('change-password-dialog');
    const submit = within(dialog).getByRole('button', { name: '修改' });

    await userEvent.click(submit);
    expect(await within(dialog).findByText('请输入新密码')).toBeTruthy();
    expect(within(dialog).getAllByText('密码不能少于6位')).toHaveLength(2);

    await fill('原密码', 'Newcomer@2026');
    await fill('新密码', 'abc12345');
    await fill('确认密码', 'abc123456');
    await userEvent.click(submit);
    expect(await within(dialog).findByText('请输入8~20个字符，必须包含字母,数字,特殊字符(~!@#$%^&*)组合')).toBeTruthy();
    expect(within(dialog).getByText('新密码与确认密码不一致')).toBeTruthy();
    expect(bodiesSent(fetchMock, api.account.changePwd)).toEqual([]);
  });

  it('重置 empties the form', async () => {
    stubCalls();
    signInAs();
    accountDialogs.open('password');
    renderApp('/dashboard');
    await screen.findByTestId('change-password-dialog');
    await fill('原密码', 'abcdef');
    await userEvent.click(screen.getByRole('button', { name: '重置' }));
    expect((screen.getByLabelText('原密码') as HTMLInputElement).value).toBe('');
  });

  it('logs out and goes to /login after a change', async () => {
    const fetchMock = stubCalls([api.account.changePwd, true]);
    signInAs(supplierMenus, newcomer);
    const { router } = renderApp('/dashboard');
    await screen.findByTestId('change-password-dialog');
    await fill('原密码', 'Newcomer@2026');
    await fill('新密码', 'Fresh#2027');
    await fill('确认密码', 'Fresh#2027');
    await userEvent.click(screen.getByRole('button', { name: '修改' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(bodiesSent(fetchMock, api.account.changePwd)).toEqual([
      { oldPwd: 'Newcomer@2026', newPwd: 'Fresh#2027', confirmPwd: 'Fresh#2027' },
    ]);
    expect(sessionStore.get().token).toBeNull();
    expect(notify.success).toHaveBeenCalledWith('密码修改成功，请使用新密码重新登录');
    expect(screen.queryByTestId('change-password-dialog')).toBeNull();
  });

  it('stays open with the server message when the old password is wrong', async () => {
    stubCalls([api.account.changePwd, envelope(400, '原密码错误', null)]);
    signInAs();
    accountDialogs.open('password');
    const { router } = renderApp('/dashboard');
    await screen.findByTestId('change-password-dialog');
    await fill('原密码', 'Wrong@2026');
    await fill('新密码', 'Fresh#2027');
    await fill('确认密码', 'Fresh#2027');
    await userEvent.click(screen.getByRole('button', { name: '修改' }));
    await waitFor(() =>
      expect(showNotification).toHaveBeenCalledWith(expect.objectContaining({ message: '原密码错误' })),
    );
    expect(screen.getByTestId('change-password-dialog')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(sessionStore.get().token).toBe(sessionFixture.token);
  });

  it('closes normally when it was asked for', async () => {
    stubCalls();
    signInAs();
    accountDialogs.open('password');
    renderApp('/dashboard');
    const dialog = await screen.findByTestId('change-password-dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: '关闭' }));
    await waitFor(() => expect(screen.queryByTestId('change-password-dialog')).toBeNull());
  });
});

describe('personal center', () => {
  beforeEach(() => {
    sessionStore.clear();
    accountDialogs.close();
    vi.mocked(notify.success).mockClear();
    vi.mocked(notify.error).mockClear();
  });

  const openProfile = async <const T extends readonly Call[]>(...answers: CallAnswers<T>) => {
    const fetchMock = stubCalls(...answers);
    signInAs();
    accountDialogs.open('profile');
    renderApp('/dashboard');
    const dialog = await screen.findByTestId('profile-dialog');
    return { fetchMock, dialog };
  };

  it('shows the account read-only and the personal info to edit', async () => {
    const { dialog } = await openProfile();
    for (const text of ['supplier01', 'S001', '华南面料有限公司', '2024-01-01 10:00', '2024-03-01 09:00']) {
      expect(within(dialog).getByText(text)).toBeTruthy();
    }
    expect((within(dialog).getByLabelText('用户昵称') as HTMLInputElement).value).toBe('张三');
    expect((within(dialog).getByLabelText('手机号码') as HTMLInputElement).value).toBe('13800000000');
    expect(dialog.className).toContain('lg:w-[60%]');
  });

  it('checks the spec rules with the contract messages', async () => {
    const { dialog, fetchMock } = await openProfile();
    await fill('用户昵称', '');
    await fill('邮箱地址', 'not-an-email');
    await fill('手机号码', '12345678901');
    await userEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(await within(dialog).findByText('请输入正确的手机号码')).toBeTruthy();
    expect(within(dialog).getByText('用户昵称不能为空')).toBeTruthy();
    expect(within(dialog).getByText('请输入正确的邮箱地址')).toBeTruthy();
    await fill('邮箱地址', '');
    await fill('手机号码', '');
    await userEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(await within(dialog).findByText('邮箱地址不能为空')).toBeTruthy();
    expect(within(dialog).getByText('手机号码不能为空')).toBeTruthy();
    expect(screen.queryByTestId('profile-confirm')).toBeNull();
    expect(bodiesSent(fetchMock, api.account.saveOrUpdateSupplier)).toEqual([]);
  });

  it('asks first, saves, says 修改成功! and refreshes the user', async () => {
    const updated = { ...sessionFixture, personName: '李四', personTel: '13912345678' };
    const { token: _token, ...currentUser } = updated;
    const { dialog, fetchMock } = await openProfile(
      [api.account.saveOrUpdateSupplier, true],
      [api.account.currentUser, currentUser],
    );
    await fill('用户昵称', '李四');
    await fill('手机号码', '13912345678');
    await userEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    const confirm = await screen.findByTestId('profile-confirm');
    expect(within(confirm).getByText('此操作将修改当前用户信息, 是否继续?')).toBeTruthy();
    await userEvent.click(within(confirm).getByRole('button', { name: '确定' }));

    await waitFor(() => expect(notify.success).toHaveBeenCalledWith('修改成功!'));
    expect(bodiesSent(fetchMock, api.account.saveOrUpdateSupplier)).toEqual([
      { personName: '李四', personEmail: 'zhangsan@example.cn', personTel: '13912345678' },
    ]);
    expect(sessionStore.get().user?.personName).toBe('李四');
    await waitFor(() => expect(screen.queryByTestId('profile-dialog')).toBeNull());
  });

  it('says 修改失败! when the data is not truthy, and saves nothing when the question is declined', async () => {
    const { dialog, fetchMock } = await openProfile([api.account.saveOrUpdateSupplier, false]);
    await userEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    await userEvent.click(within(await screen.findByTestId('profile-confirm')).getByRole('button', { name: '取消' }));
    expect(bodiesSent(fetchMock, api.account.saveOrUpdateSupplier)).toEqual([]);

    await userEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    await userEvent.click(within(await screen.findByTestId('profile-confirm')).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(notify.error).toHaveBeenCalledWith('修改失败!'));
    expect(notify.success).not.toHaveBeenCalled();
    expect(screen.getByTestId('profile-dialog')).toBeTruthy();
  });
});
