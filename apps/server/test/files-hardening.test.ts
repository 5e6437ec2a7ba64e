import { randomBytes } from 'node:crypto';
import { watch } from 'node:fs';
import { readdir, stat, writeFile } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { deflateRawSync } from 'node:zlib';
import {
  api,
  compressAboveBytes,
  DirectUpload,
  decryptOssConfig,
  FileMessages,
  fillPath,
  imageMaxPixels,
  Status,
  StatusMessage,
  UploadMessages,
  UploadStatus,
} from '@portal/contract';
import { beforeAll, describe, expect } from 'vitest';
import { ossSignature } from '../src/modules/files/oss';
import { setStorageQuota, usedBytes } from '../src/modules/files/quota';
import { vrZipLimits } from '../src/modules/files/vr-zip';
import { binary, blackPng, makeImage, makeZip, pdfBytes, upload } from './file-fixtures';
import { dataOf, demo, env, internalTest, login, send, useContractStub } from './helper';

const storageAndLog = internalTest.because('watches the stub’s storage folder and log');

/**
 * The findings of the attacker's probe (docs/decisions/0005-files-and-exports.md): atoms on upload and delete,
 * reads scoped to the caller's supplier, server-signed direct-upload policies bound to a key prefix, bounded
 * and cached VR unpacking, the storage quota, malformed multipart bodies, and the pixel limit of the images the stub
 * decodes.
 */

interface LogLine {
  level: number;
  msg?: string;
  err?: { stack?: string };
  reason?: string;
  zip?: string;
}
const logged: LogLine[] = [];
const waiters: { test: (l: LogLine) => boolean; resolve: () => void }[] = [];
const logStream = {
  write: (line: string) => {
    const entry = JSON.parse(line) as LogLine;
    logged.push(entry);
    for (const w of [...waiters])
      if (w.test(entry)) {
        waiters.splice(waiters.indexOf(w), 1);
        w.resolve();
      }
  },
};
/** Resolves when a matching line is logged at or after index `from` (at once if one already was). */
const logLine = (test: (l: LogLine) => boolean, from = 0) =>
  logged.slice(from).some(test) ? Promise.resolve() : new Promise<void>((resolve) => waiters.push({ test, resolve }));

const { stub, tokens } = useContractStub({}, undefined, { logger: { level: 'info', stream: logStream } });
let jpeg: Buffer;
beforeAll(async () => {
  jpeg = await makeImage(320, 240);
});

const uploaded = async (input: Parameters<typeof upload>[2], as = tokens.supplier) =>
  dataOf(api.files.upload, await upload(stub, as, input));

/** Every file under a storage folder with its size. */
const filesUnder = async (dir: string): Promise<Map<string, number>> => {
  const root = join(stub.app!.storage.root, dir);
  const out = new Map<string, number>();
  for (const rel of await readdir(root, { recursive: true }).catch(() => [] as string[])) {
    const s = await stat(join(root, rel));
    if (s.isFile()) out.set(rel, s.size);
  }
  return out;
};
const bytesWritten = (before: Map<string, number>, after: Map<string, number>) =>
  [...after].filter(([rel]) => !before.has(rel)).reduce((sum, [, size]) => sum + size, 0);

const makeDeflatedZip = (entries: { name: string; data: Buffer }[]) => makeZip(entries, { deflate: true });

const jpegMagic = Buffer.from([0xff, 0xd8, 0xff, 0xe0]);
/** JPEG magic, then one random byte in every `every` (zeros between): deflates to about `every`:1 or better. */
const compressible = (size: number, every: number) => {
  const b = Buffer.alloc(size);
  const noise = randomBytes(Math.ceil(size / every));
  for (let i = 0; i < noise.length; i++) b[i * every] = noise[i]!;
  b.set(jpegMagic);
  return b;
};

const vrZip = async (zip: Buffer, as = tokens.supplier) =>
  (await uploaded({ businessType: 'materialFabric3DVRFile', file: zip, name: 'vr.zip' }, as)).id;
const query3D = (id: string, as = tokens.supplier) => send(stub, api.files.queryTemp3DImgs, { params: { id } }, as);

