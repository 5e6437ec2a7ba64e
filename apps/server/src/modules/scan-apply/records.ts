import { type ScanApply, type ScanApplyFilters, ScanApplyStatus, type ScanApplyStatusValue } from '@portal/contract';
import type { Prisma, ScanApply as ScanApplyRecord } from '../../generated/prisma/client';
import { chinaDayRange } from '../../kit/dates';
import { formatDateTime } from '../../lib/format';

/** What the list, its count (getListSize) and the tabs select: one where for all three. */
export const scanApplyWhere = (supplierCode: string, f: ScanApplyFilters): Prisma.ScanApplyWhereInput => ({
  supplierCode,
  ...(f.applyNo && { applyNo: { contains: f.applyNo } }),
  ...(f.materialCode && { materialCode: { contains: f.materialCode } }),
  ...(f.materialName && { materialName: { contains: f.materialName } }),
  ...(f.status !== undefined && { status: f.status }),
  ...((f.createStartDate || f.createEndDate) && { createTime: chinaDayRange(f.createStartDate, f.createEndDate) }),
});

const strings = (json: Prisma.JsonValue): string[] =>
  Array.isArray(json) ? json.filter((v): v is string => typeof v === 'string') : [];
const statusOf = (s: number): ScanApplyStatusValue => ScanApplyStatus.of(s) ?? ScanApplyStatus.draft;

export const toScanApply = (r: ScanApplyRecord, supplierName: string): ScanApply => ({
  id: r.id,
  applyNo: r.applyNo,
  supplierCode: r.supplierCode,
  supplierName,
  materialId: r.materialId,
  materialCode: r.materialCode,
  materialName: r.materialName,
  sampleQuantity: r.sampleQuantity,
  expectDate: r.expectDate,
  sampleImgIds: strings(r.sampleImgIds),
  expressCompany: r.expressCompany,
  expressNo: r.expressNo,
  sendDate: r.sendDate,
  status: statusOf(r.status),
  closeReason: r.closeReason,
  remark: r.remark,
  createdBy: r.createdBy,
  createTime: formatDateTime(r.createTime),
  checkTime: formatDateTime(r.checkTime),
  modifyTime: formatDateTime(r.modifyTime),
});
