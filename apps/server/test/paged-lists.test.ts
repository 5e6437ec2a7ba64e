import {
  api,
  InquiryItemStatus,
  PriceStatus,
  PurchaseStatus,
  SeasonStatus,
  seasonDeliveredStatuses,
} from '@portal/contract';
import { expect } from 'vitest';
import { pagedResources } from '../src/kit/paged-resource';
import '../src/modules';
import { readTest, useContractStub } from './helper';
import { describePagedResource, exportSheet, type ResourceInputs } from './paged-lists';

const { stub, tokens } = useContractStub();

/** A China day `offset` days from today, as the date filters take it. */
const day = (offset: number) => new Date(Date.now() + 8 * 3600_000 + offset * 86_400_000).toISOString().slice(0, 10);

/**
 * What each registered paged resource is tested with, by list call: the filter sets (each selects at least one seeded
 * row; `{}` is always tried), the row's id field (default `id`), the export's first column, and who lists without the
 * write atoms. Sort fields, the count call and the export come from the resource itself (src/kit/paged-resource.ts).
 */
const inputs: Record<string, ResourceInputs> = {
  [api.componentCost.list.id]: {
    filters: [{ status: 1 }, { costNo: 'CC' }],
    firstColumn: 'costNo',
    viewer: 'hongda',
  },
  [api.componentParam.list.id]: { filters: [{ status: 1 }], firstColumn: 'paramCode', viewer: 'hongda' },
  [api.demand.list.id]: { filters: [{ status: 1 }], viewer: 'hongda' },
  [api.effect.list.id]: {
    filters: [{ divisionId: 2, effectName: '烫' }, { divisionId: 3 }],
    firstColumn: 'effectName',
  },
  [api.fabric.list.id]: { filters: [{ status: 3 }, { divisionId: 1 }], firstColumn: 'materialCode' },
  [api.recommend.list.id]: { filters: [{ status: 2 }], firstColumn: 'materialCode' },
  [api.grain.list.id]: {
    filters: [{ divisionId: 2 }, { isActive: '0' }, { lineName: '荔枝', divisionId: 1 }],
    id: 'lineCode',
    firstColumn: 'lineCode',
  },
  [api.innovation.list.id]: {
    filters: [{ status: '2' }, { status: '1' }, { divisionId: 2, materialName: '再生' }],
    firstColumn: 'materialCode',
  },
  [api.inquiry.priceList.id]: {
    filters: [{ status: InquiryItemStatus.toFill }, { materialName: '大底' }],
    firstColumn: 'inquiryNo',
    viewer: 'hongda',
  },
  [api.inquiry.materialParamList.id]: { filters: [{ divisionId: 1 }] },
  [api.inquiry.materialMaterialParamList.id]: { filters: [] },
  [api.inquiry.meshMaterialParamList.id]: { filters: [] },
  [api.inquiry.shoelacesRuleList.id]: { filters: [] },
  [api.inquiry.injectionRuleList.id]: { filters: [] },
  [api.inquiry.injectionMaterialPriceList.id]: { filters: [] },
  [api.lookups.fabricLinesList.id]: {
    filters: [{ divisionId: 2 }, { isActive: '0' }, { lineName: '荔枝' }],
    id: 'lineCode',
  },
  [api.lookups.colorDataList.id]: { filters: [{ keyword: '红' }, { colorCodes: ['C0001', 'C0002'] }], id: 'colorCode' },
  [api.message.list.id]: { filters: [{ isRead: 0 }] },
  [api.navbar.downloadList.id]: {
    filters: [],
    id: 'key',
    // The seed has no downloads: two exports give the caller some.
    fill: async () => {
      await exportSheet(stub, api.grain.export, {}, tokens.supplier);
      await exportSheet(stub, api.effect.export, {}, tokens.supplier);
      await exportSheet(stub, api.grain.export, {}, tokens.viewer);
    },
  },
  [api.price.materialList.id]: {
    filters: [{ status: PriceStatus.approved }, { materialName: '牛皮' }],
    firstColumn: 'materialCode',
  },
  [api.price.colorList.id]: {
    filters: [{ status: PriceStatus.submitted }, { materialName: '革' }],
    firstColumn: 'materialCode',
  },
  [api.price.lineList.id]: { filters: [{ name: '纹' }], firstColumn: 'materialCode' },
  [api.price.effectList.id]: { filters: [], firstColumn: 'materialCode' },
  [api.purchase.list.id]: {
    filters: [
      { pageCode: 'todo' },
      { status: PurchaseStatus.partlyDelivered },
      { shoeFactoryCode: 'F2003' },
      { materialName: '大底' },
      { deliveryDateStart: day(-7), deliveryDateEnd: day(30) },
    ],
    firstColumn: 'purchaseNo',
  },
  [api.purchase.detailsList.id]: { filters: [{ materialName: '大底' }], firstColumn: 'purchaseNo' },
  [api.purchase.supplierMaterials.id]: { filters: [{ keyword: '革' }], viewer: 'hongda' },
  [api.scanApply.list.id]: { filters: [{ status: 1 }] },
  [api.season.list.id]: {
    filters: [{ orderType: 'sample' }, { status: SeasonStatus.delivering }, { materialCode: 'SY' }],
    firstColumn: 'seasonNo',
    // The delivered count counts the list's rows in a delivered status.
    counted: (filters: { status?: number }) =>
      seasonDeliveredStatuses
        .filter((status) => filters.status === undefined || filters.status === status)
        .map((status) => ({ ...filters, status })),
  },
  [api.shoeTree.supplierList.id]: {
    filters: [{ status: '1' }, { shoeTreeCode: 'ST-2025' }],
    firstColumn: 'shoeTreeCode',
  },
  [api.shoeTree.maintainList.id]: { filters: [{ maintainStatus: 0 }, { maintainStatus: 1 }] },
  [api.shoeTree.shoesFabricList.id]: { filters: [{ keyword: '牛皮' }, { shoeTreeCode: 'ST-2026-0312' }] },
};

readTest('every paged resource is tested here, and only registered ones', () => {
  expect(pagedResources.size).toBeGreaterThan(30);
  expect([...pagedResources.keys()].sort()).toEqual(Object.keys(inputs).sort());
});

for (const [id, resource] of pagedResources) {
  const given = inputs[id];
  if (given) describePagedResource({ stub, tokens, resource, ...given });
}
