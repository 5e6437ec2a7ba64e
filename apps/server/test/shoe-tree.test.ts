import { existsSync } from 'node:fs';
import { api, type Call, ShoeTreeMessages as M, Status, StatusMessage } from '@portal/contract';
import { describe, expect } from 'vitest';
import { makeImage, pdfBytes, upload } from './file-fixtures';
import { dataOf, internalTest, readTest, useContractStub, writeTest } from './helper';
import { allPages } from './paged-lists';

const { stub, tokens, call, ok } = useContractStub();

const refused = (message: string, status: number = Status.badRequest) => ({ status, message, data: null });
const list = (body: object = {}, as = tokens.supplier) => ok(api.shoeTree.supplierList, { body }, as);
const detail = (id: number, as = tokens.supplier) => ok(api.shoeTree.detail, { params: { id } }, as);
/** A last of the caller in a status, with pairs still on the shelf. */
const lastIn = async (status: '1' | '2' | '3' | '4', as = tokens.supplier) => {
  const rows = (await allPages(stub, api.shoeTree.supplierList, { status }, as)).rows as {
    id: number;
    availableQuantity: number;
  }[];
  const row = rows.find((r) => status === '3' || r.availableQuantity > 0);
  if (!row) throw new Error(`no last in status ${status}`);
  return row.id;
};
const hongdaLast = async () => (await list({}, tokens.hongda)).data[0]!.id;
const uploadFile = async (file: Buffer, name: string, as = tokens.supplier) =>
  dataOf(api.files.upload, await upload(stub, as, { businessType: 'shoeTreeFile', file, name })).id;

// The seed (fixtures/README.md): 60 lasts of S10001 in every status, 8 of S10023, 4 of S10037; the first six
// lasts of S10001 have folders and files.
describe('shoeTree/supplierList (鞋楦管理)', () => {
  readTest('lists only the caller’s lasts, with names, quantities and size ranges', async () => {
    const page = await list();
    expect(page.count).toBe(60);
    expect(page.data).toHaveLength(10);
    const hongda = await list({}, tokens.hongda);
    expect(hongda.count).toBe(8);
    const mine = new Set((await allPages(stub, api.shoeTree.supplierList, {}, tokens.supplier)).rows.map((r) => r.id));
    expect(hongda.data.some((r) => mine.has(r.id))).toBe(false);
    const row = page.data[0]!;
    expect(row.shoeFactoryName).toMatch(/鞋业有限公司$/);
    expect(row.shoeTreeFactoryName).toMatch(/楦/);
    expect(row.sizeRange).toMatch(/^\d+(\.5)?-\d+(\.5)?$/);
    expect(row.availableQuantity).toBe(row.quantity - row.scrapQuantity - row.borrowQuantity);
  });

  readTest.each([
    [{ status: '3' }, (r: { status: string }) => r.status === '3'],
    [{ shoeTreeCode: 'ST-2026' }, (r: { shoeTreeCode: string }) => r.shoeTreeCode.includes('ST-2026')],
    [{ shoeFactoryCode: 'F2001' }, (r: { shoeFactoryCode: string | null }) => r.shoeFactoryCode === 'F2001'],
    [{ seasonCode: '2025Q1' }, (r: { seasons: string[] }) => r.seasons.includes('2025Q1')],
  ])('filters by %j', async (filters, holds) => {
    const { rows, count } = await allPages(stub, api.shoeTree.supplierList, filters, tokens.supplier);
    expect(count).toBeGreaterThan(0);
    expect(rows.every(holds as (r: unknown) => boolean)).toBe(true);
  });

  readTest('refuses an unknown status with 400', async () => {
    expect((await call(api.shoeTree.supplierList, { body: { status: '9' } })).body.status).toBe(Status.badRequest);
  });
});

