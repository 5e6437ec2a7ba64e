import {
  atoms,
  PriceImportMessages as IM,
  PriceMessages as M,
  type PriceImportError,
  type PriceImportResult,
  PriceLimits,
  priceCardInput,
  priceCardTemplateColumns,
  priceCardTemplateHeaders,
  priceLifecycle,
} from '@portal/contract';
import type { Db } from '../../db/client';
import { refuseRowErrors, runImport, type SheetCell, type SheetRow } from '../../kit/import-sheet';
import type { Storage } from '../../lib/storage';
import type { Auth } from '../../plugins/auth';
import { type CardValues, writeCard, writeNewCards } from './records';

/**
 * The import of a filled 材料价格导入模板 (saveOrUpdateCard with { fileId }, docs/decisions/0022-price-card-import.md).
 * Rows with the same 材料编码 and 季度 are one card (one width / thickness row each). Every card is checked with the
 * card form's own schema (`priceCardInput`) and the lifecycle before anything is written; one bad cell refuses the
 * whole file with every error (row, column, the rule's message). Otherwise every card is created, or an editable
 * one of the same material and season updated, in one transaction.
 */
type Header = (typeof priceCardTemplateHeaders)[number];
type Field = (typeof priceCardTemplateColumns)[number]['field'];
const headerOf = Object.fromEntries(priceCardTemplateColumns.map((c) => [c.field, c.header])) as Record<Field, Header>;
const cardFields = ['materialCode', 'materialName', 'season', 'unit', 'basePrice', 'remark'] as const;
const detailFields = ['thickness', 'thicknessPrice', 'width', 'widthPrice'] as const;
const priceFields = new Set<Field>(['basePrice', 'thicknessPrice', 'widthPrice']);

/** A cell as the card input takes it: prices as numbers (text that is no number fails the price rule), the rest as text. */
const cellValue = (field: Field, cell: SheetCell): string | number | undefined => {
  if (cell === null) return undefined;
  if (!priceFields.has(field)) return String(cell);
  if (typeof cell === 'number') return cell;
  return /^\s*-?\d+(\.\d+)?\s*$/.test(cell) ? Number(cell) : Number.NaN;
};

interface Line {
  row: number;
  values: Partial<Record<Field, string | number>>;
  hasDetail: boolean;
}

const lineOf = ({ row, cells }: SheetRow<Header>): Line => {
  const values: Line['values'] = {};
  for (const { header, field } of priceCardTemplateColumns) {
    const value = cellValue(field, cells[header]);
    if (value !== undefined) values[field] = value;
  }
  return { row, values, hasDetail: detailFields.some((f) => values[f] !== undefined) };
};

/** Checks one card's lines; its values when they pass, else the errors are added. */
const checkCard = (lines: Line[], errors: PriceImportError[]): CardValues | null => {
  const [first] = lines as [Line, ...Line[]];
  const before = errors.length;
  for (const line of lines.slice(1))
    for (const field of cardFields)
      if (line.values[field] !== undefined && line.values[field] !== first.values[field])
        errors.push({ row: line.row, column: headerOf[field], message: IM.cardMismatch(first.row) });
  const detailLines = lines.filter((l) => l.hasDetail);
  if (detailLines.length > PriceLimits.cardRows)
    errors.push({
      row: detailLines[PriceLimits.cardRows]!.row,
      column: headerOf.thickness,
      message: IM.tooManyRows(PriceLimits.cardRows),
    });
  const input = {
    ...Object.fromEntries(cardFields.map((f) => [f, first.values[f]])),
    rows: detailLines
      .slice(0, PriceLimits.cardRows)
      .map((l) => Object.fromEntries(detailFields.map((f) => [f, l.values[f]]))),
  };
  const parsed = priceCardInput.safeParse(input);
  if (!parsed.success)
    for (const issue of parsed.error.issues) {
      const [key, index, field] = issue.path as [Field | 'rows', number, Field];
      const inRow = key === 'rows' && typeof index === 'number';
      errors.push({
        row: inRow ? detailLines[index]!.row : first.row,
        column: headerOf[inRow ? field : (key as Field)] ?? headerOf.materialCode,
        message: issue.message,
      });
    }
  return parsed.success && errors.length === before ? parsed.data : null;
};

/** Checks every card of the sheet, then writes them all or refuses with every error. */
const writeImport = async (db: Db, auth: Auth, sheet: SheetRow<Header>[]): Promise<PriceImportResult> => {
  const groups = new Map<string, Line[]>();
  for (const line of sheet.map(lineOf)) {
    const key = JSON.stringify([line.values.materialCode ?? '', line.values.season ?? '']);
    groups.set(key, [...(groups.get(key) ?? []), line]);
  }
  const errors: PriceImportError[] = [];
  const cards = [...groups.values()].map((lines) => ({ row: lines[0]!.row, values: checkCard(lines, errors) }));

  const valid = cards.flatMap((c) => (c.values ? [{ row: c.row, values: c.values }] : []));
  const stored = await db.priceCard.findMany({
    where: { supplierCode: auth.supplierCode, materialCode: { in: valid.map((c) => c.values.materialCode) } },
    select: { id: true, materialCode: true, season: true, status: true, version: true },
  });
  const writes = valid.map((c) => {
    const existing =
      stored.find((s) => s.materialCode === c.values.materialCode && s.season === (c.values.season || null)) ?? null;
    const refused = existing && priceLifecycle.refusal('save', existing.status);
    if (refused) errors.push({ row: c.row, column: headerOf.materialCode, message: refused });
    return { existing, values: c.values };
  });

  refuseRowErrors(M.importRows, errors, IM.rowError);

  const now = new Date();
  await db.$transaction(async (tx) => {
    for (const w of writes) if (w.existing) await writeCard(tx, auth, w.existing, w.values, now);
    await writeNewCards(
      tx,
      auth,
      writes.flatMap((w) => (w.existing ? [] : [w.values])),
      now,
    );
  });
  const updated = writes.filter((w) => w.existing).length;
  return { rows: sheet.length, created: writes.length - updated, updated };
};

export const importPriceCards = (db: Db, storage: Storage, auth: Auth, fileId: string): Promise<PriceImportResult> =>
  runImport(
    { db, storage, auth },
    {
      atom: atoms.materialPrice.import,
      file: { id: fileId, businessType: 'materialPriceImport', notFound: M.importFileNotFound },
      headers: priceCardTemplateHeaders,
      messages: { unreadable: M.importUnreadable, missing: IM.missingColumns, empty: M.importEmpty },
    },
    (sheet) => writeImport(db, auth, sheet),
  );
