import { api, fillPath, type InnovationDetail, type InnovationListItem } from '@portal/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { supplierMenus, viewerMenus } from '@/test/fixtures';
import { type FetchMock, renderApp, shellAnswers, signInAs, stubApi } from '@/test/render-app';
import { categories } from '../test/categories';

vi.mock('@/lib/notify', () => import('@/test/notify-mock'));

const wait = { timeout: 10_000 };

const record = (id: number, status: '1' | '2'): InnovationListItem => ({
  id,
  divisionId: 2,
  sectionId: 109,
  divisionName: '合成革',
  sectionName: 'PU革',
  materialName: `再生超纤${id}`,
  materialCode: `CX00000${id}`,
  comment: '再生基布，水性PU涂层。',
  coreTechnology: '水性涂层',
  tags: [1],
  coverImgId: `img-${id}`,
  otherImgIds: [],
  appendixIds: [],
  status,
  createTime: '2026-11-01 10:00:00',
  modifyTime: '2026-11-02 10:00:00',
  modifier: 'supplier01',
});

const detail: InnovationDetail = {
  ...record(7, '2'),
  otherImgIds: ['img-side'],
  appendixIds: ['doc-1'],
  imgs: [
    { id: 'img-7', fileName: '封面.jpg' },
    { id: 'img-side', fileName: '侧面.jpg' },
  ],
  appendixFiles: [{ id: 'doc-1', fileName: '技术说明.pdf' }],
};

const answers = {
  ...shellAnswers,
  [api.innovation.list.path]: { count: 2, data: [record(7, '2'), record(8, '1')] },
  [api.innovation.export.path]: { key: 'k1', fileName: '创新材料.xlsx' },
  [fillPath(api.innovation.detail.path, { id: 7 })]: detail,
  [api.lookups.materialTagList.path]: [{ id: 1, tagName: '环保', divisionId: null }],
  [api.lookups.materialCategoryList.path]: categories,
};

const bodiesOf = (fetchMock: FetchMock, path: string) =>
  fetchMock.mock.calls
    .filter(([input]) => new URL(String(input), 'http://localhost').pathname === path)
    .map(([, init]) => JSON.parse(String(init?.body)));

const rowOf = async (code: string) => {
  const table = await screen.findByRole('table', { name: '创新材料列表' }, wait);
  return (await within(table).findByText(code, {}, wait)).closest('tr') as HTMLElement;
};

