import { api } from '../../catalogue';
import { auditTable, type CaseBuilders, type CaseReader, casePage, firstRow, formTable } from '../../rule-cases';
import type { InquiryNoticeDetail, InquiryPrice } from './calls';
import {
  InquiryItemStatus,
  InquiryStatus,
  inquiryAuditInput,
  InquiryMessages as M,
  type QuoteForm,
  quoteForm,
  quotePriceForm,
  quoteSubmitForm,
  type SoleComponentInput,
  soleComponentsForm,
} from './rules';

/**
 * The inquiry forms' rule cases: each form's values, the schema it judges them with, and what it sends. The agreement
 * test runs them against the form's schema and the stub.
 */

/**
 * A notice of the demo supplier to quote, before its deadline, without soles (their price comes from components) and
 * with an open row still without a stored price: the first one, or the last (提交 works on another notice than 保存).
 */
const noticeToQuote = async (reader: CaseReader, which: 'first' | 'last' = 'first'): Promise<InquiryNoticeDetail> => {
  const notices = await reader.ok(api.inquiry.noticeList, { body: { status: InquiryStatus.toQuote } });
  const ids = [...notices].map((n) => n.id).sort((a, b) => a - b);
  for (const id of which === 'first' ? ids : ids.reverse()) {
    const notice = await reader.ok(api.inquiry.noticeDetails, { body: { id } });
    const open = notice.items.filter((i) => i.status !== InquiryItemStatus.closed);
    if (
      open.length > 1 &&
      open.every((i) => i.isSole === 0) &&
      open.some((i) => i.price === null) &&
      (notice.deadline ?? '') > chinaNow()
    )
      return notice;
  }
  throw new Error('no notice to quote before its deadline without soles');
};
/** Now in China, as the calls write times ('YYYY-MM-DD HH:mm:ss'). */
const chinaNow = () => new Date(Date.now() + 8 * 3600_000).toISOString().replace('T', ' ').slice(0, 19);

/** The quote form as the dialog opens on the notice, every open row priced. */
const pricedForm = (notice: InquiryNoticeDetail): QuoteForm => ({
  items: notice.items.map((i) => ({
    id: i.id,
    closed: i.status === InquiryItemStatus.closed,
    price: i.status === InquiryItemStatus.closed ? '' : '12.5',
    remark: '',
  })),
});
/** The first open row changed. */
const withRow = (v: QuoteForm, change: Partial<QuoteForm['items'][number]>): QuoteForm => {
  const first = v.items.findIndex((r) => !r.closed);
  return { items: v.items.map((r, i) => (i === first ? { ...r, ...change } : r)) };
};
/** What the dialog sends: the open rows with a price, read as numbers, their remarks trimmed. */
const quotedRows = (v: QuoteForm) =>
  v.items
    .filter((r) => !r.closed && String(r.price ?? '').trim() !== '')
    .map((r) => ({ id: r.id, price: Number(r.price), ...(r.remark?.trim() && { remark: r.remark.trim() }) }));
/** The path of the first open row's field. */
const rowPath = (field: string) => (x: InquiryNoticeDetail) =>
  `items.${x.items.findIndex((i) => i.status !== InquiryItemStatus.closed)}.${field}`;

/** The first open row without a stored price. */
const unstored = (x: InquiryNoticeDetail) =>
  x.items.findIndex((i) => i.status !== InquiryItemStatus.closed && i.price === null);

const quoteCases = (c: CaseBuilders<QuoteForm, InquiryNoticeDetail>) => [
  c.refuses('a price of 0', (v) => withRow(v, { price: '0' }), rowPath('price'), M.quotePositive),
  c.refuses('a price that is no number', (v) => withRow(v, { price: 'abc' }), rowPath('price'), M.quotePositive),
  c.refuses('a price above 1000000', (v) => withRow(v, { price: '1000000.01' }), rowPath('price'), M.quoteMax),
  c.refuses('a price with three decimals', (v) => withRow(v, { price: '12.345' }), rowPath('price'), M.decimals),
  c.refuses(
    'a remark of 201 characters',
    (v) => withRow(v, { remark: '备'.repeat(201) }),
    rowPath('remark'),
    M.remarkMax,
  ),
];

/** 保存 of the quote form: the priced rows (a row may wait for its price). */
export const quoteSave = formTable<QuoteForm, InquiryNoticeDetail>(
  {
    id: 'inquiry.quoteSave',
    title: '报价 · 保存',
    form: 'features/inquiry/components/notice-dialog.tsx',
    rule: quoteForm,
    call: api.inquiry.savePrice,
    apart: {
      items:
        'the notice’s rows as the dialog lists them; the rows with a price are sent, each judged by the body’s row rules',
      'items.closed': 'a closed row is shown, never sent',
    },
    prepare: noticeToQuote,
    valid: pricedForm,
    input: (v) => ({ body: { items: quotedRows(v) } }),
  },
  (c) => [
    ...quoteCases(c),
    c.accepts('a price of 1000000 with a remark of 200 characters', (v) =>
      withRow(v, { price: '1000000', remark: '备'.repeat(200) }),
    ),
    c.accepts('a row without a price (saved later)', (v) => withRow(v, { price: '' })),
    c.accepts('every open row priced'),
  ],
);

