import { priceCardTemplateHeaders } from '@portal/contract';
import { columnLetters } from '../src/kit/import-sheet';
import { makeZip } from './file-fixtures';

/**
 * Spreadsheets written part by part (the few parts an .xlsx needs, deflated as Excel does), so that one dimension
 * can be made hostile while the rest stays an ordinary workbook: the import tests and `bench:imports` send them.
 */
type Cell = string | number | null;

const xmlText = (text: string) => text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

/** One `<row>`: text as inline strings, numbers as values, null left out. */
export const rowXml = (row: number, cells: readonly Cell[]): string =>
  `<row r="${row}">${cells
    .map((value, i) => {
      if (value === null) return '';
      const ref = `${columnLetters(i + 1)}${row}`;
      return typeof value === 'number'
        ? `<c r="${ref}"><v>${value}</v></c>`
        : `<c r="${ref}" t="inlineStr"><is><t>${xmlText(value)}</t></is></c>`;
    })
    .join('')}</row>`;

const xmlHead = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const main = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const relNs = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';

export interface WorkbookParts {
  /** What goes inside `<sheetData>` of the first sheet. */
  sheetData: string | Buffer;
  /** The `<si>` elements of xl/sharedStrings.xml; no shared strings part when left out. */
  sharedStrings?: string | Buffer;
  /** More entries, e.g. padding. */
  extra?: { name: string; data: Buffer }[];
}

const toBuffer = (x: string | Buffer) => (typeof x === 'string' ? Buffer.from(x, 'utf8') : x);

/** The entries of a one-sheet workbook. */
export const workbookEntries = ({ sheetData, sharedStrings, extra = [] }: WorkbookParts) => {
  const text = (s: string) => Buffer.from(s, 'utf8');
  const shared = sharedStrings !== undefined;
  return [
    {
      name: '[Content_Types].xml',
      data: text(
        `${xmlHead}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">` +
          '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
          '<Default Extension="xml" ContentType="application/xml"/>' +
          '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>' +
          '<Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>' +
          (shared
            ? '<Override PartName="/xl/sharedStrings.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sharedStrings+xml"/>'
            : '') +
          '</Types>',
      ),
    },
    {
      name: '_rels/.rels',
      data: text(
        `${xmlHead}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">` +
          `<Relationship Id="rId1" Type="${relNs}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
      ),
    },
    {
      name: 'xl/workbook.xml',
      data: text(
        `${xmlHead}<workbook xmlns="${main}" xmlns:r="${relNs}"><sheets>` +
          '<sheet name="Sheet1" sheetId="1" r:id="rId1"/></sheets></workbook>',
      ),
    },
    {
      name: 'xl/_rels/workbook.xml.rels',
      data: text(
        `${xmlHead}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">` +
          `<Relationship Id="rId1" Type="${relNs}/worksheet" Target="worksheets/sheet1.xml"/>` +
          (shared ? `<Relationship Id="rId2" Type="${relNs}/sharedStrings" Target="sharedStrings.xml"/>` : '') +
          '</Relationships>',
      ),
    },
    {
      name: 'xl/worksheets/sheet1.xml',
      data: Buffer.concat([
        text(`${xmlHead}<worksheet xmlns="${main}"><sheetData>`),
        toBuffer(sheetData),
        text('</sheetData></worksheet>'),
      ]),
    },
    ...(sharedStrings === undefined
      ? []
      : [
          {
            name: 'xl/sharedStrings.xml',
            data: Buffer.concat([text(`${xmlHead}<sst xmlns="${main}">`), toBuffer(sharedStrings), text('</sst>')]),
          },
        ]),
    ...extra,
  ];
};

/** A deflated one-sheet workbook. */
export const workbookOf = (parts: WorkbookParts) => makeZip(workbookEntries(parts), { deflate: true });

/** The price template's header row (row 1) and these rows from row 2. */
export const priceWorkbook = (rows: readonly (readonly Cell[])[], more: Omit<WorkbookParts, 'sheetData'> = {}) =>
  workbookOf({
    sheetData: [rowXml(1, priceCardTemplateHeaders), ...rows.map((r, i) => rowXml(i + 2, r))].join(''),
    ...more,
  });

/**
 * Makes a zip's entry declare `declared` bytes unpacked (local header and central directory alike) while its data
 * inflates to more: the size the central directory shows is a claim, not a fact.
 */
export const understateSize = (zip: Buffer, name: string, declared: number): Buffer => {
  const out = Buffer.from(zip);
  const nameBytes = Buffer.from(name, 'utf8');
  for (let at = 0; at + 4 <= out.length; at++) {
    const signature = out.readUInt32LE(at);
    if (signature === 0x04034b50 && out.subarray(at + 30, at + 30 + nameBytes.length).equals(nameBytes))
      out.writeUInt32LE(declared, at + 22);
    if (signature === 0x02014b50 && out.subarray(at + 46, at + 46 + nameBytes.length).equals(nameBytes))
      out.writeUInt32LE(declared, at + 24);
  }
  return out;
};

