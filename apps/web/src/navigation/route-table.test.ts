import { describe, expect, it } from 'vitest';
import {
  isFabricPath,
  ProductLinks,
  productRoutes,
  routeByName,
  routeByPath,
  routeUrl,
  sectionByPathname,
  sections,
} from './route-table';

describe('route table', () => {
  it('declares every product route of spec 000 §2 once, under /<section>/<name>', () => {
    const names = productRoutes.map((r) => r.name);
    expect(new Set(names).size).toBe(names.length);
    expect(names).toHaveLength(25);
    for (const route of productRoutes) expect(route.url).toBe(`${route.section.path}/${route.name}`);
  });

  it('keeps the spec titles and hidden flags', () => {
    expect(sections.map((s) => [s.path, s.title])).toEqual([
      ['/fabric', '面料管理'],
      ['/materialDemand', '材料需求'],
      ['/component', '组件成本'],
      ['/shoe', '鞋楦中心'],
      ['/inquiryMaterial', '材料待填报'],
      ['/purchase', '调料单'],
      ['/price', '价格中心'],
      ['/componentParam', '组件参数'],
    ]);
    expect(productRoutes.filter((r) => r.hidden).map((r) => r.name)).toEqual([
      'fabricDetail',
      'fabricInnovateDetail',
      'supplierRecommendDetail',
      'scanApplyDetail',
      'shoeTreeDetail',
      'seasonDetail',
      'seasonSingle',
      'shipmentSingle',
      'shipmentMerge',
    ]);
    expect(routeByName('scanApply').title).toBe('扫描申请管理');
    expect(routeByName('inquiry').title).toBe('询价通知列表');
    expect(routeByName('seasonSingle').title).toBe('采购调料单');
  });

  it('ties each hidden page to a visible page of its own section, and shows the back button there', () => {
    for (const route of productRoutes.filter((r) => r.hidden)) {
      const owner = routeByName(route.belongsTo!);
      expect(owner.hidden).toBeFalsy();
      expect(owner.section).toBe(route.section);
      expect(route.show).toBe(true);
    }
    expect(productRoutes.filter((r) => !r.hidden).every((r) => !r.show)).toBe(true);
  });

  it('finds routes and sections by pathname, like the router (case, trailing slash)', () => {
    expect(routeByPath('/fabric/fabricManage')?.name).toBe('fabricManage');
    expect(routeByPath('/FABRIC/fabricmanage/')?.name).toBe('fabricManage');
    expect(routeByPath('/fabric')).toBeUndefined();
    expect(sectionByPathname('/price/')?.title).toBe('价格中心');
    expect(routeUrl('componentCost')).toBe('/component/componentCost');
  });

  it('marks fabric routes (upload button) and builds the shell links', () => {
    expect(isFabricPath('/fabric/supplierRecommendManage')).toBe(true);
    expect(isFabricPath('/fabric')).toBe(false);
    expect(isFabricPath('/price/inquiry')).toBe(false);
    expect(ProductLinks).toEqual({
      deliveryReminders: '/purchase/purchase?pageCode=todo',
      purchaseList: '/purchase/purchase',
      inquiryNotices: '/price/inquiry',
      shoeTrees: '/shoe/shoeTree',
    });
  });
});