/** 提交报价: every open row needs a price; the notice then awaits the supervisor. */
export const quoteSubmit = formTable<QuoteForm, InquiryNoticeDetail>(
  {
    id: 'inquiry.quoteSubmit',
    title: '报价 · 提交',
    form: 'features/inquiry/components/notice-dialog.tsx',
    rule: quoteSubmitForm,
    call: api.inquiry.submitPrice,
    apart: {
      items:
        'the notice’s rows as the dialog lists them; the rows with a price are sent, each judged by the body’s row rules',
      'items.closed': 'a closed row is shown, never sent',
    },
    prepare: (reader) => noticeToQuote(reader, 'last'),
    valid: pricedForm,
    input: (v, x) => ({ body: { id: x.id, items: quotedRows(v) } }),
  },
  (c) => [
    ...quoteCases(c),
    // A row with no stored price: the stub judges the stored prices with the sent ones.
    c.refuses(
      'an open row without a price',
      (v, x) => ({ items: v.items.map((r, i) => (i === unstored(x) ? { ...r, price: '' } : r)) }),
      (x) => `items.${unstored(x)}.price`,
      M.pricesMissing,
    ),
    c.accepts('every open row priced'),
  ],
);

/** The first material of 材料待填报 still to fill before its deadline: a sole (1) or not (0). */
const materialToFill = async (reader: CaseReader, isSole: 0 | 1) => {
  const { data } = await reader.ok(api.inquiry.priceList, {
    body: { ...casePage, status: InquiryItemStatus.toFill },
  });
  const item = [...data]
    .sort((a, b) => a.id - b.id)
    .find((i: InquiryPrice) => i.isSole === isSole && (i.deadline ?? '') > chinaNow());
  if (!item) throw new Error(`no material (isSole ${isSole}) to fill before its deadline`);
  return { id: item.id };
};

/** 填报价格 of one material on 材料待填报: a price, required. */
export const fillPrice = formTable<{ price: string }, { id: number }>(
  {
    id: 'inquiry.fillPrice',
    title: '材料待填报 · 填报',
    form: 'features/inquiry/components/material-dialogs.tsx',
    rule: quotePriceForm,
    call: api.inquiry.savePrice,
    prepare: (reader) => materialToFill(reader, 0),
    valid: () => ({ price: '8.8' }),
    input: (v, x) => ({ body: { items: [{ id: x.id, price: v.price.trim() === '' ? undefined : Number(v.price) }] } }),
  },
  (c) => [
    c.refuses('no price', () => ({ price: '' }), 'price', M.quotePositive),
    c.refuses('a price of 0', () => ({ price: '0' }), 'price', M.quotePositive),
    c.refuses('a price above 1000000', () => ({ price: '1000000.01' }), 'price', M.quoteMax),
    c.refuses('a price with three decimals', () => ({ price: '8.888' }), 'price', M.decimals),
    c.accepts('a price'),
  ],
);

type SoleContext = { id: number };
const component: SoleComponentInput = {
  componentName: '大底橡胶',
  materialCode: 'RB001',
  weight: 120,
  unitPrice: 18.5,
};
const withComponent = (change: Partial<SoleComponentInput>) => ({ components: [{ ...component, ...change }] });

/** 大底组件 of a sole row: the components' names, codes, weights and unit prices (saved with updateSoleComponent). */
export const soleComponents = formTable<{ components: SoleComponentInput[] }, SoleContext>(
  {
    id: 'inquiry.soleComponents',
    title: '大底组件',
    form: 'features/inquiry/components/sole-form.ts',
    rule: soleComponentsForm,
    call: api.inquiry.updateSoleComponent,
    prepare: (reader) => materialToFill(reader, 1),
    valid: () => ({ components: [component] }),
    input: (v, x) => ({ body: { inquiryPriceId: x.id, ...v } }),
  },
  (c) => [
    c.refuses(
      'no component name',
      () => withComponent({ componentName: ' ' }),
      'components.0.componentName',
      M.componentNameRequired,
    ),
    c.refuses(
      'a name of 51 characters',
      () => withComponent({ componentName: '底'.repeat(51) }),
      'components.0.componentName',
      M.componentNameMax,
    ),
    c.refuses(
      'a material code of 31 characters',
      () => withComponent({ materialCode: 'R'.repeat(31) }),
      'components.0.materialCode',
      M.materialCodeMax,
    ),
    c.refuses(
      'a weight that is no number',
      () => withComponent({ weight: Number.NaN }),
      'components.0.weight',
      M.weightRange,
    ),
    c.refuses('a weight below 0', () => withComponent({ weight: -1 }), 'components.0.weight', M.weightRange),
    c.refuses('a weight above 100000', () => withComponent({ weight: 100000.01 }), 'components.0.weight', M.weightMax),
    c.refuses(
      'a weight with three decimals',
      () => withComponent({ weight: 1.234 }),
      'components.0.weight',
      M.decimals,
    ),
    c.refuses(
      'a unit price below 0',
      () => withComponent({ unitPrice: -0.01 }),
      'components.0.unitPrice',
      M.unitPriceRange,
    ),
    c.refuses(
      'a unit price above 100000',
      () => withComponent({ unitPrice: 100001 }),
      'components.0.unitPrice',
      M.unitPriceMax,
    ),
    c.refuses(
      '31 components',
      () => ({ components: Array.from({ length: 31 }, () => component) }),
      'components',
      M.componentsMax,
    ),
    c.accepts('30 components', () => ({ components: Array.from({ length: 30 }, () => component) })),
    c.accepts('a component without weight and price', () => ({ components: [{ componentName: '大底橡胶' }] })),
    c.accepts('no components', () => ({ components: [] })),
    c.accepts('a component with its weight and unit price'),
  ],
);

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

export const inquiryFormTables = [audit, quoteSave, quoteSubmit, fillPrice, soleComponents] as const;
