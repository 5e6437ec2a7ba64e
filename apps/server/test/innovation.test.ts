import {
  api,
  DownloadStatus,
  downloadHref,
  FileMessages,
  type InnovationSave,
  InnovationMessages as M,
  Status,
  StatusMessage,
  UploadMessages,
} from '@portal/contract';
import { describe, expect } from 'vitest';
import { binary, makeImage, pdfBytes, upload } from './file-fixtures';
import { dataOf, failure, internalTest, readTest, send, useContractStub, writeTest } from './helper';
import { exportSheet, readSheet } from './paged-lists';

const { stub, tokens } = useContractStub();

/** A body every submit rule accepts: 合成革 / PU革, a tag for every division and one for 合成革. */
const validSubmit = {
  status: '2',
  divisionId: 2,
  sectionId: 109,
  materialName: '水性PU再生革',
  comment: '水性PU涂层，再生基布。',
  coreTechnology: '无溶剂贴合',
  tags: [1, 15],
} as const satisfies InnovationSave;

const save = (body: InnovationSave | Record<string, unknown>, as = tokens.supplier) =>
  send(stub, api.innovation.saveOrUpdate, { body }, as);
const saved = async (body: InnovationSave) => dataOf(api.innovation.saveOrUpdate, await save(body));
const detail = async (id: number, as = tokens.supplier) =>
  dataOf(api.innovation.detail, await send(stub, api.innovation.detail, { params: { id } }, as));
const list = async (body: Record<string, unknown> = {}, as = tokens.supplier) =>
  dataOf(api.innovation.list, await send(stub, api.innovation.list, { body }, as));
const storedRows = internalTest.because('compares the list with the stored rows');

const uploadedId = async (businessType: string, file: Buffer, name: string) => {
  const res = await upload(stub, tokens.supplier, { businessType, file, name });
  return dataOf(api.files.upload, res).id;
};

describe('innovate/saveOrUpdate: the rules of spec 001 §5, in the form’s words', () => {
  const long = (n: number) => '创'.repeat(n);
  writeTest.each([
    ['divisionId', { divisionId: undefined }, M.divisionRequired],
    ['divisionId', { divisionId: null }, M.divisionRequired],
    ['sectionId', { sectionId: null }, M.sectionRequired],
    ['materialName', { materialName: '' }, M.nameRequired],
    ['materialName', { materialName: '   ' }, M.nameRequired],
    ['materialName', { materialName: long(71) }, M.nameLength],
    ['comment', { comment: null }, M.commentRequired],
    ['comment', { comment: ' ' }, M.commentRequired],
    ['comment', { comment: long(501) }, M.commentMax],
    ['coreTechnology', { coreTechnology: long(201) }, M.coreTechnologyMax],
    ['otherImgIds', { otherImgIds: ['a', 'b', 'c'] }, M.otherImageCount],
    ['appendixIds', { appendixIds: ['1', '2', '3', '4', '5', '6'] }, M.appendixCount],
  ])('提交 rejects %s %j with its message', async (field, change, message) => {
    const res = await save({ ...validSubmit, ...change });
    expect(res.body).toEqual(failure(`${field}: ${message}`));
  });

  internalTest.because('checks the contract’s texts, not a target')('uses the spec’s texts', () => {
    expect(M.otherImageCount).toBe('只能上传 2 个文件！');
    expect(M.appendixCount).toBe(UploadMessages.countFive);
    expect(M.nameLength).toBe('请输入1-70位字符！');
  });

  writeTest.each([
    [{ materialName: '' }, `materialName: ${M.draftNeedsName}`],
    [{ materialName: '  ' }, `materialName: ${M.draftNeedsName}`],
    [{}, `materialName: ${M.draftNeedsName}`],
    [{ materialName: long(71) }, `materialName: ${M.nameLength}`],
    [{ materialName: '草稿', comment: long(501) }, `comment: ${M.commentMax}`],
  ])('暂存 needs only a name: %j → %s', async (change, message) => {
    expect((await save({ status: '1', ...change })).body).toEqual(failure(message));
  });

  writeTest('rejects an unknown status', async () => {
    expect((await save({ ...validSubmit, status: '3' })).body.status).toBe(Status.badRequest);
  });

  writeTest.each([
    ['the hidden processing division', { divisionId: 15, sectionId: null }, M.divisionUnknown],
    ['an unknown division', { divisionId: 999 }, M.divisionUnknown],
    ['a section of another division', { sectionId: 101 }, M.sectionMismatch],
    ['a tag of another division', { tags: [13] }, M.tagUnknown],
    ['an unknown tag', { tags: [9999] }, M.tagUnknown],
    ['an unknown cover', { coverImgId: '0'.repeat(32) }, FileMessages.notFound],
  ])('refuses %s', async (_what, change, message) => {
    const status = 'sectionId' in change && change.sectionId === null ? '1' : '2';
    expect((await save({ ...validSubmit, status, ...change })).body).toEqual(failure(message));
  });

  writeTest('answers 403 to the viewer, who may only look', async () => {
    expect((await save({ status: '1', materialName: '只读账号' }, tokens.viewer)).body).toEqual(
      failure(StatusMessage.forbidden, Status.forbidden),
    );
    expect((await list({}, tokens.viewer)).count).toBeGreaterThan(0);
  });
});

