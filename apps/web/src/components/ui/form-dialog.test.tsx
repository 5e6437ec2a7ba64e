import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sessionStore } from '@/session/session';
import { sessionFixture } from '@/test/fixtures';
import { DraftNotice, draftPrefix, FormActions, FormDialog, useFormGuard } from './form-dialog';

interface Values {
  materialName: string;
  comment: string;
}

/** A form dialog as the features write one: the form inside, 取消 and 保存 at its foot. */
const NameForm = ({ record, draftKey, onClose }: { record: Values; draftKey?: string; onClose: () => void }) => {
  const form = useForm<Values>({ defaultValues: record });
  const guard = useFormGuard(form, { draftKey });
  return (
    <form
      onSubmit={form.handleSubmit(() => {
        guard.saved();
        onClose();
      })}
    >
      <DraftNotice guard={guard} />
      <label>
        材料名称
        <input {...form.register('materialName')} />
      </label>
      <label>
        材料介绍
        <input {...form.register('comment')} />
      </label>
      <FormActions onCancel={onClose} />
    </form>
  );
};

const stored: Values = { materialName: '头层牛皮', comment: '' };

/** A list page that opens the dialog. */
const Page = ({ draftKey }: { draftKey?: string }) => {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        修改
      </button>
      <FormDialog open={open} title="修改鞋面料" onClose={() => setOpen(false)}>
        <NameForm record={stored} draftKey={draftKey} onClose={() => setOpen(false)} />
      </FormDialog>
    </>
  );
};

const draftKeyOf = (account: string, key: string) => `${draftPrefix}${account}:${key}`;
const dialog = () => screen.queryByRole('dialog', { name: '修改鞋面料' });
const confirm = () => screen.queryByRole('alertdialog');

