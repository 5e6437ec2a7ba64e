import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { windowWidth } from '@/test/window-width';
import { Pagination, pagerItems } from './pagination';

vi.mock('@/navigation/scroll-to', () => ({ scrollToTop: vi.fn(async () => {}) }));
const { scrollToTop } = await import('@/navigation/scroll-to');

describe('pagerItems', () => {
  it.each([
    [0, 1, []],
    [5, 3, [1, 2, 3, 4, 5]],
    [7, 7, [1, 2, 3, 4, 5, 6, 7]],
    [10, 1, [1, 2, 3, 4, 5, 6, 'next-more', 10]],
    [10, 4, [1, 2, 3, 4, 5, 6, 'next-more', 10]],
    [10, 5, [1, 'prev-more', 3, 4, 5, 6, 7, 'next-more', 10]],
    [10, 7, [1, 'prev-more', 5, 6, 7, 8, 9, 10]],
    [10, 10, [1, 'prev-more', 5, 6, 7, 8, 9, 10]],
  ])('%i pages, page %i → %j', (pages, current, expected) => {
    expect(pagerItems(pages, current)).toEqual(expected);
  });
});

describe('Pagination', () => {
  beforeEach(() => vi.mocked(scrollToTop).mockClear());

  it('lays out total, prev, pager, next with 10 per page', () => {
    render(<Pagination total={95} page={1} onPageChange={() => {}} />);
    const nav = screen.getByRole('navigation', { name: '分页' });
    expect(nav.textContent).toContain('共 95 条');
    expect(screen.getByRole('button', { name: '上一页' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('button', { name: '第 10 页' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '第 1 页' }).getAttribute('aria-current')).toBe('page');
  });

  it('changes page and scrolls to the top', async () => {
    const onPageChange = vi.fn();
    render(<Pagination total={48} page={2} limit={12} onPageChange={onPageChange} />);
    await userEvent.click(screen.getByRole('button', { name: '下一页' }));
    expect(onPageChange).toHaveBeenCalledWith(3);
    await userEvent.click(screen.getByRole('button', { name: '第 4 页' }));
    expect(onPageChange).toHaveBeenLastCalledWith(4);
    expect(scrollToTop).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('button', { name: '下一页' }).hasAttribute('disabled')).toBe(false);
  });

  it('jumps five pages with an ellipsis and can leave out parts of the layout', async () => {
    const onPageChange = vi.fn();
    render(<Pagination total={200} page={10} layout={['pager']} autoScroll={false} onPageChange={onPageChange} />);
    expect(screen.queryByText(/共/)).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: '向前 5 页' }));
    expect(onPageChange).toHaveBeenCalledWith(5);
    await userEvent.click(screen.getByRole('button', { name: '向后 5 页' }));
    expect(onPageChange).toHaveBeenLastCalledWith(15);
    expect(scrollToTop).not.toHaveBeenCalled();
  });
});

describe('Pagination on a phone', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('is compact under 640 px: total, prev, "page / pages", next, no page buttons', async () => {
    windowWidth(390);
    const onPageChange = vi.fn();
    render(<Pagination total={61} page={3} autoScroll={false} onPageChange={onPageChange} />);
    const nav = screen.getByRole('navigation', { name: '分页' });
    expect(nav.textContent).toBe('共 61 条3 / 7');
    expect(screen.getByTestId('pager-position').textContent).toBe('3 / 7');
    expect(screen.queryByRole('button', { name: '第 1 页' })).toBeNull();
    expect(screen.queryByRole('button', { name: '向后 5 页' })).toBeNull();
    expect(nav.className).not.toContain('flex-wrap');
    await userEvent.click(screen.getByRole('button', { name: '下一页' }));
    expect(onPageChange).toHaveBeenCalledWith(4);
    await userEvent.click(screen.getByRole('button', { name: '上一页' }));
    expect(onPageChange).toHaveBeenLastCalledWith(2);
  });

  it('keeps the page buttons from 640 px on, and can be forced either way', () => {
    windowWidth(640);
    const { unmount } = render(<Pagination total={61} page={1} onPageChange={() => {}} />);
    expect(screen.getByRole('button', { name: '第 7 页' })).toBeTruthy();
    expect(screen.queryByTestId('pager-position')).toBeNull();
    unmount();

    render(<Pagination total={61} page={7} compact onPageChange={() => {}} />);
    expect(screen.getByTestId('pager-position').textContent).toBe('7 / 7');
    expect(screen.getByRole('button', { name: '下一页' }).hasAttribute('disabled')).toBe(true);
  });
});