describe('atoms on upload and delete', () => {
  storageAndLog('refuses the viewer’s upload with 403 没有权限 and writes nothing', async () => {
    const before = await filesUnder('files');
    const res = await upload(stub, tokens.viewer, { businessType: 'materialFabric', file: jpeg, name: 'v.jpg' });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ status: Status.forbidden, message: StatusMessage.forbidden, data: null });
    expect(bytesWritten(before, await filesUnder('files'))).toBe(0);
    expect((await filesUnder('tmp')).size).toBe(0);
  });

  storageAndLog('refuses the viewer’s delete of the supplier’s file with 403, and the file stays', async () => {
    const { id } = await uploaded({ businessType: 'materialFabric', file: jpeg, name: 'keep.jpg' });
    const res = await send(stub, api.files.delete, { body: { id } }, tokens.viewer);
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ status: Status.forbidden, message: StatusMessage.forbidden, data: null });
    const still = await stub.http.get(fillPath(api.files.getFile.path, { id })).set('token', tokens.supplier);
    expect(still.status).toBe(200);
  });

  storageAndLog(
    'asks for the atom of the business type: the innovation atom uploads innovation images, not material covers',
    async () => {
      const db = stub.app!.db;
      const viewer = await db.account.findUniqueOrThrow({ where: { loginAccount: demo.viewer.loginAccount } });
      const role = await db.role.findUniqueOrThrow({ where: { id: viewer.roleId } });
      await db.role.update({
        where: { id: role.id },
        data: { atoms: [...(role.atoms as string[]), 'fabric:fabricInnovateAdd'] },
      });
      try {
        const innovator = await login(stub, demo.viewer);
        const cover = await upload(stub, innovator, { businessType: 'materialFabric', file: jpeg, name: 'c.jpg' });
        expect(cover.body).toEqual({ status: Status.forbidden, message: StatusMessage.forbidden, data: null });
        const fieldsLast = await upload(stub, innovator, {
          businessType: 'materialFabric',
          file: jpeg,
          name: 'c.jpg',
          fieldsLast: true,
        });
        expect(fieldsLast.body.status).toBe(Status.forbidden);
        const ok = await uploaded({ businessType: 'materialInnovatePicture', file: jpeg, name: 'i.jpg' }, innovator);
        expect(ok.uploadStatus).toBe(UploadStatus.ok);
        // …and may delete that file, but not a material cover of its supplier.
        const { id: coverId } = await uploaded({ businessType: 'materialFabric', file: jpeg, name: 'm.jpg' });
        const refused = await send(stub, api.files.delete, { body: { id: coverId } }, innovator);
        expect(refused.body.status).toBe(Status.forbidden);
        expect(dataOf(api.files.delete, await send(stub, api.files.delete, { body: { id: ok.id } }, innovator))).toBe(
          true,
        );
      } finally {
        await db.role.update({ where: { id: role.id }, data: { atoms: role.atoms as string[] } });
      }
    },
  );
});

