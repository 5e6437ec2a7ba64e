import type { Prisma } from '../../generated/prisma/client';

/**
 * Filters and order of the supplier's fabric-lines and special-effects screens, shared by their lists
 * and exports, so a list and its export select the same rows in the same order.
 */

/** Offered to everyone (supplierCode null) or to this supplier. */
export const offeredToSupplier = (supplierCode: string) => ({
  OR: [{ supplierCode: null }, { supplierCode }],
});

export const fabricLinesWhere = (
  supplierCode: string,
  f: { divisionId?: number; lineName?: string; isActive?: '0' | '1' },
) => ({
  AND: [
    offeredToSupplier(supplierCode),
    f.divisionId === undefined ? {} : { divisionId: f.divisionId },
    f.lineName ? { lineName: { contains: f.lineName } } : {},
    f.isActive ? { isActive: f.isActive } : {},
  ],
});

export const fabricEffectsWhere = (supplierCode: string, f: { divisionId?: number; effectName?: string }) => ({
  AND: [
    offeredToSupplier(supplierCode),
    f.divisionId === undefined ? {} : { divisionId: f.divisionId },
    f.effectName ? { effectName: { contains: f.effectName } } : {},
  ],
});

export const fabricLinesOrder: Prisma.FabricLineOrderByWithRelationInput = { lineCode: 'asc' };
export const fabricEffectsOrder: Prisma.FabricEffectOrderByWithRelationInput[] = [{ sort: 'asc' }, { id: 'asc' }];
