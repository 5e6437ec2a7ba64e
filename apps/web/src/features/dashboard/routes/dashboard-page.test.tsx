import { api } from '@portal/contract';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '@/session/session';
import { envelope, menuTree, sessionFixture, supplierMenus } from '@/test/fixtures';
import { renderAs } from '@/test/render-as';

vi.mock('@/lib/notify', () => import('@/test/notify-mock'));

const homeInfos = { deliveryWarningCount: 4, openPurchaseCount: 1234, inquiryNoticeCount: 2, borrowedShoeTreeCount: 1 };

describe('dashboard', () => {
  beforeEach(() => sessionStore.clear());

  it('shows the user and the home/homeInfos figures, each linking to its list', async () => {
    renderAs('supplier', '/dashboard', [[api.dashboard.homeInfos, homeInfos]]);
    expect(await screen.findByRole('heading', { level: 1, name: `欢迎，${sessionFixture.personName}` })).toBeTruthy();
    expect((await screen.findByTestId('figure-openPurchaseCount-value')).textContent).toBe('1,234');
    expect(screen.getByTestId('home-figures').dataset.state).toBe('ready');

    const links = {
      deliveryWarningCount: ['交付提醒', '/purchase/purchase?pageCode=todo'],
      openPurchaseCount: ['进行中的采购单', '/purchase/purchase'],
      inquiryNoticeCount: ['待报价询价通知', '/price/inquiry'],
      borrowedShoeTreeCount: ['借用中的鞋楦', '/shoe/shoeTree'],
    } as const;
    for (const [key, [label, href]] of Object.entries(links)) {
      const card = screen.getByTestId(`figure-${key}`);
      expect(within(card).getByText(label)).toBeTruthy();
      expect(
        within(card)
          .getByRole('link', { name: `查看${label}` })
          .getAttribute('href'),
      ).toBe(href);
    }
  });

  it('links only to lists the user may open', async () => {
    // 首页 and 面料管理 only (the supplier-fabric role of the seed).
    const menus = { ...supplierMenus, menu: menuTree([1, 2, 3, 4, 5, 6, 7, 8, 9]) };
    renderAs(menus, '/dashboard', [[api.dashboard.homeInfos, homeInfos]]);
    await screen.findByTestId('figure-openPurchaseCount-value');
    expect(screen.queryAllByRole('link', { name: /^查看/ })).toHaveLength(0);
  });

  it('shows -- when the figures cannot be fetched', async () => {
    renderAs('supplier', '/dashboard', [[api.dashboard.homeInfos, envelope(500, '', null)]]);
    const card = await screen.findByTestId('figure-deliveryWarningCount');
    await vi.waitFor(() => expect(screen.getByTestId('home-figures').dataset.state).toBe('error'));
    expect(within(card).getByText('--')).toBeTruthy();
  });
});
