import { api, type DownloadRecord } from '@portal/contract';
import { QueryClient, QueryClientProvider, timeoutManager } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { generatedFileFixture } from '@/test/fixtures';
import type { FetchMock } from '@/test/render-app';
import { bodiesSent, requestsTo, stubCalls } from '@/test/render-as';
import { DownloadPopover } from './download-popover';

const record = (
  key: string,
  status: 0 | 1 | 2,
  filePath: string | null = generatedFileFixture(key),
  message: string | null = null,
) =>
  ({
    key,
    fileName: `面料纹路_${key}.xlsx`,
    createTime: '2026-11-21 10:30:00',
    status,
    filePath,
    message,
  }) as DownloadRecord;

const page = (...records: DownloadRecord[]) => ({ count: records.length, data: records });

const pollMs = 40;

/**
 * The polls the popover's query has scheduled and not cleared (TanStack Query schedules `refetchInterval` through its
 * timeout manager): "stops asking" is proven by none being left, not by waiting a while and counting.
 */
const polls = new Set<unknown>();
// Each test file has its own modules (vitest isolates them), so the provider set here ends with the file.
beforeAll(() =>
  timeoutManager.setTimeoutProvider({
    setTimeout: (callback, delay) => setTimeout(callback, delay),
    clearTimeout: (id) => clearTimeout(id),
    setInterval: (callback, delay) => {
      const id = setInterval(callback, delay);
      if (delay === pollMs) polls.add(id);
      return id;
    },
    clearInterval: (id) => {
      polls.delete(id);
      clearInterval(id);
    },
  }),
);
const renderPopover = () => {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <DownloadPopover pollMs={pollMs} />
    </QueryClientProvider>,
  );
};

const open = async () => {
  await userEvent.click(screen.getByRole('button', { name: '下载列表' }));
  return screen.findByRole('dialog');
};

const rowOf = async (dialog: HTMLElement, key: string) =>
  (await within(dialog).findByText(`面料纹路_${key}.xlsx`)).closest('tr') as HTMLElement;

const listCalls = (fetchMock: FetchMock) => requestsTo(fetchMock, api.navbar.downloadList).length;
const markBodies = (fetchMock: FetchMock) => bodiesSent(fetchMock, api.navbar.markDownloaded);

// jsdom does not navigate: a followed link would only log "not implemented". Links only: Radix ignores
// a click whose default is prevented.
const noNavigation = (event: MouseEvent) => {
  if ((event.target as Element).closest('a[href]')) event.preventDefault();
};
beforeEach(() => document.addEventListener('click', noNavigation, true));
afterEach(() => document.removeEventListener('click', noNavigation, true));

