import { AccountMessages, api } from '@portal/contract';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { notify, showNotification } from '@/lib/notify';
import { envelope } from '@/test/fixtures';
import type { FetchMock } from '@/test/render-app';
import { requestsTo, stubCalls } from '@/test/render-as';
import { LoginPage } from '../routes/login-page';

vi.mock('@/lib/notify', () => import('@/test/notify-mock'));

const renderLogin = () => {
  const router = createMemoryRouter([{ path: '/login', element: <LoginPage /> }], { initialEntries: ['/login'] });
  // No query client: the login page and its dialog work without the signed-in session's data layer.
  render(<RouterProvider router={router} />);
};

const openDialog = async () => {
  await userEvent.type(screen.getByLabelText('账号'), 'supplier');
  await userEvent.click(screen.getByRole('button', { name: '忘记密码?' }));
  return screen.findByTestId('forgot-password-dialog');
};

const fill = async (dialog: HTMLElement, values: { code?: string; newPwd?: string; confirmPwd?: string }) => {
  if (values.code) await userEvent.type(within(dialog).getByLabelText('验证码'), values.code);
  if (values.newPwd) await userEvent.type(within(dialog).getByLabelText('新密码'), values.newPwd);
  if (values.confirmPwd) await userEvent.type(within(dialog).getByLabelText('确认密码'), values.confirmPwd);
};

describe('找回密码 on the login page', () => {
  let fetchMock: FetchMock;

  beforeEach(() => {
    vi.mocked(showNotification).mockClear();
    vi.mocked(notify.success).mockClear();
    fetchMock = stubCalls(
      [api.account.code, { personTel: '138****8000', expiresIn: 300 }],
      [api.account.forgetPassword, true],
    );
  });

  it('asks for a code for the account the login form holds and shows the masked phone', async () => {
    renderLogin();
    const dialog = await openDialog();
    expect((within(dialog).getByLabelText('账号') as HTMLInputElement).value).toBe('supplier');
    await userEvent.click(within(dialog).getByRole('button', { name: '获取验证码' }));

    expect(await within(dialog).findByText('验证码已发送至 138****8000，5分钟内有效')).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [code] = requestsTo(fetchMock, api.account.code);
    expect([code?.method, code?.query.get('loginAccount')]).toEqual(['GET', 'supplier']);
    // Resting before the next code: the button counts down and cannot be pressed.
    const again = within(dialog).getByRole('button', { name: /重新获取\(\d+s\)/ });
    expect(again.hasAttribute('disabled')).toBe(true);
  });

  it('refuses a weak password and a confirmation that differs with the spec’s messages, sending nothing', async () => {
    renderLogin();
    const dialog = await openDialog();
    await fill(dialog, { code: '123456', newPwd: 'abcdefgh', confirmPwd: 'abcdefgx' });
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));

    expect(await within(dialog).findByText(AccountMessages.newPasswordRule)).toBeTruthy();
    await userEvent.clear(within(dialog).getByLabelText('新密码'));
    await userEvent.type(within(dialog).getByLabelText('新密码'), 'Better#2027');
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await within(dialog).findByText(AccountMessages.confirmMismatch)).toBeTruthy();
    await userEvent.clear(within(dialog).getByLabelText('验证码'));
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await within(dialog).findByText('请输入验证码')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('resets the password with the code, closes and leaves the account in the login form', async () => {
    renderLogin();
    await userEvent.type(screen.getByLabelText('密码'), 'forgotten');
    const dialog = await openDialog();
    const name = within(dialog).getByLabelText('账号');
    await userEvent.clear(name);
    await userEvent.type(name, 'viewer');
    await fill(dialog, { code: '654321', newPwd: 'Better#2027', confirmPwd: 'Better#2027' });
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));

    await waitFor(() => expect(notify.success).toHaveBeenCalledWith('密码已重置，请使用新密码登录'));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(requestsTo(fetchMock, api.account.forgetPassword).map((r) => r.body)).toEqual([
      {
        loginAccount: 'viewer',
        code: '654321',
        newPwd: 'Better#2027',
        confirmPwd: 'Better#2027',
      },
    ]);
    await waitFor(() => expect(screen.queryByTestId('forgot-password-dialog')).toBeNull());
    expect((screen.getByLabelText('账号') as HTMLInputElement).value).toBe('viewer');
    expect((screen.getByLabelText('密码') as HTMLInputElement).value).toBe('');
  });

  it('keeps the dialog and what was typed when the code is refused', async () => {
    fetchMock.mockImplementation(async () => envelope(400, AccountMessages.resetCodeInvalid, null));
    renderLogin();
    const dialog = await openDialog();
    await fill(dialog, { code: '000000', newPwd: 'Better#2027', confirmPwd: 'Better#2027' });
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));

    await waitFor(() =>
      expect(showNotification).toHaveBeenCalledWith(
        expect.objectContaining({ level: 'warning', message: AccountMessages.resetCodeInvalid }),
      ),
    );
    expect(notify.success).not.toHaveBeenCalled();
    expect(screen.getByTestId('forgot-password-dialog')).toBeTruthy();
    expect((within(dialog).getByLabelText('验证码') as HTMLInputElement).value).toBe('000000');
  });
});
