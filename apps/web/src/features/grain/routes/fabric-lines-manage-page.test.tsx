import { api, atoms, type Grain } from '@portal/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { callKey } from '@/api/query-keys';
import { notify } from '@/lib/notify';
import { signedLinkFixture, supplierMenus, viewerMenus } from '@/test/fixtures';
import { renderApp, signInAs } from '@/test/render-app';
import { bodiesSent, callAnswers, stubCalls } from '@/test/render-as';

vi.mock('@/lib/notify', () => import('@/test/notify-mock'));

const url = '/fabric/fabricLinesManage';

const grain = (n: number, patch: Partial<Grain> = {}): Grain => ({
  lineCode: `WL-SY-${String(n).padStart(3, '0')}`,
  lineName: `纹路${n}`,
  floatingPrice: 1234.5,
  coverImgId: null,
  isActive: '1',
  isShow: '1',
  availableEndDate: null,
  divisionId: 2,
  ...patch,
});

const divisions = [
  { id: 1, name: '真皮', materialCode: 'LT', childrens: [] },
  { id: 2, name: '合成革', materialCode: 'SY', childrens: [] },
  { id: 15, name: '虚拟材料-加工方式', materialCode: 'XN', childrens: [] },
];

/** The stub's answers: 23 grains, page by page, and an export task. */
const answers = callAnswers(
  [api.lookups.materialCategoryList, divisions],
  [
    api.grain.list,
    (body) => {
      const [page, limit] = [Number(body.page), Number(body.limit)];
      const all = Array.from({ length: 23 }, (_, i) => grain(i + 1));
      return { count: all.length, data: all.slice((page - 1) * limit, page * limit) };
    },
  ],
  [api.grain.export, { key: 'k1', fileName: '面料纹路_20261121120000.xlsx' }],
);

const table = () => screen.findByRole('table', { name: '面料纹路列表' });

