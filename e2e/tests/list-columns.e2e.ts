import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { screenshot } from '../support/browser';
import { orderSession } from '../support/orders';

const session = orderSession();
const { baseUrl } = session;
let page: Page;

/** Where a header cell lies on the screen. */
const box = async (header: Locator) => {
  const b = await header.boundingBox();
  if (!b) throw new Error('the header is not shown');
  return { left: b.x, right: b.x + b.width };
};

/**
 * The columns a supplier reads on every row, at a laptop's width: a wide list scrolls its other columns under the
 * pinned 操作 column, never these (the table's first screen shows them whole).
 */
describe.each([
  { route: '/purchase/purchase', table: '采购单列表', columns: ['状态', '交期'] },
  { route: '/shoe/shoeSeason', table: '调料单列表', columns: ['状态', '交期'] },
  { route: '/shoe/shoeTree', table: '鞋楦列表', columns: ['状态', '可用双数'] },
  { route: '/shoe/shoeTreeMaintain', table: '鞋楦维护列表', columns: ['状态', '维护状态'] },
])('$table at 1440 px', ({ route, table, columns }) => {
  it(`shows ${columns.join(' and ')} whole, left of the pinned 操作 column`, async () => {
    ({ page } = await session.signIn());
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(`${baseUrl}${route}`);
    const list = page.getByRole('table', { name: table });
    await list.getByRole('row').nth(1).waitFor();
    const header = (name: string) => list.getByRole('columnheader', { name, exact: true });
    const actions = await box(header('操作'));
    // Cells that meet share an edge, to a fraction of a pixel.
    for (const name of columns) expect((await box(header(name))).right, name).toBeLessThanOrEqual(actions.left + 0.5);
    await screenshot(page, `list-columns-${route.split('/').pop()}-1440`, { fullPage: false });
  });
});
