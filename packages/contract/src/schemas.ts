import { z } from 'zod';

/**
 * A rule the binder checks that JSON Schema cannot state: a field equal to another, a formula over the variables of
 * the same body, no size twice in a list. Published beside the schema as `x-rules` (what it asks and the messages
 * the stub answers it with), so the OpenAPI document names every refusal (docs/decisions/0019-openapi-document.md).
 */
export const unstated = (...rules: { rule: string; messages: readonly string[] }[]) => ({
  'x-rules': rules.map((r) => ({ rule: r.rule, messages: [...r.messages] })),
});

/** At most `places` decimals, within float noise (1e-6 of the last place, what a decimal input's number carries). */
export const hasDecimalsAtMost = (places: number) => (value: number) =>
  Math.abs(value * 10 ** places - Math.round(value * 10 ** places)) < 1e-6;
/** The same rule as the OpenAPI document states it. */
export const decimalsStatement = (places: number) => ({ multipleOf: 1 / 10 ** places });
/** A number with at most `places` decimals, refused with `message`; `multipleOf` in the OpenAPI document. */
export const withDecimals = <T extends z.ZodNumber>(schema: T, places: number, message: string) =>
  schema.refine(hasDecimalsAtMost(places), message).meta(decimalsStatement(places));

/**
 * A number as a form's text input holds it: the text is read as a number (blank is no value, so a required number
 * keeps its own message; text that is not a number fails the number's own type message), then `schema` judges it.
 * The forms validate typed numbers with this and the call's own number rule, so they refuse what the stub refuses.
 */
export const typedNumber = <T extends z.ZodType>(schema: T): z.ZodType<z.output<T>, string> =>
  z.preprocess(
    // Typed as the form's text; any other value (a test's number) goes to `schema` as it is.
    (value: string) => (typeof value === 'string' ? (value.trim() === '' ? undefined : Number(value.trim())) : value),
    schema,
  );

/** A rule's finding at a field: the field's dotted path (`lines.0.sizes.3.quantity`, '' for the whole) and the words. */
export interface RuleIssue {
  path: string;
  message: string;
}

/**
 * `schema` with the issues a rule across its fields or against stored records finds (`issues`), at their fields.
 * The rule runs even when other fields already failed, so a form marks every invalid field at once: it receives
 * the input as it is and must not trust its shape.
 */
export const withIssues = <T extends z.ZodType>(schema: T, issues: (value: unknown) => readonly RuleIssue[]) =>
  schema.superRefine(
    (value, ctx) => {
      for (const issue of issues(value))
        ctx.addIssue({
          code: 'custom',
          path: issue.path === '' ? [] : issue.path.split('.').map((p) => (/^\d+$/.test(p) ? Number(p) : p)),
          message: issue.message,
        });
    },
    { when: () => true },
  );

export const ok = z.boolean();
/** A call whose answer the spec does not show and that returns nothing useful. */
export const anyData = z.unknown();
/** Text flags the backend sends as '0' / '1'. */
export const flag01 = z.enum(['0', '1']);
export const dateTime = z.string().describe('YYYY-MM-DD HH:mm:ss');
/**
 * A calendar day, `YYYY-MM-DD`, refused with `message` unless the calendar has it (2026-13-45 and 2026-02-30 are
 * refused, 2024-02-29 is not). Published as `format: date` with the calendar's pattern, so a tool generating bodies
 * from the document makes days the stub accepts.
 */
export const day = (message: string, required = message) =>
  z.iso.date({ error: (issue) => (issue.input === undefined || issue.input === '' ? required : message) });
export const dayMessage = '日期格式应为 YYYY-MM-DD';
/**
 * The day `offset` days from today in China (UTC+8, no daylight saving), `YYYY-MM-DD` as date inputs hold it: what
 * the forms and the stub compare a date with (寄样日期不能晚于今天, a due day, a delivery day).
 */
export const chinaDay = (offset = 0): string =>
  new Date(Date.now() + 8 * 3600_000 + offset * 86_400_000).toISOString().slice(0, 10);
/** A date filter (a range's start or end): a calendar day, or empty for none. */
export const dayFilter = z.union([z.literal(''), day(dayMessage)]).optional();

/**
 * Small schemas shared by the domain files (not a domain of its own). Record ids are integers;
 * file ids and async keys are strings (docs/catalogue-interpretations.md).
 */
export const recordIdParam = z.object({ id: z.coerce.number().int().positive() });
export const recordIdBody = z.object({ id: z.number().int().positive() });
export const recordIdsBody = z.object({ ids: z.array(z.number().int().positive()).min(1) });

/** Numeric 0 / 1 flags (the text ones use `flag01`). */
export const bit = z.union([z.literal(0), z.literal(1)]);

