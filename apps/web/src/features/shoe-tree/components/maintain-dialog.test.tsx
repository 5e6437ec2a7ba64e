import { api, ShoeTreeMessages as M } from '@portal/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { notify } from '@/lib/notify';
import { sessionStore } from '@/session/session';
import { fileLinksAnswer, sessionFixture, shoeTreeFixture } from '@/test/fixtures';
import { bodiesSent, stubCalls } from '@/test/render-as';
import { ShoeTreeText as text } from '../texts';
import { MaintainDialog } from './maintain-dialog';

vi.mock('@/lib/notify', () => import('@/test/notify-mock'));

const detail = {
  ...shoeTreeFixture(7, { shoeTreeCode: 'ST-2026-0312' }),
  sizes: [
    { size: '40', quantity: 4, scrapQuantity: 0, borrowQuantity: 0, availableQuantity: 4 },
    { size: '41', quantity: 2, scrapQuantity: 0, borrowQuantity: 0, availableQuantity: 2 },
  ],
  imgs: [{ id: 'img-1', fileName: '楦头正面.jpg' }],
  remark: '楦头打磨',
  fileCount: 0,
};

const open = () => {
  sessionStore.signIn(sessionFixture);
  const fetchMock = stubCalls(
    [api.shoeTree.detail, detail],
    [api.shoeTree.maintainShowTree, true],
    [api.files.fileLinks, fileLinksAnswer],
  );
  const onClose = vi.fn();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MaintainDialog last={{ id: 7, shoeTreeCode: 'ST-2026-0312' }} onClose={onClose} />
    </QueryClientProvider>,
  );
  return { sent: () => bodiesSent(fetchMock, api.shoeTree.maintainShowTree), onClose };
};

describe('the maintenance dialog (鞋楦信息维护)', () => {
  it('starts from the stored sizes, images and remark, and saves the rows as edited', async () => {
    const user = userEvent.setup();
    const { sent, onClose } = open();
    const dialog = await screen.findByRole('dialog', { name: text.maintainTitle('ST-2026-0312') });
    expect(((await within(dialog).findByLabelText(text.sizeField(0))) as HTMLInputElement).value).toBe('40');
    expect((within(dialog).getByLabelText(text.pairsField(1)) as HTMLInputElement).value).toBe('2');
    expect(within(dialog).getByText('楦头正面.jpg')).toBeTruthy();

    await user.click(within(dialog).getByRole('button', { name: text.removeSize(1) }));
    await user.click(within(dialog).getByRole('button', { name: text.addSize }));
    await user.type(within(dialog).getByLabelText(text.sizeField(1)), '42');
    const pairs = within(dialog).getByLabelText(text.pairsField(1));
    await user.clear(pairs);
    await user.type(pairs, '6');
    // Every row's remove button keeps a name of its own as sizes are typed.
    const removes = within(dialog).getAllByRole('button', { name: /^删除第/ });
    expect(removes.map((b) => b.getAttribute('aria-label'))).toEqual([text.removeSize(0), text.removeSize(1)]);
    await user.click(within(dialog).getByRole('button', { name: text.save }));
    await waitFor(() => expect(sent()).toHaveLength(1));
    expect(sent()[0]).toEqual({
      id: 7,
      sizes: [
        { size: '40', quantity: 4 },
        { size: '42', quantity: 6 },
      ],
      imgIds: ['img-1'],
      remark: '楦头打磨',
    });
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(notify.success).toHaveBeenCalledWith(M.saved);
  });

  it('refuses a size given twice and a list with no size in the contract’s words, sending nothing', async () => {
    const user = userEvent.setup();
    const { sent } = open();
    const dialog = await screen.findByRole('dialog', { name: text.maintainTitle('ST-2026-0312') });
    const second = await within(dialog).findByLabelText(text.sizeField(1));
    await user.clear(second);
    await user.type(second, '40');
    await user.click(within(dialog).getByRole('button', { name: text.save }));
    expect(await within(dialog).findByText(M.sizeDuplicate)).toBeTruthy();

    // Each row's button is named by its row, so the two rows holding 40 are told apart.
    await user.click(within(dialog).getByRole('button', { name: text.removeSize(1) }));
    await user.click(within(dialog).getByRole('button', { name: text.removeSize(0) }));
    await user.click(within(dialog).getByRole('button', { name: text.save }));
    expect(await within(dialog).findByText(M.sizeRequired)).toBeTruthy();
    expect(sent()).toEqual([]);
  });
});