/** A deterministic pseudo-random sequence (the same workbook every run). */
const random = (seed: number) => () => {
  seed = (seed * 1103515245 + 12345) % 2147483648;
  return seed / 2147483648;
};

/** Rows of `<sheetData>` built in slices, without one giant string. */
const sheetRows = (count: number, row: (n: number) => string, from = 2): Buffer => {
  const slices: Buffer[] = [Buffer.from(rowXml(1, priceCardTemplateHeaders))];
  let slice: string[] = [];
  for (let n = from; n < from + count; n++) {
    slice.push(row(n));
    if (slice.length === 10_000) {
      slices.push(Buffer.from(slice.join('')));
      slice = [];
    }
  }
  slices.push(Buffer.from(slice.join('')));
  return Buffer.concat(slices);
};

/**
 * The hostile workbooks of the imports issue, each a filled 材料价格导入模板 in every other respect. Sizes are
 * parameters so the tests can send small ones; the defaults are the benchmark's.
 */
export const hostileWorkbooks = {
  /** `rows` price rows with varied values (the issue's file: 1,000,000 rows, about 20 MB). */
  manyRows: (rows = 1_000_000) => {
    const next = random(7);
    return workbookOf({
      sheetData: sheetRows(rows, (n) =>
        rowXml(n, [`LT${String(n).padStart(7, '0')}`, `材料${n % 1000}`, null, null, Math.round(next() * 1e4) / 100]),
      ),
    });
  },
  /** `rows` rows of one small number each: many rows in few unpacked bytes (600,000 in 27 MB). */
  thinRows: (rows = 600_000) =>
    workbookOf({
      sheetData: sheetRows(rows, (n) => `<row r="${n}"><c r="A${n}"><v>1</v></c></row>`),
    }),
  /** A shared-strings table of `count` tiny strings (about 200 KB deflated by default), used by one cell. */
  sharedStringsBomb: (count = 4_800_000) =>
    workbookOf({
      sheetData: rowXml(1, priceCardTemplateHeaders) + '<row r="2"><c r="A2" t="s"><v>0</v></c></row>',
      sharedStrings: Buffer.from('<si><t>a</t></si>'.repeat(count)),
    }),
  /** One cell holding `depth` nested elements; or, with `part: 'workbook'`, the workbook part nesting them. */
  deepNesting: (depth = 2_000_000, part: 'sheet' | 'workbook' = 'sheet') => {
    const nested = Buffer.concat([Buffer.from('<x>'.repeat(depth)), Buffer.from('</x>'.repeat(depth))]);
    if (part === 'workbook')
      return makeZip(
        workbookEntries({ sheetData: rowXml(1, priceCardTemplateHeaders) }).map((e) =>
          e.name === 'xl/workbook.xml'
            ? { ...e, data: Buffer.from(e.data.toString().replace('<sheets>', `${nested.toString()}<sheets>`)) }
            : e,
        ),
        { deflate: true },
      );
    return workbookOf({
      sheetData: Buffer.concat([
        Buffer.from(`${rowXml(1, priceCardTemplateHeaders)}<row r="2"><c r="A2"><v>`),
        nested,
        Buffer.from('</v></c></row>'),
      ]),
    });
  },
  /** One cell of `chars` characters. */
  hugeCell: (chars = 50_000_000) =>
    workbookOf({
      sheetData: Buffer.concat([
        Buffer.from(`${rowXml(1, priceCardTemplateHeaders)}<row r="2"><c r="A2" t="inlineStr"><is><t>`),
        Buffer.alloc(chars, 'A'),
        Buffer.from('</t></is></c></row>'),
      ]),
    }),
  /** `rows` rows of `columns` numeric cells each (16,384 is Excel's last column, XFD). */
  manyColumns: (rows = 100, columns = 16_384) =>
    workbookOf({
      sheetData: sheetRows(rows, (n) =>
        rowXml(
          n,
          Array.from({ length: columns }, (_, i) => i),
        ),
      ),
    }),
  /** A sheet whose central directory says 1 KB while it inflates to `bytes` of whitespace. */
  understated: (bytes = 200_000_000) =>
    understateSize(
      workbookOf({
        sheetData: Buffer.concat([Buffer.from(rowXml(1, priceCardTemplateHeaders)), Buffer.alloc(bytes, ' ')]),
      }),
      'xl/worksheets/sheet1.xml',
      1024,
    ),
};