describe('detail, sizes, records and factories', () => {
  readTest('answers the detail with sizes, images and the file count; sizes agree with the totals', async () => {
    const first = (await list({ sortField: 'shoeTreeCode', sortOrder: 'asc' })).data[0]!;
    const d = await detail(first.id);
    expect(d.shoeTreeCode).toBe(first.shoeTreeCode);
    expect(d.sizes.reduce((n, s) => n + s.quantity, 0)).toBe(d.quantity);
    expect(d.sizes.reduce((n, s) => n + s.availableQuantity, 0)).toBe(d.availableQuantity);
    expect(await ok(api.shoeTree.sizes, { params: { id: first.id } })).toEqual(d.sizes);
  });

  readTest('answers the records newest first and the latest remark', async () => {
    const id = await lastIn('3');
    const records = await ok(api.shoeTree.records, { params: { id } });
    expect(records.map((r) => r.operateType)).toContain('入库');
    const times = records.map((r) => r.operateTime);
    expect([...times].sort().reverse()).toEqual(times);
    const remark = await ok(api.shoeTree.lifeOperateRemark, { body: { shoeTreeId: id, operateType: '报废' } });
    expect(remark).toBe(records.find((r) => r.operateType === '报废')!.operateRemark);
  });

  writeTest(
    'keeps another supplier’s last out of reach: 403 无权操作其他供应商的鞋楦!, unknown 鞋楦不存在!',
    async () => {
      const other = await hongdaLast();
      for (const [c, input] of [
        [api.shoeTree.detail, { params: { id: other } }],
        [api.shoeTree.sizes, { params: { id: other } }],
        [api.shoeTree.records, { params: { id: other } }],
        [api.shoeTree.scrapSize, { body: { shoeTreeId: other } }],
        [api.shoeTree.maintainShowTreeImgs, { body: { id: other } }],
        [api.shoeTree.fileList, { body: { shoeTreeId: other } }],
        [api.shoeTree.lifeOperateRemark, { body: { shoeTreeId: other } }],
      ] as const) {
        const res = await call(c as Call, input);
        expect(res.body, c.id).toEqual(refused(M.notOwned, Status.forbidden));
      }
      expect((await call(api.shoeTree.detail, { params: { id: 999999 } })).body).toEqual(refused(M.notFound));
    },
  );

  readTest('offers factories: every shoe and last factory, and those of the caller’s lasts', async () => {
    const shoe = await ok(api.shoeTree.apiShoeFactory, { body: {} });
    expect(shoe.length).toBeGreaterThanOrEqual(10);
    expect(shoe.every((f) => f.typeCode === 'FWP')).toBe(true);
    expect(await ok(api.shoeTree.apiShoeFactory, { body: { keyword: '宏远' } })).toHaveLength(1);
    const lasts = await ok(api.shoeTree.shoeTreeFactory, { body: {} });
    expect(lasts.map((f) => f.supplierCode)).toContain('LF301');
    const rows = (await allPages(stub, api.shoeTree.supplierList, {}, tokens.supplier)).rows as {
      shoeFactoryCode: string;
      shoeTreeFactoryCode: string;
      shoeTreeCode: string;
    }[];
    const mine = await ok(api.shoeTree.shoeFactory, { body: {} });
    expect(mine.map((f) => f.supplierCode).sort()).toEqual([...new Set(rows.map((r) => r.shoeFactoryCode))].sort());
    expect(await ok(api.shoeTree.queryShoeFactorys, { body: {} })).toEqual(mine);
    const one = rows[0]!;
    expect(
      (await ok(api.shoeTree.queryShoeFactorys, { body: { shoeTreeCode: one.shoeTreeCode } })).map(
        (f) => f.supplierCode,
      ),
    ).toEqual([one.shoeFactoryCode]);
    expect(
      (await ok(api.shoeTree.queryShoeTreeFactorys, { body: { shoeTreeCode: one.shoeTreeCode } })).map(
        (f) => f.supplierCode,
      ),
    ).toEqual([one.shoeTreeFactoryCode]);
    // The lists' 楦厂 filter: the last factories of the caller's own lasts, not every one (hongda's lasts are made at
    // four of the five).
    const hongdas = (await allPages(stub, api.shoeTree.supplierList, {}, tokens.hongda)).rows as {
      shoeTreeFactoryCode: string;
    }[];
    const theirFactories = await ok(api.shoeTree.queryShoeTreeFactorys, { body: {} }, tokens.hongda);
    expect(theirFactories.map((f) => f.supplierCode).sort()).toEqual(
      [...new Set(hongdas.map((r) => r.shoeTreeFactoryCode))].sort(),
    );
    expect(theirFactories.length).toBeLessThan(lasts.length);
    // Another supplier's code narrows to nothing.
    const theirs = (await list({}, tokens.hongda)).data[0]!.shoeTreeCode;
    expect(await ok(api.shoeTree.queryShoeFactorys, { body: { shoeTreeCode: theirs } })).toEqual([]);
  });

  readTest('looks up the caller’s codes only', async () => {
    const codes = await ok(api.shoeTree.getShoeTreeCode, { body: { keyword: 'ST-2026-0925' } });
    expect(codes).toEqual(['ST-2026-0925']);
    expect(await ok(api.shoeTree.getShoeTreeCode, { body: { keyword: 'ST-2026-0313' } })).toEqual([]);
    expect(await ok(api.shoeTree.getShoeTreeCode, { body: { keyword: 'ST-2026-0313' } }, tokens.hongda)).toEqual([
      'ST-2026-0313',
    ]);
  });

  readTest('lists the styles and fabrics made on a last', async () => {
    const all = await ok(api.shoeTree.shoesFabricList, { body: { limit: 100 } });
    expect(all.count).toBeGreaterThan(20);
    const code = all.data[0]!.shoeTreeCode;
    const one = await ok(api.shoeTree.shoesFabricList, { body: { shoeTreeCode: code, limit: 100 } });
    expect(one.data.every((r) => r.shoeTreeCode === code)).toBe(true);
    const theirs = await ok(api.shoeTree.shoesFabricList, { body: { limit: 100 } }, tokens.hongda);
    expect(theirs.data.some((r) => all.data.some((m) => m.id === r.id))).toBe(false);
  });
});

