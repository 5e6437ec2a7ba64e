import { api } from '../../catalogue';
import { type CaseReader, casePage, formTable, remarkCases, textCases } from '../../rule-cases';
import type { ShoeTreeFileNode, ShoeTreeSize } from './calls';
import { renamedFile, splitExtension } from './file-names';
import {
  ShoeTreeLimits as L,
  ShoeTreeMessages as M,
  type MaintainForm,
  maintainFormSchema,
  nodeNameForm,
  renameFileForm,
  type ScrapForm,
  ShoeTreeStatus,
} from './rules';
import { scrapForm, scrapIssues } from './states';

/**
 * The shoe-last forms' rule cases (维护, 报废, 新建文件夹, 重命名文件): each form's values, the schema it judges them
 * with, and what it sends. The agreement test runs them against the form's schema and the stub.
 */

/** The demo supplier's lasts in use, lowest id first. */
const lastsInUse = async (reader: CaseReader) => {
  const { data } = await reader.ok(api.shoeTree.supplierList, {
    body: { ...casePage, status: ShoeTreeStatus.inUse },
  });
  return [...data].sort((a, b) => a.id - b.id);
};

type MaintainContext = { id: number; sizes: ShoeTreeSize[] };
type SizeRow = MaintainForm['sizes'][number];
const withSize = (v: MaintainForm, change: Partial<SizeRow>): MaintainForm => ({
  ...v,
  sizes: v.sizes.map((s, i) => (i === 0 ? { ...s, ...change } : s)),
});

export const maintain = formTable<MaintainForm, MaintainContext>(
  {
    id: 'shoeTree.maintain',
    title: '维护鞋楦信息',
    form: 'features/shoe-tree/components/maintain-dialog.tsx',
    rule: maintainFormSchema,
    call: api.shoeTree.maintainShowTree,
    prepare: async (reader) => {
      for (const last of await lastsInUse(reader)) {
        const sizes = await reader.ok(api.shoeTree.sizes, { params: { id: last.id } });
        if (sizes.length > 1) return { id: last.id, sizes };
      }
      throw new Error('no last in use with two sizes');
    },
    // The sizes as they are stored (a size may not drop below its scrapped and lent pairs: the stub's stock rule).
    valid: (x) => ({ sizes: x.sizes.map((s) => ({ size: s.size, quantity: s.quantity })), imgIds: [], remark: '' }),
    input: (v, x) => ({ body: { id: x.id, ...v } }),
  },
  (c) => [
    c.refuses('no size', (v) => ({ ...v, sizes: [] }), 'sizes', M.sizeRequired),
    c.refuses('a size without a name', (v) => withSize(v, { size: ' ' }), 'sizes.0.size', M.sizeName),
    c.refuses('a size of 11 characters', (v) => withSize(v, { size: '4'.repeat(11) }), 'sizes.0.size', M.sizeNameMax),
    c.refuses('pairs below 0', (v) => withSize(v, { quantity: -1 }), 'sizes.0.quantity', M.sizeQuantity),
    c.refuses('pairs of 1.5', (v) => withSize(v, { quantity: 1.5 }), 'sizes.0.quantity', M.sizeQuantity),
    c.refuses(
      `pairs above ${L.pairsPerSize}`,
      (v) => withSize(v, { quantity: L.pairsPerSize + 1 }),
      'sizes.0.quantity',
      M.sizeQuantity,
    ),
    c.refuses('one size twice', (v) => withSize(v, { size: v.sizes[1]!.size }), 'sizes', M.sizeDuplicate),
    c.refuses(
      `${L.sizes + 1} sizes`,
      (v) => ({ ...v, sizes: Array.from({ length: L.sizes + 1 }, (_, i) => ({ size: `S${i}`, quantity: 1 })) }),
      'sizes',
      M.sizesMax,
    ),
    c.refuses(
      `${L.images + 1} images`,
      (v) => ({ ...v, imgIds: Array.from({ length: L.images + 1 }, (_, i) => `img-${i}`) }),
      'imgIds',
      M.imageCount,
    ),
    ...remarkCases(c, L.remark, M.remarkMax),
    c.accepts('the sizes as they are, without images'),
  ],
);

type ScrapContext = { id: number; sizes: ShoeTreeSize[] };
type ScrapValues = Required<Pick<ScrapForm, 'scrapAll' | 'sizes' | 'reason'>>;
/** The first size with pairs available (each accepted case scraps one of them). */
const available = (x: ScrapContext) => x.sizes.find((s) => s.availableQuantity > 0)!;

