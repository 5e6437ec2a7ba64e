import { routeUrl } from '@/navigation/route-table';

/**
 * Where a material's detail opens. `parentPage=favorites` (spec 001 §2, from the similar-images dialog) opens
 * another supplier's material as a read-only view; the lists open their own records without it.
 */
export const fabricDetailUrl = (id: number, parentPage?: 'favorites') =>
  `${routeUrl('fabricDetail')}?${new URLSearchParams({ id: String(id), ...(parentPage ? { parentPage } : {}) })}`;

/** A recommended material's detail (the fabric detail screen under the 推荐材料 route). */
export const recommendDetailUrl = (id: number) =>
  `${routeUrl('supplierRecommendDetail')}?${new URLSearchParams({ id: String(id) })}`;