describe('scrap (鞋楦报废)', () => {
  writeTest('scraps pairs of a size: they leave the available stock, and a record says why', async () => {
    const id = await lastIn('1');
    const sizes = await ok(api.shoeTree.scrapSize, { body: { shoeTreeId: id } });
    const size = sizes[0]!;
    const before = await detail(id);
    expect(
      await ok(api.shoeTree.scrapRecord, {
        body: { shoeTreeId: id, sizes: [{ size: size.size, quantity: 1 }], reason: '楦头开裂' },
      }),
    ).toBe(true);
    const after = await detail(id);
    expect(after.availableQuantity).toBe(before.availableQuantity - 1);
    expect(after.scrapQuantity).toBe(before.scrapQuantity + 1);
    expect(after.sizes.find((s) => s.size === size.size)!.availableQuantity).toBe(size.availableQuantity - 1);
    const [record] = await ok(api.shoeTree.records, { params: { id } });
    expect(record).toMatchObject({
      operateType: '报废',
      operateRemark: '楦头开裂',
      sizes: [{ size: size.size, quantity: 1 }],
      operator: '陈志华',
    });
  });

  writeTest.each([
    [{ sizes: [{ size: '39', quantity: 1 }], reason: '' }, `reason: ${M.reasonRequired}`],
    [{ sizes: [], reason: '磨损' }, `sizes: ${M.scrapNothing}`],
    [{ sizes: [{ size: '39', quantity: 0 }], reason: '磨损' }, `sizes.0.quantity: ${M.scrapQuantity}`],
    [{ sizes: [{ size: '39', quantity: 1 }], reason: '磨'.repeat(201) }, `reason: ${M.reasonMax}`],
  ])('refuses %j with its message', async (body, message) => {
    const id = await lastIn('1');
    expect((await call(api.shoeTree.scrapRecord, { body: { shoeTreeId: id, ...body } })).body).toEqual(
      refused(message),
    );
  });

  writeTest('refuses more pairs than available and unknown sizes', async () => {
    const id = await lastIn('1');
    const [size] = await ok(api.shoeTree.scrapSize, { body: { shoeTreeId: id } });
    const res = await call(api.shoeTree.scrapRecord, {
      body: { shoeTreeId: id, sizes: [{ size: size!.size, quantity: size!.availableQuantity + 1 }], reason: '磨损' },
    });
    expect(res.body).toEqual(refused(M.scrapTooMany(size!.size, size!.availableQuantity)));
    const unknown = await call(api.shoeTree.scrapRecord, {
      body: { shoeTreeId: id, sizes: [{ size: '99', quantity: 1 }], reason: '磨损' },
    });
    expect(unknown.body).toEqual(refused(M.sizeUnknown('99')));
  });

  writeTest(
    'scraps a whole last: nothing left, status 报废; then it can be neither scrapped nor maintained',
    async () => {
      const id = await lastIn('4');
      expect(await ok(api.shoeTree.scrapRecord, { body: { shoeTreeId: id, scrapAll: true, reason: '款式停产' } })).toBe(
        true,
      );
      const d = await detail(id);
      expect(d).toMatchObject({ status: '3', availableQuantity: 0 });
      expect(await ok(api.shoeTree.scrapSize, { body: { shoeTreeId: id } })).toEqual([]);
      expect(
        (await call(api.shoeTree.scrapRecord, { body: { shoeTreeId: id, scrapAll: true, reason: '再次' } })).body,
      ).toEqual(refused(M.noScrap));
      expect(
        (await call(api.shoeTree.maintainShowTree, { body: { id, sizes: [{ size: '40', quantity: 2 }] } })).body,
      ).toEqual(refused(M.noMaintain));
      expect(
        (await call(api.shoeTree.fileAddOrUpdate, { body: { shoeTreeId: id, type: 'folder', name: '新建文件夹' } }))
          .body,
      ).toEqual(refused(M.noFileChange));
    },
  );

  writeTest('refuses to scrap a lent-out last (借出)', async () => {
    const id = await lastIn('2');
    expect(
      (await call(api.shoeTree.scrapRecord, { body: { shoeTreeId: id, scrapAll: true, reason: '磨损' } })).body,
    ).toEqual(refused(M.noScrap));
  });

  writeTest('refuses the viewer (403 没有权限) and another supplier’s last', async () => {
    const id = await lastIn('1');
    const body = { shoeTreeId: id, scrapAll: true, reason: '磨损' };
    expect((await call(api.shoeTree.scrapRecord, { body }, tokens.viewer)).body).toEqual(
      refused(StatusMessage.forbidden, Status.forbidden),
    );
    expect((await call(api.shoeTree.scrapRecord, { body: { ...body, shoeTreeId: await hongdaLast() } })).body).toEqual(
      refused(M.notOwned, Status.forbidden),
    );
  });
});

