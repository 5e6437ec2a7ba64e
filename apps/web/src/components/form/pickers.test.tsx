import { api, type Effect, type Grain } from '@portal/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ReactNode, useState } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { colorPageSize } from '@/api/lookups';
import { sessionStore } from '@/session/session';
import { sessionFixture } from '@/test/fixtures';
import { bodiesSent, stubCalls } from '@/test/render-as';
import { type ChosenColor, ColorPicker } from './color-picker';
import { type ChosenEffect, EffectPicker, effectSort } from './effect-picker';
import { FactoryPicker } from './factory-picker';
import { collapsedGrainCount, GrainPicker } from './grain-picker';
import { joinMeshChoices, type MeshFabricChoice, MeshFabricPicker, splitMeshChoices } from './mesh-fabric-picker';

const grain = (n: number, name = `纹路${n}`): Grain => ({
  lineCode: `WL-LT-${String(n).padStart(3, '0')}`,
  lineName: name,
  floatingPrice: n,
  coverImgId: null,
  isActive: '1',
  isShow: '1',
  availableEndDate: null,
  divisionId: 1,
});
const grains = Array.from({ length: 10 }, (_, i) => grain(i + 1, i === 0 ? '荔枝纹' : `纹路${i + 1}`));
const effects: Effect[] = [
  { id: 1, effectName: '烫金', effectPrice: 13.16, sort: 1, divisionId: 2 },
  { id: 2, effectName: '压花', effectPrice: 5.5, sort: 2, divisionId: 2 },
  { id: 3, effectName: '印刷', effectPrice: 2, sort: 3, divisionId: 2 },
];

const wrap = (ui: ReactNode) => {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(<QueryClientProvider client={client}>{ui}</QueryClientProvider>);
};

/** A picker holding its own value, as a form would. */
const Grains = ({ multiple }: { multiple: boolean }) => {
  const [value, setValue] = useState<string[]>([]);
  return (
    <>
      <GrainPicker id="g" label="材料纹路" grains={grains} value={value} onChange={setValue} multiple={multiple} />
      <output data-testid="value">{value.join(',')}</output>
    </>
  );
};
const value = () => screen.getByTestId('value').textContent;
const card = (name: string) => screen.getByRole('button', { name: new RegExp(`^${name}`) });

const Effects = () => {
  const [chosen, setChosen] = useState<ChosenEffect[]>([]);
  return (
    <>
      <EffectPicker id="e" label="特殊效果" effects={effects} value={chosen} onChange={setChosen} />
      <output data-testid="value">{JSON.stringify(chosen)}</output>
    </>
  );
};

const Colors = () => {
  const [chosen, setChosen] = useState<ChosenColor[]>([]);
  const [all, setAll] = useState(false);
  return (
    <>
      <ColorPicker
        id="c"
        label="材料颜色"
        value={chosen}
        onChange={setChosen}
        allColors={all}
        onAllColorsChange={setAll}
      />
      <output data-testid="value">{`${all ? 'all' : ''}${chosen.map((c) => c.colorCode).join(',')}`}</output>
    </>
  );
};

const Factories = () => {
  const [codes, setCodes] = useState<string[]>([]);
  const [all, setAll] = useState(false);
  return (
    <>
      <FactoryPicker id="f" label="适用鞋厂" value={codes} onChange={setCodes} all={all} onAllChange={setAll} />
      <output data-testid="value">{`${all ? 'all' : ''}${codes.join(',')}`}</output>
    </>
  );
};

beforeEach(() => sessionStore.signIn(sessionFixture));