export const scrap = formTable<ScrapValues, ScrapContext>(
  {
    id: 'shoeTree.scrap',
    title: '鞋楦报废',
    form: 'features/shoe-tree/components/scrap-dialog.tsx',
    rule: scrapForm,
    handlerRules: [scrapIssues],
    call: api.shoeTree.scrapRecord,
    prepare: async (reader) => {
      for (const last of await lastsInUse(reader)) {
        const sizes = await reader.ok(api.shoeTree.sizes, { params: { id: last.id } });
        if (sizes.some((s) => s.availableQuantity > 1) && sizes.every((s) => s.borrowQuantity === 0))
          return { id: last.id, sizes };
      }
      throw new Error('no last in use with pairs to scrap and none lent out');
    },
    schema: (x) => scrapForm(x.sizes),
    // The dialog sends the sizes with pairs typed (toBody in scrap-dialog.tsx): the body itself.
    valid: (x) => ({ scrapAll: false, sizes: [{ size: available(x).size, quantity: 1 }], reason: '楦头磨损' }),
    input: (v, x) => ({ body: { shoeTreeId: x.id, ...v } }),
  },
  (c) => [
    c.refuses('no pairs and not the whole last', (v) => ({ ...v, sizes: [] }), 'sizes', M.scrapNothing),
    c.refuses(
      'pairs below 1',
      (v, x) => ({ ...v, sizes: [{ size: available(x).size, quantity: -1 }] }),
      'sizes.0.quantity',
      M.scrapQuantity,
    ),
    c.refuses(
      'pairs of 1.5',
      (v, x) => ({ ...v, sizes: [{ size: available(x).size, quantity: 1.5 }] }),
      'sizes.0.quantity',
      M.scrapQuantity,
    ),
    c.refuses(
      'more pairs than are available, naming the size and how many',
      (v, x) => ({ ...v, sizes: [{ size: available(x).size, quantity: available(x).availableQuantity + 1 }] }),
      'sizes.0.quantity',
      (x) => M.scrapTooMany(available(x).size, available(x).availableQuantity),
    ),
    c.refuses(
      'one size twice',
      (v, x) => ({ ...v, sizes: [1, 1].map((quantity) => ({ size: available(x).size, quantity })) }),
      'sizes',
      M.sizeDuplicate,
    ),
    ...textCases(c, {
      name: 'reason',
      path: 'reason',
      set: (v, reason) => ({ ...v, reason }),
      required: M.reasonRequired,
      max: L.reason,
      tooLong: M.reasonMax,
      char: '因',
    }),
    c.accepts('one pair of a size, with a reason'),
  ],
);

/** The first file of a last in use, with its last (each accepted case renames it). */
const fileToRename = async (reader: CaseReader): Promise<ShoeTreeFileNode> => {
  const flatten = (nodes: readonly ShoeTreeFileNode[]): ShoeTreeFileNode[] =>
    nodes.flatMap((n) => [n, ...flatten(n.children ?? [])]);
  for (const last of await lastsInUse(reader)) {
    const tree = await reader.ok(api.shoeTree.fileTree, { body: { shoeTreeId: last.id } });
    const file = flatten(tree).find((n) => n.type === 'file' && splitExtension(n.name)[1] !== '');
    if (file) return file;
  }
  throw new Error('no file with an extension on a last in use');
};

/** Each accepted name is new: names the folder has already are the stub's refusal (同一文件夹下已存在同名…), no form's. */
let names = 0;
const newName = (base: string) => `${base}${++names}`;

export const renameFile = formTable<{ name: string }, ShoeTreeFileNode>(
  {
    id: 'shoeTree.renameFile',
    title: '重命名文件',
    form: 'features/shoe-tree/components/file-manager.tsx',
    rule: renameFileForm,
    call: api.shoeTree.fileRename,
    prepare: fileToRename,
    schema: (x) => renameFileForm(x.name),
    valid: () => ({ name: newName('楦型参数') }),
    // The base typed, sent with the file's extension (renamedFile).
    input: (v, x) => ({ body: { id: x.id, name: renamedFile(x.name, v.name) } }),
  },
  (c) => [
    c.refuses('no name', () => ({ name: '' }), 'name', M.nameRequired),
    c.refuses(
      'a base that is 50 characters with the extension and one more',
      (_v, x) => ({ name: '文'.repeat(L.nodeName - splitExtension(x.name)[1].length + 1) }),
      'name',
      M.nameMax,
    ),
    c.refuses('a name with a slash', () => ({ name: '楦型/参数' }), 'name', M.nameChars),
    c.accepts('a base that is 50 characters with the extension', (_v, x) => ({
      name: `${newName('')}${'文'.repeat(L.nodeName - splitExtension(x.name)[1].length - String(names).length)}`,
    })),
    c.accepts('a new base'),
  ],
);

export const newFolder = formTable<{ name: string }, { shoeTreeId: number }>(
  {
    id: 'shoeTree.newFolder',
    title: '新建文件夹',
    form: 'features/shoe-tree/components/file-manager.tsx',
    rule: nodeNameForm,
    call: api.shoeTree.fileAddOrUpdate,
    prepare: async (reader) => ({ shoeTreeId: (await fileToRename(reader)).shoeTreeId }),
    valid: () => ({ name: newName('工艺资料') }),
    input: (v, x) => ({ body: { shoeTreeId: x.shoeTreeId, parentId: null, type: 'folder', name: v.name } }),
  },
  (c) => [
    ...textCases(c, {
      name: 'name',
      path: 'name',
      set: (_v, name) => ({ name }),
      required: M.nameRequired,
      max: L.nodeName,
      tooLong: M.nameMax,
      acceptMax: false,
    }),
    c.refuses('a name with a colon', () => ({ name: '工艺:资料' }), 'name', M.nameChars),
    c.refuses('a name of two dots', () => ({ name: '..' }), 'name', M.nameDots),
    c.accepts('a name of 50 characters', () => ({
      name: newName('文'.repeat(L.nodeName - 3)).padEnd(L.nodeName, '夹'),
    })),
    c.accepts('a new name'),
  ],
);

export const shoeTreeFormTables = [maintain, scrap, renameFile, newFolder] as const;