describe('reads scoped to the caller’s supplier', () => {
  let imageId: string;
  let pdfId: string;
  let zipId: string;
  beforeAll(async () => {
    imageId = (await uploaded({ businessType: 'materialFabric', businessId: 'B-77', file: jpeg, name: 'a.jpg' })).id;
    pdfId = (await uploaded({ businessType: 'materialFabricCheck', businessId: 'B-77', file: pdfBytes, name: 'c.pdf' }))
      .id;
    zipId = await vrZip(makeDeflatedZip([{ name: 'x.jpg', data: await makeImage(16, 16) }]));
  });

  const notFound = { status: Status.badRequest, message: FileMessages.notFound, data: null };

  storageAndLog('answers another supplier’s read of S10001’s files 文件不存在!, as for an unknown id', async () => {
    const reads = [
      stub.http.get(fillPath(api.files.getFile.path, { id: imageId })).set('token', tokens.hongda),
      stub.http.get(fillPath(api.files.getAbridgeImg.path, { id: imageId })).set('token', tokens.hongda),
      stub.http.get(fillPath(api.files.getFilePdfStream.path, { id: pdfId })).set('token', tokens.hongda),
      stub.http.post(api.files.getFileStream.path).set('token', tokens.hongda).send({ id: pdfId }),
      stub.http.get(fillPath(api.fabric.fileStream.path, { id: pdfId })).set('token', tokens.hongda),
      send(stub, api.files.getFileDetail, { params: { id: imageId } }, tokens.hongda),
      query3D(zipId, tokens.hongda),
      send(stub, api.files.delete, { body: { id: imageId } }, tokens.hongda),
    ];
    for (const res of await Promise.all(reads)) expect(res.body).toEqual(notFound);
    const unknown = await send(stub, api.files.getFileDetail, { params: { id: 'f'.repeat(32) } }, tokens.hongda);
    expect(unknown.body).toEqual(notFound);
    const list = await send(stub, api.files.getFileDetailList, { params: { id: 'B-77' } }, tokens.hongda);
    expect(dataOf(api.files.getFileDetailList, list)).toEqual([]);
    // Nor are they signed for it: no link to open them with.
    const links = await send(stub, api.files.fileLinks, { body: { ids: [imageId, pdfId, zipId] } }, tokens.hongda);
    expect(dataOf(api.files.fileLinks, links).links).toEqual([]);
    // The owner still reads them.
    expect(
      dataOf(
        api.files.getFileDetail,
        await send(stub, api.files.getFileDetail, { params: { id: imageId } }, tokens.supplier),
      ).id,
    ).toBe(imageId);
  });

  storageAndLog('lets every supplier read the shared reference images (empty supplierCode)', async () => {
    const cover = await stub.http
      .get(fillPath(api.files.getFile.path, { id: 'grain-WL-LT-001' }))
      .set('token', tokens.hongda)
      .buffer(true)
      .parse(binary as never);
    expect(cover.status).toBe(200);
    expect(cover.headers['content-type']).toBe('image/jpeg');
    const thumb = await stub.http
      .get(fillPath(api.files.getAbridgeImg.path, { id: 'grain-WL-LT-001' }))
      .set('token', tokens.hongda)
      .buffer(true)
      .parse(binary as never);
    expect(thumb.status).toBe(200);
    // …but nobody deletes them.
    const del = await send(stub, api.files.delete, { body: { id: 'grain-WL-LT-001' } }, tokens.hongda);
    expect(del.body.status).toBe(Status.forbidden);
  });
});

describe('direct upload: policies signed by the stub, bound to the caller’s prefix', () => {
  const ossPost = (fields: Record<string, string>, file: Buffer, fileName = 'a.bin') => {
    const req = stub.http.post(env.OSS_ENDPOINT);
    for (const [k, v] of Object.entries(fields)) req.field(k, v);
    return req.attach('file', file, { filename: fileName });
  };
  const configOf = async (as: string) =>
    decryptOssConfig(
      dataOf(api.files.getOSS, await send(stub, api.files.getOSS, { query: { token: as } })),
      env.PASSWORD_AES_KEY,
    );

  storageAndLog('getOSS hands out no secret, only a signed policy for the caller’s prefix', async () => {
    const res = await send(stub, api.files.getOSS, { query: { token: tokens.hongda } });
    expect(JSON.stringify(res.body)).not.toContain(env.OSS_ACCESS_KEY_SECRET);
    const plain = await configOf(tokens.hongda);
    expect(Object.keys(plain).sort()).toEqual(['accessKeyId', 'keyPrefix', 'policy', 'region', 'signature']);
    expect(Object.values(plain)).not.toContain(env.OSS_ACCESS_KEY_SECRET);
    expect(plain.keyPrefix).toBe('S10023/4/');
  });

  storageAndLog('getOSS without ?token answers 401 token验证不通过', async () => {
    const res = await stub.http.get(api.files.getOSS.path);
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ status: Status.unauthorized, message: StatusMessage.tokenRejected, data: null });
  });

  storageAndLog(
    'stores under the caller’s prefix and refuses a key outside it, or a policy that binds no key',
    async () => {
      const plain = await configOf(tokens.hongda);
      const fields = (key: string) => ({
        key,
        policy: plain.policy,
        OSSAccessKeyId: plain.accessKeyId,
        signature: plain.signature,
        success_action_status: DirectUpload.successActionStatus,
      });
      const own = await ossPost(fields('S10023/4/202601/own.jpg'), jpeg, 'own.jpg');
      expect(own.status).toBe(200);
      const foreign = await ossPost(fields('S10001/1/202601/overwrite.jpg'), jpeg, 'x.jpg');
      expect(foreign.status).toBe(403);
      expect(foreign.text).toContain('<Code>AccessDenied</Code>');
      const nested = await ossPost(fields('S10023/4x/evil.jpg'), jpeg, 'x.jpg');
      expect(nested.status).toBe(403);
      // A policy signed with the secret but binding no key (what the old getOSS handed out) is refused too.
      const open = Buffer.from(
        JSON.stringify({
          expiration: new Date(Date.now() + 60_000).toISOString(),
          conditions: [['content-length-range', 0, 1000]],
        }),
      ).toString('base64');
      const unbound = await ossPost(
        {
          key: 'S10001/any.jpg',
          policy: open,
          OSSAccessKeyId: env.OSS_ACCESS_KEY_ID,
          signature: ossSignature(env.OSS_ACCESS_KEY_SECRET, open),
        },
        jpeg,
      );
      expect(unbound.status).toBe(403);
      expect((await stub.app!.db.ossObject.findMany()).map((o) => o.key)).toEqual(['S10023/4/202601/own.jpg']);
      expect((await filesUnder('oss')).size).toBe(1);
    },
  );
});

