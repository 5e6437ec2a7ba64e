import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { notify, showNotification } from '@/lib/notify';
import { ToasterHost } from './toaster-host';

describe('ToasterHost', () => {
  it('mounts no toaster until the first notification, then shows it and the ones after it', async () => {
    const { container } = render(<ToasterHost />);
    expect(container.innerHTML).toBe('');

    showNotification({
      id: 'warning:账号或密码错误',
      level: 'warning',
      title: '警告信息',
      message: '账号或密码错误',
      durationMs: 2000,
    });
    expect(await screen.findByText('账号或密码错误')).toBeTruthy();
    expect(screen.getByText('警告信息')).toBeTruthy();

    notify.success('保存成功');
    expect(await screen.findByText('保存成功')).toBeTruthy();
  });
});
