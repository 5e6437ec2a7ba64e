import {
  displayPrice,
  MaterialMessages as M,
  type MaterialFabricDetail,
  MaterialStatus,
  Status,
} from '@portal/contract';
import type { Db } from '../../db/client';
import { fileRefs } from '../../kit/file-refs';
import { ApiFailure, fail } from '../../lib/errors';
import type { Auth } from '../../plugins/auth';
import { asMaterials, materialChildren } from './records';

/**
 * 材料详情 (detail/{id}): the caller's own material in full; another supplier's material only once approved, as
 * the reduced favorites view (docs/decisions/0026-favorites-detail-view.md); any other is refused as before.
 */
export const materialDetail = async (db: Db, auth: Auth, id: number): Promise<MaterialFabricDetail> => {
  const row = await db.material.findUnique({ where: { id }, include: materialChildren });
  if (!row) throw fail(M.notFound);
  const own = row.supplierCode === auth.supplierCode;
  if (!own && row.status !== MaterialStatus.approved) throw new ApiFailure(Status.forbidden, M.notOwned);
  const { materials, found } = await asMaterials(db, [row]);
  const material = materials[0]!;
  const [names, suppliers, imgs, vrImgs, checkFiles, vrFiles] = await Promise.all([
    db.materialCategory.findMany({ where: { id: { in: [row.divisionId, row.sectionId ?? -1] } } }),
    db.supplier.findMany({ where: { code: { in: [row.supplierCode, ...material.shoesFactorieCodes] } } }),
    fileRefs(db, [...(row.coverImgId ? [row.coverImgId] : []), ...material.otherImgIds]),
    fileRefs(db, material.vrImgIds),
    fileRefs(db, row.checkFileId ? [row.checkFileId] : []),
    fileRefs(db, row.vrFileId ? [row.vrFileId] : []),
  ]);
  const shortName = new Map(suppliers.map((f) => [f.code, f.shortName]));
  const detail: MaterialFabricDetail = {
    ...material,
    divisionName: names.find((c) => c.id === row.divisionId)?.name ?? null,
    sectionName: names.find((c) => c.id === row.sectionId)?.name ?? null,
    subPriceList: material.subList,
    shoesFactories: material.shoesFactorieCodes.map((code) => ({
      supplierCode: code,
      shortName: shortName.get(code) ?? code,
    })),
    checkFiles,
    vrFiles,
    imgs,
    vrImgs,
    colors: row.colors.flatMap((c) => found.colors.get(c.colorCode) ?? []),
    displayPrice: displayPrice(
      material.subList,
      row.effects.map((e) => ({ effectPrice: found.effects.get(e.effectId)?.effectPrice ?? 0 })),
    ),
    supplierShortname: shortName.get(row.supplierCode) ?? null,
    publicView: !own,
  };
  return own ? detail : withheld(detail);
};

/** The favorites view: what only the material's supplier (and the brand) may read is sent null or empty. */
const withheld = (d: MaterialFabricDetail): MaterialFabricDetail => ({
  ...d,
  price: null,
  displayPrice: null,
  subList: [],
  subPriceList: [],
  shoesFactorieCodes: [],
  shoesFactories: [],
  checkFileId: null,
  checkFileName: null,
  checkFiles: [],
  vrFileId: null,
  vrImgIds: [],
  vrImgs: [],
  vrFiles: [],
  auditRemark: null,
  applicationOverruled: null,
  modifier: null,
});
