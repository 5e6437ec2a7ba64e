import { api } from '@portal/contract';
import { implement } from '../../binder';
import { fixture } from '../../db/fixtures';
import { categoryTree } from '../../kit/categories';
import { toGrain } from '../../kit/grains';
import { defineModule } from '../../kit/module';
import { pagedResource } from '../../kit/paged-resource';
import { offeredTo } from '../../kit/where';
import { scaleColors } from './scale';

/**
 * Grains and effects a supplier may see: offered to every supplier or to this one. A body's `supplierCodes` cannot
 * widen it (another supplier's own lines and effects, with their prices, are theirs); the portal sends the caller's.
 */
const mine = (auth: { supplierCode: string }) => offeredTo([auth.supplierCode]);

/** Lookups read reference data that no call writes. */
const reference = { reference: true };

const lookupHandlers = [
  implement(
    api.lookups.materialCategoryList,
    ({ body, db }) => categoryTree(db, body.dataPermission, body.materialCode),
    reference,
  ),

  implement(
    api.lookups.fabricLinesQuery,
    async ({ body, db, auth }) => {
      const available = { isActive: '1', OR: [{ availableEndDate: null }, { availableEndDate: { gt: new Date() } }] };
      // When editing, the record's own grains stay selectable even if retired since.
      const keep = body.saveOrUpdateFlag === 'edit' && body.grains?.length ? [{ lineCode: { in: body.grains } }] : [];
      const rows = await db.grain.findMany({
        where: {
          AND: [
            mine(auth),
            { OR: [available, ...keep] },
            body.divisionId === undefined ? {} : { divisionId: body.divisionId },
            body.lineClassifyType ? { lineClassifyType: body.lineClassifyType } : {},
            body.lineName ? { lineName: { contains: body.lineName } } : {},
          ],
        },
        orderBy: { lineCode: 'asc' },
      });
      return rows.map(toGrain);
    },
    reference,
  ),

  implement(
    api.lookups.fabricLinesQueryByCodes,
    async ({ body, db, auth }) =>
      (
        await db.grain.findMany({
          where: { AND: [mine(auth), { lineCode: { in: body.lineCodes } }] },
          orderBy: { lineCode: 'asc' },
        })
      ).map(toGrain),
    reference,
  ),

  pagedResource({
    model: 'grain',
    list: api.lookups.fabricLinesList,
    where: (f, { auth }) => ({
      ...mine(auth),
      ...(f.divisionId !== undefined && { divisionId: f.divisionId }),
      ...(f.lineName && { lineName: { contains: f.lineName } }),
      ...(f.isActive && { isActive: f.isActive }),
    }),
    order: [{ lineCode: 'asc' }],
    rows: (records) => records.map(toGrain),
    reference: true,
  }).list,

  implement(
    api.lookups.fabricEffectQuery,
    async ({ body, db, auth }) => {
      const offered = {
        AND: [
          body.divisionId === undefined ? {} : { divisionId: body.divisionId },
          body.effectClassifyType ? { effectClassifyType: body.effectClassifyType } : {},
        ],
      };
      // When editing, the record's own effects stay listed even if they are no longer of its division or class.
      const keep = body.saveOrUpdateFlag === 'edit' && body.effects?.length ? [{ id: { in: body.effects } }] : [];
      return db.effect.findMany({
        where: {
          AND: [
            mine(auth),
            { OR: [offered, ...keep] },
            body.effectName ? { effectName: { contains: body.effectName } } : {},
          ],
        },
        select: { id: true, effectName: true, effectPrice: true, sort: true, divisionId: true },
        orderBy: [{ sort: 'asc' }, { id: 'asc' }],
      });
    },
    reference,
  ),

  pagedResource({
    model: 'color',
    list: api.lookups.colorDataList,
    where: (f) => ({
      ...(f.colorCodes?.length && { colorCode: { in: f.colorCodes } }),
      ...(f.keyword && { OR: [{ colorCode: { contains: f.keyword } }, { colorName: { contains: f.keyword } }] }),
    }),
    order: [{ colorCode: 'asc' }],
    rows: (records) => records,
    reference: true,
  }).list,

  implement(
    api.lookups.colorList,
    async ({ body, db }) =>
      db.color.findMany({
        where: body.keyword
          ? { OR: [{ colorCode: { contains: body.keyword } }, { colorName: { contains: body.keyword } }] }
          : {},
        orderBy: { colorCode: 'asc' },
      }),
    reference,
  ),

  implement(
    api.lookups.materialTagList,
    async ({ body, db }) =>
      db.materialTag.findMany({
        where: {
          ...(body.divisionId !== undefined && { OR: [{ divisionId: null }, { divisionId: body.divisionId }] }),
          ...(body.tagName && { tagName: { contains: body.tagName } }),
        },
        orderBy: { id: 'asc' },
      }),
    reference,
  ),

  implement(
    api.lookups.supplierSearchList,
    async ({ body, db }) =>
      db.supplier
        .findMany({
          where: {
            ...(body.typeCode && { typeCode: body.typeCode }),
            ...(body.keyword && {
              OR: [
                { code: { contains: body.keyword } },
                { name: { contains: body.keyword } },
                { shortName: { contains: body.keyword } },
              ],
            }),
          },
          select: { code: true, shortName: true, name: true, typeCode: true },
          orderBy: { code: 'asc' },
        })
        .then((rows) =>
          rows.map((r) => ({
            supplierCode: r.code,
            shortName: r.shortName,
            supplierName: r.name,
            typeCode: r.typeCode,
          })),
        ),
    reference,
  ),

  implement(api.lookups.hasBorrow, async ({ body, db, auth }) => {
    const open = await db.borrow.count({
      where: {
        supplierCode: auth.supplierCode,
        returnTime: null,
        ...(body.shoeTreeCode && { shoeTreeCode: body.shoeTreeCode }),
      },
    });
    return open > 0;
  }),

  implement(
    api.lookups.riskByCategory,
    async ({ params, db }) => db.risk.findMany({ where: { categoryId: params.id }, orderBy: { id: 'asc' } }),
    reference,
  ),
];

/** Shared reference data: categories, grains and effects for the pickers, colours, tags, suppliers, risks. */
export const lookupsModule = defineModule('lookups', {
  handlers: lookupHandlers,
  scale: scaleColors,
  fixtures: [
    fixture('materialCategories', 'materialCategory'),
    fixture('colors', 'color', (r) => ({ colorCode: r.colorCode })),
    fixture('materialTags', 'materialTag'),
    fixture('risks', 'risk'),
    fixture('elements', 'element'),
  ],
});