describe('3D VR zips: sniffed, bounded, unpacked once', () => {
  storageAndLog('writes a bounded amount for 1 MB of highly compressible entries', async () => {
    // 1 MB of deflated entries that start like a JPEG: ~1000:1 ones (a classic bomb) and ~5:1 ones, which
    // pass the ratio rule and meet the archive budget (4 × the zip's size).
    const entries: { name: string; data: Buffer }[] = [];
    for (let i = 0; i < 8; i++) entries.push({ name: `bomb-${i}.jpg`, data: compressible(19 * 1024 * 1024, 1 << 20) });
    let size = 0;
    for (let i = 0; size < 850 * 1024; i++) {
      const data = compressible(512 * 1024, 4);
      entries.push({ name: `dense-${i}.jpg`, data });
      size += deflateRawSync(data).length;
    }
    const zip = makeDeflatedZip(entries);
    const declared = entries.reduce((sum, e) => sum + e.data.length, 0);
    expect(zip.length).toBeGreaterThan(0.95 * 1024 * 1024);
    expect(zip.length).toBeLessThan(1.25 * 1024 * 1024);
    const id = await vrZip(zip);
    const before = await filesUnder('files');
    const images = dataOf(api.files.queryTemp3DImgs, await query3D(id));
    const written = bytesWritten(before, await filesUnder('files'));
    console.info(
      `hostile zip: ${zip.length} bytes, ${declared} declared, ${images.length} entries unpacked, ${written} bytes written`,
    );
    expect(written).toBeLessThanOrEqual(vrZipLimits.archiveFactor * zip.length + 1024);
    expect(images.every((i) => i.fileName.startsWith('dense-'))).toBe(true);
    expect((await filesUnder('tmp')).size).toBe(0);
  });

  storageAndLog(
    'writes nothing for entries named .jpg that are not images, and does not unpack a zip twice',
    async () => {
      const text = Buffer.from('not an image at all; '.repeat(40_000));
      const zip = makeDeflatedZip([
        { name: 'a.jpg', data: text },
        { name: 'b.png', data: randomBytes(200_000) },
      ]);
      const id = await vrZip(zip);
      const { monthFolder } = await import('../src/lib/storage');
      const dir = join(stub.app!.storage.root, 'files', monthFolder());
      const created: string[] = [];
      const watcher = watch(dir, (_event, name) => created.push(String(name)));
      const sentinel = async () => {
        // Events arrive in order: once the sentinel's is seen, any write before it was seen as well.
        const name = `sentinel-${created.length}-${Date.now()}`;
        const seen = new Promise<void>((resolve) => {
          watcher.on('change', (_e, n) => {
            if (String(n) === name) resolve();
          });
        });
        await writeFile(join(dir, name), '');
        await seen;
        await stub.app!.storage.remove(`files/${monthFolder()}/${name}`);
      };
      try {
        const skippedLines = () => logged.filter((l) => l.msg === 'zip entry skipped' && l.zip === id);
        expect(dataOf(api.files.queryTemp3DImgs, await query3D(id))).toEqual([]);
        await sentinel();
        expect(created.filter((n) => !n.startsWith('sentinel-'))).toEqual([]);
        expect(skippedLines().map((l) => l.reason)).toEqual(['compression ratio', 'not an image']);

        expect(dataOf(api.files.queryTemp3DImgs, await query3D(id))).toEqual([]);
        expect(skippedLines()).toHaveLength(2);
      } finally {
        watcher.close();
      }
    },
  );

  storageAndLog('answers the same images on a second call without unpacking again', async () => {
    const id = await vrZip(makeDeflatedZip([{ name: 'one.jpg', data: await makeImage(20, 20) }]));
    const first = dataOf(api.files.queryTemp3DImgs, await query3D(id));
    expect(first).toHaveLength(1);
    const rows = await stub.app!.db.storedFile.count();
    expect(dataOf(api.files.queryTemp3DImgs, await query3D(id))).toEqual(first);
    expect(await stub.app!.db.storedFile.count()).toBe(rows);
  });
});

