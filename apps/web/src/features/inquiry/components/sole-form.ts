import { componentsCost, type SoleComponent, type SoleComponentInput, soleComponentsForm } from '@portal/contract';

/** A sole component as typed in the 大底组件 table: every cell a text. */
export interface SoleRow {
  key: string;
  componentName: string;
  materialCode: string;
  weight: string;
  unitPrice: string;
}
export type SoleField = Exclude<keyof SoleRow, 'key'>;
export type SoleErrors = Partial<Record<SoleField, string>>[];

let next = 0;
const newKey = () => `row-${++next}`;

const text = (n: number | null) => (n === null ? '' : String(n));

export const soleRows = (components: readonly SoleComponent[]): SoleRow[] =>
  components.map((c) => ({
    key: newKey(),
    componentName: c.componentName,
    materialCode: c.materialCode ?? '',
    weight: text(c.weight),
    unitPrice: text(c.unitPrice),
  }));

export const emptySoleRow = (): SoleRow => ({
  key: newKey(),
  componentName: '',
  materialCode: '',
  weight: '',
  unitPrice: '',
});

/** A typed number: empty is "not given", anything else must read as a number (else it stays NaN for the rule). */
const numberOf = (value: string) => (value.trim() === '' ? undefined : Number(value.trim()));

const inputOf = (row: SoleRow): SoleComponentInput => ({
  componentName: row.componentName,
  ...(row.materialCode.trim() && { materialCode: row.materialCode.trim() }),
  ...(numberOf(row.weight) !== undefined && { weight: numberOf(row.weight) }),
  ...(numberOf(row.unitPrice) !== undefined && { unitPrice: numberOf(row.unitPrice) }),
});

/**
 * The rows checked with the contract's `soleComponentsForm` (the call's own rules, which the stub applies): the
 * components as the calls take them, or each row's first message per field (a row count refusal at the first row).
 */
export const checkSoleRows = (rows: readonly SoleRow[]) => {
  const components = rows.map(inputOf);
  const checked = soleComponentsForm.safeParse({ components });
  if (checked.success) return { ok: true as const, components: checked.data.components as SoleComponentInput[] };
  const errors: SoleErrors = rows.map(() => ({}));
  for (const issue of checked.error.issues) {
    const [, index = 0, field = 'componentName'] = issue.path as [string, number?, SoleField?];
    const own = errors[index];
    if (own && !own[field]) own[field] = issue.message;
  }
  return { ok: false as const, errors };
};

/** A row's cost (元) as typed, or null while its weight or unit price is missing or not a number. */
export const rowCost = (row: SoleRow) => {
  const weight = numberOf(row.weight);
  const unitPrice = numberOf(row.unitPrice);
  if (weight === undefined || unitPrice === undefined || Number.isNaN(weight) || Number.isNaN(unitPrice)) return null;
  return componentsCost([{ weight, unitPrice }]);
};

/** The components' cost (元): Σ weight × unit price / 1000 of the rows with both. */
export const soleCost = (rows: readonly SoleRow[]) =>
  componentsCost(
    rows.map((r) => ({ weight: rowCost(r) === null ? 0 : Number(r.weight), unitPrice: Number(r.unitPrice) || 0 })),
  );

/** 匹配单价: the matched unit prices fill the rows still without one (same order as stored). */
export const withMatchedPrices = (rows: readonly SoleRow[], matched: readonly SoleComponent[]) =>
  rows.map((row, index) => {
    const price = matched[index]?.unitPrice;
    return row.unitPrice.trim() === '' && price !== null && price !== undefined
      ? { ...row, unitPrice: String(price) }
      : row;
  });
