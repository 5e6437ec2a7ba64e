import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Dialog, DialogContent, DialogTitle } from './dialog';

/** A list row's link that opens a dialog by state, as the portal's lists do (no DialogTrigger). */
const Row = ({ removeOnOpen = false }: { removeOnOpen?: boolean }) => {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button">before</button>
      {!(removeOnOpen && open) && (
        <button type="button" onClick={() => setOpen(true)}>
          PO2026110009
        </button>
      )}
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent aria-describedby={undefined}>
          <DialogTitle>采购单详情</DialogTitle>
        </DialogContent>
      </Dialog>
    </>
  );
};

describe('a dialog opened by state', () => {
  it('gives focus back to what opened it when it closes, by Esc and by ×', async () => {
    render(<Row />);
    const opener = screen.getByRole('button', { name: 'PO2026110009' });
    await userEvent.tab();
    await userEvent.tab();
    expect(document.activeElement).toBe(opener);
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('dialog', { name: '采购单详情' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(opener));

    await userEvent.keyboard('{Enter}');
    await userEvent.click(await screen.findByRole('button', { name: '关闭' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });

  it('leaves focus to Radix when what opened it is gone', async () => {
    render(<Row removeOnOpen />);
    await userEvent.click(screen.getByRole('button', { name: 'PO2026110009' }));
    await screen.findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(document.body);
  });
});
