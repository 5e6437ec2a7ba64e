import { api } from '../../catalogue';
import { type CaseReader, chinaDay, firstRow, formTable, reasonTable, remarkCases, textCases } from '../../rule-cases';
import { closeBody, closeReasonLimit, closeReasonMaxMessage } from '../../schemas';
import {
  ScanApplyMessages as M,
  type ScanApplyForm,
  ScanApplyStatus,
  type ScanSendSample,
  scanApplyFormSchema,
  scanSampleImageMax,
  scanSendSampleForm,
} from './rules';

/**
 * The scan-application forms' rule cases (新增扫描申请, 寄送样品, 关闭): each form's values, the schema its resolver
 * judges them with, and what it sends. The agreement test runs them against the form's schema and the stub.
 */

/** The demo supplier's first application in `status` (each case takes the first one still there). */
const firstIn = (reader: CaseReader, status: number) =>
  firstRow(reader, api.scanApply.list, { status }, `scan application in status ${status}`);

export const apply = formTable<ScanApplyForm, { materialId: number }>(
  {
    id: 'scanApply.apply',
    title: '新增扫描申请',
    form: 'features/scan-apply/components/scan-apply-dialog.tsx',
    rule: scanApplyFormSchema,
    call: api.scanApply.saveOrUpdate,
    prepare: async (reader) => {
      const [material] = await reader.ok(api.scanApply.materials, { body: {} });
      if (!material) throw new Error('the demo supplier has no material to apply for');
      return { materialId: material.id };
    },
    valid: (x) => ({
      materialId: x.materialId,
      sampleQuantity: 2,
      expectDate: chinaDay(7),
      sampleImgIds: [],
      remark: '',
    }),
    // 提交 of a new application: an empty date is null, an empty remark left out.
    input: (v) => ({
      body: { ...v, expectDate: v.expectDate || null, remark: v.remark || undefined, submit: true },
    }),
  },
  (c) => [
    c.refuses('no material', (v) => ({ ...v, materialId: undefined as never }), 'materialId', M.materialRequired),
    c.refuses(
      'no quantity (an empty number input)',
      (v) => ({ ...v, sampleQuantity: Number.NaN }),
      'sampleQuantity',
      M.quantityRequired,
    ),
    c.refuses('a quantity of 0', (v) => ({ ...v, sampleQuantity: 0 }), 'sampleQuantity', M.quantityRange),
    c.refuses('a quantity of 100', (v) => ({ ...v, sampleQuantity: 100 }), 'sampleQuantity', M.quantityRange),
    c.refuses('a quantity of 1.5', (v) => ({ ...v, sampleQuantity: 1.5 }), 'sampleQuantity', M.quantityRange),
    c.accepts('a quantity of 99', (v) => ({ ...v, sampleQuantity: 99 })),
    c.refuses(
      'a day that does not exist',
      (v) => ({ ...v, expectDate: '2026-02-30' }),
      'expectDate',
      M.expectDateFormat,
    ),
    c.accepts('no expected date', (v) => ({ ...v, expectDate: null })),
    c.refuses(
      `${scanSampleImageMax + 1} sample images`,
      (v) => ({ ...v, sampleImgIds: Array.from({ length: scanSampleImageMax + 1 }, (_, i) => `img-${i}`) }),
      'sampleImgIds',
      M.imageCount,
    ),
    ...remarkCases(c, 500, M.remarkMax),
    c.accepts('a material, a quantity and an expected date'),
  ],
);

type SendContext = { id: number; today: string };

export const sendSample = formTable<ScanSendSample, SendContext>(
  {
    id: 'scanApply.sendSample',
    title: '寄送样品',
    form: 'features/scan-apply/components/send-sample-dialog.tsx',
    rule: scanSendSampleForm,
    handlerRules: [scanSendSampleForm],
    call: api.scanApply.updateScan,
    prepare: async (reader) => ({ ...(await firstIn(reader, ScanApplyStatus.accepted)), today: chinaDay() }),
    schema: (x) => scanSendSampleForm(x.today),
    valid: (x) => ({ expressCompany: '顺丰速运', expressNo: 'SF1234567890', sendDate: x.today, sampleImgIds: [] }),
    // No images sent keeps the ones uploaded before: the dialog leaves an empty list out.
    input: (v, x) => ({ body: { ...v, sampleImgIds: v.sampleImgIds?.length ? v.sampleImgIds : undefined, id: x.id } }),
  },
  (c) => [
    ...textCases(c, {
      name: 'logistics company',
      path: 'expressCompany',
      set: (v, expressCompany) => ({ ...v, expressCompany }),
      required: M.expressCompanyRequired,
      max: 50,
      tooLong: M.expressCompanyMax,
      acceptMax: false,
    }),
    c.refuses('no waybill number', (v) => ({ ...v, expressNo: '' }), 'expressNo', M.expressNoRequired),
    c.refuses(
      'a waybill number of 5 characters',
      (v) => ({ ...v, expressNo: 'SF123' }),
      'expressNo',
      M.expressNoFormat,
    ),
    c.refuses(
      'a waybill number of 31 characters',
      (v) => ({ ...v, expressNo: 'S'.repeat(31) }),
      'expressNo',
      M.expressNoFormat,
    ),
    c.refuses(
      'a waybill number with a dash',
      (v) => ({ ...v, expressNo: 'SF-12345678' }),
      'expressNo',
      M.expressNoFormat,
    ),
    c.refuses('no send date', (v) => ({ ...v, sendDate: '' }), 'sendDate', M.sendDateRequired),
    c.refuses('a send date after today', (v) => ({ ...v, sendDate: chinaDay(1) }), 'sendDate', M.sendDateFuture),
    // Each accepted case sends the samples of one application (the next case takes the next accepted one).
    c.accepts('a logistics company of 50 characters', (v) => ({ ...v, expressCompany: '字'.repeat(50) })),
    c.accepts('the logistics and today'),
  ],
);

/** 关闭 of one application, its reason optional (closeBody). */
export const close = reasonTable({
  id: 'scanApply.close',
  title: '关闭扫描申请',
  form: 'features/scan-apply/components/scan-apply-actions.tsx',
  rule: closeBody,
  call: api.scanApply.close,
  prepare: (reader) => firstIn(reader, ScanApplyStatus.submitted),
  max: closeReasonLimit,
  tooLong: closeReasonMaxMessage,
});

export const scanApplyFormTables = [apply, sendSample, close] as const;
