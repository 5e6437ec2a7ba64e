import type { SubPrice } from './calls';
import { MaterialLimits, type PricingGroup } from './constants';

/**
 * Sub-price rows and the displayed price (spec 001 §3, §9). One row per priced value: a thickness row carries
 * thickness + thicknessPrice, a width row width + widthPrice + weight, a grain row grain + linePrice; standardPrice
 * is the row's price. The form builds the rows, the stub stores them, and the list, the form and the stub all show
 * `displayPrice` (docs/domains/fabric-rules.md "Pricing").
 */

const emptyRow: SubPrice = {
  width: null,
  widthPrice: null,
  thickness: null,
  thicknessPrice: null,
  weight: null,
  grain: null,
  linePrice: null,
  standardPrice: null,
};

export const subPriceKind = (row: Partial<SubPrice>): PricingGroup | null =>
  row.thickness ? 'thickness' : row.width ? 'width' : row.grain ? 'grain' : null;

export const subPriceOf = (row: Partial<SubPrice>): number | null => {
  const kind = subPriceKind(row);
  if (kind === 'thickness') return row.thicknessPrice ?? null;
  if (kind === 'width') return row.widthPrice ?? null;
  if (kind === 'grain') return row.linePrice ?? null;
  return null;
};

/**
 * The rows the pricing groups ask for, keeping the prices (and weights) already entered for the same value.
 * Widths come from `widths`, or for TP from the comma-separated `widthTP`.
 */
export const buildSubList = (
  values: {
    thicknesses?: string[] | null;
    widths?: string[] | null;
    widthTP?: string | null;
    grains?: string[] | null;
  },
  groups: readonly PricingGroup[],
  previous: readonly Partial<SubPrice>[] = [],
): SubPrice[] => {
  const kept = (kind: PricingGroup, value: string) =>
    previous.find((r) => subPriceKind(r) === kind && r[kind === 'grain' ? 'grain' : kind] === value);
  const rows: SubPrice[] = [];
  if (groups.includes('thickness'))
    for (const thickness of values.thicknesses ?? []) {
      const p = kept('thickness', thickness)?.thicknessPrice ?? null;
      rows.push({ ...emptyRow, thickness, thicknessPrice: p, standardPrice: p });
    }
  if (groups.includes('width'))
    for (const width of materialWidths(values)) {
      const old = kept('width', width);
      const p = old?.widthPrice ?? null;
      rows.push({ ...emptyRow, width, widthPrice: p, weight: old?.weight ?? null, standardPrice: p });
    }
  if (groups.includes('grain'))
    for (const grain of values.grains ?? []) {
      const p = kept('grain', grain)?.linePrice ?? null;
      rows.push({ ...emptyRow, grain, linePrice: p, standardPrice: p });
    }
  return rows;
};

/** The widths of a material: its width list, or TP's comma-separated widthTP. */
export const materialWidths = (values: { widths?: string[] | null; widthTP?: string | null }): string[] =>
  values.widths?.length
    ? values.widths
    : (values.widthTP ?? '')
        .split(/[,，]/)
        .map((w) => w.trim())
        .filter(Boolean);

const roundTo = (n: number, places: number) => Math.round(n * 10 ** places) / 10 ** places;
const round2 = (n: number) => roundTo(n, 2);
/** A price as the portal writes it: at most two decimals, no trailing zeros. */
export const formatPrice = (n: number): string => String(round2(n));

/**
 * The price shown for a material: the lowest and highest sums of its thickness, width and grain prices, minus
 * the prices of its effects (spec 001 §9); one value when they agree, else 'low ~ high'. Null without priced rows.
 */
export const displayPrice = (
  subList: readonly Partial<SubPrice>[],
  effects: readonly { effectPrice?: number | null }[] = [],
): string | null => {
  let low = 0;
  let high = 0;
  let priced = false;
  for (const kind of ['thickness', 'width', 'grain'] as const) {
    const prices = subList
      .filter((r) => subPriceKind(r) === kind)
      .map(subPriceOf)
      .filter((p): p is number => p !== null && Number.isFinite(p));
    if (prices.length === 0) continue;
    priced = true;
    low += Math.min(...prices);
    high += Math.max(...prices);
  }
  if (!priced) return null;
  const effectTotal = effects.reduce((sum, e) => sum + (e.effectPrice ?? 0), 0);
  // At most MaterialLimits.computedPrice characters: a range too long with two decimals is rounded to fewer.
  let shown = '';
  for (const places of [2, 1, 0]) {
    const [a, b] = [low - effectTotal, high - effectTotal].map((n) => String(roundTo(n, places)));
    shown = a === b ? a! : `${a} ~ ${b}`;
    if (shown.length <= MaterialLimits.computedPrice) break;
  }
  return shown;
};
