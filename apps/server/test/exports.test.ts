import { rmSync } from 'node:fs';
import { join } from 'node:path';
import {
  api,
  type Call,
  DownloadStatus,
  downloadHref,
  FileMessages,
  InquiryMessages,
  Status,
  StatusMessage,
} from '@portal/contract';
import { describe, expect } from 'vitest';
import { binary } from './file-fixtures';
import {
  dataOf,
  demo,
  internalTest,
  login,
  readTest,
  send,
  startStub,
  tokenRejected,
  useContractStub,
  writeTest,
} from './helper';
import { allPages, exportSheet, readSheet } from './paged-lists';

const { stub, tokens } = useContractStub();

const record = async (key: string, as = tokens.supplier) =>
  dataOf(api.files.findRedis, await send(stub, api.files.findRedis, { params: { id: key } }, as));

const downloads = async () =>
  dataOf(
    api.navbar.downloadList,
    await send(stub, api.navbar.downloadList, { body: { page: 1, limit: 50 } }, tokens.supplier),
  );

const fetchFile = (filePath: string) =>
  stub.http
    .get(downloadHref(filePath))
    .buffer(true)
    .parse(binary as never);

/** Runs an export to completion and opens its file. */
const exportAndOpen = (call: Call, body: object) => exportSheet(stub, call, body, tokens.supplier);