describe('innovate: draft, submit, edit and detail', () => {
  internalTest.because('reads who created the stored record')(
    '暂存 with only a name creates a draft with a CX code',
    async () => {
      const { id, materialCode } = await saved({ status: '1', materialName: '  只有名称的草稿 ' });
      expect(materialCode).toBe(`CX${String(id).padStart(6, '0')}`);
      const record = await detail(id);
      expect(record).toMatchObject({
        id,
        materialCode,
        materialName: '只有名称的草稿',
        status: '1',
        divisionId: null,
        sectionId: null,
        comment: null,
        coreTechnology: null,
        tags: [],
        coverImgId: null,
        otherImgIds: [],
        appendixIds: [],
        imgs: [],
        appendixFiles: [],
      });
      const row = await stub.app!.db.innovation.findUniqueOrThrow({ where: { id } });
      expect(row).toMatchObject({ supplierCode: 'S10001', createdBy: 'supplier', modifiedBy: 'supplier' });
    },
  );

  writeTest('提交 with images and attachments; the detail resolves their names, cover first', async () => {
    const [coverJpeg, otherJpeg] = await Promise.all([makeImage(800, 600), makeImage(640, 480)]);
    const cover = await uploadedId('materialInnovatePicture', coverJpeg, 'cover.jpg');
    const other = await uploadedId('materialInnovatePicture', otherJpeg, 'side.jpg');
    const report = await uploadedId('materialInnovateAppendix', pdfBytes, '检测报告.pdf');
    const { id, materialCode } = await saved({
      ...validSubmit,
      coverImgId: cover,
      otherImgIds: [other],
      appendixIds: [report],
    });
    const record = await detail(id);
    expect(record).toMatchObject({
      ...validSubmit,
      id,
      materialCode,
      coverImgId: cover,
      otherImgIds: [other],
      appendixIds: [report],
      imgs: [
        { id: cover, fileName: 'cover.jpg' },
        { id: other, fileName: 'side.jpg' },
      ],
      appendixFiles: [{ id: report, fileName: '检测报告.pdf' }],
    });
    // An attachment is not an image: the lists keep their business types apart.
    expect((await save({ ...validSubmit, coverImgId: report })).body).toEqual(failure(FileMessages.notFound));
  });

  writeTest(
    'edits a record: same code, the category stays, a submitted one is not turned back into a draft',
    async () => {
      const draft = await saved({ status: '1', materialName: '待完善', divisionId: 2 });
      const edited = await saved({ ...validSubmit, id: draft.id, materialName: '已完善' });
      expect(edited).toEqual(draft);
      expect(await detail(draft.id)).toMatchObject({
        materialName: '已完善',
        status: '2',
        comment: validSubmit.comment,
      });

      expect((await save({ ...validSubmit, id: draft.id, divisionId: 4, sectionId: 124 })).body).toEqual(
        failure(M.divisionLocked),
      );
      expect((await save({ status: '1', id: draft.id, materialName: '退回草稿', divisionId: 2 })).body).toEqual(
        failure(M.noBackToDraft),
      );
      // Editing and submitting again is allowed.
      expect(await saved({ ...validSubmit, id: draft.id, materialName: '再次提交' })).toEqual(draft);

      // A draft saved without a category may still choose one.
      const bare = await saved({ status: '1', materialName: '未选大类' });
      expect(await saved({ ...validSubmit, id: bare.id })).toEqual(bare);
    },
  );

  writeTest('keeps other suppliers’ records out of reach, with a clear message', async () => {
    const [others] = (await list({}, tokens.hongda)).data;
    expect(others).toBeDefined();
    const forbidden = failure(M.notOwned, Status.forbidden);
    expect((await save({ ...validSubmit, id: others!.id })).body).toEqual(forbidden);
    expect((await send(stub, api.innovation.detail, { params: { id: others!.id } }, tokens.supplier)).body).toEqual(
      forbidden,
    );
    expect((await save({ ...validSubmit, id: 987654 })).body).toEqual(failure(M.notFound));
    expect((await send(stub, api.innovation.detail, { params: { id: 987654 } }, tokens.supplier)).body).toEqual(
      failure(M.notFound),
    );
  });
});

