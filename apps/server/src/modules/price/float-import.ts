import {
  atoms,
  type FloatImportKind,
  floatTemplates,
  PriceImportMessages as IM,
  PriceMessages as M,
  type PriceImportError,
  type PriceImportResult,
  PriceStatus,
  priceFloatInput,
  priceLifecycle,
} from '@portal/contract';
import type { Db } from '../../db/client';
import { refuseRowErrors, runImport, type SheetCell, type SheetRow } from '../../kit/import-sheet';
import type { Storage } from '../../lib/storage';
import type { Auth } from '../../plugins/auth';

type Template = (typeof floatTemplates)[FloatImportKind];
type Header = Template['columns'][number]['header'];
type Field = Template['columns'][number]['field'];

const importAtom = { color: atoms.colorPrice.import, line: atoms.linePrice.import } as const;
const businessType = { color: 'colorPriceImport', line: 'linePriceImport' } as const;
const unknownCode = { color: M.unknownColor, line: M.unknownLine } as const;

/** A cell as the float input takes it: the price as a number (text that is no number fails the rule), the rest as text. */
const cellValue = (field: Field, cell: SheetCell): string | number | undefined => {
  if (cell === null) return undefined;
  if (field !== 'floatingPrice') return String(cell).trim();
  if (typeof cell === 'number') return cell;
  return /^\s*-?\d+(\.\d+)?\s*$/.test(cell) ? Number(cell) : Number.NaN;
};

/** The names of the codes the file gives that exist: colours by colour code, grains (纹路) by line code. */
const codeNames = async (db: Db, kind: FloatImportKind, codes: string[]) => {
  if (kind === 'color') {
    const rows = await db.color.findMany({ where: { colorCode: { in: codes } } });
    return new Map(rows.map((r) => [r.colorCode, r.colorName]));
  }
  const rows = await db.grain.findMany({ where: { lineCode: { in: codes } } });
  return new Map(rows.map((r) => [r.lineCode, r.lineName]));
};

/**
 * Checks every row of a filled colour / line price template, then writes them all in one transaction or refuses the
 * file with every error (row, column, the rule's message), like the price card import (docs/decisions/0022). A row
 * names the supplier's card by 材料编码 and 季度; its price float is created, or the card's float of that code
 * updated when the lifecycle lets it be saved (a rejected one starts its next version).
 */
const writeImport = async (
  db: Db,
  auth: Auth,
  kind: FloatImportKind,
  sheet: SheetRow<Header>[],
): Promise<PriceImportResult> => {
  const { columns } = floatTemplates[kind];
  const headerOf = Object.fromEntries(columns.map((c) => [c.field, c.header])) as Record<Field, Header>;
  const lines = sheet.map(({ row, cells }) => {
    const values: Partial<Record<Field, string | number>> = {};
    for (const { header, field } of columns) {
      const value = cellValue(field, cells[header]);
      if (value !== undefined && value !== '') values[field] = value;
    }
    return { row, values };
  });

  const codes = [...new Set(lines.flatMap((l) => (typeof l.values.code === 'string' ? [l.values.code] : [])))];
  const materials = [
    ...new Set(lines.flatMap((l) => (typeof l.values.materialCode === 'string' ? [l.values.materialCode] : []))),
  ];
  const [names, cards] = await Promise.all([
    codeNames(db, kind, codes),
    db.priceCard.findMany({
      where: { supplierCode: auth.supplierCode, materialCode: { in: materials } },
      select: { id: true, materialCode: true, season: true },
    }),
  ]);
  const floats = await db.priceFloat.findMany({
    where: { kind, cardId: { in: cards.map((c) => c.id) }, code: { in: codes } },
    select: { id: true, cardId: true, code: true, status: true, version: true },
  });

  const errors: PriceImportError[] = [];
  const seen = new Map<string, number>();
  const writes = lines.flatMap(({ row, values }) => {
    const before = errors.length;
    const add = (field: Field, message: string) => errors.push({ row, column: headerOf[field], message });
    const materialCode = typeof values.materialCode === 'string' ? values.materialCode : undefined;
    const season = typeof values.season === 'string' ? values.season : null;
    const card = materialCode && cards.find((c) => c.materialCode === materialCode && c.season === season);
    if (!materialCode) add('materialCode', M.materialRequired);
    else if (!card) add('materialCode', M.cardNotFound);
    const parsed = priceFloatInput.safeParse({
      parentId: card ? card.id : 1,
      code: values.code,
      floatingPrice: values.floatingPrice,
      remark: values.remark,
    });
    if (!parsed.success)
      for (const issue of parsed.error.issues) add((issue.path[0] as Field) ?? 'code', issue.message);
    const code = parsed.success ? parsed.data.code : undefined;
    if (code && !names.has(code)) add('code', unknownCode[kind]);
    if (!card || !parsed.success || errors.length > before) return [];
    const key = `${card.id}\u0000${parsed.data.code}`;
    const first = seen.get(key);
    if (first !== undefined) {
      add('code', IM.floatDuplicate(first));
      return [];
    }
    seen.set(key, row);
    const existing = floats.find((f) => f.cardId === card.id && f.code === parsed.data.code) ?? null;
    const refused = existing && priceLifecycle.refusal('save', existing.status);
    if (refused) {
      add('code', refused);
      return [];
    }
    return [{ card, existing, input: parsed.data, name: names.get(parsed.data.code)! }];
  });

  refuseRowErrors(M.importRows, errors, IM.rowError);

  const now = new Date();
  await db.$transaction(async (tx) => {
    for (const w of writes) {
      const data = {
        cardId: w.card.id,
        code: w.input.code,
        name: w.name,
        floatingPrice: w.input.floatingPrice,
        remark: w.input.remark || null,
        status: PriceStatus.draft,
        auditRemark: null,
        modifiedBy: auth.loginAccount,
        modifyTime: now,
      };
      if (w.existing)
        await tx.priceFloat.update({
          where: { id: w.existing.id },
          data: { ...data, version: w.existing.version + (w.existing.status === PriceStatus.rejected ? 1 : 0) },
        });
      else await tx.priceFloat.create({ data: { ...data, kind, supplierCode: auth.supplierCode } });
    }
  });
  const updated = writes.filter((w) => w.existing).length;
  return { rows: sheet.length, created: writes.length - updated, updated };
};

/** 导入颜色价格 / 导入纹路价格: saveOrUpdate with { fileId } of a file uploaded with the kind's business type. */
export const importFloatPrices = async (
  db: Db,
  storage: Storage,
  auth: Auth,
  kind: FloatImportKind,
  fileId: string,
): Promise<PriceImportResult> => {
  const template = floatTemplates[kind];
  return runImport(
    { db, storage, auth },
    {
      atom: importAtom[kind],
      file: { id: fileId, businessType: businessType[kind], notFound: M.importFileNotFound },
      headers: template.columns.map((c) => c.header),
      messages: {
        unreadable: IM.floatUnreadable(template.title),
        missing: (columns) => IM.floatMissingColumns(template.title, columns),
        empty: M.importEmpty,
      },
    },
    (sheet) => writeImport(db, auth, kind, sheet),
  );
};