describe('the export lifecycle', () => {
  internalTest.because('holds the job queue to see an export generating')(
    'export → status 0 → 1 → download → mark downloaded → status 2, and the .xlsx holds the selected rows',
    async () => {
      const db = stub.app!.db;
      const division = (await db.grain.findFirstOrThrow({ where: { supplierCode: null } })).divisionId;
      stub.app!.jobs.hold();
      const res = await send(stub, api.grain.export, { body: { divisionId: division } }, tokens.supplier);
      const task = dataOf(api.grain.export, res);
      expect(task.fileName).toMatch(/^面料纹路_\d{14}\.xlsx$/);

      const generating = (await downloads()).data.find((r) => r.key === task.key);
      expect(generating).toMatchObject({ fileName: task.fileName, status: DownloadStatus.generating, filePath: null });
      expect(await record(task.key)).toEqual({
        key: task.key,
        fileName: task.fileName,
        status: 0,
        filePath: null,
        message: null,
      });
      const early = await send(
        stub,
        api.navbar.markDownloaded,
        { body: { key: task.key, fileName: task.fileName, fileUrl: '' } },
        tokens.supplier,
      );
      expect(early.body).toEqual({ status: 400, message: FileMessages.exportGenerating, data: null });

      stub.app!.jobs.release();
      await stub.app!.jobs.drain();
      const ready = await record(task.key);
      expect(ready.status).toBe(DownloadStatus.notDownloaded);
      expect(ready.filePath).toMatch(
        new RegExp(`^/basic/api/async/file/${task.key}\\?expires=\\d+&account=\\d+&session=[\\w-]+&signature=[\\w-]+$`),
      );
      expect((await downloads()).data.find((r) => r.key === task.key)?.status).toBe(1);

      // The link is opened without the token header: it is signed for the supplier's session (decision 0042).
      const file = await fetchFile(ready.filePath!);
      expect(file.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
      expect(file.headers['content-disposition']).toContain(`filename*=UTF-8''${encodeURIComponent(task.fileName)}`);
      const sheet = await readSheet(file.body as Buffer);
      expect(sheet.header).toEqual([
        '纹路编码',
        '纹路名称',
        '材料大类',
        '浮动价格',
        '是否启用',
        '是否显示',
        '有效期至',
      ]);
      const expected = await db.grain.findMany({
        where: { divisionId: division, OR: [{ supplierCode: null }, { supplierCode: 'S10001' }] },
        orderBy: { lineCode: 'asc' },
      });
      expect(expected.length).toBeGreaterThan(0);
      expect(sheet.body.length).toBe(expected.length);
      expect(sheet.body.map((r) => r[0])).toEqual(expected.map((l) => l.lineCode));

      const marked = await send(
        stub,
        api.navbar.markDownloaded,
        { body: { key: task.key, fileName: task.fileName, fileUrl: ready.filePath! } },
        tokens.supplier,
      );
      expect(dataOf(api.navbar.markDownloaded, marked)).toBe(true);
      expect((await downloads()).data.find((r) => r.key === task.key)?.status).toBe(DownloadStatus.downloaded);
      expect((await record(task.key)).status).toBe(2);
    },
  );

  writeTest('changeFileStatus moves a generated file between 1 and 2, never back to 0', async () => {
    const { task } = await exportAndOpen(api.effect.export, {});
    const change = (status: number) =>
      send(stub, api.files.changeFileStatus, { body: { key: task.key, status } }, tokens.supplier);
    expect(dataOf(api.files.changeFileStatus, await change(2))).toBe(true);
    expect((await record(task.key)).status).toBe(2);
    expect(dataOf(api.files.changeFileStatus, await change(1))).toBe(true);
    expect((await record(task.key)).status).toBe(1);
    expect((await change(0)).body).toEqual({ status: 400, message: StatusMessage.illegalRequest, data: null });
  });

  writeTest('keeps records per account: another user’s key is 文件不存在!', async () => {
    const { task } = await exportAndOpen(api.effect.export, { effectName: '镭射' });
    const res = await send(stub, api.files.findRedis, { params: { id: task.key } }, tokens.viewer);
    expect(res.body).toEqual({ status: 400, message: FileMessages.notFound, data: null });
    const list = dataOf(
      api.navbar.downloadList,
      await send(stub, api.navbar.downloadList, { body: { page: 1, limit: 50 } }, tokens.viewer),
    );
    expect(list.data.some((r) => r.key === task.key)).toBe(false);
    const unknown = await send(stub, api.files.findRedis, { params: { id: 'no-such-key' } }, tokens.supplier);
    expect(unknown.body.message).toBe(FileMessages.notFound);
  });

  internalTest.because('removes the stub’s temporary folder so that an export fails')(
    'keeps a failed export at 0 with 文件生成失败!, shown so in the download list',
    async () => {
      const other = await startStub();
      try {
        const t = await login(other, demo.supplier);
        rmSync(join(other.app!.storage.root, 'tmp'), { recursive: true });
        const task = dataOf(api.grain.export, await send(other, api.grain.export, { body: {} }, t));
        await other.app!.jobs.drain();
        const state = dataOf(
          api.files.findRedis,
          await send(other, api.files.findRedis, { params: { id: task.key } }, t),
        );
        expect(state).toMatchObject({ status: 0, filePath: null, message: FileMessages.exportFailed });
        const list = dataOf(api.navbar.downloadList, await send(other, api.navbar.downloadList, { body: {} }, t));
        expect(list.data.find((r) => r.key === task.key)).toMatchObject({
          status: 0,
          filePath: null,
          message: FileMessages.exportFailed,
        });
      } finally {
        await other.close();
      }
    },
  );

  readTest('answers an unknown download key with an envelope, not a file; the key alone opens nothing', async () => {
    const res = await stub.http.get('/basic/api/async/file/nope').set('token', tokens.supplier);
    expect(res.body).toEqual({ status: Status.badRequest, message: FileMessages.notFound, data: null });
    expect((await stub.http.get('/basic/api/async/file/nope')).body).toEqual(tokenRejected);
  });

  writeTest('answers 401 to an export without a token', async () => {
    const res = await send(stub, api.grain.export, { body: {} });
    expect(res.status).toBe(401);
    expect(res.body).toEqual(tokenRejected);
  });
});

describe('exports with data', () => {
  writeTest('fabric/effects: filters by division and name', async () => {
    const [effect] = dataOf(api.effect.list, await send(stub, api.effect.list, { body: {} }, tokens.supplier)).data;
    const { sheet } = await exportAndOpen(api.effect.export, { divisionId: effect!.divisionId });
    expect(sheet.header).toEqual(['特殊效果', '价格(¥)', '排序', '材料大类']);
    const { count } = await allPages(stub, api.effect.list, { divisionId: effect!.divisionId }, tokens.supplier);
    expect(count).toBeGreaterThan(0);
    expect(sheet.body.length).toBe(count);
    const named = await exportAndOpen(api.effect.export, { effectName: effect!.effectName });
    expect(named.sheet.body.map((r) => r[0])).toContain(effect!.effectName);
    expect(named.sheet.body.every((r) => String(r[0]).includes(effect!.effectName))).toBe(true);
  });

  writeTest('purchase orders: all of the supplier, the delivery reminders (pageCode todo) and given ids', async () => {
    const orders = await allPages(stub, api.purchase.list, {}, tokens.supplier, 100);
    const all = await exportAndOpen(api.purchase.export, {});
    expect(all.sheet.header).toEqual([
      '采购单号',
      '鞋厂',
      '季度',
      '材料编码',
      '材料名称',
      '采购数量',
      '已发数量',
      '单位',
      '交期',
      '状态',
      '创建时间',
    ]);
    expect(all.sheet.body.length).toBe(orders.count);

    const todo = await exportAndOpen(api.purchase.export, { pageCode: 'todo' });
    const warnings = dataOf(
      api.purchase.warningCount,
      await send(stub, api.purchase.warningCount, {}, tokens.supplier),
    );
    expect(todo.sheet.body.length).toBe(warnings);

    const picked = orders.rows.slice(-2) as { id: number; purchaseNo: string }[];
    const some = await exportAndOpen(api.purchase.export, { ids: picked.map((p) => p.id) });
    expect(some.sheet.body.map((r) => r[0]).sort()).toEqual(picked.map((p) => p.purchaseNo).sort());
  });

  writeTest('purchase orders: a part of the factory’s name selects its orders, named in the 鞋厂 column', async () => {
    const { sheet } = await exportAndOpen(api.purchase.export, { shoeFactoryName: '裕盛' });
    const expected = (await allPages(stub, api.purchase.list, { shoeFactoryCode: 'F2003' }, tokens.supplier, 100))
      .rows as { purchaseNo: string }[];
    expect(expected.length).toBeGreaterThan(0);
    expect(sheet.body.map((r) => r[0])).toEqual(expected.map((o) => o.purchaseNo));
    expect(new Set(sheet.body.map((r) => r[1]))).toEqual(new Set(['东莞市裕盛鞋业有限公司']));
  });

  internalTest.because('starts a second stub with PUBLIC_BASE_URL')(
    'puts PUBLIC_BASE_URL in front of the link when set (https behind TLS: the client’s rewrite changes nothing)',
    async () => {
      const other = await startStub({ PUBLIC_BASE_URL: 'https://stub.example.com' });
      try {
        const t = await login(other, demo.supplier);
        const task = dataOf(api.grain.export, await send(other, api.grain.export, { body: {} }, t));
        await other.app!.jobs.drain();
        const done = dataOf(
          api.files.findRedis,
          await send(other, api.files.findRedis, { params: { id: task.key } }, t),
        );
        expect(done.filePath).toMatch(
          new RegExp(`^https://stub\\.example\\.com/basic/api/async/file/${task.key}\\?expires=`),
        );
        expect(downloadHref(done.filePath!)).toBe(done.filePath);
        expect(downloadHref('http://real.example.com/x.xlsx')).toBe('https://real.example.com/x.xlsx');
      } finally {
        await other.close();
      }
    },
  );
});

describe('import templates', () => {
  const templates: [Call, object, string, string][] = [
    [api.season.downloadTemplateSeasonFile, {}, '调料单尺码导入模板', '调料单号'],
    [api.price.downloadTemplateFile, {}, '材料价格导入模板', '材料编码'],
    [api.price.downloadMouldTemplateFile, {}, '模具价格导入模板', '模号'],
    [api.inquiry.downloadTemplateFile, {}, '报价导入模板', '询价单号'],
    [api.componentCost.downloadImportTemplateFile, {}, '组件成本导入模板', '明细ID'],
    [api.componentCost.downloadTemplateFile, {}, '组件成本模板', '型体号'],
    [api.componentCost.downloadTemplateFileAndSetValue, { ids: [11, 12] }, '组件成本导入模板', '明细ID'],
  ];
  readTest.each(templates)('%s answers a real .xlsx with its header row', async (call, body, title, first) => {
    const res = await stub.http
      .post(call.path)
      .set('token', tokens.supplier)
      .send(body)
      .buffer(true)
      .parse(binary as never);
    expect(res.status).toBe(200);
    expect(res.headers['content-disposition']).toContain(encodeURIComponent(`${title}.xlsx`));
    const sheet = await readSheet(res.body as Buffer);
    expect(sheet.header[0]).toBe(first);
    if (call === api.componentCost.downloadTemplateFileAndSetValue)
      expect(new Set(sheet.body.map((r) => r[1]))).toEqual(new Set(['CC202600011', 'CC202600012']));
  });

  readTest('prefills the quote template with the notice; an unknown notice is refused', async () => {
    const notices = dataOf(
      api.inquiry.noticeList,
      await send(stub, api.inquiry.noticeList, { body: {} }, tokens.supplier),
    );
    const notice = notices[0]!;
    const res = await stub.http
      .post(api.inquiry.downloadTemplateFile.path)
      .set('token', tokens.supplier)
      .send({ id: notice.id })
      .buffer(true)
      .parse(binary as never);
    const sheet = await readSheet(res.body as Buffer);
    expect(sheet.body[0]?.slice(0, 2)).toEqual([notice.inquiryNo, notice.title]);
    const unknown = await send(stub, api.inquiry.downloadTemplateFile, { body: { id: 999999 } }, tokens.supplier);
    expect(unknown.body).toEqual({ status: 400, message: InquiryMessages.notFound, data: null });
  });
});
