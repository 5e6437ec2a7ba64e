import { api } from '@portal/contract';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { animationsDone, inViewport, screenshot, toastShown } from '../support/browser';
import { orderSession } from '../support/orders';
import { demo } from '../support/portal';

/**
 * Forms that validate as you type, as a supplier meets them: a number input takes only numbers, a limit shows at the
 * field the moment it is passed, and a failed submit scrolls to and marks every invalid field.
 */
const session = orderSession();
const { baseUrl } = session;
let page: Page;

interface Size {
  size: string;
  quantity: number;
  shippedQuantity: number;
}
interface Line {
  id: number;
  lineNo: number;
  status: number;
  sizes: Size[];
}
interface Order {
  id: number;
  purchaseNo: string;
  shoeFactoryCode: string | null;
  shippedQuantity: number;
  details: Line[];
}

const left = (s: Size) => s.quantity - s.shippedQuantity;

describe('the shipment form validates as you type', () => {
  it('a size above what is left is named at its field at once; a failed submit scrolls to and marks every invalid field', async () => {
    ({ page } = await session.signIn(demo.supplier));
    // A planned order with two open lines that the other order tests leave alone (not F2005's, not the first two).
    const listed = await session.call(api.purchase.list, { body: { status: 1, limit: 100 } });
    let order: Order | undefined;
    for (const row of [...listed.data].reverse()) {
      if (row.shoeFactoryCode === 'F2005' || ['PO2026110001', 'PO2026110003'].includes(row.purchaseNo)) continue;
      const detail = await session.call(api.purchase.detail, { params: { id: row.id } });
      if (detail.details.filter((l) => l.status === 0 && l.sizes.some((s) => left(s) >= 2)).length >= 2) {
        order = detail;
        break;
      }
    }
    expect(order, 'a planned order with two open lines').toBeDefined();
    const [first, second] = order!.details.filter((l) => l.status === 0 && l.sizes.some((s) => left(s) >= 2));
    const size1 = first!.sizes.find((s) => left(s) >= 2)!;
    const size2 = second!.sizes.find((s) => left(s) >= 2)!;
    const input1 = page.getByTestId(`ship-${first!.lineNo}-${size1.size}`);
    const input2 = page.getByTestId(`ship-${second!.lineNo}-${size2.size}`);

    // On a phone: the sizes are far above the submit button.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${baseUrl}/purchase/shipmentSingle?id=${order!.id}`);
    await input1.waitFor();

    // Only numbers: letters typed into a size do not land.
    await input1.fill('');
    await page.keyboard.type('abc');
    expect(await input1.inputValue()).toBe('');
    // The limit at the field as it is typed: which size, and how many are left.
    await input1.fill('99999');
    const over1 = `尺码 ${size1.size} 发货数量不能超过剩余数量 ${left(size1)}`;
    await page.getByRole('alert').filter({ hasText: over1 }).waitFor();
    expect(await input1.getAttribute('aria-invalid')).toBe('true');
    await input2.fill(String(left(size2) + 1));
    const over2 = `尺码 ${size2.size} 发货数量不能超过剩余数量 ${left(size2)}`;
    await page.getByRole('alert').filter({ hasText: over2 }).waitFor();
    await page.getByLabel('发货日期').fill('');

    // Submit from the bottom: the first invalid size is scrolled to and focused, every invalid field is marked.
    const submit = page.getByRole('button', { name: '确认发货' });
    await submit.scrollIntoViewIfNeeded();
    expect(await inViewport(input1)).toBe(false);
    await submit.click();
    await expect.poll(() => input1.evaluate((el) => el === document.activeElement)).toBe(true);
    await expect.poll(() => inViewport(input1)).toBe(true);
    for (const field of [input1, input2, page.getByLabel('发货日期')])
      expect(await field.getAttribute('aria-invalid')).toBe('true');
    await page.getByRole('alert').filter({ hasText: '请选择发货日期' }).waitFor();
    await animationsDone(page);
    await screenshot(page, 'form-validation-shipment-phone', { fullPage: false });
    // Nothing was shipped.
    expect((await session.call(api.purchase.detail, { params: { id: order!.id } })).shippedQuantity).toBe(
      order!.shippedQuantity,
    );

    // Corrected, the marks go as the values are typed, and the shipment goes out.
    await input1.fill('1');
    await input2.fill('1');
    await page.getByLabel('发货日期').fill(new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10));
    await expect.poll(() => page.getByRole('alert').filter({ hasText: '发货数量不能超过剩余数量' }).count()).toBe(0);
    expect(await input1.getAttribute('aria-invalid')).toBeNull();
    await submit.click();
    await toastShown(page, '发货成功!');
    const after = await session.call(api.purchase.detail, { params: { id: order!.id } });
    expect(after.shippedQuantity).toBe(order!.shippedQuantity + 2);
    const shipped = (l: Line, s: Size) =>
      after.details.find((d) => d.id === l.id)!.sizes.find((x) => x.size === s.size)!.shippedQuantity;
    expect([shipped(first!, size1), shipped(second!, size2)]).toEqual([
      size1.shippedQuantity + 1,
      size2.shippedQuantity + 1,
    ]);
  });
});
