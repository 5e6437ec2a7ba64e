// The atoms' own module, not the contract's index: the index sets zod's messages, and importing it would put zod
// into the first page's script (docs/decisions/0037-the-first-page.md).
import { type Atom, atoms } from '@portal/contract/atoms';
import { AppText } from '@/lib/texts';

/**
 * The product routes of spec 000 §2, as data: sections, their pages, titles and flags. The route
 * registry (app/routes.tsx) gives each page its lazily loaded component; the menu (navigation/menu.ts)
 * only filters and labels these. URL scheme: `/<section>/<routeName>`, e.g. /fabric/fabricManage
 * (docs/decisions/0004-portal-shell.md).
 */
export interface ProductRouteMeta {
  /** The route name; menu children name it as their bare path (`fabricManage`). */
  name: RouteName;
  title: string;
  /** Not in the menu (detail pages). */
  hidden?: boolean;
  /** The spec's meta flag `show`: the top bar shows the back button on this page. */
  show?: boolean;
  /** A hidden page opens for whoever may open this visible page of the same section. */
  belongsTo?: RouteName;
  /**
   * A screen that only writes (确认交付, 发货) opens only with one of these atoms, besides the menu: a viewer who
   * follows its address gets 403, not a form whose submit is refused.
   */
  atom?: readonly Atom[];
}

export interface SectionMeta {
  /** Section path, e.g. '/fabric'; opening it redirects to its first child the user may open. */
  path: string;
  title: string;
  routes: readonly ProductRouteMeta[];
}

export type RouteName = keyof typeof routeTitles;

const routeTitles = {
  fabricManage: AppText.routes.fabricManage,
  fabricDetail: AppText.routes.fabricDetail,
  fabricInnovate: AppText.routes.fabricInnovate,
  fabricInnovateDetail: AppText.routes.fabricInnovateDetail,
  supplierRecommendManage: AppText.routes.supplierRecommendManage,
  supplierRecommendDetail: AppText.routes.supplierRecommendDetail,
  scanApply: AppText.routes.scanApply,
  scanApplyDetail: AppText.routes.scanApplyDetail,
  fabricLinesManage: AppText.routes.fabricLinesManage,
  fabricEffectManage: AppText.routes.fabricEffectManage,
  demandManage: AppText.routes.demandManage,
  componentCost: AppText.routes.componentCost,
  shoeSeason: AppText.routes.shoeSeason,
  shoeTree: AppText.routes.shoeTree,
  shoeTreeMaintain: AppText.routes.shoeTreeMaintain,
  shoeTreeDetail: AppText.routes.shoeTreeDetail,
  seasonDetail: AppText.routes.seasonDetail,
  seasonSingle: AppText.routes.seasonSingle,
  inquiryMaterial: AppText.routes.inquiryMaterial,
  purchase: AppText.routes.purchase,
  shipmentSingle: AppText.routes.shipmentSingle,
  shipmentMerge: AppText.routes.shipmentMerge,
  materialPrice: AppText.routes.materialPrice,
  inquiry: AppText.routes.inquiry,
  componentParam: AppText.routes.componentParam,
} as const;

const page = (name: RouteName, flags: Omit<ProductRouteMeta, 'name' | 'title'> = {}): ProductRouteMeta => ({
  name,
  title: routeTitles[name],
  ...flags,
});
/** A hidden detail page: not in the menu, opened from its list, with the back button. */
const detail = (name: RouteName, belongsTo: RouteName): ProductRouteMeta =>
  page(name, { hidden: true, show: true, belongsTo });

export const sections: readonly SectionMeta[] = [
  {
    path: '/fabric',
    title: AppText.sections.fabric,
    routes: [
      page('fabricManage'),
      detail('fabricDetail', 'fabricManage'),
      page('fabricInnovate'),
      detail('fabricInnovateDetail', 'fabricInnovate'),
      page('supplierRecommendManage'),
      detail('supplierRecommendDetail', 'supplierRecommendManage'),
      page('scanApply'),
      detail('scanApplyDetail', 'scanApply'),
      page('fabricLinesManage'),
      page('fabricEffectManage'),
    ],
  },
  { path: '/materialDemand', title: AppText.sections.materialDemand, routes: [page('demandManage')] },
  // The spec lists componentCost and inquiryMaterial at top level; the menu puts them in these sections.
  { path: '/component', title: AppText.sections.component, routes: [page('componentCost')] },
  {
    path: '/shoe',
    title: AppText.sections.shoe,
    routes: [
      page('shoeSeason'),
      page('shoeTree'),
      page('shoeTreeMaintain'),
      detail('shoeTreeDetail', 'shoeTree'),
      detail('seasonDetail', 'shoeSeason'),
      { ...detail('seasonSingle', 'shoeSeason'), atom: [atoms.season.productDeliver, atoms.season.sampleDeliver] },
    ],
  },
  { path: '/inquiryMaterial', title: AppText.sections.inquiryMaterial, routes: [page('inquiryMaterial')] },
  {
    path: '/purchase',
    title: AppText.sections.purchase,
    routes: [
      page('purchase'),
      { ...detail('shipmentSingle', 'purchase'), atom: [atoms.purchase.ship] },
      { ...detail('shipmentMerge', 'purchase'), atom: [atoms.purchase.mergeShipment] },
    ],
  },
  {
    path: '/price',
    title: AppText.sections.price,
    routes: [page('materialPrice'), page('inquiry')],
  },
  { path: '/componentParam', title: AppText.sections.componentParam, routes: [page('componentParam')] },
];

export interface ProductRoute extends ProductRouteMeta {
  section: SectionMeta;
  /** `/<section>/<name>` */
  url: string;
}

export const productRoutes: readonly ProductRoute[] = sections.flatMap((section) =>
  section.routes.map((route) => ({ ...route, section, url: `${section.path}/${route.name}` })),
);

const byName = new Map(productRoutes.map((r) => [r.name, r]));
const byUrl = new Map(productRoutes.map((r) => [r.url.toLowerCase(), r]));
const sectionByPath = new Map(sections.map((s) => [s.path.toLowerCase(), s]));

export const isRouteName = (name: string): name is RouteName => byName.has(name as RouteName);

export const routeByName = (name: RouteName): ProductRoute => byName.get(name)!;

/** The URL of a product page: `routeUrl('purchase') === '/purchase/purchase'`. */
export const routeUrl = (name: RouteName): string => routeByName(name).url;

const trimSlash = (pathname: string) => (pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname);

/** The product page a pathname shows, if any (case-insensitive like react-router). */
export const routeByPath = (pathname: string): ProductRoute | undefined => byUrl.get(trimSlash(pathname).toLowerCase());

export const sectionByPathname = (pathname: string): SectionMeta | undefined =>
  sectionByPath.get(trimSlash(pathname).toLowerCase());

/** Fabric routes get the top bar's upload button (spec 000 §2). */
export const fabricSectionPath = '/fabric';
export const isFabricPath = (pathname: string): boolean => routeByPath(pathname)?.section.path === fabricSectionPath;

/** Links the shell makes to product pages (bell, dashboard figures). */
export const ProductLinks = {
  /** The purchase list's delivery reminders (spec 000 §2: query pageCode=todo). */
  deliveryReminders: `${routeUrl('purchase')}?pageCode=todo`,
  purchaseList: routeUrl('purchase'),
  inquiryNotices: routeUrl('inquiry'),
  shoeTrees: routeUrl('shoeTree'),
} as const;
