import type { MenuItem } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { menuTree, viewerMenuIds } from '@/test/fixtures';
import { activeKeys, buildAccess, mapMenu, type NavEntry, type NavGroup, routeOfMenuPath } from './menu';
import { sections } from './route-table';

const item = (id: number, path: string, children: MenuItem[] = [], sort = id, name = `item${id}`): MenuItem => ({
  id,
  name,
  path,
  ico: 'file',
  parent: 0,
  sort,
  children,
});

const labels = (entries: NavEntry[]) =>
  entries.map((e) => (e.kind === 'link' ? e.label : `${e.label}[${e.children.map((c) => c.label).join(',')}]`));

describe('mapMenu', () => {
  it('maps the seeded supplier menu onto the registry', () => {
    expect(labels(mapMenu(menuTree()))).toEqual([
      '首页',
      '面料管理[面料管理,创新材料,推荐材料,扫描申请管理,面料纹路管理,特殊效果管理,材料标准手册]',
      '需求管理',
      '组件成本管理',
      '鞋楦中心[调料单管理,鞋楦管理,鞋楦信息维护]',
      '材料待填报管理',
      '采购单',
      '价格中心[材料价格,询价通知列表]',
      '组件参数',
    ]);
  });

  it('uses /<section>/<name> URLs, /external for external links and /dashboard for home', () => {
    const entries = mapMenu(menuTree());
    expect(entries[0]).toMatchObject({ kind: 'link', to: '/dashboard', label: '首页' });
    const fabric = entries[1] as NavGroup;
    expect(fabric.children[0]).toMatchObject({ to: '/fabric/fabricManage', route: 'fabricManage' });
    expect(fabric.children.at(-1)).toMatchObject({
      to: '/external?url=https%3A%2F%2Fdocs.example.com%2Fmaterial-standard',
      externalUrl: 'https://docs.example.com/material-standard',
    });
    // The menu puts componentCost in a '/component' section of one child: it collapses to that child.
    expect(entries[3]).toMatchObject({ kind: 'link', to: '/component/componentCost', label: '组件成本管理' });
    expect(entries[6]).toMatchObject({ kind: 'link', to: '/purchase/purchase' });
  });

  it('puts home first even when the server sorts it later, and adds it when missing', () => {
    const later = mapMenu([
      item(2, '/price', [item(3, 'materialPrice'), item(4, 'inquiry')], 1),
      item(1, '/dashboard', [], 9),
    ]);
    expect(later[0]).toMatchObject({ key: 'home', label: 'item1' });
    expect(mapMenu([])).toEqual([expect.objectContaining({ key: 'home', label: '首页', to: '/dashboard' })]);
  });

  it('omits hidden pages and paths the registry does not know, and drops emptied groups', () => {
    const entries = mapMenu([
      item(1, '/fabric', [item(2, 'fabricManage'), item(3, 'fabricDetail'), item(4, 'chartsDemo')]),
      item(5, '/demo', [item(6, 'tables'), item(7, 'richText')]),
    ]);
    expect(entries.map((e) => e.kind === 'link' && e.to)).toEqual(['/dashboard', '/fabric/fabricManage']);
  });

  it('flattens nesting deeper than section → page into the section', () => {
    const entries = mapMenu([
      item(1, '/shoe', [item(2, 'shoeSeason'), item(3, 'more', [item(4, 'shoeTree'), item(5, 'shoeTreeMaintain')])]),
    ]);
    expect((entries[1] as NavGroup).children.map((c) => c.to)).toEqual([
      '/shoe/shoeSeason',
      '/shoe/shoeTree',
      '/shoe/shoeTreeMaintain',
    ]);
  });

  it('orders by sort, then id', () => {
    const entries = mapMenu([item(1, '/price', [item(3, 'inquiry', [], 2), item(2, 'materialPrice', [], 2)])]);
    expect((entries[1] as NavGroup).children.map((c) => c.route)).toEqual(['materialPrice', 'inquiry']);
  });

  it('accepts top-level pages and external links without a section', () => {
    const entries = mapMenu([item(1, '/componentCost'), item(2, 'http://intranet.example/doc')]);
    expect(entries.slice(1)).toEqual([
      expect.objectContaining({ to: '/component/componentCost' }),
      expect.objectContaining({ to: '/external?url=http%3A%2F%2Fintranet.example%2Fdoc' }),
    ]);
  });

  it('reads bare names, /name and /section/name', () => {
    expect(routeOfMenuPath('fabricManage')).toBe('fabricManage');
    expect(routeOfMenuPath('/componentCost')).toBe('componentCost');
    expect(routeOfMenuPath('/fabric/fabricManage')).toBe('fabricManage');
    expect(routeOfMenuPath('/fabric')).toBeUndefined();
    expect(routeOfMenuPath('https://x.example/fabricManage')).toBeUndefined();
  });
});

