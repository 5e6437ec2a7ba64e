import { api, type MaterialFabricListItem, MaterialStatus as S } from '@portal/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { supplierMenus, viewerMenus } from '@/test/fixtures';
import { type FetchMock, renderApp, shellAnswers, signInAs, stubApi } from '@/test/render-app';

vi.mock('@/lib/notify', () => import('@/test/notify-mock'));

const material = (id: number, status: number, extra: Partial<MaterialFabricListItem> = {}): MaterialFabricListItem => ({
  id,
  materialCode: `LT${String(id).padStart(6, '0')}`,
  materialName: `头层牛皮${id}`,
  fullMaterialName: `头层牛皮${id} 荔枝纹 1.4mm`,
  divisionId: 1,
  sectionId: 11,
  suppliers: ['S10001'],
  unit: '平方英尺',
  price: '12.5',
  coverImgId: null,
  status,
  materialStage: 'normal',
  auditRemark: null,
  hasFrozen: 0,
  newFlag: '0',
  editType: null,
  fileHasComplete: 1,
  isCompleteData: 0,
  modifier: 'supplier',
  modifyTime: '2026-11-20 10:00:00',
  supplierShortnames: '华彩',
  divisionName: '皮料',
  sectionName: '牛皮',
  displayPrice: '12.5 ~ 18',
  ...extra,
});

const fabrics = [
  material(1, S.draft),
  material(2, S.submitted),
  material(3, S.approved),
  material(4, S.rejected, { auditRemark: '缺少检测报告', isCompleteData: 1 }),
  material(5, S.approved, { hasFrozen: 1 }),
];
const recommended = [
  material(11, S.submitted, { materialStage: 'recommend' }),
  material(12, S.approved, { materialStage: 'recommend' }),
  material(13, S.rejected, { materialStage: 'recommend' }),
];
const categories = [
  { id: 1, name: '皮料', materialCode: 'LT', childrens: [{ id: 11, name: '牛皮', materialCode: 'LT01' }] },
  { id: 2, name: '辅料', materialCode: 'FG', childrens: [{ id: 21, name: '鞋带', materialCode: 'FG01' }] },
];

const answers = {
  ...shellAnswers,
  [api.fabric.list.path]: { count: fabrics.length, data: fabrics },
  [api.recommend.list.path]: { count: recommended.length, data: recommended },
  [api.recommend.size.path]: 34,
  [api.fabric.materialCategory.path]: categories,
  [api.fabric.stopMaterialFabric.path]: true,
  [api.fabric.applicationOverruled.path]: true,
  [api.fabric.pushFabrics.path]: true,
  [api.fabric.delete.path]: true,
};

const bodiesOf = (fetchMock: FetchMock, path: string) =>
  fetchMock.mock.calls
    .filter(([input]) => new URL(String(input), 'http://localhost').pathname === path)
    .map(([, init]) => JSON.parse(String(init?.body)));

const rowOf = async (table: string, code: string) => {
  const element = await screen.findByRole('table', { name: table });
  return (await within(element).findByText(code)).closest('tr') as HTMLElement;
};
const actionsOf = (row: HTMLElement) =>
  within(row)
    .queryAllByRole('button')
    .map((b) => b.textContent);

