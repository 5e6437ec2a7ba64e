import { api, type Color, type Effect, type Grain, type PriceCard } from '@portal/contract';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ReactNode, useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/api/query-client';
import { sessionStore } from '@/session/session';
import { sessionFixture } from '@/test/fixtures';
import { bodiesSent, stubCalls } from '@/test/render-as';
import { CodePicker } from './code-picker';
import { FloatFormDialog } from './float-form-dialog';

vi.mock('@/lib/notify', () => import('@/test/notify-mock'));

const colors: Color[] = [
  { colorCode: 'C0001', colorName: '米白', colorRgb: '#F5F0E6' },
  { colorCode: 'C0002', colorName: '大红', colorRgb: '#C8102E' },
  { colorCode: 'C0003', colorName: '藏青', colorRgb: '#1F2A44' },
];
const grain = (lineCode: string, lineName: string): Grain => ({
  lineCode,
  lineName,
  floatingPrice: 1.5,
  coverImgId: null,
  isActive: '1',
  isShow: '1',
  availableEndDate: null,
  divisionId: 1,
});
const effect = (id: number, effectName: string): Effect => ({
  id,
  effectName,
  effectPrice: 2,
  sort: id,
  divisionId: 1,
});
const colorAnswer = ({ colorCodes }: { colorCodes?: string[] }) => {
  const data = colorCodes ? colors.filter((c) => colorCodes.includes(c.colorCode)) : colors;
  return { count: data.length, data };
};

const withClient = (node: ReactNode) =>
  render(<QueryClientProvider client={createQueryClient()}>{node}</QueryClientProvider>);

/** The picker held in state as the form holds it; every change recorded. */
const Harness = ({ kind, onChange }: { kind: 'color' | 'line' | 'effect'; onChange: (code: string) => void }) => {
  const [value, setValue] = useState('');
  return (
    <CodePicker
      kind={kind}
      id="code"
      value={value}
      onChange={(code) => {
        onChange(code);
        setValue(code);
      }}
    />
  );
};

const user = () => userEvent.setup();
const chosen = () => screen.getByTestId('price-code-chosen').textContent;

beforeEach(() => sessionStore.signIn(sessionFixture));

describe('the code pickers of the colour, line and effect prices (single select)', () => {
  it('colour: pages of the colour list with search, one colour at a time, name + code shown', async () => {
    const fetchMock = stubCalls([api.lookups.colorDataList, colorAnswer]);
    const onChange = vi.fn();
    withClient(<Harness kind="color" onChange={onChange} />);
    const red = await screen.findByRole('radio', { name: /C0002/ });
    expect(screen.queryByText('全部颜色')).toBeNull();
    expect(screen.queryByRole('button', { name: '全选' })).toBeNull();
    await user().click(red);
    expect(onChange).toHaveBeenLastCalledWith('C0002');
    await waitFor(() => expect(chosen()).toBe('已选：大红C0002'));
    await user().click(screen.getByRole('radio', { name: /C0003/ }));
    expect(onChange).toHaveBeenLastCalledWith('C0003');
    await waitFor(() => expect(screen.getAllByRole('radio', { checked: true })).toHaveLength(1));
    const firstPage = bodiesSent(fetchMock, api.lookups.colorDataList).find((b) => !b.colorCodes);
    expect(firstPage).toMatchObject({ page: 1, limit: 100 });
  });

  it('line: the grain cards, one line at a time', async () => {
    stubCalls([api.lookups.fabricLinesQuery, [grain('WL-LT-001', '荔枝纹'), grain('WL-LT-002', '十字纹')]]);
    const onChange = vi.fn();
    withClient(<Harness kind="line" onChange={onChange} />);
    await user().click(await screen.findByRole('button', { name: /荔枝纹/ }));
    await user().click(screen.getByRole('button', { name: /十字纹/ }));
    expect(onChange).toHaveBeenLastCalledWith('WL-LT-002');
    await waitFor(() => expect(screen.getAllByRole('button', { pressed: true })).toHaveLength(1));
    expect(chosen()).toBe('已选：十字纹WL-LT-002');
    expect(screen.queryByRole('button', { name: '全选' })).toBeNull();
  });

  it('effect: the effect chips, one effect at a time, without sort', async () => {
    stubCalls([api.lookups.fabricEffectQuery, [effect(11, '烫金'), effect(12, '压花')]]);
    const onChange = vi.fn();
    withClient(<Harness kind="effect" onChange={onChange} />);
    await user().click(await screen.findByRole('button', { name: /烫金/ }));
    await user().click(screen.getByRole('button', { name: /压花/ }));
    expect(onChange).toHaveBeenLastCalledWith('12');
    await waitFor(() => expect(chosen()).toBe('已选：压花12'));
    expect(screen.getAllByRole('button', { pressed: true })).toHaveLength(1);
    expect(screen.queryByRole('button', { name: /排序/ })).toBeNull();
    expect(screen.queryByRole('button', { name: '全选' })).toBeNull();
  });

  it('the colour price form saves the code chosen in the picker', async () => {
    const card = { id: 7, materialCode: 'LT0001', materialName: '牛皮', season: '2027Q1', divisionId: null };
    const saved = vi.fn((_body: unknown) => ({ id: 99 }));
    stubCalls(
      [api.price.materialList, { count: 1, data: [card as unknown as PriceCard] }],
      [api.lookups.colorDataList, colorAnswer],
      [api.price.colorSaveOrUpdate, saved],
    );
    withClient(<FloatFormDialog kind="color" open row={null} onClose={vi.fn()} />);
    const form = await screen.findByRole('form', { name: '颜色价格' });
    await within(form).findByRole('option', { name: /LT0001/ });
    await user().selectOptions(within(form).getByLabelText('材料价格卡'), '7');
    await user().click(await within(form).findByRole('radio', { name: /C0001/ }));
    await user().type(within(form).getByLabelText('价格浮动(元)'), '12.5');
    await user().click(within(form).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(saved).toHaveBeenCalled());
    expect(saved.mock.calls[0]![0]).toMatchObject({ parentId: 7, code: 'C0001', floatingPrice: 12.5 });
  });
});