describe('the download popover', () => {
  it('asks for the download list only when opened, with type download', async () => {
    const fetchMock = stubCalls([api.navbar.downloadList, page()]);
    renderPopover();
    expect(listCalls(fetchMock)).toBe(0);
    const dialog = await open();
    expect(await within(dialog).findByText('暂无下载记录')).toBeTruthy();
    expect(bodiesSent(fetchMock, api.navbar.downloadList)).toEqual([{ page: 1, limit: 10, type: 'download' }]);
  });

  it('shows each status: 生成中 without a link, 未下载 and 已下载 as links', async () => {
    stubCalls([api.navbar.downloadList, page(record('a', 0, null), record('b', 1), record('c', 2))]);
    renderPopover();
    const dialog = await open();
    const generating = await rowOf(dialog, 'a');
    expect(within(generating).getByText('生成中')).toBeTruthy();
    expect(within(generating).queryByRole('link')).toBeNull();
    expect(within(generating).getByText('2026-11-21 10:30')).toBeTruthy();
    const ready = await rowOf(dialog, 'b');
    expect(within(ready).getByText('未下载')).toBeTruthy();
    expect(within(ready).getByRole('link').getAttribute('href')).toBe(generatedFileFixture('b'));
    expect(within(ready).getByRole('link').getAttribute('download')).toBe('面料纹路_b.xlsx');
    const done = await rowOf(dialog, 'c');
    expect(within(done).getByText('已下载')).toBeTruthy();
    expect(within(done).getByRole('link')).toBeTruthy();
  });

  it('shows a failed export as 生成失败 with its message, without a link, and does not keep asking for it', async () => {
    const fetchMock = stubCalls([api.navbar.downloadList, page(record('f', 0, null, '文件生成失败!'), record('d', 2))]);
    renderPopover();
    const dialog = await open();
    const failed = await rowOf(dialog, 'f');
    const status = within(failed).getByText('生成失败');
    expect(status.getAttribute('title')).toBe('文件生成失败!');
    expect(within(failed).queryByRole('link')).toBeNull();
    expect(within(failed).queryByText('生成中')).toBeNull();
    // Nothing is being made: the list is asked for once, not polled.
    expect(listCalls(fetchMock)).toBe(1);
  });

  it('rewrites an absolute http link to https, and leaves https alone', async () => {
    stubCalls([
      api.navbar.downloadList,
      page(record('h', 1, 'http://files.example.com/x/h.xlsx'), record('s', 2, 'https://files.example.com/s.xlsx')),
    ]);
    renderPopover();
    const dialog = await open();
    expect(
      within(await rowOf(dialog, 'h'))
        .getByRole('link')
        .getAttribute('href'),
    ).toBe('https://files.example.com/x/h.xlsx');
    expect(
      within(await rowOf(dialog, 's'))
        .getByRole('link')
        .getAttribute('href'),
    ).toBe('https://files.example.com/s.xlsx');
  });

  it('marks a 未下载 file downloaded once, with fileUrl, fileName and key, and shows 已下载', async () => {
    let marked = false;
    const fetchMock = stubCalls(
      [api.navbar.downloadList, () => page(record('h', marked ? 2 : 1, 'http://files.example.com/h.xlsx'))],
      [
        api.navbar.markDownloaded,
        () => {
          marked = true;
          return true;
        },
      ],
    );
    renderPopover();
    const dialog = await open();
    const link = within(await rowOf(dialog, 'h')).getByRole('link');
    await userEvent.click(link);
    await userEvent.click(link);
    expect(await within(dialog).findByText('已下载')).toBeTruthy();
    await waitFor(() => expect(listCalls(fetchMock)).toBe(2));
    await userEvent.click(within(await rowOf(dialog, 'h')).getByRole('link'));
    expect(markBodies(fetchMock)).toEqual([
      { fileUrl: 'https://files.example.com/h.xlsx', fileName: '面料纹路_h.xlsx', key: 'h' },
    ]);
  });

  it('never marks an 已下载 file again', async () => {
    const fetchMock = stubCalls([api.navbar.downloadList, page(record('c', 2))], [api.navbar.markDownloaded, true]);
    renderPopover();
    const dialog = await open();
    await userEvent.click(within(await rowOf(dialog, 'c')).getByRole('link'));
    expect(markBodies(fetchMock)).toEqual([]);
  });

  it('asks again while a file is generated, and stops once nothing is', async () => {
    let answers = 0;
    const fetchMock = stubCalls([
      api.navbar.downloadList,
      () => {
        answers += 1;
        return page(record('g', answers < 3 ? 0 : 1, answers < 3 ? null : generatedFileFixture('g')), record('d', 2));
      },
    ]);
    renderPopover();
    const dialog = await open();
    const row = await rowOf(dialog, 'g');
    expect(within(row).getByText('生成中')).toBeTruthy();
    await waitFor(() => expect(within(row).getByText('未下载')).toBeTruthy());
    await waitFor(() => expect(polls.size).toBe(0));
    expect(listCalls(fetchMock)).toBe(3);
  });

  it('stops asking when the popover closes, even while a file is generated', async () => {
    const fetchMock = stubCalls([api.navbar.downloadList, page(record('g', 0, null))]);
    renderPopover();
    const dialog = await open();
    await rowOf(dialog, 'g');
    await waitFor(() => expect(listCalls(fetchMock)).toBeGreaterThanOrEqual(2));
    expect(polls.size).toBe(1);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(polls.size).toBe(0));
  });
});
