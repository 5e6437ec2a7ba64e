import { z } from 'zod';
import { day, type RuleIssue, withIssues } from '../../schemas';
import { type StatusOf, StatusWords, statusSet } from '../../state-rules';

/** Statuses of a scan application (扫描申请), docs/domains/scan-apply.md. */
export const ScanApplyStatus = statusSet({
  draft: [0, '暂存'],
  submitted: [1, '待受理'],
  accepted: [2, '已受理'],
  sampleSent: [3, '已寄样'],
  scanned: [4, '已扫描'],
  closed: [9, StatusWords.closed],
});
export type ScanApplyStatusValue = StatusOf<typeof ScanApplyStatus>;

/** At most this many sample images on one application. */
export const scanSampleImageMax = 5;

export const ScanApplyMessages = {
  notFound: '扫描申请不存在！',
  notOwned: '无权操作其他供应商的扫描申请！',
  materialRequired: '请选择材料！',
  materialUnknown: '请选择本供应商已保存的材料！',
  quantityRequired: '请输入样品数量！',
  quantityRange: '样品数量须为1-99的整数！',
  expectDateFormat: '期望扫描日期格式为YYYY-MM-DD！',
  remarkMax: '备注最多500个字符！',
  imageCount: `最多上传${scanSampleImageMax}张样品图片！`,
  expressCompanyRequired: '请输入物流公司！',
  expressCompanyMax: '物流公司最多50个字符！',
  expressNoRequired: '请输入物流单号！',
  expressNoFormat: '物流单号只能包含字母和数字（6-30位）！',
  sendDateRequired: '请选择寄样日期！',
  sendDateFuture: '寄样日期不能晚于今天！',
  noEdit: '只有暂存或待受理的扫描申请可以修改！',
  noSubmit: '只有暂存的扫描申请可以提交！',
  noCheck: '只有待受理的扫描申请可以受理！',
  noSendSample: '只有已受理的扫描申请可以寄送样品！',
  noClose: '已寄样、已扫描或已关闭的扫描申请不能关闭！',
  noDelete: '只有暂存的扫描申请可以删除！',
  closeReasonRequired: '请输入关闭原因！',
} as const;
const M = ScanApplyMessages;

const date = day(M.expectDateFormat);

/** The fields of 新增 / 修改 (saveOrUpdate, and updateScan's edit), the form's and the stub's rules. */
export const scanApplyFormSchema = z.object({
  materialId: z.number({ error: M.materialRequired }).int().positive(M.materialRequired),
  sampleQuantity: z
    .number({ error: M.quantityRequired })
    .int(M.quantityRange)
    .min(1, M.quantityRange)
    .max(99, M.quantityRange),
  expectDate: date.nullable().optional(),
  sampleImgIds: z.array(z.string()).max(scanSampleImageMax, M.imageCount).optional(),
  remark: z.string().max(500, M.remarkMax).optional(),
});
export type ScanApplyForm = z.infer<typeof scanApplyFormSchema>;

/** 寄送样品: the logistics of the sample (updateScan with expressNo). */
export const scanSendSampleSchema = z.object({
  expressCompany: z
    .string({ error: M.expressCompanyRequired })
    .trim()
    .min(1, M.expressCompanyRequired)
    .max(50, M.expressCompanyMax),
  expressNo: z
    .string({ error: M.expressNoRequired })
    .trim()
    .min(1, M.expressNoRequired)
    .regex(/^[A-Za-z0-9]{6,30}$/, M.expressNoFormat),
  sendDate: day(M.sendDateRequired),
  sampleImgIds: z.array(z.string()).max(scanSampleImageMax, M.imageCount).optional(),
});
export type ScanSendSample = z.infer<typeof scanSendSampleSchema>;

/** 寄样日期不能晚于今天: the send date against today in China (`today`, YYYY-MM-DD: the form's day, the stub's clock). */
export const sendDateIssues = (value: unknown, today: string): RuleIssue[] => {
  const sendDate = (value as { sendDate?: unknown }).sendDate;
  return typeof sendDate === 'string' && sendDate > today ? [{ path: 'sendDate', message: M.sendDateFuture }] : [];
};

/** 寄送样品 as the dialog and the stub's handler judge it: the logistics, and a send date not after `today`. */
export const scanSendSampleForm = (today: string) =>
  withIssues(scanSendSampleSchema, (value) => sendDateIssues(value, today));
