import { api, type ComponentParam } from '@portal/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderAs } from '@/test/render-as';

vi.mock('@/lib/notify', () => import('@/test/notify-mock'));

const url = '/componentParam/componentParam';
const set = (n: number, patch: Partial<ComponentParam> = {}): ComponentParam => ({
  id: n,
  paramCode: `CP${String(n).padStart(6, '0')}`,
  componentCode: 'INSOLE',
  componentName: '鞋垫',
  setName: `鞋垫-PU-标准${n}`,
  formula: 'length * width * unitPrice',
  result: 1.5,
  resultMessage: null,
  status: 1,
  remark: null,
  values: [
    { name: 'length', label: '长度', value: 0.3, unit: 'm' },
    { name: 'width', label: '宽度', value: 0.1, unit: 'm' },
    { name: 'unitPrice', label: '单价', value: 50, unit: '元/m²' },
  ],
  copiedFrom: null,
  creator: '张敏',
  createTime: '2026-11-01 09:00:00',
  modifier: '张敏',
  modifyTime: '2026-11-02 10:30:00',
  ...patch,
});

describe('组件参数', () => {
  it('lists the sets with their formula, result and status', async () => {
    renderAs('supplier', url, [
      [
        api.componentParam.list,
        {
          count: 2,
          data: [set(1), set(2, { status: 0, result: null, resultMessage: '计算公式出现除数为0，请检查参数值' })],
        },
      ],
    ]);
    const table = await screen.findByRole('table', { name: '组件参数列表' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(3));
    const rows = within(table).getAllByRole('row');
    expect(within(rows[1]!).getByRole('button', { name: 'CP000001' })).toBeTruthy();
    expect(rows[1]!.textContent).toContain('length * width * unitPrice');
    expect(rows[1]!.textContent).toContain('启用');
    expect(rows[2]!.textContent).toContain('计算公式出现除数为0，请检查参数值');
    expect(rows[2]!.textContent).toContain('停用');
  });

  it('computes the result live in the form and names an unknown variable', async () => {
    renderAs('supplier', url, [[api.componentParam.list, { count: 0, data: [] }]]);
    await userEvent.click(await screen.findByRole('button', { name: '新增' }));
    const form = await screen.findByTestId('param-form');
    await userEvent.type(within(form).getByLabelText('变量名 1'), 'length');
    await userEvent.type(within(form).getByLabelText('参数说明 1'), '长度');
    await userEvent.type(within(form).getByLabelText('参数值 1'), '0.5');
    await userEvent.click(within(form).getByRole('button', { name: '添加参数' }));
    await userEvent.type(within(form).getByLabelText('变量名 2'), 'price');
    await userEvent.type(within(form).getByLabelText('参数说明 2'), '单价');
    await userEvent.type(within(form).getByLabelText('参数值 2'), '12');
    await userEvent.type(within(form).getByLabelText('计算公式'), 'length * price');
    await waitFor(() => expect(within(form).getByTestId('formula-result').textContent).toContain('6'));
    await userEvent.type(within(form).getByLabelText('计算公式'), ' * loss');
    await waitFor(() =>
      expect(within(form).getByTestId('formula-result').textContent).toContain('计算公式引用了未定义的参数：loss'),
    );
  });
});