describe('the storage quota', () => {
  storageAndLog('refuses an upload and an unpacking beyond the supplier’s quota with 存储空间已满…', async () => {
    const zipId = await vrZip(makeDeflatedZip([{ name: 'q.jpg', data: await makeImage(64, 64) }]));
    const used = await usedBytes(stub.app!.db, 'S10001');
    setStorageQuota(stub.app!.storage, used + 100);
    try {
      const before = await filesUnder('files');
      const res = await upload(stub, tokens.supplier, { businessType: 'materialFabric', file: jpeg, name: 'big.jpg' });
      expect(res.body).toEqual({
        status: Status.badRequest,
        message: FileMessages.quotaFull,
        data: { id: null, fileName: 'big.jpg', uploadStatus: UploadStatus.rejected, checkMsg: FileMessages.quotaFull },
      });
      const unpack = await query3D(zipId);
      expect(unpack.body).toEqual({ status: Status.badRequest, message: FileMessages.quotaFull, data: null });
      expect(bytesWritten(before, await filesUnder('files'))).toBe(0);
      expect((await filesUnder('tmp')).size).toBe(0);

      setStorageQuota(stub.app!.storage, used);
      const full = await upload(stub, tokens.supplier, { businessType: 'materialFabric', file: jpeg, name: 'any.jpg' });
      expect(full.body.message).toBe(FileMessages.quotaFull);
      // Another supplier has its own quota.
      expect(
        (await uploaded({ businessType: 'materialFabric', file: jpeg, name: 'h.jpg' }, tokens.hongda)).id,
      ).toBeTruthy();
    } finally {
      setStorageQuota(stub.app!.storage, 2 * 1024 ** 3);
    }
    // With room again, the zip unpacks (the refusal was not remembered as "no image").
    expect(dataOf(api.files.queryTemp3DImgs, await query3D(zipId))).toHaveLength(1);
  });
});

describe('the pixel limit of the images the stub decodes', () => {
  /** 12000×12000: 144 million pixels, about 140 KB of PNG. */
  const overLimit = () => blackPng(12_000, 12_000);

  storageAndLog.each(['1', '0'])(
    'refuses an image upload over the limit from its header (compress=%s), storing nothing',
    async (compress) => {
      // A tEXt chunk takes the file over the recompression threshold: with compress=1 it would be decoded.
      const file = blackPng(12_000, 12_000, { textBytes: compressAboveBytes + 1024 });
      expect(file.length).toBeGreaterThan(compressAboveBytes);
      const before = await filesUnder('files');
      const rows = await stub.app!.db.storedFile.count();
      const res = await upload(stub, tokens.supplier, {
        businessType: 'materialFabric',
        file,
        name: 'huge.png',
        compress,
      });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({
        status: Status.badRequest,
        message: UploadMessages.imagePixels,
        data: {
          id: null,
          fileName: 'huge.png',
          uploadStatus: UploadStatus.rejected,
          checkMsg: UploadMessages.imagePixels,
        },
      });
      expect(bytesWritten(before, await filesUnder('files'))).toBe(0);
      expect((await filesUnder('tmp')).size).toBe(0);
      expect(await stub.app!.db.storedFile.count()).toBe(rows);
    },
  );

  storageAndLog(
    'keeps a file of any type that is such an image, and refuses its thumbnail without decoding it',
    async () => {
      const { id } = await uploaded({ businessType: 'shoeTreeFile', file: overLimit(), name: 'huge.png' });
      const res = await stub.http.get(fillPath(api.files.getAbridgeImg.path, { id })).set('token', tokens.supplier);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ status: Status.badRequest, message: UploadMessages.imagePixels, data: null });
      expect((await filesUnder('thumbs')).has(`${id}.jpg`)).toBe(false);
    },
  );

  storageAndLog('takes an image of exactly the limit, refuses one more row', async () => {
    const side = Math.sqrt(imageMaxPixels);
    // An innovation image is neither hashed nor, under 5 MB, recompressed: only its header is read.
    const send = (height: number) =>
      upload(stub, tokens.supplier, {
        businessType: 'materialInnovatePicture',
        file: blackPng(side, height),
        name: 'edge.png',
        compress: '1',
      });
    expect(dataOf(api.files.upload, await send(side)).uploadStatus).toBe(UploadStatus.ok);
    expect((await send(side + 1)).body.message).toBe(UploadMessages.imagePixels);
  });
});