describe('鞋面料管理', () => {
  it('offers each row the actions its status allows, and shows a rejection reason', async () => {
    stubApi(answers);
    signInAs(supplierMenus);
    renderApp('/fabric/fabricManage');
    expect(actionsOf(await rowOf('鞋面料列表', 'LT000001'))).toEqual(['修改', '复制', '删除']);
    expect(actionsOf(await rowOf('鞋面料列表', 'LT000002'))).toEqual(['复制']);
    // An approved record whose data was never completed offers 补全资料; a completed one (LT000004) does not.
    expect(actionsOf(await rowOf('鞋面料列表', 'LT000003'))).toEqual(['修改', '补全资料', '复制', '停用']);
    const rejected = await rowOf('鞋面料列表', 'LT000004');
    expect(actionsOf(rejected)).toEqual(['修改', '复制', '申诉']);
    expect(within(rejected).getByText('驳回原因：缺少检测报告')).toBeTruthy();
    const stopped = await rowOf('鞋面料列表', 'LT000005');
    expect(actionsOf(stopped)).toEqual(['复制']);
    expect(within(stopped).getByText('停用')).toBeTruthy();
    expect(within(stopped).getByText('12.5 ~ 18 /平方英尺')).toBeTruthy();
    expect(within(stopped).getByRole('link', { name: 'LT000005' }).getAttribute('href')).toBe(
      '/fabric/fabricDetail?id=5',
    );
  });

  it('sends the filters, 停用 as hasFrozen', async () => {
    const fetchMock = stubApi(answers);
    signInAs(supplierMenus);
    const { router } = renderApp('/fabric/fabricManage');
    const form = await screen.findByRole('form', { name: '搜索条件' });
    await within(form).findByRole('option', { name: '皮料' });
    expect(within(form).queryByRole('option', { name: '鞋带' })).toBeNull();
    await userEvent.selectOptions(within(form).getByLabelText('材料大类'), '皮料');
    await userEvent.type(within(form).getByLabelText('材料编码'), 'LT00');
    await userEvent.selectOptions(within(form).getByLabelText('状态'), '已驳回');
    await userEvent.type(within(form).getByLabelText('修改日期起'), '2026-11-01');
    await userEvent.selectOptions(within(form).getByLabelText('补全资料'), '否');
    await userEvent.click(within(form).getByRole('button', { name: '查询' }));
    await waitFor(() =>
      expect(bodiesOf(fetchMock, api.fabric.list.path).at(-1)).toEqual({
        divisionId: 1,
        materialCode: 'LT00',
        status: S.rejected,
        hasFrozen: 0,
        modifyTimeStart: '2026-11-01',
        isCompleteData: 0,
        page: 1,
        limit: 10,
      }),
    );
    const search = await screen.findByRole('form', { name: '搜索条件' });
    await userEvent.selectOptions(within(search).getByLabelText('状态'), '停用');
    await userEvent.click(within(search).getByRole('button', { name: '查询' }));
    await waitFor(() => expect(router.state.location.search).toContain('hasFrozen=1'));
    await waitFor(() =>
      expect(bodiesOf(fetchMock, api.fabric.list.path).at(-1)).toMatchObject({ hasFrozen: 1, divisionId: 1 }),
    );
    expect(bodiesOf(fetchMock, api.fabric.list.path).at(-1)).not.toHaveProperty('status');
    expect(
      (within(await screen.findByRole('form', { name: '搜索条件' })).getByLabelText('状态') as HTMLSelectElement).value,
    ).toBe('stopped');
  });

  it('停用 asks first; 申诉 sends the reason; 推送 sends the chosen rows', async () => {
    const fetchMock = stubApi(answers);
    signInAs(supplierMenus);
    renderApp('/fabric/fabricManage');
    await userEvent.click(within(await rowOf('鞋面料列表', 'LT000003')).getByRole('button', { name: '停用' }));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(bodiesOf(fetchMock, api.fabric.stopMaterialFabric.path)).toEqual([{ ids: [3] }]));

    await userEvent.click(within(await rowOf('鞋面料列表', 'LT000004')).getByRole('button', { name: '申诉' }));
    const dialog = await screen.findByRole('dialog', { name: /驳回申诉/ });
    await userEvent.click(within(dialog).getByRole('button', { name: '提交申诉' }));
    expect(bodiesOf(fetchMock, api.fabric.applicationOverruled.path)).toEqual([]);
    await userEvent.type(within(dialog).getByLabelText('申诉理由'), '报告已随样品寄出');
    await userEvent.click(within(dialog).getByRole('button', { name: '提交申诉' }));
    await waitFor(() =>
      expect(bodiesOf(fetchMock, api.fabric.applicationOverruled.path)).toEqual([
        { id: 4, applicationOverruled: '报告已随样品寄出' },
      ]),
    );

    await userEvent.click(within(await rowOf('鞋面料列表', 'LT000003')).getByRole('checkbox'));
    await userEvent.click(screen.getByRole('button', { name: '推送所选 (1)' }));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(bodiesOf(fetchMock, api.fabric.pushFabrics.path)).toEqual([{ ids: [3] }]));
  });

  it('删除 of a draft asks first, sends fabric/delete and reloads the list', async () => {
    const fetchMock = stubApi(answers);
    signInAs(supplierMenus);
    renderApp('/fabric/fabricManage');
    await userEvent.click(within(await rowOf('鞋面料列表', 'LT000001')).getByRole('button', { name: '删除' }));
    const question = await screen.findByRole('alertdialog');
    expect(question.textContent).toContain('此操作将删除材料 LT000001，是否继续?');
    const loads = bodiesOf(fetchMock, api.fabric.list.path).length;
    await userEvent.click(within(question).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(bodiesOf(fetchMock, api.fabric.delete.path)).toEqual([{ ids: [1] }]));
    await waitFor(() => expect(bodiesOf(fetchMock, api.fabric.list.path).length).toBeGreaterThan(loads));
  });

  it('shows the viewer no write button', async () => {
    stubApi(answers);
    signInAs(viewerMenus);
    renderApp('/fabric/fabricManage');
    expect(actionsOf(await rowOf('鞋面料列表', 'LT000001'))).toEqual([]);
    expect(actionsOf(await rowOf('鞋面料列表', 'LT000004'))).toEqual([]);
    // No empty 操作 column either: the viewer holds none of its buttons' atoms.
    expect(screen.queryByRole('columnheader', { name: '操作' })).toBeNull();
    expect(screen.queryByRole('button', { name: '新增' })).toBeNull();
    expect(screen.queryByRole('button', { name: /推送/ })).toBeNull();
    expect(screen.getByRole('button', { name: '导出' })).toBeTruthy();
  });
});