/**
 * Every spelling of a yes/no flag a client may send where the spec does not fix one: the numbers and texts
 * 0/1, the booleans, and 'true'/'false'. Anything else is refused like any invalid value.
 */
const flagSpellings = z.union([z.literal([0, 1, '0', '1', 'true', 'false']), z.boolean()]);
const isSet = (v: z.output<typeof flagSpellings>) => v === 1 || v === '1' || v === true || v === 'true';

/**
 * A request's '0'/'1' text flag, lenient (docs/catalogue-interpretations.md "Lenient flags"): accepts
 * 0, 1, '0', '1', true, false, 'true', 'false' and gives '0' or '1', so the handler sees one spelling.
 */
export const lenientFlag01 = flagSpellings.transform((v): z.output<typeof flag01> => (isSet(v) ? '1' : '0'));

/** A request's 0/1 number flag, lenient in the same way; gives 0 or 1. */
export const lenientBit = flagSpellings.transform((v): z.output<typeof bit> => (isSet(v) ? 1 : 0));

/** An uploaded file as a record refers to it. */
export const fileRefSchema = z.object({ id: z.string(), fileName: z.string() });
export type FileRef = z.infer<typeof fileRefSchema>;

/** A size row (season orders, shoe trees, shipments). */
export const sizeQuantitySchema = z.object({ size: z.string().min(1), quantity: z.number().min(0) });

/** One step of an approval history (materials, price cards, inquiries, costs). */
export const approveRecordSchema = z.object({
  id: z.number().int(),
  node: z.string(),
  result: z.enum(['submit', 'pass', 'reject', 'cancel']),
  remark: z.string().nullable(),
  operator: z.string(),
  operateTime: dateTime,
});
export type ApproveRecord = z.infer<typeof approveRecordSchema>;

/** The words of the supervisor audits (price cards, inquiry quotes, component costs); the spec gives none. */
export const AuditMessages = {
  rejectNeedsRemark: '驳回时请填写审核意见',
  remarkMax: '审核意见最多500个字符',
} as const;
export const auditRemarkLimit = 500;

/**
 * What the portal says when a change went through, one text per kind of change for every domain: 修改成功!, 暂存成功!
 * and 提交成功! are the spec's words; the others follow them.
 */
export const DoneMessages = {
  added: '新增成功!',
  updated: '修改成功!',
  deleted: '删除成功!',
  saved: '保存成功!',
  draftSaved: '暂存成功!',
  submitted: '提交成功!',
  confirmed: '确认成功!',
  audited: '审核成功!',
  closed: '关闭成功!',
  imported: '导入成功!',
} as const;

/** A rejection needs a remark: pass, or an auditRemark with a character that is not blank. */
export const remarkOnReject = (audit: { pass?: boolean; auditRemark?: string }) =>
  audit.pass !== false || Boolean(audit.auditRemark?.trim());
/** `remarkOnReject` as the OpenAPI document states it: pass is true or auditRemark has a character that is not blank. */
export const rejectNeedsRemarkStatement = {
  anyOf: [
    { properties: { pass: { enum: [true] } } },
    { properties: { auditRemark: { pattern: '\\S' } }, required: ['auditRemark'] },
  ],
};
/** An audit body with the rule that a rejection needs a remark, at the remark (the audit dialogs show it there). */
export const withRemarkOnReject = <T extends z.ZodType<{ pass?: boolean; auditRemark?: string }>>(schema: T) =>
  schema
    .refine(remarkOnReject, { message: AuditMessages.rejectNeedsRemark, path: ['auditRemark'] })
    .meta(rejectNeedsRemarkStatement);

/** The fields of a supervisor audit: the records, pass or reject, and the remark. */
export const auditFields = z.object({
  ids: z.array(z.number().int().positive()).min(1),
  pass: z.boolean(),
  auditRemark: z.string().max(auditRemarkLimit, AuditMessages.remarkMax).optional(),
});
/** Supervisor audit of price cards and component costs (主管审核): the audit dialogs and the calls judge with it. */
export const auditBody = withRemarkOnReject(auditFields);

/** The longest optional close reason (扫描申请, 材料待填报, 组件成本's 关闭询价) and its words (the spec gives none). */
export const closeReasonLimit = 500;
export const closeReasonMaxMessage = `关闭原因最多${closeReasonLimit}个字符`;
/** Close rows with an optional reason. */
export const closeBody = z.object({
  ids: z.array(z.number().int().positive()).min(1),
  closeReason: z.string().max(closeReasonLimit, closeReasonMaxMessage).optional(),
});

/** A code / name option for dropdowns the spec names without a shape. */
export const codeNameSchema = z.object({ code: z.string(), name: z.string() });

/** A text field the record may leave empty. */
export const nullableText = z.string().nullable();
/** A list of texts (codes, ids, names). */
export const textList = z.array(z.string());
