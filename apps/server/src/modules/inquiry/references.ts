import { api } from '@portal/contract';
import { implement } from '../../binder';
import { pagedResource } from '../../kit/paged-resource';
import { offeredTo } from '../../kit/where';

/** The /basic/api/ reference lists the quote forms read (seeded, paged, filtered by keyword and division). */
type ParamKind = 'material' | 'materialMaterial' | 'mesh' | 'shoelaces' | 'injection';

const paramList = (
  kind: ParamKind,
  list:
    | typeof api.inquiry.materialParamList
    | typeof api.inquiry.materialMaterialParamList
    | typeof api.inquiry.meshMaterialParamList
    | typeof api.inquiry.shoelacesRuleList
    | typeof api.inquiry.injectionRuleList,
) =>
  pagedResource({
    model: 'inquiryParam',
    list,
    where: (f) => ({
      kind,
      ...(f.keyword && { OR: [{ paramCode: { contains: f.keyword } }, { paramName: { contains: f.keyword } }] }),
      ...(f.divisionId !== undefined && { divisionId: f.divisionId }),
    }),
    order: [{ paramCode: 'asc' }, { id: 'asc' }],
    rows: (records) =>
      records.map(({ id, paramCode, paramName, paramValue, unit, divisionId }) => ({
        id,
        paramCode,
        paramName,
        paramValue,
        unit,
        divisionId,
      })),
  }).list;

const injectionRow = ({
  id,
  materialCode,
  materialName,
  supplierCode,
  price,
  unit,
}: {
  id: number;
  materialCode: string;
  materialName: string;
  supplierCode: string | null;
  price: number;
  unit: string | null;
}) => ({ id, materialCode, materialName, supplierCode: supplierCode ?? '', price, unit });

export const referenceHandlers = [
  paramList('material', api.inquiry.materialParamList),
  paramList('materialMaterial', api.inquiry.materialMaterialParamList),
  paramList('mesh', api.inquiry.meshMaterialParamList),
  paramList('shoelaces', api.inquiry.shoelacesRuleList),
  paramList('injection', api.inquiry.injectionRuleList),

  implement(api.inquiry.shoelacesRuleDropDown, async ({ body, db }) => {
    const rows = await db.inquiryParam.findMany({
      where: { kind: 'shoelaces', ...(body.keyword && { paramName: { contains: body.keyword } }) },
      orderBy: [{ paramCode: 'asc' }],
    });
    return rows.map((r) => ({ code: r.paramCode, name: r.paramName }));
  }),
  implement(api.inquiry.prescription, async ({ body, db }) => {
    const rows = await db.inquiryParam.findMany({
      where: { kind: 'prescription', ...(body.keyword && { paramName: { contains: body.keyword } }) },
      orderBy: [{ paramCode: 'asc' }],
    });
    return rows.map((r) => ({ code: r.paramCode, name: r.paramName }));
  }),

  /** The brand's reference prices and the caller's own; the division filter does not apply to prices. */
  pagedResource({
    model: 'injectionMaterialPrice',
    list: api.inquiry.injectionMaterialPriceList,
    where: (f, { auth }) => ({
      AND: [
        offeredTo([auth.supplierCode]),
        f.keyword ? { OR: [{ materialCode: { contains: f.keyword } }, { materialName: { contains: f.keyword } }] } : {},
      ],
    }),
    order: [{ materialCode: 'asc' }, { id: 'asc' }],
    rows: (records) => records.map(injectionRow),
  }).list,
  implement(api.inquiry.injectionMaterialPriceBySupplier, async ({ db, auth }) =>
    (
      await db.injectionMaterialPrice.findMany({
        where: { supplierCode: auth.supplierCode },
        orderBy: [{ materialCode: 'asc' }, { id: 'asc' }],
      })
    ).map(injectionRow),
  ),
];