describe('innovate/getFabricInnovateList', () => {
  storedRows('pages the caller’s records only, latest change first, with category names', async () => {
    const db = stub.app!.db;
    const own = await db.innovation.findMany({
      where: { supplierCode: 'S10001' },
      orderBy: [{ modifyTime: 'desc' }, { id: 'desc' }],
    });
    expect(own.length).toBeGreaterThanOrEqual(4);
    const first = await list({ page: 1, limit: 2 });
    const second = await list({ page: 2, limit: 2 });
    expect(first.count).toBe(own.length);
    expect([...first.data, ...second.data].map((r) => r.id)).toEqual(own.slice(0, 4).map((r) => r.id));
    const all = await list({ limit: 100 });
    expect(all.data.every((r) => own.some((o) => o.id === r.id))).toBe(true);
    const seeded = all.data.find((r) => r.materialCode === 'CX000001');
    expect(seeded).toMatchObject({ divisionName: '合成革', sectionName: 'PU革', status: '2', tags: [1, 3, 15] });
  });

  readTest('filters by code, name, division, section and status', async () => {
    const only = async (filters: Record<string, unknown>) => (await list({ limit: 100, ...filters })).data;
    expect((await only({ materialCode: 'CX000002' })).map((r) => r.materialName)).toEqual(['海藻纤维飞织面料']);
    expect((await only({ materialName: '咖啡渣' })).map((r) => r.materialCode)).toEqual(['CX000003']);
    expect((await only({ divisionId: 4 })).every((r) => r.divisionId === 4)).toBe(true);
    expect((await only({ sectionId: 155 })).map((r) => r.materialCode)).toEqual(['CX000003']);
    const drafts = await only({ status: '1' });
    expect(drafts.length).toBeGreaterThan(0);
    expect(drafts.every((r) => r.status === '1')).toBe(true);
    expect(await only({ materialCode: 'CX000005' })).toEqual([]);
  });

  storedRows(
    'filters by section: exactly the caller’s records of that section, as the database holds them',
    async () => {
      const own = await stub.app!.db.innovation.findMany({
        where: { supplierCode: 'S10001', sectionId: { not: null } },
        orderBy: [{ modifyTime: 'desc' }, { id: 'desc' }],
      });
      const sectionId = own[0]!.sectionId!;
      const rows = (await list({ limit: 100, sectionId })).data;
      expect(rows.map((r) => r.id)).toEqual(own.filter((r) => r.sectionId === sectionId).map((r) => r.id));
      expect(rows.length).toBeLessThan(own.length);
    },
  );
});

describe('innovate/export', () => {
  internalTest.because('holds the job queue to see the export generating')(
    'records the export, generates the file and lists the selected rows of the caller',
    async () => {
      const app = stub.app!;
      app.jobs.hold();
      const task = dataOf(
        api.innovation.export,
        await send(stub, api.innovation.export, { body: { status: '2' } }, tokens.supplier),
      );
      expect(task.fileName).toMatch(/^创新材料_\d{14}\.xlsx$/);
      const record = async () =>
        dataOf(
          api.files.findRedis,
          await send(stub, api.files.findRedis, { params: { id: task.key } }, tokens.supplier),
        );
      expect(await record()).toMatchObject({ status: DownloadStatus.generating, filePath: null });
      app.jobs.release();
      await app.jobs.drain();
      const ready = await record();
      expect(ready.status).toBe(DownloadStatus.notDownloaded);

      const file = await stub.http
        .get(downloadHref(ready.filePath!))
        .buffer(true)
        .parse(binary as never);
      const { header, body } = await readSheet(file.body as Buffer);
      expect(header).toEqual([
        '材料编码',
        '材料名称',
        '材料大类',
        '材料小类',
        '材料介绍',
        '核心技术',
        '材料标签',
        '状态',
        '创建时间',
        '修改时间',
      ]);
      const submitted = (await list({ status: '2', limit: 100 })).data;
      expect(body.map((r) => r[0])).toEqual(submitted.map((r) => r.materialCode));
      const seeded = body.find((r) => r[0] === 'CX000001')!;
      expect(seeded.slice(2, 4)).toEqual(['合成革', 'PU革']);
      expect(seeded[6]).toBe('环保、再生材料、水性PU');
      expect(seeded[7]).toBe('已提交');
    },
  );

  writeTest('exports only the chosen ids', async () => {
    const { sheet } = await exportSheet(stub, api.innovation.export, { ids: [1, 5] }, tokens.supplier);
    // 5 belongs to another supplier: only 1 is written.
    expect(sheet.body.map((r) => r[0])).toEqual(['CX000001']);
  });
});