describe('buildAccess', () => {
  const viewer = buildAccess(menuTree(viewerMenuIds));
  const supplier = buildAccess(menuTree());

  it('opens the routes the menu names and the fixed ones', () => {
    expect(viewer.canOpen('/fabric/fabricManage')).toBe(true);
    expect(viewer.canOpen('/dashboard')).toBe(true);
    expect(viewer.canOpen('/external')).toBe(true);
    expect(viewer.canOpen('/modifyPassword')).toBe(true);
    expect(viewer.canOpen('/not_developed')).toBe(true);
  });

  it('refuses routes outside the menu', () => {
    expect(viewer.canOpen('/component/componentCost')).toBe(false);
    expect(viewer.canOpen('/componentParam/componentParam')).toBe(false);
    expect(viewer.canOpen('/inquiryMaterial/inquiryMaterial')).toBe(false);
    expect(supplier.canOpen('/component/componentCost')).toBe(true);
  });

  it('opens a hidden page for whoever may open the page it belongs to', () => {
    expect(viewer.canOpenRoute('fabricDetail')).toBe(true);
    expect(viewer.canOpenRoute('shipmentMerge')).toBe(true);
    expect(buildAccess([item(1, '/fabric', [item(2, 'fabricInnovate')])]).canOpenRoute('fabricDetail')).toBe(false);
  });

  it('opens a section when one of its pages opens, and finds that first page', () => {
    const purchase = sections.find((s) => s.path === '/purchase')!;
    const component = sections.find((s) => s.path === '/component')!;
    expect(viewer.canOpen('/purchase')).toBe(true);
    expect(viewer.firstOpenable(purchase)?.url).toBe('/purchase/purchase');
    expect(viewer.canOpen('/component')).toBe(false);
    expect(viewer.firstOpenable(component)).toBeUndefined();
  });

  it('knows nothing of unknown paths (they are 404s) and ignores the query', () => {
    expect(supplier.canOpen('/no/such/page')).toBe(false);
    expect(supplier.canOpen('/purchase/purchase?pageCode=todo')).toBe(true);
    expect(supplier.canOpen('/Fabric/FabricManage/')).toBe(true);
  });
});

describe('activeKeys', () => {
  const entries = mapMenu(menuTree());
  it('lights the list a detail page belongs to, and its group', () => {
    const keys = activeKeys(entries, '/fabric/fabricDetail', '?id=3');
    expect([...keys].sort()).toEqual(['menu-2', 'menu-3']);
  });
  it('lights home, collapsed items and external links', () => {
    expect([...activeKeys(entries, '/dashboard', '')]).toEqual(['home']);
    expect([...activeKeys(entries, '/component/componentCost', '')]).toEqual(['menu-13']);
    const url = encodeURIComponent('https://docs.example.com/material-standard');
    expect([...activeKeys(entries, '/external', `?url=${url}`)].sort()).toEqual(['menu-2', 'menu-9']);
  });
});
