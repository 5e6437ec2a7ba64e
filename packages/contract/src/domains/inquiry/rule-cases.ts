import { api } from '../../catalogue';
import { auditTable, firstRow } from '../../rule-cases';
import { InquiryStatus, inquiryAuditInput } from './rules';

/**
 * The inquiry forms' rule cases: each form's values, the schema it judges them with, and what it sends. The agreement
 * test runs them against the form's schema and the stub.
 */

/** 主管审核 of a submitted quote (the notice dialog's 驳回 with its remark). */
export const audit = auditTable({
  id: 'inquiry.audit',
  title: '询价通知 · 主管审核',
  form: 'features/inquiry/components/notice-dialog.tsx',
  rule: inquiryAuditInput,
  call: api.inquiry.confirm,
  prepare: (reader) => firstRow(reader, api.inquiry.noticeList, { status: InquiryStatus.auditing }, 'quote to audit'),
  input: (v, x) => ({ params: { id: x.id }, body: { pass: v.pass, auditRemark: v.auditRemark.trim() || undefined } }),
});

export const inquiryFormTables = [audit] as const;
