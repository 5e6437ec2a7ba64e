import { api, ShoeTreeStatus } from '@portal/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { shoeTreeFixture } from '@/test/fixtures';
import { callAnswers, findRows, renderAs } from '@/test/render-as';

vi.mock('@/lib/notify', () => import('@/test/notify-mock'));

const url = '/shoe/shoeTree';
const last = shoeTreeFixture;

const answers = callAnswers(
  [api.shoeTree.supplierList, { count: 2, data: [last(1), last(2, { status: ShoeTreeStatus.scrapped })] }],
  [
    api.shoeTree.shoeFactory,
    [{ supplierCode: 'F2003', shortName: '裕盛鞋业', supplierName: '东莞市裕盛鞋业有限公司', typeCode: 'FWP' }],
  ],
  [
    api.shoeTree.queryShoeTreeFactorys,
    [{ supplierCode: 'L3001', shortName: '晋江楦业', supplierName: '晋江市楦业有限公司', typeCode: 'LST' }],
  ],
  [api.shoeTree.scrapSize, [{ size: '40', quantity: 4, scrapQuantity: 0, borrowQuantity: 0, availableQuantity: 4 }]],
  [api.shoeTree.scrapRecord, true],
);

const scrapButton = (code: string) => ({ name: new RegExp(`^报废\\s*${code}$`) });

describe('鞋楦管理', () => {
  it('lists the lasts with their body number, factories, pairs and status', async () => {
    renderAs('supplier', url, answers);
    await screen.findByRole('link', { name: '查看鞋楦 ST-2026-0001' });
    const [first, second] = await findRows('鞋楦列表', 2);
    expect(first).toEqual(
      expect.arrayContaining([
        'ST-2026-0001',
        'BD-81',
        '跑步鞋楦',
        '2027Q1',
        '东莞市裕盛鞋业有限公司',
        '晋江楦业',
        '36-45',
        '20',
        '18',
        '2',
        '在用',
      ]),
    );
    expect(second).toEqual(expect.arrayContaining(['ST-2026-0002', '报废']));
  });

  it('sends the typed body number and the chosen factories with 查询', async () => {
    const { bodies } = renderAs('supplier', url, answers);
    const form = await screen.findByRole('form', { name: '搜索条件' });
    await within(form).findByRole('option', { name: '裕盛鞋业' });
    // Both factory filters offer the factories of the supplier's own lasts (docs/domains/shoe-tree.md).
    await within(form).findByRole('option', { name: '晋江楦业' });
    await userEvent.type(within(form).getByLabelText('楦体号'), 'BD-8');
    await userEvent.selectOptions(within(form).getByLabelText('鞋厂'), 'F2003');
    await userEvent.selectOptions(within(form).getByLabelText('楦厂'), 'L3001');
    await userEvent.click(within(form).getByRole('button', { name: '查询' }));
    await waitFor(() =>
      expect(bodies(api.shoeTree.supplierList).at(-1)).toMatchObject({
        bodyNo: 'BD-8',
        shoeFactoryCode: 'F2003',
        shoeTreeFactoryCode: 'L3001',
      }),
    );
  });

  it('offers 报废 on a last in use to the supplier, to the viewer on none', async () => {
    renderAs('viewer', url, answers);
    const table = await screen.findByRole('table', { name: '鞋楦列表' });
    await within(table).findByRole('link', { name: '查看鞋楦 ST-2026-0001' });
    expect(within(table).queryByRole('button', scrapButton('ST-2026-0001'))).toBeNull();
  });

  it('scraps a last: scrapRecord with its id, the pairs and the reason', async () => {
    const { bodies } = renderAs('supplier', url, answers);
    const table = await screen.findByRole('table', { name: '鞋楦列表' });
    await userEvent.click(await within(table).findByRole('button', scrapButton('ST-2026-0001')));
    expect(within(table).queryByRole('button', scrapButton('ST-2026-0002'))).toBeNull();
    await userEvent.type(await screen.findByLabelText('尺码 40 报废双数'), '3');
    await userEvent.type(screen.getByLabelText('报废原因'), '楦头开裂');
    await userEvent.click(screen.getByRole('button', { name: '报废' }));
    await userEvent.click(await screen.findByRole('button', { name: '确定' }));
    await waitFor(() =>
      expect(bodies(api.shoeTree.scrapRecord)).toEqual([
        { shoeTreeId: 1, scrapAll: false, sizes: [{ size: '40', quantity: 3 }], reason: '楦头开裂' },
      ]),
    );
  });
});