describe('maintenance (鞋楦信息维护)', () => {
  readTest('lists the lasts not scrapped, waiting ones first; the count agrees with the list', async () => {
    const all = await allPages(stub, api.shoeTree.maintainList, {}, tokens.supplier);
    expect(all.rows.every((r) => r.status !== '3')).toBe(true);
    const waiting = await allPages(stub, api.shoeTree.maintainList, { maintainStatus: 0 }, tokens.supplier);
    expect(waiting.count).toBeGreaterThan(0);
    expect(waiting.rows.every((r) => r.maintainStatus === 0)).toBe(true);
    expect(all.rows.slice(0, waiting.count).every((r) => r.maintainStatus === 0)).toBe(true);
    for (const filters of [{}, { maintainStatus: 0 }, { maintainStatus: 1, shoeTreeCode: 'ST-2025' }]) {
      const { count } = await allPages(stub, api.shoeTree.maintainList, filters, tokens.supplier);
      expect(await ok(api.shoeTree.maintainedCount, { body: filters })).toBe(count);
    }
    expect(await ok(api.shoeTree.maintainedCount, { body: {} }, tokens.viewer)).toBe(all.count);
  });

  writeTest('maintains sizes, images and remark: back in use, one 维护 record, the badge falls', async () => {
    const id = (await ok(api.shoeTree.maintainList, { body: { maintainStatus: 0 } })).data[0]!.id;
    const badge = await ok(api.shoeTree.maintainedCount, { body: { maintainStatus: 0 } });
    const image = await uploadFile(await makeImage(64, 48), 'side.jpg');
    const before = await detail(id);
    const sizes = before.sizes.map((s) => ({ size: s.size, quantity: s.quantity + 1 }));
    sizes.push({ size: '47', quantity: 2 });
    const body = { id, sizes, imgIds: [image], remark: '楦面重新抛光' };
    expect(await ok(api.shoeTree.maintainShowTree, { body })).toBe(true);
    const after = await detail(id);
    expect(after).toMatchObject({
      status: '1',
      maintainStatus: 1,
      remark: '楦面重新抛光',
      coverImgId: image,
      quantity: before.quantity + before.sizes.length + 2,
    });
    expect(after.imgs).toEqual([{ id: image, fileName: 'side.jpg' }]);
    expect(await ok(api.shoeTree.maintainShowTreeImgs, { body: { id } })).toEqual(after.imgs);
    expect(await ok(api.shoeTree.maintainedCount, { body: { maintainStatus: 0 } })).toBe(badge - 1);
    const [record] = await ok(api.shoeTree.records, { params: { id } });
    expect(record).toMatchObject({ operateType: '维护', operateRemark: '楦面重新抛光', imgs: [{ id: image }] });
    expect(record!.sizes).toEqual(sizes);
  });

  writeTest('maintains sizes alone; a size keeps its scrapped pairs', async () => {
    const id = await lastIn('1');
    await ok(api.shoeTree.scrapRecord, {
      body: {
        shoeTreeId: id,
        scrapAll: false,
        sizes: [{ size: (await detail(id)).sizes[0]!.size, quantity: 1 }],
        reason: '磨损',
      },
    });
    const d = await detail(id);
    const scrapped = d.sizes.find((s) => s.scrapQuantity > 0)!;
    const without = d.sizes.filter((s) => s.size !== scrapped.size).map(({ size, quantity }) => ({ size, quantity }));
    expect((await call(api.shoeTree.maintainSize, { body: { id, sizes: without } })).body).toEqual(
      refused(M.sizeInUse(scrapped.size)),
    );
    const below = d.sizes.map(({ size, quantity }) => ({ size, quantity: size === scrapped.size ? 0 : quantity }));
    const used = scrapped.scrapQuantity + scrapped.borrowQuantity;
    expect((await call(api.shoeTree.maintainSize, { body: { id, sizes: below } })).body).toEqual(
      refused(M.sizeBelowUsed(scrapped.size, used)),
    );
    const fine = d.sizes.map(({ size, quantity }) => ({ size, quantity: quantity + 1 }));
    expect(await ok(api.shoeTree.maintainSize, { body: { id, sizes: fine } })).toBe(true);
    expect((await detail(id)).quantity).toBe(d.quantity + d.sizes.length);
    expect((await ok(api.shoeTree.records, { params: { id } }))[0]!.operateType).toBe('尺码维护');
  });

  writeTest.each([
    [{ sizes: [] }, `sizes: ${M.sizeRequired}`],
    [
      {
        sizes: [
          { size: '40', quantity: 1 },
          { size: '40', quantity: 2 },
        ],
      },
      `sizes: ${M.sizeDuplicate}`,
    ],
    [{ sizes: [{ size: '40', quantity: -1 }] }, `sizes.0.quantity: ${M.sizeQuantity}`],
    [{ sizes: [{ size: '40', quantity: 1 }], remark: '备'.repeat(501) }, `remark: ${M.remarkMax}`],
  ])('refuses the maintenance form %j with its message', async (change, message) => {
    const id = await lastIn('1');
    expect((await call(api.shoeTree.maintainShowTree, { body: { id, ...change } })).body).toEqual(refused(message));
  });

  writeTest('refuses a file that is not an image, another supplier’s upload, a lent last, the viewer', async () => {
    const id = await lastIn('1');
    const sizes = (await detail(id)).sizes.map(({ size, quantity }) => ({ size, quantity }));
    const pdf = await uploadFile(pdfBytes, 'spec.pdf');
    expect((await call(api.shoeTree.maintainShowTree, { body: { id, sizes, imgIds: [pdf] } })).body).toEqual(
      refused(M.imageNotImage),
    );
    const theirs = await uploadFile(await makeImage(32, 32), 'x.jpg', tokens.hongda);
    expect((await call(api.shoeTree.maintainShowTree, { body: { id, sizes, imgIds: [theirs] } })).body).toEqual(
      refused(M.fileNotFound),
    );
    const lent = await lastIn('2');
    const lentSizes = (await detail(lent)).sizes.map(({ size, quantity }) => ({ size, quantity }));
    expect((await call(api.shoeTree.maintainShowTree, { body: { id: lent, sizes: lentSizes } })).body).toEqual(
      refused(M.noMaintain),
    );
    for (const c of [api.shoeTree.maintainShowTree, api.shoeTree.maintainSize])
      expect((await call(c, { body: { id, sizes } }, tokens.viewer)).body).toEqual(
        refused(StatusMessage.forbidden, Status.forbidden),
      );
    expect((await call(api.shoeTree.maintainShowTree, { body: { id: await hongdaLast(), sizes } })).body).toEqual(
      refused(M.notOwned, Status.forbidden),
    );
  });
});

