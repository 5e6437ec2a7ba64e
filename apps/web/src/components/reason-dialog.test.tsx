import { SeasonMessages, seasonCloseInput } from '@portal/contract';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { notify } from '@/lib/notify';
import { AppText } from '@/lib/texts';
import { ReasonDialog } from './reason-dialog';

vi.mock('@/lib/notify', () => import('@/test/notify-mock'));

const texts = {
  title: '关闭调料单',
  description: SeasonMessages.closeReasonRequired,
  label: '关闭原因',
  submit: '确认关闭',
  done: SeasonMessages.closedOk,
};

describe('ReasonDialog (关闭 with a reason)', () => {
  it('requires the reason with the schema’s words, sends it with the ids, says so and closes', async () => {
    const onSubmit = vi.fn(async () => true);
    const onClose = vi.fn();
    render(<ReasonDialog ids={[7, 8]} schema={seasonCloseInput} texts={texts} onSubmit={onSubmit} onClose={onClose} />);
    expect(screen.getByRole('dialog', { name: '关闭调料单' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '确认关闭' }));
    expect((await screen.findByRole('alert')).textContent).toBe(SeasonMessages.closeReasonRequired);
    expect(onSubmit).not.toHaveBeenCalled();
    await userEvent.type(screen.getByLabelText('关闭原因'), '  鞋厂取消  ');
    expect(screen.getByText(AppText.form.counter(8, 200))).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '确认关闭' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ ids: [7, 8], closeReason: '鞋厂取消' }));
    expect(notify.success).toHaveBeenCalledWith(SeasonMessages.closedOk);
    expect(onClose).toHaveBeenCalled();
  });

  it('is closed without ids, and 取消 closes it without sending', async () => {
    const onSubmit = vi.fn(async () => true);
    const onClose = vi.fn();
    const props = {
      schema: seasonCloseInput,
      texts,
      onSubmit,
      onClose,
    };
    const { rerender } = render(<ReasonDialog ids={null} {...props} />);
    expect(screen.queryByRole('dialog')).toBeNull();
    rerender(<ReasonDialog ids={[1]} {...props} />);
    await userEvent.click(screen.getByRole('button', { name: '取消' }));
    expect(onClose).toHaveBeenCalled();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