describe('面料纹路管理', () => {
  it('shows the grains: thumbnail by a signed link, code, name, division, price, end date, state, shown', async () => {
    stubCalls(...answers, [
      api.grain.list,
      {
        count: 2,
        data: [
          grain(1, { coverImgId: 'abc123', availableEndDate: '2027-06-30 23:59:00' }),
          grain(2, { isActive: '0', isShow: '0', floatingPrice: 0.1 + 0.2 }),
        ],
      },
    ]);
    signInAs();
    renderApp(url);
    expect(await screen.findByRole('heading', { level: 1, name: '面料纹路管理' })).toBeTruthy();
    const rows = within(await table()).getAllByRole('row');
    await waitFor(() => expect(within(rows[1]!).getByText('合成革')).toBeTruthy());
    expect(
      within(rows[0]!)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['', '图片', '纹路编码', '纹路名称', '材料大类', '价格浮动', '有效期', '状态', '是否展示']);
    const first = within(rows[1]!)
      .getAllByRole('cell')
      .map((c) => c.textContent);
    expect(first.slice(2)).toEqual(['WL-SY-001', '纹路1', '合成革', '1,234.5', '2027-06-30 23:59', '启用', '是']);
    // The thumbnail's address is the link the stub signed for it, never the login token (decision 0042).
    await waitFor(() =>
      expect(within(rows[1]!).getByRole('img', { name: '纹路1' }).getAttribute('src')).toBe(
        signedLinkFixture(api.files.getAbridgeImg, 'abc123'),
      ),
    );
    const second = within(rows[2]!)
      .getAllByRole('cell')
      .map((c) => c.textContent);
    expect(second).toEqual(['', '--', 'WL-SY-002', '纹路2', '合成革', '0.3', '--', '停用', '否']);
    expect(screen.getByRole('navigation', { name: '分页' }).textContent).toContain('共 2 条');
  });

  it('reads page and filters from the URL, checked by the contract', async () => {
    const fetchMock = stubCalls(...answers);
    signInAs();
    renderApp(`${url}?divisionId=2&lineName=${encodeURIComponent('荔枝')}&isActive=0&page=2&limit=12`);
    await table();
    await waitFor(() => expect(bodiesSent(fetchMock, api.grain.list)).toHaveLength(1));
    expect(bodiesSent(fetchMock, api.grain.list)[0]).toEqual({
      divisionId: 2,
      lineName: '荔枝',
      isActive: '0',
      page: 2,
      limit: 12,
    });
    const form = screen.getByRole('form', { name: '搜索条件' });
    expect((within(form).getByLabelText('纹路名称') as HTMLInputElement).value).toBe('荔枝');
    expect((within(form).getByLabelText('状态') as HTMLSelectElement).value).toBe('0');
    await waitFor(() => expect((within(form).getByLabelText('材料大类') as HTMLSelectElement).value).toBe('2'));
    // The forms' hidden division is not offered.
    expect(within(within(form).getByLabelText('材料大类')).queryByText('虚拟材料-加工方式')).toBeNull();
  });

  it('ignores what the contract refuses in the URL', async () => {
    const fetchMock = stubCalls(...answers);
    signInAs();
    renderApp(`${url}?divisionId=abc&isActive=9&page=-2&limit=99999`);
    await table();
    await waitFor(() => expect(bodiesSent(fetchMock, api.grain.list)[0]).toEqual({ page: 1, limit: 10 }));
  });

  it('searches into the URL (page 1), pages, and resets', async () => {
    const fetchMock = stubCalls(...answers);
    signInAs();
    const { router } = renderApp(url);
    await table();
    const pager = screen.getByRole('navigation', { name: '分页' });
    await waitFor(() => expect(pager.textContent).toContain('共 23 条'));
    await userEvent.click(within(pager).getByRole('button', { name: '第 3 页' }));
    await waitFor(() => expect(router.state.location.search).toBe('?page=3'));
    await waitFor(() => expect(screen.getAllByRole('row')).toHaveLength(4));

    await userEvent.type(screen.getByLabelText('纹路名称'), '荔枝');
    await userEvent.selectOptions(screen.getByLabelText('状态'), '启用');
    await userEvent.click(screen.getByRole('button', { name: '查询' }));
    await waitFor(() =>
      expect(router.state.location.search).toBe(`?lineName=${encodeURIComponent('荔枝')}&isActive=1`),
    );
    await waitFor(() =>
      expect(bodiesSent(fetchMock, api.grain.list).at(-1)).toEqual({
        lineName: '荔枝',
        isActive: '1',
        page: 1,
        limit: 10,
      }),
    );

    await userEvent.click(screen.getByRole('button', { name: '重置' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect((screen.getByLabelText('纹路名称') as HTMLInputElement).value).toBe('');
    expect((screen.getByLabelText('状态') as HTMLSelectElement).value).toBe('');
  });

  it('shows the last page when the URL asks for a page past the end', async () => {
    stubCalls(...answers);
    signInAs();
    const { router } = renderApp(`${url}?page=9`);
    await waitFor(() => expect(router.state.location.search).toBe('?page=3'));
    expect(await screen.findByText('WL-SY-023')).toBeTruthy();
  });

  it('shows 暂无数据 when nothing matches', async () => {
    stubCalls(...answers, [api.grain.list, { count: 0, data: [] }]);
    signInAs();
    renderApp(url);
    expect(await within(await table()).findByText('暂无数据')).toBeTruthy();
  });

  it('exports the current filters, says where the file will be, and refreshes the download list', async () => {
    const fetchMock = stubCalls(...answers);
    signInAs();
    const { client } = renderApp(`${url}?divisionId=2&isActive=1&page=2`);
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    await table();
    await userEvent.click(screen.getByRole('button', { name: '导出' }));
    await waitFor(() => expect(bodiesSent(fetchMock, api.grain.export)).toEqual([{ divisionId: 2, isActive: '1' }]));
    expect(notify.success).toHaveBeenCalledWith('导出任务已创建，请在下载列表中查看');
    // Every page of the download list reloads (the popover shows the first).
    expect(invalidate).toHaveBeenCalledWith({ queryKey: callKey(api.navbar.downloadList) });
  });

  it('lets the viewer export (a view atom), and leaves the button out without the atom', async () => {
    stubCalls(...answers);
    signInAs(viewerMenus);
    const { unmount } = renderApp(url);
    await table();
    expect(screen.getByRole('button', { name: '导出' })).toBeTruthy();
    unmount();

    signInAs({
      ...supplierMenus,
      permissions: supplierMenus.permissions.filter((a) => a !== atoms.fabricLines.export),
    });
    renderApp(url);
    await table();
    expect(screen.queryByRole('button', { name: '导出' })).toBeNull();
  });
  describe('sort', () => {
    const header = (name: string) => screen.getByRole('columnheader', { name });

    it('cycles a sortable header asc → desc → none, in the URL and the list body, back to page 1', async () => {
      const fetchMock = stubCalls(...answers);
      signInAs();
      const { router } = renderApp(`${url}?isActive=1&page=2`);
      await table();
      await waitFor(() => expect(bodiesSent(fetchMock, api.grain.list)).toHaveLength(1));
      // Only the columns of the call's sortBy have a sort button; nothing is sorted yet.
      expect(within(header('价格浮动')).getByRole('button', { name: '价格浮动' })).toBeTruthy();
      expect(within(header('纹路名称')).queryByRole('button')).toBeNull();
      expect(header('价格浮动').getAttribute('aria-sort')).toBeNull();

      await userEvent.click(screen.getByRole('button', { name: '价格浮动' }));
      await waitFor(() =>
        expect(router.state.location.search).toBe('?isActive=1&sortField=floatingPrice&sortOrder=asc'),
      );
      await waitFor(() =>
        expect(bodiesSent(fetchMock, api.grain.list).at(-1)).toEqual({
          isActive: '1',
          page: 1,
          limit: 10,
          sortField: 'floatingPrice',
          sortOrder: 'asc',
        }),
      );
      expect(header('价格浮动').getAttribute('aria-sort')).toBe('ascending');

      await userEvent.click(screen.getByRole('button', { name: '价格浮动' }));
      await waitFor(() => expect(header('价格浮动').getAttribute('aria-sort')).toBe('descending'));
      await waitFor(() =>
        expect(bodiesSent(fetchMock, api.grain.list).at(-1)).toMatchObject({
          sortField: 'floatingPrice',
          sortOrder: 'desc',
        }),
      );

      await userEvent.click(screen.getByRole('button', { name: '价格浮动' }));
      await waitFor(() => expect(router.state.location.search).toBe('?isActive=1'));
      expect(header('价格浮动').getAttribute('aria-sort')).toBeNull();
      // Back to the list's own order: page 1 without sort.
      await waitFor(() =>
        expect(bodiesSent(fetchMock, api.grain.list).at(-1)).toEqual({ isActive: '1', page: 1, limit: 10 }),
      );

      // Another column starts at asc and takes the sort over.
      await userEvent.click(screen.getByRole('button', { name: '纹路编码' }));
      await waitFor(() => expect(header('纹路编码').getAttribute('aria-sort')).toBe('ascending'));
      expect(header('价格浮动').getAttribute('aria-sort')).toBeNull();
    });

    it('reads the sort from the URL through the contract, dropping what it refuses', async () => {
      const fetchMock = stubCalls(...answers);
      signInAs();
      const { unmount } = renderApp(`${url}?sortField=availableEndDate&sortOrder=desc`);
      await table();
      await waitFor(() =>
        expect(bodiesSent(fetchMock, api.grain.list)[0]).toEqual({
          page: 1,
          limit: 10,
          sortField: 'availableEndDate',
          sortOrder: 'desc',
        }),
      );
      expect(header('有效期').getAttribute('aria-sort')).toBe('descending');
      unmount();

      const refused = stubCalls(...answers);
      renderApp(`${url}?sortField=lineName&sortOrder=desc`);
      await table();
      await waitFor(() => expect(bodiesSent(refused, api.grain.list)[0]).toEqual({ page: 1, limit: 10 }));
    });
  });

  describe('selection', () => {
    const rowBox = (code: string) => screen.getByRole('checkbox', { name: `选择 ${code}` });
    const pageBox = () => screen.getByRole('checkbox', { name: '选择本页全部行' });
    const status = () => screen.getByRole('status');

    it('chooses rows one by one or the whole page, keeps them across pages, and exports exactly those', async () => {
      const fetchMock = stubCalls(...answers);
      signInAs();
      renderApp(`${url}?divisionId=2`);
      await screen.findByText('WL-SY-001');
      expect(pageBox().getAttribute('aria-checked')).toBe('false');

      await userEvent.click(rowBox('WL-SY-002'));
      expect(rowBox('WL-SY-002').getAttribute('aria-checked')).toBe('true');
      expect(rowBox('WL-SY-002').closest('tr')?.getAttribute('data-state')).toBe('selected');
      expect(pageBox().getAttribute('aria-checked')).toBe('mixed');
      expect(status().textContent).toContain('已选 1 条');

      // The page's box chooses every row of the page, then lets them all go.
      await userEvent.click(pageBox());
      expect(pageBox().getAttribute('aria-checked')).toBe('true');
      expect(status().textContent).toContain('已选 10 条');
      await userEvent.click(pageBox());
      expect(pageBox().getAttribute('aria-checked')).toBe('false');
      expect(status().textContent).toBe('');

      // Chosen rows stay chosen on another page.
      await userEvent.click(rowBox('WL-SY-003'));
      await userEvent.click(
        within(screen.getByRole('navigation', { name: '分页' })).getByRole('button', { name: '下一页' }),
      );
      await userEvent.click(await screen.findByRole('checkbox', { name: '选择 WL-SY-011' }));
      expect(status().textContent).toContain('已选 2 条');
      expect(pageBox().getAttribute('aria-checked')).toBe('mixed');

      await userEvent.click(screen.getByRole('button', { name: '导出所选 (2)' }));
      await waitFor(() =>
        expect(bodiesSent(fetchMock, api.grain.export)).toEqual([{ divisionId: 2, ids: ['WL-SY-003', 'WL-SY-011'] }]),
      );

      await userEvent.click(within(status()).getByRole('button', { name: '清空选择' }));
      expect(status().textContent).toBe('');
      expect(screen.getByRole('button', { name: '导出' })).toBeTruthy();
    });

    it('keeps the chosen rows across a sort, and starts empty after a search or a reset', async () => {
      stubCalls(...answers);
      signInAs();
      renderApp(url);
      await screen.findByText('WL-SY-001');
      await userEvent.click(rowBox('WL-SY-001'));
      await userEvent.click(screen.getByRole('button', { name: '纹路编码' }));
      await waitFor(() =>
        expect(screen.getByRole('columnheader', { name: '纹路编码' }).getAttribute('aria-sort')).toBe('ascending'),
      );
      expect(status().textContent).toContain('已选 1 条');

      // The same filters searched again: a new search all the same.
      await userEvent.click(screen.getByRole('button', { name: '查询' }));
      await waitFor(() => expect(status().textContent).toBe(''));
      expect(rowBox('WL-SY-001').getAttribute('aria-checked')).toBe('false');

      await userEvent.click(rowBox('WL-SY-001'));
      await userEvent.type(screen.getByLabelText('纹路名称'), '纹路');
      await userEvent.click(screen.getByRole('button', { name: '查询' }));
      await waitFor(() => expect(status().textContent).toBe(''));

      await userEvent.click(await screen.findByRole('checkbox', { name: '选择 WL-SY-002' }));
      await userEvent.click(screen.getByRole('button', { name: '重置' }));
      await waitFor(() => expect(status().textContent).toBe(''));
    });

    it('empties the selection when the filters change in the URL (back button)', async () => {
      stubCalls(...answers);
      signInAs();
      const { router } = renderApp(`${url}?isActive=1`);
      await screen.findByText('WL-SY-001');
      await userEvent.click(rowBox('WL-SY-001'));
      expect(status().textContent).toContain('已选 1 条');
      await router.navigate(`${url}?isActive=0`);
      await waitFor(() => expect(status().textContent).toBe(''));
      await router.navigate(-1);
      await waitFor(() => expect(router.state.location.search).toBe('?isActive=1'));
      expect(status().textContent).toBe('');
    });
  });
});
