import { api } from '../../catalogue';
import { auditTable, type CaseReader, casePage, firstRow, formTable, remarkCases, textCases } from '../../rule-cases';
import { auditBody } from '../../schemas';
import {
  PriceMessages as M,
  type PriceCardForm,
  type PriceFloatForm,
  PriceLimits,
  priceCardForm,
  priceFloatForm,
} from './rules';
import { PriceStatus } from './states';

/**
 * The price centre's forms' rule cases (材料价格卡, 颜色价格, 主管审核): each form's values, the schema it judges
 * them with, and what it sends. The agreement test runs them against the form's schema and the stub.
 */

/** A price as the dialog sends what was typed: blank is left out, anything else read as a number (as typedNumber reads it). */
const typed = (text: string | undefined) =>
  text === undefined || text.trim() === '' ? undefined : Number(text.trim());

/** Each accepted card is a new one: its material code must be one no card of the season has (a stored-record rule). */
let cards = 0;
const row = { thickness: '1.2mm', thicknessPrice: '3.5', width: '137cm', widthPrice: '' };
const withRow = (v: PriceCardForm, change: Partial<typeof row>): PriceCardForm => ({
  ...v,
  rows: (v.rows ?? []).map((r, i) => (i === 0 ? { ...r, ...change } : r)),
});

export const card = formTable<PriceCardForm, Record<string, never>>(
  {
    id: 'price.card',
    title: '新增材料价格卡',
    form: 'features/price/components/card-form-dialog.tsx',
    rule: priceCardForm,
    call: api.price.materialSaveOrUpdateCard,
    apart: {
      rows: 'the rows of the call’s card (priceCardInput) with their prices typed as text: each row field is the body’s own rule and the count rule the same',
    },
    prepare: async () => ({}),
    valid: () => ({
      materialCode: `LTCASE${String(++cards).padStart(3, '0')}`,
      materialName: '头层牛皮',
      season: '26Q1',
      unit: 'SF',
      basePrice: '12.5',
      remark: '',
      rows: [row],
    }),
    // The dialog sends the typed prices read as numbers, blank ones left out.
    input: (v) => ({
      body: {
        ...v,
        basePrice: typed(v.basePrice as string),
        rows: v.rows?.map((r) => ({
          ...r,
          thicknessPrice: typed(r.thicknessPrice as string),
          widthPrice: typed(r.widthPrice as string),
        })),
      },
    }),
  },
  (c) => [
    ...textCases(c, {
      name: 'material code',
      path: 'materialCode',
      set: (v, text) => ({
        ...v,
        materialCode: text.length >= 30 ? `${text.slice(0, -3)}${String(cards).padStart(3, '0')}` : text,
      }),
      required: M.materialRequired,
      max: 30,
      tooLong: M.materialCodeMax,
      char: 'L',
    }),
    ...textCases(c, {
      name: 'material name',
      path: 'materialName',
      set: (v, materialName) => ({ ...v, materialName }),
      required: M.materialNameRequired,
      max: 70,
      tooLong: M.materialNameMax,
    }),
    c.refuses('a season of 11 characters', (v) => ({ ...v, season: '2'.repeat(11) }), 'season', M.seasonMax),
    c.refuses('a unit of 11 characters', (v) => ({ ...v, unit: '码'.repeat(11) }), 'unit', M.unitMax),
    c.refuses('no base price', (v) => ({ ...v, basePrice: '' }), 'basePrice', M.basePositive),
    c.refuses('a base price of 0', (v) => ({ ...v, basePrice: '0' }), 'basePrice', M.basePositive),
    c.refuses('a base price above 10000', (v) => ({ ...v, basePrice: '10000.01' }), 'basePrice', M.floatMax),
    c.refuses('a base price with three decimals', (v) => ({ ...v, basePrice: '12.345' }), 'basePrice', M.decimals),
    c.accepts('a base price of 10000', (v) => ({ ...v, basePrice: '10000' })),
    c.refuses(
      'a thickness price above 1000',
      (v) => withRow(v, { thicknessPrice: '1000.01' }),
      'rows.0.thicknessPrice',
      M.sizePriceRange,
    ),
    c.refuses(
      'a width price with three decimals',
      (v) => withRow(v, { widthPrice: '1.234' }),
      'rows.0.widthPrice',
      M.decimals,
    ),
    c.refuses(
      'a thickness of 31 characters',
      (v) => withRow(v, { thickness: 'm'.repeat(31) }),
      'rows.0.thickness',
      M.thicknessMax,
    ),
    c.refuses('a width of 31 characters', (v) => withRow(v, { width: 'c'.repeat(31) }), 'rows.0.width', M.widthMax),
    c.refuses(
      `${PriceLimits.cardRows + 1} rows`,
      (v) => ({ ...v, rows: Array.from({ length: PriceLimits.cardRows + 1 }, () => row) }),
      'rows',
      M.cardRowsMax,
    ),
    c.accepts(`${PriceLimits.cardRows} rows`, (v) => ({
      ...v,
      rows: Array.from({ length: PriceLimits.cardRows }, () => row),
    })),
    c.accepts('no rows', (v) => ({ ...v, rows: [] })),
    ...remarkCases(c, 200, M.remarkMax),
    c.accepts('a card with a base price and a row'),
  ],
);

