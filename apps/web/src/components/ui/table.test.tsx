import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Table, TableBody, TableCell, TableRow } from './table';

/** Gives the scroller the sizes a browser would lay out (jsdom lays out nothing). */
const layOut = (scroller: HTMLElement, sizes: { scrollWidth: number; clientWidth: number; scrollLeft: number }) => {
  for (const [key, value] of Object.entries(sizes))
    Object.defineProperty(scroller, key, { configurable: true, writable: true, value });
  fireEvent.scroll(scroller);
};

describe('Table', () => {
  it('says on which side a wide table has hidden content, as the user scrolls', () => {
    render(
      <Table aria-label="宽表">
        <TableBody>
          <TableRow>
            <TableCell>a</TableCell>
          </TableRow>
        </TableBody>
      </Table>,
    );
    const container = screen.getByRole('table', { name: '宽表' }).closest('[data-slot=table-container]') as HTMLElement;
    const scroller = container.querySelector('[data-slot=table-scroller]') as HTMLElement;
    const edges = () => [container.hasAttribute('data-scroll-start'), container.hasAttribute('data-scroll-end')];

    // Fits: no hint.
    expect(edges()).toEqual([false, false]);
    layOut(scroller, { scrollWidth: 900, clientWidth: 358, scrollLeft: 0 });
    expect(edges()).toEqual([false, true]);
    layOut(scroller, { scrollWidth: 900, clientWidth: 358, scrollLeft: 200 });
    expect(edges()).toEqual([true, true]);
    layOut(scroller, { scrollWidth: 900, clientWidth: 358, scrollLeft: 542 });
    expect(edges()).toEqual([true, false]);
  });
});
