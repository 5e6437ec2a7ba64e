import { api, ShoeTreeMessages as M } from '@portal/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { sessionStore } from '@/session/session';
import { sessionFixture } from '@/test/fixtures';
import { stubApi } from '@/test/render-app';
import { ScrapDialog } from './scrap-dialog';

const sizes = [
  { size: '40', quantity: 4, scrapQuantity: 1, borrowQuantity: 0, availableQuantity: 3 },
  { size: '41', quantity: 2, scrapQuantity: 0, borrowQuantity: 0, availableQuantity: 2 },
];

const open = () => {
  sessionStore.signIn(sessionFixture);
  const sent: unknown[] = [];
  stubApi({
    [api.shoeTree.scrapSize.path]: sizes,
    [api.shoeTree.scrapRecord.path]: (body: unknown) => {
      sent.push(body);
      return true;
    },
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  let closed = false;
  render(
    <QueryClientProvider client={client}>
      <ScrapDialog
        last={{ id: 7, shoeTreeCode: 'ST-2026-0312' }}
        onClose={() => {
          closed = true;
        }}
      />
    </QueryClientProvider>,
  );
  return { sent, closed: () => closed };
};

/** The message a field is described by (its error, under it). */
const messageAt = (label: string) =>
  document.getElementById(screen.getByLabelText(label).getAttribute('aria-describedby') ?? '')?.textContent;

describe('the scrap dialog', () => {
  it('asks for pairs and a reason in the contract’s words, refuses more than available', async () => {
    const user = userEvent.setup();
    const { sent } = open();
    await user.click(await screen.findByRole('button', { name: '报废' }));
    expect(await screen.findByText(M.reasonRequired)).toBeTruthy();
    expect(screen.getByText(M.scrapNothing)).toBeTruthy();
    expect(messageAt('报废原因')).toBe(M.reasonRequired);
    await user.type(screen.getByLabelText('尺码 40 报废双数'), '4');
    await user.type(screen.getByLabelText('尺码 41 报废双数'), '1.5');
    await user.click(screen.getByRole('button', { name: '报废' }));
    // Each size's refusal at its own field: more than available, and not a whole number of pairs.
    await waitFor(() => expect(messageAt('尺码 40 报废双数')).toBe(M.scrapTooMany('40', 3)));
    expect(messageAt('尺码 41 报废双数')).toBe(M.scrapQuantity);
    expect(screen.queryByText(M.scrapNothing)).toBeNull();
    expect(sent).toEqual([]);
  });

  it('sends only the sizes with pairs, after the confirmation', async () => {
    const user = userEvent.setup();
    const { sent, closed } = open();
    await user.type(await screen.findByLabelText('尺码 41 报废双数'), '2');
    await user.type(screen.getByLabelText('报废原因'), '楦头开裂');
    await user.click(screen.getByRole('button', { name: '报废' }));
    await user.click(await screen.findByRole('button', { name: '确定' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      shoeTreeId: 7,
      scrapAll: false,
      sizes: [{ size: '41', quantity: 2 }],
      reason: '楦头开裂',
    });
    await waitFor(() => expect(closed()).toBe(true));
  });
});