type FloatContext = { parentId: number; code: string };

/** A draft card of the demo supplier and the first colour it has no price for yet (one price per card and code). */
const cardAndColour = async (reader: CaseReader): Promise<FloatContext> => {
  const { id: parentId } = await firstRow(
    reader,
    api.price.materialList,
    { status: PriceStatus.draft },
    'draft price card',
  );
  const priced = await reader.ok(api.price.colorList, { body: { ...casePage, parentId } });
  const taken = new Set(priced.data.map((p) => p.code));
  const colours = await reader.ok(api.lookups.colorDataList, { body: { page: 1, limit: 100 } });
  const colour = colours.data.find((c) => !taken.has(c.colorCode));
  if (!colour) throw new Error('every colour has a price on the card');
  return { parentId, code: colour.colorCode };
};

export const colourPrice = formTable<PriceFloatForm, FloatContext>(
  {
    id: 'price.colourPrice',
    title: '新增颜色价格',
    form: 'features/price/components/float-form-dialog.tsx',
    rule: priceFloatForm,
    call: api.price.colorSaveOrUpdate,
    prepare: cardAndColour,
    valid: (x) => ({ parentId: String(x.parentId), code: x.code, floatingPrice: '2.5', remark: '' }),
    input: (v) => ({
      body: { ...v, parentId: typed(v.parentId as string), floatingPrice: typed(v.floatingPrice as string) },
    }),
  },
  (c) => [
    c.refuses('no card', (v) => ({ ...v, parentId: '' }), 'parentId', M.cardNotFound),
    c.refuses('no code', (v) => ({ ...v, code: '' }), 'code', M.codeRequired),
    c.refuses('a code of 31 characters', (v) => ({ ...v, code: 'C'.repeat(31) }), 'code', M.codeMax),
    c.refuses('no price', (v) => ({ ...v, floatingPrice: '' }), 'floatingPrice', M.floatNegative),
    c.refuses('a price above 10000', (v) => ({ ...v, floatingPrice: '10000.01' }), 'floatingPrice', M.floatMax),
    c.refuses('a price with three decimals', (v) => ({ ...v, floatingPrice: '2.345' }), 'floatingPrice', M.decimals),
    c.accepts('a price of 0', (v) => ({ ...v, floatingPrice: '0' })),
    c.accepts('a price of 10000', (v) => ({ ...v, floatingPrice: '10000' })),
    ...remarkCases(c, 200, M.remarkMax),
    c.accepts('a colour’s price on a card'),
  ],
);

/** 主管审核 of material price cards (the colour, line and effect prices use the same dialog and body). */
export const cardAudit = auditTable({
  id: 'price.cardAudit',
  title: '材料价格 · 主管审核',
  form: 'features/price/components/audit-dialog.tsx',
  rule: auditBody,
  call: api.price.materialSupervisorAudit,
  prepare: (reader) =>
    firstRow(reader, api.price.materialList, { status: PriceStatus.submitted }, 'price card to audit'),
});

export const priceFormTables = [card, colourPrice, cardAudit] as const;