describe('GrainPicker', () => {
  it('single-select when grains are not required: choosing one clears the others', async () => {
    wrap(<Grains multiple={false} />);
    await userEvent.click(card('荔枝纹'));
    await userEvent.click(card('纹路2'));
    expect(value()).toBe('WL-LT-002');
    expect(screen.queryByRole('button', { name: '全选' })).toBeNull();
    await userEvent.click(card('纹路2'));
    expect(value()).toBe('');
  });

  it('multi-select with 全选 when required; search 请输入要搜索的纹路名称; 展开/收起', async () => {
    wrap(<Grains multiple />);
    await userEvent.click(card('荔枝纹'));
    await userEvent.click(card('纹路2'));
    expect(value()).toBe('WL-LT-001,WL-LT-002');
    // Collapsed: one row of cards until 展开.
    expect(screen.getAllByRole('button', { pressed: false }).length + 2).toBe(collapsedGrainCount);
    await userEvent.click(screen.getByRole('button', { name: '展开' }));
    expect(card('纹路10')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '收起' }));
    expect(screen.queryByRole('button', { name: /^纹路10/ })).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: '全选' }));
    expect(value()?.split(',')).toHaveLength(10);
    await userEvent.click(screen.getByRole('button', { name: '取消全选' }));
    expect(value()).toBe('');

    await userEvent.type(screen.getByPlaceholderText('请输入要搜索的纹路名称'), '荔枝');
    expect(screen.getAllByRole('button', { pressed: false })).toHaveLength(1);
  });
});

describe('EffectPicker', () => {
  it('全选/取消全选, search 请输入要搜索的特殊效果, 价格(¥), and a sort of at least 1', async () => {
    wrap(<Effects />);
    expect(screen.getAllByText(/价格\(¥\)/)).toHaveLength(3);
    await userEvent.click(screen.getByRole('button', { name: '全选' }));
    expect(JSON.parse(value() ?? '[]')).toHaveLength(3);
    await userEvent.click(screen.getByRole('button', { name: '取消全选' }));
    expect(value()).toBe('[]');

    await userEvent.type(screen.getByPlaceholderText('请输入要搜索的特殊效果'), '烫');
    await userEvent.click(screen.getByRole('button', { name: /烫金/ }));
    await userEvent.click(screen.getByRole('button', { name: '烫金 的排序' }));
    const sort = await screen.findByLabelText('烫金 的排序', { selector: 'input' });
    await userEvent.clear(sort);
    await userEvent.type(sort, '0');
    fireEvent.blur(sort);
    expect(JSON.parse(value() ?? '[]')).toEqual([{ id: 1, effectName: '烫金', sort: 1 }]);
    expect(effectSort('7')).toBe(7);
    expect(effectSort('-3')).toBe(1);
  });
});

const colors = Array.from({ length: 250 }, (_, i) => ({
  colorCode: `C${String(i + 1).padStart(4, '0')}`,
  colorName: `颜色${i + 1}`,
  colorRgb: '#336699',
}));

describe('ColorPicker', () => {
  it('reads pages of 100 as the list is scrolled, chooses with a swatch, and 全部颜色 clears the choice', async () => {
    const fetchMock = stubCalls([
      api.lookups.colorDataList,
      (body) => {
        const [page, limit] = [Number(body.page), Number(body.limit)];
        return { count: colors.length, data: colors.slice((page - 1) * limit, page * limit) };
      },
    ]);
    wrap(<Colors />);
    await screen.findByText('C0100');
    expect(screen.queryByText('C0101')).toBeNull();
    expect(bodiesSent(fetchMock, api.lookups.colorDataList)).toEqual([{ page: 1, limit: colorPageSize }]);

    fireEvent.scroll(screen.getByTestId('color-list'));
    await screen.findByText('C0200');
    fireEvent.scroll(screen.getByTestId('color-list'));
    await screen.findByText('C0250');
    expect(await screen.findByText('已全部加载')).toBeTruthy();
    expect(bodiesSent(fetchMock, api.lookups.colorDataList).map((b) => b.page)).toEqual([1, 2, 3]);

    const list = screen.getByTestId('color-list');
    await userEvent.click(within(list).getByText('颜色7'));
    expect(value()).toBe('C0007');
    await userEvent.click(screen.getByText('全部颜色'));
    expect(value()).toBe('all');
  });

  it('searches by code or name from the first page again', async () => {
    const fetchMock = stubCalls([
      api.lookups.colorDataList,
      (body) => {
        const rows = colors.filter((c) => !body.keyword || c.colorName.includes(body.keyword));
        return { count: rows.length, data: rows.slice(0, 100) };
      },
    ]);
    wrap(<Colors />);
    await screen.findByText('C0001');
    await userEvent.type(screen.getByPlaceholderText('请输入颜色编码或名称'), '颜色25');
    await waitFor(() => expect(screen.queryByText('C0001')).toBeNull());
    expect(bodiesSent(fetchMock, api.lookups.colorDataList).at(-1)).toEqual({ page: 1, limit: 100, keyword: '颜色25' });
  });
});