describe('a dialog form with unsaved changes', () => {
  beforeEach(() => sessionStore.signIn(sessionFixture));
  afterEach(() => sessionStore.clear());

  it('closes at once while nothing was changed', async () => {
    const user = userEvent.setup();
    render(<Page />);
    await user.click(screen.getByRole('button', { name: '修改' }));
    await user.click(screen.getByLabelText('材料名称'));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(dialog()).toBeNull());
    expect(confirm()).toBeNull();
  });

  it('asks before Esc, ×, a click outside and 取消 discard what was typed; 继续编辑 keeps it, 放弃修改 closes', async () => {
    const user = userEvent.setup();
    render(<Page />);
    await user.click(screen.getByRole('button', { name: '修改' }));
    await user.type(screen.getByLabelText('材料介绍'), '柔软耐磨');

    for (const close of [
      () => user.keyboard('{Escape}'),
      () => user.click(screen.getByRole('button', { name: '关闭' })),
      // The overlay around the dialog: a click outside it.
      () => user.click(document.querySelector('[data-slot="dialog-overlay"]') as Element),
      () => user.click(screen.getByRole('button', { name: '取消' })),
    ]) {
      await close();
      const question = await screen.findByRole('alertdialog');
      expect(question.textContent).toContain('当前内容尚未保存，关闭后所做的修改将丢失。确定关闭吗？');
      await user.click(within(question).getByRole('button', { name: '继续编辑' }));
      await waitFor(() => expect(confirm()).toBeNull());
      expect(dialog()).not.toBeNull();
      expect((screen.getByLabelText('材料介绍') as HTMLInputElement).value).toBe('柔软耐磨');
    }

    await user.keyboard('{Escape}');
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: '放弃修改' }));
    await waitFor(() => expect(dialog()).toBeNull());
    // Opened again: the record as stored.
    await user.click(screen.getByRole('button', { name: '修改' }));
    expect((screen.getByLabelText('材料介绍') as HTMLInputElement).value).toBe('');
  });

  it('keeps a draft when the dialog goes away by accident, and restores it when it opens again', async () => {
    const user = userEvent.setup();
    const key = draftKeyOf(sessionFixture.loginAccount, 'material:fabric:9');
    const view = render(<Page draftKey="material:fabric:9" />);
    await user.click(screen.getByRole('button', { name: '修改' }));
    await user.clear(screen.getByLabelText('材料名称'));
    await user.type(screen.getByLabelText('材料名称'), '头层牛皮 荔枝纹');
    // Written once typing settles, so a kill loses at most that much.
    await waitFor(() => expect(localStorage.getItem(key)).not.toBeNull());

    // The page goes away with the dialog open (a sign-out after a 401, a navigation): nothing asked, the draft kept.
    await user.type(screen.getByLabelText('材料介绍'), '两面');
    view.rerender(<p>登录</p>);
    expect(JSON.parse(localStorage.getItem(key) ?? '{}').values).toEqual({
      materialName: '头层牛皮 荔枝纹',
      comment: '两面',
    });

    view.rerender(<Page draftKey="material:fabric:9" />);
    await user.click(screen.getByRole('button', { name: '修改' }));
    expect((await screen.findByLabelText<HTMLInputElement>('材料名称')).value).toBe('头层牛皮 荔枝纹');
    expect(screen.getByLabelText<HTMLInputElement>('材料介绍').value).toBe('两面');
    expect(screen.getByTestId('draft-notice').textContent).toMatch(
      /^已恢复 \d{4}-\d{2}-\d{2} \d{2}:\d{2} 未保存的内容。/,
    );
    // A restored draft is a change of the record: closing asks.
    await user.keyboard('{Escape}');
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: '继续编辑' }));

    // 放弃草稿: back to the record, the draft gone, closing no longer asks.
    await user.click(screen.getByRole('button', { name: '放弃草稿' }));
    expect(screen.getByLabelText<HTMLInputElement>('材料名称').value).toBe('头层牛皮');
    expect(screen.queryByTestId('draft-notice')).toBeNull();
    expect(localStorage.getItem(key)).toBeNull();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(dialog()).toBeNull());
    expect(confirm()).toBeNull();
    expect(localStorage.getItem(key)).toBeNull();
  });

  it('drops the draft on a save and on 放弃修改, and keeps each account’s drafts apart', async () => {
    const user = userEvent.setup();
    const key = draftKeyOf(sessionFixture.loginAccount, 'innovation:new');
    render(<Page draftKey="innovation:new" />);
    await user.click(screen.getByRole('button', { name: '修改' }));
    await user.type(screen.getByLabelText('材料介绍'), '可回收');
    await waitFor(() => expect(localStorage.getItem(key)).not.toBeNull());
    await user.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(dialog()).toBeNull());
    expect(localStorage.getItem(key)).toBeNull();

    await user.click(screen.getByRole('button', { name: '修改' }));
    await user.type(screen.getByLabelText('材料介绍'), '可回收');
    await waitFor(() => expect(localStorage.getItem(key)).not.toBeNull());
    await user.keyboard('{Escape}');
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: '放弃修改' }));
    await waitFor(() => expect(dialog()).toBeNull());
    expect(localStorage.getItem(key)).toBeNull();

    // Another account's draft of the same form is not offered to this one.
    localStorage.setItem(
      draftKeyOf('viewer', 'innovation:new'),
      JSON.stringify({ savedAt: new Date().toISOString(), values: { materialName: '别人的', comment: '' } }),
    );
    await user.click(screen.getByRole('button', { name: '修改' }));
    expect(screen.getByLabelText<HTMLInputElement>('材料名称').value).toBe('头层牛皮');
    expect(screen.queryByTestId('draft-notice')).toBeNull();
  });

  it('ignores a draft that is too old or not a draft at all', async () => {
    const user = userEvent.setup();
    const key = draftKeyOf(sessionFixture.loginAccount, 'material:fabric:new');
    localStorage.setItem(
      key,
      JSON.stringify({ savedAt: '2020-01-01T00:00:00Z', values: { materialName: '旧的', comment: '' } }),
    );
    const view = render(<Page draftKey="material:fabric:new" />);
    await user.click(screen.getByRole('button', { name: '修改' }));
    expect(screen.getByLabelText<HTMLInputElement>('材料名称').value).toBe('头层牛皮');
    expect(localStorage.getItem(key)).toBeNull();
    view.unmount();

    localStorage.setItem(key, '{not json');
    render(<Page draftKey="material:fabric:new" />);
    await act(() => user.click(screen.getByRole('button', { name: '修改' })));
    expect(screen.getByLabelText<HTMLInputElement>('材料名称').value).toBe('头层牛皮');
  });
});