describe('the file manager (shoeTreeFile/)', () => {
  const firstWithFiles = async () =>
    (await list({ sortField: 'shoeTreeCode', sortOrder: 'asc', limit: 100 })).data.find(async () => true)!.id;
  const withFiles = async () => {
    for (const row of (await allPages(stub, api.shoeTree.supplierList, {}, tokens.supplier)).rows as { id: number }[])
      if ((await detail(row.id)).fileCount > 0 && (await detail(row.id)).status !== '3') return row.id;
    throw new Error('no last with files');
  };
  void firstWithFiles;

  readTest('lists a level (folders first), the recursive tree and a node’s info', async () => {
    const id = await withFiles();
    const root = await ok(api.shoeTree.fileList, { body: { shoeTreeId: id } });
    const firstFile = root.findIndex((n) => n.type === 'file');
    expect(root.slice(0, firstFile).every((n) => n.type === 'folder')).toBe(true);
    const tree = await ok(api.shoeTree.fileTree, { body: { shoeTreeId: id } });
    const count = (nodes: typeof tree): number =>
      nodes.reduce((n, x) => n + (x.type === 'file' ? 1 : 0) + count(x.children ?? []), 0);
    expect(count(tree)).toBe((await detail(id)).fileCount);
    const folders = await ok(api.shoeTree.fileTree, { body: { shoeTreeId: id, foldersOnly: true } });
    expect(folders.every((n) => n.type === 'folder')).toBe(true);
    const folder = root.find((n) => n.type === 'folder')!;
    const info = await ok(api.shoeTree.fileInfo, { body: { id: folder.id } });
    expect(info.fileCount).toBeGreaterThan(0);
    expect(info.node.fileSize).toBeGreaterThan(0);
    const inside = await ok(api.shoeTree.fileList, { body: { shoeTreeId: id, parentId: folder.id } });
    expect((await ok(api.shoeTree.fileInfo, { body: { id: inside[0]!.id } })).path).toEqual([
      { id: folder.id, name: folder.name },
    ]);
  });

  /** Builds a file tree on a last, changes it and deletes it; `beforeDelete` sees the two uploads' ids first. */
  const walkFileTree = async (beforeDelete: (uploads: { a: string; b: string }) => Promise<void> = async () => {}) => {
    const id = await lastIn('1');
    const add = (body: object) => ok(api.shoeTree.fileAddOrUpdate, { body: { shoeTreeId: id, ...body } });
    const folder = (await add({ type: 'folder', name: '测试资料' })).id;
    const sub = (await add({ type: 'folder', name: '子文件夹', parentId: folder })).id;
    const a = await uploadFile(pdfBytes, '楦型参数.pdf');
    const b = await uploadFile(await makeImage(40, 30), '侧面.jpg');
    const fileA = (await add({ type: 'file', fileId: a, parentId: folder })).id;
    const fileB = (await add({ type: 'file', fileId: b, parentId: sub })).id;
    const listed = await ok(api.shoeTree.fileList, { body: { shoeTreeId: id, parentId: folder } });
    expect(listed.map((n) => [n.type, n.name])).toEqual([
      ['folder', '子文件夹'],
      ['file', '楦型参数.pdf'],
    ]);
    expect(
      (await call(api.shoeTree.fileAddOrUpdate, { body: { shoeTreeId: id, type: 'file', fileId: a, parentId: sub } }))
        .body,
    ).toEqual(refused(M.fileAttached));
    expect(
      (
        await call(api.shoeTree.fileAddOrUpdate, {
          body: { shoeTreeId: id, type: 'folder', name: '子文件夹', parentId: folder },
        })
      ).body,
    ).toEqual(refused(M.nameTaken));
    expect(await ok(api.shoeTree.fileRename, { body: { id: fileA, name: '参数表.pdf' } })).toBe(true);
    expect((await call(api.shoeTree.fileRename, { body: { id: fileA, name: '子文件夹' } })).body).toEqual(
      refused(M.nameTaken),
    );
    // Move the file to the root, then a folder into itself (refused).
    await add({ id: fileA, type: 'file', parentId: null });
    expect((await ok(api.shoeTree.fileList, { body: { shoeTreeId: id } })).map((n) => n.name)).toContain('参数表.pdf');
    expect(
      (
        await call(api.shoeTree.fileAddOrUpdate, {
          body: { shoeTreeId: id, id: folder, type: 'folder', parentId: sub },
        })
      ).body,
    ).toEqual(refused(M.moveIntoItself));
    // deleteFile takes files only; delete takes folders with everything under them.
    expect((await call(api.shoeTree.fileDeleteFile, { body: { id: folder } })).body).toEqual(refused(M.notAFile));
    await beforeDelete({ a, b });
    expect(await ok(api.shoeTree.fileDelete, { body: { shoeTreeId: id, ids: [folder] } })).toEqual({
      folders: 2,
      files: 1,
    });
    expect(await ok(api.shoeTree.fileDeleteFile, { body: { id: fileA } })).toBe(true);
    expect(await ok(api.shoeTree.fileList, { body: { shoeTreeId: id } })).toEqual(
      expect.not.arrayContaining([expect.objectContaining({ id: fileA })]),
    );
    expect((await call(api.shoeTree.fileInfo, { body: { id: fileB } })).body).toEqual(refused(M.nodeNotFound));
    return { a, b };
  };

  writeTest('creates, uploads into, renames, moves and deletes files and folders', () => walkFileTree());

  internalTest.because('checks the stored files and their bytes')(
    'creates, uploads into, renames, moves and deletes; the stored bytes go with the files',
    async () => {
      const db = stub.app!.db;
      let storagePath = '';
      const { a, b } = await walkFileTree(async ({ b }) => {
        storagePath = (await db.storedFile.findUniqueOrThrow({ where: { id: b } })).storagePath;
      });
      expect(await db.storedFile.count({ where: { id: { in: [a, b] } } })).toBe(0);
      expect(existsSync(stub.app!.storage.resolve(storagePath)!)).toBe(false);
    },
  );

  writeTest.each([
    ['a/b', M.nameChars],
    ['..', M.nameDots],
    ['.', M.nameDots],
    ['x\\y', M.nameChars],
    ['   ', M.nameRequired],
    ['长'.repeat(51), M.nameMax],
  ])('refuses the name %j', async (name, message) => {
    const id = await lastIn('1');
    const res = await call(api.shoeTree.fileAddOrUpdate, { body: { shoeTreeId: id, type: 'folder', name } });
    expect(res.body).toEqual(refused(`name: ${message}`));
  });

  writeTest('reaches nothing outside the last: other lasts’ folders, other suppliers’ nodes and files', async () => {
    const id = await lastIn('1');
    const mineWithFiles = await withFiles();
    const otherFolder = (await ok(api.shoeTree.fileList, { body: { shoeTreeId: mineWithFiles } })).find(
      (n) => n.type === 'folder',
    )!;
    // A parent of another last of mine is no folder of this one.
    expect(
      (
        await call(api.shoeTree.fileAddOrUpdate, {
          body: { shoeTreeId: id, type: 'folder', name: 'x', parentId: otherFolder.id },
        })
      ).body,
    ).toEqual(refused(M.folderNotFound));
    expect((await call(api.shoeTree.fileList, { body: { shoeTreeId: id, parentId: otherFolder.id } })).body).toEqual(
      refused(M.folderNotFound),
    );
    expect(
      (
        await call(api.shoeTree.fileAddOrUpdate, {
          body: { shoeTreeId: id, id: otherFolder.id, type: 'folder', name: 'x' },
        })
      ).body,
    ).toEqual(refused(M.nodeNotFound));
    expect((await call(api.shoeTree.fileDelete, { body: { shoeTreeId: id, ids: [otherFolder.id] } })).body).toEqual(
      refused(M.nodeNotFound),
    );
    // Hongda's nodes and last: 403 for every node call; my folders: 403 for Hongda.
    const theirLast = (await allPages(stub, api.shoeTree.supplierList, {}, tokens.hongda)).rows as { id: number }[];
    let theirNode: number | undefined;
    for (const row of theirLast) {
      const nodes = await ok(api.shoeTree.fileList, { body: { shoeTreeId: row.id } }, tokens.hongda);
      if (nodes.length) theirNode = nodes[0]!.id;
    }
    expect(theirNode).toBeDefined();
    for (const [c, body] of [
      [api.shoeTree.fileInfo, { id: theirNode }],
      [api.shoeTree.fileRename, { id: theirNode, name: 'x' }],
      [api.shoeTree.fileDeleteFile, { id: theirNode }],
    ] as const)
      expect((await call(c as Call, { body })).body, c.id).toEqual(refused(M.notOwned, Status.forbidden));
    expect((await call(api.shoeTree.fileInfo, { body: { id: otherFolder.id } }, tokens.hongda)).body).toEqual(
      refused(M.notOwned, Status.forbidden),
    );
    // Another supplier's upload cannot be attached; nor one of another business type.
    const theirs = await uploadFile(pdfBytes, 'x.pdf', tokens.hongda);
    expect(
      (await call(api.shoeTree.fileAddOrUpdate, { body: { shoeTreeId: id, type: 'file', fileId: theirs } })).body,
    ).toEqual(refused(M.fileNotFound));
    expect(
      (
        await call(api.shoeTree.fileAddOrUpdate, {
          body: { shoeTreeId: id, type: 'file', fileId: '../../etc/passwd' },
        })
      ).body,
    ).toEqual(refused(M.fileNotFound));
  });

  writeTest('refuses the viewer every write with 403 没有权限, and lets it read', async () => {
    const id = await withFiles();
    expect((await ok(api.shoeTree.fileList, { body: { shoeTreeId: id } }, tokens.viewer)).length).toBeGreaterThan(0);
    for (const [c, body] of [
      [api.shoeTree.fileAddOrUpdate, { shoeTreeId: id, type: 'folder', name: 'x' }],
      [api.shoeTree.fileRename, { id: 1, name: 'x' }],
      [api.shoeTree.fileDelete, { shoeTreeId: id, ids: [1] }],
      [api.shoeTree.fileDeleteFile, { id: 1 }],
    ] as const)
      expect((await call(c as Call, { body }, tokens.viewer)).body, c.id).toEqual(
        refused(StatusMessage.forbidden, Status.forbidden),
      );
  });
});