describe('malformed multipart', () => {
  const illegal = { status: Status.badRequest, message: StatusMessage.illegalRequest, data: null };

  storageAndLog('answers 400 非法请求 for a multipart request without a boundary', async () => {
    const res = await stub.http
      .post(api.files.upload.path)
      .set('token', tokens.supplier)
      .set('content-type', 'multipart/form-data')
      .send('--x\r\nContent-Disposition: form-data; name="businessType"\r\n\r\nmaterialFabric\r\n--x--\r\n');
    expect(res.status).toBe(400);
    expect(res.body).toEqual(illegal);
  });

  storageAndLog(
    'the storage host answers a multipart body without a boundary 400 InvalidArgument, not 500',
    async () => {
      const res = await stub.http
        .post(env.OSS_ENDPOINT)
        .set('content-type', 'multipart/form-data')
        .send('--x\r\nContent-Disposition: form-data; name="key"\r\n\r\nS10001/a\r\n--x--\r\n');
      expect(res.status).toBe(400);
      expect(res.text).toContain('<Code>InvalidArgument</Code>');
    },
  );

  storageAndLog('answers 400 非法请求 for a truncated multipart body', async () => {
    const from = logged.length;
    const body = Buffer.concat([
      Buffer.from(
        '--b0und\r\nContent-Disposition: form-data; name="businessType"\r\n\r\nmaterialFabric\r\n' +
          '--b0und\r\nContent-Disposition: form-data; name="file"; filename="t.jpg"\r\nContent-Type: image/jpeg\r\n\r\n',
      ),
      jpeg.subarray(0, 1000),
    ]);
    const res = await stub.http
      .post(api.files.upload.path)
      .set('token', tokens.supplier)
      .set('content-type', 'multipart/form-data; boundary=b0und')
      .send(body);
    expect(res.status).toBe(400);
    expect(res.body).toEqual(illegal);
    expect((await filesUnder('tmp')).size).toBe(0);
    expect(logged.slice(from).filter((l) => l.level >= 40 || l.msg === 'upload aborted by the client')).toEqual([]);
  });

  storageAndLog('logs an aborted upload once, at info, without a stack', async () => {
    const from = logged.length;
    await stub.app!.listen({ port: 0, host: '127.0.0.1' });
    const { port } = stub.app!.server.address() as AddressInfo;
    const head =
      '--b0und\r\nContent-Disposition: form-data; name="businessType"\r\n\r\nmaterialFabric\r\n' +
      '--b0und\r\nContent-Disposition: form-data; name="file"; filename="t.jpg"\r\nContent-Type: image/jpeg\r\n\r\n';
    const req = httpRequest({
      port,
      host: '127.0.0.1',
      method: 'POST',
      path: api.files.upload.path,
      headers: {
        token: tokens.supplier,
        'content-type': 'multipart/form-data; boundary=b0und',
        'content-length': String(head.length + 5 * 1024 * 1024),
      },
    });
    req.on('error', () => {});
    req.write(head);
    req.write(jpeg);
    await logLine((l) => l.msg === 'incoming request', from);
    req.destroy();
    await logLine((l) => l.msg === 'upload aborted by the client', from);
    const lines = logged.slice(from);
    expect(lines.filter((l) => l.msg === 'upload aborted by the client')).toHaveLength(1);
    expect(lines.filter((l) => l.level >= 40)).toEqual([]);
    expect(lines.some((l) => l.err?.stack)).toBe(false);
  });
});