describe('推荐材料', () => {
  it('shows the count, the recommended actions and links to the recommended detail', async () => {
    const fetchMock = stubApi(answers);
    signInAs(supplierMenus);
    renderApp('/fabric/supplierRecommendManage');
    expect((await screen.findByRole('status', { name: '推荐材料数量' })).textContent).toBe('推荐材料共 34 条');
    expect(actionsOf(await rowOf('推荐材料列表', 'LT000011'))).toEqual(['修改', '转正', '删除']);
    expect(actionsOf(await rowOf('推荐材料列表', 'LT000012'))).toEqual(['修改', '转正']);
    const rejected = await rowOf('推荐材料列表', 'LT000013');
    expect(actionsOf(rejected)).toEqual(['修改', '删除']);
    expect(within(rejected).getByRole('link', { name: 'LT000013' }).getAttribute('href')).toBe(
      '/fabric/supplierRecommendDetail?id=13',
    );
    const form = await screen.findByRole('form', { name: '搜索条件' });
    await within(form).findByRole('option', { name: '皮料' });
    expect(within(form).queryByRole('option', { name: '辅料' })).toBeNull();
    expect(screen.getByRole('button', { name: '新增' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /推送/ })).toBeNull();
    expect(bodiesOf(fetchMock, api.recommend.size.path)).toEqual([{}]);
  });

  it('shows the viewer no write button', async () => {
    stubApi(answers);
    signInAs(viewerMenus);
    renderApp('/fabric/supplierRecommendManage');
    expect(actionsOf(await rowOf('推荐材料列表', 'LT000011'))).toEqual([]);
    expect(screen.queryByRole('columnheader', { name: '操作' })).toBeNull();
    expect(screen.queryByRole('button', { name: '新增' })).toBeNull();
  });
});
