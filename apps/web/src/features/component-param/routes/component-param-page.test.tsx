import { api, type ComponentParam, ComponentParamMessages as M } from '@portal/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { notify } from '@/lib/notify';
import { callAnswers, renderAs } from '@/test/render-as';
import { ParamText as text } from '../texts';

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

  const detailAnswers = callAnswers(
    [api.componentParam.list, { count: 2, data: [set(1), set(2, { status: 0 })] }],
    [
      api.componentParam.queryComponentFormula,
      (_, { params }) => ({
        id: Number(params.id),
        componentName: '鞋垫',
        formula: 'length * width * unitPrice',
        variables: set(1).values,
        result: 1.5,
        resultMessage: null,
      }),
    ],
    [
      api.componentParam.record,
      [
        {
          id: 9,
          paramId: 1,
          operateType: 'update',
          field: 'unitPrice',
          oldValue: '45',
          newValue: '50',
          operator: '张敏',
          operateTime: '2026-11-02 10:30:00',
        },
      ],
    ],
    [api.componentParam.copy, { id: 3 }],
    [api.componentParam.update, true],
  );

  it('opens a set with its variables, the formula’s result and who changed what', async () => {
    renderAs('supplier', url, detailAnswers);
    await userEvent.click(await screen.findByRole('button', { name: 'CP000001' }));
    const detail = await screen.findByTestId('param-detail');
    await waitFor(() => expect(within(detail).getByTestId('detail-result').textContent).toContain('1.5'));
    const values = within(detail).getByRole('table', { name: text.values });
    expect(within(values).getAllByRole('row')).toHaveLength(4);
    expect(values.textContent).toContain('unitPrice单价50元/m²');
    const record = await within(detail).findByRole('table', { name: text.record });
    await waitFor(() => expect(record.textContent).toContain('修改unitPrice4550'));
    // A set in use (启用) is not deleted from its detail.
    expect(within(detail).queryByRole('button', { name: text.delete })).toBeNull();
  });

  it('copies a set after asking and opens the copy', async () => {
    let copied = false;
    const copy = set(3, { setName: '鞋垫-PU-标准2-副本', status: 0, copiedFrom: 'CP000002' });
    const { bodies } = renderAs('supplier', url, [
      ...detailAnswers,
      [api.componentParam.list, () => ({ count: 3, data: [set(1), set(2, { status: 0 }), ...(copied ? [copy] : [])] })],
      [
        api.componentParam.copy,
        () => {
          copied = true;
          return { id: 3 };
        },
      ],
    ]);
    await userEvent.click(await screen.findByRole('button', { name: 'CP000002' }));
    const detail = await screen.findByTestId('param-detail');
    expect(within(detail).getByRole('button', { name: text.delete })).toBeTruthy();
    await userEvent.click(within(detail).getByRole('button', { name: text.copy }));
    expect(await screen.findByText(M.confirmCopy)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(bodies(api.componentParam.copy)).toEqual([{ id: 2 }]));
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith(M.copied));
    const opened = await screen.findByTestId('param-detail');
    await within(opened).findByText(/CP000003 鞋垫-PU-标准2-副本/);
  });

  it('修改 starts from the set and sends the edited fields with its id', async () => {
    const { bodies } = renderAs('supplier', url, detailAnswers);
    await userEvent.click(await screen.findByRole('button', { name: 'CP000001' }));
    await userEvent.click(within(await screen.findByTestId('param-detail')).getByRole('button', { name: text.edit }));
    const form = await screen.findByTestId('param-form');
    expect((within(form).getByLabelText(text.setName) as HTMLInputElement).value).toBe('鞋垫-PU-标准1');
    const price = within(form).getByLabelText('参数值 3');
    await userEvent.clear(price);
    await userEvent.type(price, '60');
    await waitFor(() => expect(within(form).getByTestId('formula-result').textContent).toContain('1.8'));
    await userEvent.click(within(form).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(bodies(api.componentParam.update)).toHaveLength(1));
    expect(bodies(api.componentParam.update)[0]).toMatchObject({
      id: 1,
      setName: '鞋垫-PU-标准1',
      formula: 'length * width * unitPrice',
      values: [
        { name: 'length', value: 0.3 },
        { name: 'width', value: 0.1 },
        { name: 'unitPrice', value: 60 },
      ],
    });
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith(M.updated));
  });

  it('offers view atoms neither 新增 nor a write in the detail', async () => {
    renderAs('viewAtoms', url, detailAnswers);
    await userEvent.click(await screen.findByRole('button', { name: 'CP000002' }));
    const detail = await screen.findByTestId('param-detail');
    expect(within(detail).queryByRole('button', { name: text.edit })).toBeNull();
    expect(within(detail).queryByRole('button', { name: text.copy })).toBeNull();
    expect(within(detail).queryByRole('button', { name: text.delete })).toBeNull();
    expect(screen.queryByRole('button', { name: text.add })).toBeNull();
  });
});