describe('FactoryPicker', () => {
  it('offers the FWP suppliers; 全部鞋厂 clears the chosen ones', async () => {
    const fetchMock = stubCalls([
      api.lookups.supplierSearchList,
      [
        { supplierCode: 'F2001', shortName: '华信鞋业', supplierName: '益阳市华信鞋业有限公司', typeCode: 'FWP' },
        { supplierCode: 'F2002', shortName: '宝成鞋业', supplierName: '东莞宝成鞋业有限公司', typeCode: 'FWP' },
      ],
    ]);
    wrap(<Factories />);
    await userEvent.click(await screen.findByText('华信鞋业'));
    await userEvent.click(screen.getByText('宝成鞋业'));
    expect(value()).toBe('F2001,F2002');
    await userEvent.click(screen.getByText('全部鞋厂'));
    expect(value()).toBe('all');
    expect(bodiesSent(fetchMock, api.lookups.supplierSearchList)).toEqual([{ typeCode: 'FWP' }]);
  });
});

/** 鞋垫布 as the material form holds it: comma-joined names and codes. */
const InsoleCloth = ({ names = '', codes = '' }: { names?: string; codes?: string }) => {
  const [stored, setStored] = useState({ names, codes });
  const onChange = (choices: MeshFabricChoice[]) => setStored(joinMeshChoices(choices));
  return (
    <>
      <MeshFabricPicker
        id="m"
        label="鞋垫布"
        value={splitMeshChoices(stored.names, stored.codes)}
        onChange={onChange}
      />
      <output data-testid="value">{`${stored.names}|${stored.codes}`}</output>
    </>
  );
};

const meshFabrics = [
  { id: 11, materialCode: 'TX000011', materialName: '提花三明治网布' },
  { id: 12, materialCode: 'TX000012', materialName: '蜂窝提花布' },
  { id: 13, materialCode: 'TX000013', materialName: '透气帆布' },
];

describe('MeshFabricPicker (鞋垫布)', () => {
  it('searches the mesh fabrics by name; the chosen ones are stored comma-joined, names and codes alike', async () => {
    const fetchMock = stubCalls([
      api.fabric.queryMeshFabric,
      (body) => meshFabrics.filter((f) => !body.materialName || f.materialName.includes(body.materialName)),
    ]);
    wrap(<InsoleCloth />);
    await userEvent.click(await screen.findByText('提花三明治网布'));
    await userEvent.click(screen.getByText('透气帆布'));
    expect(value()).toBe('提花三明治网布,透气帆布|TX000011,TX000013');

    await userEvent.type(screen.getByPlaceholderText('请输入网布面料名称'), '蜂窝');
    await waitFor(() => expect(screen.queryByText('透气帆布', { selector: 'span' })).toBeNull());
    expect(bodiesSent(fetchMock, api.fabric.queryMeshFabric).at(-1)).toEqual({ materialName: '蜂窝' });
    // What was chosen before the search stays chosen (and shown as chips).
    const chosen = screen.getByRole('list', { name: '已选 2 种鞋垫布' });
    expect(within(chosen).getByText('透气帆布')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: '移除 提花三明治网布' }));
    expect(value()).toBe('透气帆布|TX000013');
  });

  it('shows a stored choice the search does not offer, and removing it clears both texts', async () => {
    stubCalls([api.fabric.queryMeshFabric, []]);
    wrap(<InsoleCloth names="旧网布" codes="TX000099" />);
    expect(await screen.findByText('没有匹配的网布面料')).toBeTruthy();
    expect(screen.getByText('旧网布')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '移除 旧网布' }));
    expect(value()).toBe('|');
  });

  it('pairs stored names with codes by position; a name without a code keeps an empty one', () => {
    expect(splitMeshChoices('A网布,B网布', 'TX1')).toEqual([
      { materialName: 'A网布', materialCode: 'TX1' },
      { materialName: 'B网布', materialCode: '' },
    ]);
    expect(splitMeshChoices('', '')).toEqual([]);
  });
});