describe('创新材料', () => {
  it('lists the records with status, modifier and a link to the detail; 修改创新材料 opens the dialog', async () => {
    stubApi(answers);
    signInAs(supplierMenus);
    renderApp('/fabric/fabricInnovate');
    expect(await screen.findByRole('heading', { level: 1, name: '创新材料' }, wait)).toBeTruthy();
    const submitted = await rowOf('CX000007');
    expect(within(submitted).getByText('已提交')).toBeTruthy();
    expect(within(submitted).getByText('supplier01')).toBeTruthy();
    expect(within(await rowOf('CX000008')).getByText('暂存')).toBeTruthy();
    expect(within(submitted).getByRole('link', { name: '查看 再生超纤7' }).getAttribute('href')).toBe(
      '/fabric/fabricInnovateDetail?id=7',
    );
    await userEvent.click(within(submitted).getByRole('button', { name: '修改创新材料' }));
    const dialog = await screen.findByTestId('innovation-dialog', {}, wait);
    expect(within(dialog).getByRole('heading', { name: /修改创新材料/ })).toBeTruthy();
  });

  it('searches by status and exports with the filters', async () => {
    const fetchMock = stubApi(answers);
    signInAs(supplierMenus);
    renderApp('/fabric/fabricInnovate?status=2');
    await rowOf('CX000007');
    await waitFor(() => expect(bodiesOf(fetchMock, api.innovation.list.path).at(-1)).toMatchObject({ status: '2' }));
    await userEvent.click(screen.getByRole('button', { name: /导出/ }));
    await waitFor(() => expect(bodiesOf(fetchMock, api.innovation.export.path)).toEqual([{ status: '2' }]), wait);
  });

  it('offers the 材料小类 of the chosen 材料大类, clears one of another 大类 and sends sectionId', async () => {
    const fetchMock = stubApi(answers);
    signInAs(supplierMenus);
    renderApp('/fabric/fabricInnovate');
    const form = await screen.findByRole('form', { name: '搜索条件' }, wait);
    const options = (label: string) =>
      [...(within(form).getByLabelText(label) as HTMLSelectElement).options].map((o) => o.text);
    await within(form).findByRole('option', { name: '合成革 / PU革' }, wait);
    expect(options('材料大类')).toEqual(['全部', '合成革', '网布/纺织']);
    expect(options('材料小类')).toEqual(['全部', '合成革 / PU革', '合成革 / PU植绒', '网布/纺织 / 飞织面料']);
    await userEvent.selectOptions(within(form).getByLabelText('材料小类'), '网布/纺织 / 飞织面料');
    await userEvent.selectOptions(within(form).getByLabelText('材料大类'), '合成革');
    expect(options('材料小类')).toEqual(['全部', 'PU革', 'PU植绒']);
    await userEvent.click(within(form).getByRole('button', { name: '查询' }));
    await waitFor(() =>
      expect(bodiesOf(fetchMock, api.innovation.list.path).at(-1)).toEqual({ divisionId: 2, page: 1, limit: 10 }),
    );
    const search = await screen.findByRole('form', { name: '搜索条件' });
    await userEvent.selectOptions(within(search).getByLabelText('材料小类'), 'PU植绒');
    await userEvent.click(within(search).getByRole('button', { name: '查询' }));
    await waitFor(() =>
      expect(bodiesOf(fetchMock, api.innovation.list.path).at(-1)).toEqual({
        divisionId: 2,
        sectionId: 110,
        page: 1,
        limit: 10,
      }),
    );
  });

  it('shows the viewer no 修改创新材料', async () => {
    stubApi(answers);
    signInAs(viewerMenus);
    renderApp('/fabric/fabricInnovate');
    const row = await rowOf('CX000007');
    expect(within(row).queryByRole('button', { name: '修改创新材料' })).toBeNull();
    expect(within(row).getByRole('link', { name: '查看 再生超纤7' })).toBeTruthy();
  });
});

describe('创新材料详情', () => {
  it('shows the record as its form groups it, its images in the viewer and its attachments', async () => {
    stubApi(answers);
    signInAs(supplierMenus);
    renderApp('/fabric/fabricInnovateDetail?id=7');
    const basic = await screen.findByRole('region', { name: '基本信息' }, wait);
    expect(within(basic).getByText('再生超纤7')).toBeTruthy();
    expect(within(basic).getByText('CX000007')).toBeTruthy();
    await within(basic).findByText('PU革', {}, wait);
    await within(basic).findByText('环保', {}, wait);
    expect(within(screen.getByRole('region', { name: '材料说明' })).getByText('水性涂层')).toBeTruthy();
    const media = screen.getByRole('region', { name: '图片与附件' });
    expect(within(media).getByRole('link', { name: /技术说明\.pdf/ })).toBeTruthy();
    await userEvent.click(within(media).getByRole('button', { name: '查看大图：侧面.jpg' }));
    expect(await screen.findByRole('dialog', { name: '侧面.jpg' }, wait)).toBeTruthy();
  });

  it('opens 修改创新材料 on the record', async () => {
    stubApi(answers);
    signInAs(supplierMenus);
    renderApp('/fabric/fabricInnovateDetail?id=7');
    await userEvent.click(await screen.findByRole('button', { name: '修改创新材料' }, wait));
    expect(await screen.findByTestId('innovation-dialog', {}, wait)).toBeTruthy();
  });
});
