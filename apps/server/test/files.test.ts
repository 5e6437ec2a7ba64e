import { readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import {
  api,
  bytesPerMB,
  DirectUpload,
  decryptOssConfig,
  encodeOssPolicy,
  FileMessages,
  Status,
  StatusMessage,
  UploadMessages,
  uploadHardLimitBytes,
} from '@portal/contract';
import sharp from 'sharp';
import { beforeAll, describe, expect } from 'vitest';
import { ossSignature } from '../src/modules/files/oss';
import { binary, makeImage, makeZip, oleBytes, pdfBytes, sized, upload } from './file-fixtures';
import { dataOf, env, internalTest, send, useContractStub } from './helper';

const storage = internalTest.because('checks the stored files in the stub’s storage folder');

const MB = bytesPerMB;
const { stub, tokens } = useContractStub();
let jpeg: Buffer;
let png: Buffer;
beforeAll(async () => {
  [jpeg, png] = await Promise.all([makeImage(1200, 900), makeImage(640, 480, 'png')]);
});

/** Every file under the app's storage (tests run in-process with a temporary STORAGE_DIR). */
const storedFiles = (dir = 'files'): string[] => {
  const root = join(stub.app!.storage.root, dir);
  const walk = (d: string): string[] =>
    readdirSync(d, { withFileTypes: true }).flatMap((e) =>
      e.isDirectory() ? walk(join(d, e.name)) : [join(d, e.name)],
    );
  return walk(root);
};

const uploaded = async (input: Parameters<typeof upload>[2]) => {
  const res = await upload(stub, tokens.supplier, input);
  return dataOf(api.files.upload, res);
};

const getBinary = (path: string, withToken = true) => {
  const req = stub.http
    .get(path)
    .buffer(true)
    .parse(binary as never);
  return withToken ? req.set('token', tokens.supplier) : req;
};

describe('upload/upload', () => {
  storage.each([
    ['materialFabric', 'cover.jpg', () => jpeg, 'image/jpeg'],
    ['materialFabricPicture', 'other.png', () => png, 'image/png'],
    ['materialFabric3DVR', 'vr.jpeg', () => jpeg, 'image/jpeg'],
    ['materialFabricCheck', '检测报告.pdf', () => pdfBytes, 'application/pdf'],
    ['materialFabric3DVRFile', 'vr.zip', () => makeZip([{ name: 'a.txt', data: Buffer.from('a') }]), 'application/zip'],
    ['materialInnovatePicture', 'cover.png', () => png, 'image/png'],
    [
      'materialInnovateAppendix',
      'spec.docx',
      () => makeZip([{ name: 'word/document.xml' }]),
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    ],
    ['materialInnovateAppendix', 'prices.xls', () => oleBytes, 'application/vnd.ms-excel'],
    [
      'materialPriceImport',
      '材料价格导入模板.xlsx',
      () => makeZip([{ name: 'xl/workbook.xml' }]),
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    ],
  ])('takes a %s file (%s) and keeps it with its type', async (businessType, name, bytes, type) => {
    const file = bytes();
    const answer = await uploaded({ businessType, businessId: '42', file, name });
    expect(answer).toEqual({
      id: expect.stringMatching(/^[a-f0-9]{32}$/),
      fileName: name,
      uploadStatus: '200',
      checkMsg: null,
    });
    const detail = dataOf(
      api.files.getFileDetail,
      await send(stub, api.files.getFileDetail, { params: { id: answer.id } }, tokens.supplier),
    );
    expect(detail).toMatchObject({
      id: answer.id,
      fileName: name,
      fileSize: file.length,
      businessType,
      businessId: '42',
    });
    const row = await stub.app!.db.storedFile.findUniqueOrThrow({ where: { id: answer.id } });
    expect(row.contentType).toBe(type);
  });

  storage('takes the text fields after the file as well', async () => {
    const answer = await uploaded({ businessType: 'materialFabric', file: jpeg, name: 'late.jpg', fieldsLast: true });
    expect(answer.uploadStatus).toBe('200');
  });

  const twentyChars = 'abcdefghijklmnopqrst';
  storage('counts the name before the first dot: 20 characters pass', async () => {
    expect(
      (await uploaded({ businessType: 'materialFabric', file: jpeg, name: `${twentyChars}.v2.jpg` })).uploadStatus,
    ).toBe('200');
  });

  const cases: [string, string, () => Buffer, string, string][] = [
    ['a GIF name', 'materialFabric', () => jpeg, 'cover.gif', UploadMessages.imageType],
    [
      'a text file renamed .jpg',
      'materialFabricPicture',
      () => Buffer.from('not an image at all'),
      'photo.jpg',
      UploadMessages.imageType,
    ],
    ['a PDF renamed .png', 'materialFabric3DVR', () => pdfBytes, 'photo.png', UploadMessages.imageType],
    ['an image name of 21 characters', 'materialFabric', () => jpeg, `${twentyChars}u.jpg`, UploadMessages.imageName],
    ['an image of 20 MB', 'materialFabricPicture', () => sized(20 * MB, 'jpeg'), 'big.jpg', UploadMessages.imageSize20],
    [
      'an innovation image of 5 MB',
      'materialInnovatePicture',
      () => sized(5 * MB, 'jpeg'),
      'big.jpg',
      UploadMessages.imageSize5,
    ],
    ['a check file that is not a PDF', 'materialFabricCheck', () => pdfBytes, 'report.doc', UploadMessages.pdfType],
    ['a zip renamed .pdf', 'materialFabricCheck', () => makeZip([]), 'report.pdf', UploadMessages.pdfType],
    [
      'a check file name of 21 characters',
      'materialFabricCheck',
      () => pdfBytes,
      `${twentyChars}u.pdf`,
      UploadMessages.attachmentName,
    ],
    ['a PDF of 50 MB', 'materialFabricCheck', () => sized(50 * MB, 'pdf'), 'report.pdf', UploadMessages.attachmentSize],
    ['a 3D VR file that is not a zip', 'materialFabric3DVRFile', () => jpeg, 'vr.rar', UploadMessages.zipType],
    ['a JPEG renamed .zip', 'materialFabric3DVRFile', () => jpeg, 'vr.zip', UploadMessages.zipType],
    [
      'a 3D VR name of 21 characters',
      'materialFabric3DVRFile',
      () => makeZip([]),
      `${twentyChars}u.zip`,
      UploadMessages.vrName,
    ],
    ['a zip of 100 MB', 'materialFabric3DVRFile', () => sized(100 * MB, 'zip'), 'vr.zip', UploadMessages.vrSize],
    [
      'an attachment that is not excel/pdf/word',
      'materialInnovateAppendix',
      () => Buffer.from('hi'),
      'notes.txt',
      UploadMessages.officeType,
    ],
    [
      'a text file renamed .docx',
      'materialInnovateAppendix',
      () => Buffer.from('plain text'),
      'notes.docx',
      UploadMessages.officeType,
    ],
    [
      'an attachment of 50 MB',
      'materialInnovateAppendix',
      () => sized(50 * MB, 'pdf'),
      'big.pdf',
      UploadMessages.attachmentSize,
    ],
    [
      'an attachment name of 21 characters',
      'materialInnovateAppendix',
      () => pdfBytes,
      `${twentyChars}u.pdf`,
      UploadMessages.attachmentName,
    ],
  ];
  storage.each(cases)(
    'rejects %s with its message and keeps nothing',
    async (_, businessType, bytes, name, message) => {
      const before = storedFiles().length;
      const res = await upload(stub, tokens.supplier, { businessType, file: bytes(), name });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({
        status: Status.badRequest,
        message,
        data: { id: null, fileName: name, uploadStatus: '400', checkMsg: message },
      });
      expect(storedFiles().length).toBe(before);
      expect(storedFiles('tmp')).toEqual([]);
    },
  );

  storage('rejects two files in one request with 只能上传 1 个文件！', async () => {
    const res = await upload(stub, tokens.supplier, {
      businessType: 'materialFabricCheck',
      file: pdfBytes,
      name: 'a.pdf',
      extraFile: true,
    });
    expect(res.body.data).toMatchObject({ uploadStatus: '400', checkMsg: UploadMessages.countOne });
  });

  storage('answers HTTP 413 上传文件过大! above every limit, before reading the file', async () => {
    const res = await upload(stub, tokens.supplier, {
      businessType: 'materialFabric3DVRFile',
      file: sized(uploadHardLimitBytes + 2 * MB, 'zip'),
      name: 'huge.zip',
    });
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ status: 413, message: UploadMessages.tooLarge, data: null });
    expect(storedFiles('tmp')).toEqual([]);
  });

  storage('answers 401 without a token', async () => {
    const res = await upload(stub, undefined, { businessType: 'materialFabric', file: jpeg, name: 'a.jpg' });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ status: Status.unauthorized, message: StatusMessage.tokenRejected, data: null });
  });

  storage('names a missing or unknown business type, and a missing file', async () => {
    const none = await upload(stub, tokens.supplier, { file: jpeg, name: 'a.jpg' });
    expect(none.status).toBe(400);
    expect(none.body.message).toMatch(/^businessType: /);
    const unknown = await upload(stub, tokens.supplier, { businessType: 'payroll', file: jpeg, name: 'a.jpg' });
    expect(unknown.body.message).toMatch(/^businessType: /);
    const noFile = await upload(stub, tokens.supplier, { businessType: 'materialFabric' });
    expect(noFile.body).toEqual({ status: 400, message: `file: ${FileMessages.noFile}`, data: null });
    const json = await stub.http
      .post(api.files.upload.path)
      .set('token', tokens.supplier)
      .send({ businessType: 'materialFabric' });
    expect(json.body).toEqual({ status: 400, message: StatusMessage.illegalRequest, data: null });
  });

  storage('recompresses an image over 5 MB toward 5 MB when asked, keeping its format', async () => {
    const big = await makeImage(1800, 1400, 'png');
    expect(big.length).toBeGreaterThan(5 * MB);
    const kept = await uploaded({ businessType: 'materialFabricPicture', file: big, name: 'big.png', compress: '0' });
    const squeezed = await uploaded({
      businessType: 'materialFabricPicture',
      file: big,
      name: 'big.png',
      compress: '1',
    });
    const detail = (id: string) => send(stub, api.files.getFileDetail, { params: { id } }, tokens.supplier);
    expect(dataOf(api.files.getFileDetail, await detail(kept.id)).fileSize).toBe(big.length);
    const size = dataOf(api.files.getFileDetail, await detail(squeezed.id)).fileSize ?? 0;
    expect(size).toBeLessThan(5 * MB);
    const body = (await getBinary(api.files.getFile.path.replace(':id', squeezed.id))).body as Buffer;
    expect((await sharp(body).metadata()).format).toBe('png');
  });
});

describe('reading files', () => {
  let imageId: string;
  let pdfId: string;
  let zipId: string;
  const chineseName = '鞋面料封面图.jpg';
  beforeAll(async () => {
    imageId = (await uploaded({ businessType: 'materialFabric', businessId: '7001', file: jpeg, name: chineseName }))
      .id;
    pdfId = (
      await uploaded({ businessType: 'materialFabricCheck', businessId: '7001', file: pdfBytes, name: 'report.pdf' })
    ).id;
    zipId = (
      await uploaded({
        businessType: 'materialFabric3DVRFile',
        file: makeZip([{ name: 'x.txt', data: Buffer.from('x') }]),
        name: 'pack.zip',
      })
    ).id;
  });
  const path = (call: { path: string }, id: string) => call.path.replace(':id', encodeURIComponent(id));

  storage('getFile: the bytes with their type and the download name', async () => {
    const res = await getBinary(path(api.files.getFile, imageId));
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect(res.headers['content-disposition']).toBe(
      `inline; filename="${'_'.repeat(6)}.jpg"; filename*=UTF-8''${encodeURIComponent(chineseName)}`,
    );
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(Buffer.compare(res.body as Buffer, jpeg)).toBe(0);
  });

  storage('getFile: a zip is an attachment', async () => {
    const res = await getBinary(path(api.files.getFile, zipId));
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="pack.zip"/);
  });

  storage('getFile: never takes the login token from the URL (401 like no token; a plain link is signed)', async () => {
    const withQuery = await stub.http.get(`${path(api.files.getFile, imageId)}?token=${tokens.supplier}`);
    expect(withQuery.status).toBe(401);
    expect(withQuery.body).toEqual({ status: Status.unauthorized, message: StatusMessage.tokenRejected, data: null });
    const without = await stub.http.get(path(api.files.getFile, imageId));
    expect(without.status).toBe(401);
    expect(without.body).toEqual({ status: Status.unauthorized, message: StatusMessage.tokenRejected, data: null });
  });

  storage('answers 文件不存在! for a missing id, a malformed one and a record pointing outside storage', async () => {
    const expectMissing = async (id: string) => {
      const res = await stub.http.get(path(api.files.getFile, id)).set('token', tokens.supplier);
      expect(res.status, id).toBe(400);
      expect(res.body, id).toEqual({ status: Status.badRequest, message: FileMessages.notFound, data: null });
    };
    await expectMissing('0'.repeat(32));
    await expectMissing('../../../../etc/passwd');
    await expectMissing('..%2F..%2Fpackage.json');
    await stub.app!.db.storedFile.create({
      data: {
        id: 'escape',
        fileName: 'passwd',
        contentType: 'text/plain',
        fileSize: 1,
        businessType: 'materialFabric',
        storagePath: '../../../../../../etc/passwd',
        supplierCode: 'S10001',
        accountId: 1,
      },
    });
    await expectMissing('escape');
    const detail = await send(stub, api.files.getFileDetail, { params: { id: 'nope' } }, tokens.supplier);
    expect(detail.body).toEqual({ status: 400, message: FileMessages.notFound, data: null });
  });

  storage('getFileStream (POST) and fabric/getFileStream: attachments', async () => {
    const post = await stub.http
      .post(api.files.getFileStream.path)
      .set('token', tokens.supplier)
      .send({ id: pdfId })
      .buffer(true)
      .parse(binary as never);
    expect(post.headers['content-type']).toBe('application/pdf');
    expect(post.headers['content-disposition']).toMatch(/^attachment; filename="report.pdf"/);
    expect(Buffer.compare(post.body as Buffer, pdfBytes)).toBe(0);
    const fabric = await getBinary(path(api.fabric.fileStream, imageId));
    expect(fabric.headers['content-disposition']).toMatch(/^attachment;/);
  });

  storage('getFilePdfStream: the PDF inline; anything else 该文件不是 PDF!', async () => {
    const res = await getBinary(path(api.files.getFilePdfStream, pdfId));
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toMatch(/^inline; filename="report.pdf"/);
    const image = await stub.http.get(path(api.files.getFilePdfStream, imageId)).set('token', tokens.supplier);
    expect(image.body).toEqual({ status: 400, message: FileMessages.notPdf, data: null });
  });

  storage('getAbridgeImg: a real thumbnail, made once and then served from disk', async () => {
    const first = await getBinary(path(api.files.getAbridgeImg, imageId));
    expect(first.headers['content-type']).toBe('image/jpeg');
    const meta = await sharp(first.body as Buffer).metadata();
    expect(meta.format).toBe('jpeg');
    expect(Math.max(meta.width ?? 0, meta.height ?? 0)).toBe(300);
    const cached = join(stub.app!.storage.root, 'thumbs', `${imageId}.jpg`);
    const made = statSync(cached).mtimeMs;
    const second = await getBinary(path(api.files.getAbridgeImg, imageId));
    expect(Buffer.compare(second.body as Buffer, first.body as Buffer)).toBe(0);
    expect(statSync(cached).mtimeMs).toBe(made);
    const pdf = await stub.http.get(path(api.files.getAbridgeImg, pdfId)).set('token', tokens.supplier);
    expect(pdf.body).toEqual({ status: 400, message: FileMessages.notImage, data: null });
  });

  storage('getFileDetailList: the caller’s files of a business id', async () => {
    const list = dataOf(
      api.files.getFileDetailList,
      await send(stub, api.files.getFileDetailList, { params: { id: '7001' } }, tokens.supplier),
    );
    expect(list.map((f) => f.id).sort()).toEqual([imageId, pdfId].sort());
    const none = dataOf(
      api.files.getFileDetailList,
      await send(stub, api.files.getFileDetailList, { params: { id: '404404' } }, tokens.supplier),
    );
    expect(none).toEqual([]);
  });

  storage(
    'delete: removes the caller’s file from the database and the disk; another supplier’s is 文件不存在!',
    async () => {
      const { id } = await uploaded({ businessType: 'materialFabric', file: jpeg, name: 'gone.jpg' });
      await getBinary(path(api.files.getAbridgeImg, id));
      const row = await stub.app!.db.storedFile.findUniqueOrThrow({ where: { id } });
      expect(dataOf(api.files.delete, await send(stub, api.files.delete, { body: { id } }, tokens.supplier))).toBe(
        true,
      );
      const after = await stub.http.get(path(api.files.getFile, id)).set('token', tokens.supplier);
      expect(after.body.message).toBe(FileMessages.notFound);
      expect(storedFiles().some((f) => f.endsWith(row.storagePath.split('/').pop()!))).toBe(false);
      expect(storedFiles('thumbs').some((f) => f.includes(id))).toBe(false);
      const again = await send(stub, api.files.delete, { body: { id } }, tokens.supplier);
      expect(again.body).toEqual({ status: 400, message: FileMessages.notFound, data: null });

      await stub.app!.db.storedFile.update({ where: { id: pdfId }, data: { supplierCode: 'S99999' } });
      const foreign = await send(stub, api.files.delete, { body: { id: pdfId } }, tokens.supplier);
      expect(foreign.body).toEqual({ status: 400, message: FileMessages.notFound, data: null });
      await stub.app!.db.storedFile.update({ where: { id: pdfId }, data: { supplierCode: 'S10001' } });
    },
  );
});

describe('upload/queryTemp3DImgs', () => {
  storage('unpacks only the images, safely: no ../ or absolute entries, no renamed or oversized files', async () => {
    const small = await makeImage(64, 48);
    const smallPng = await makeImage(32, 32, 'png');
    const zip = makeZip([
      { name: 'textures/' },
      { name: 'textures/01.jpg', data: small },
      { name: '02.png', data: smallPng },
      { name: '../../escaped.png', data: smallPng },
      { name: '/etc/absolute.jpg', data: small },
      { name: 'C:/windows.jpg', data: small },
      { name: 'textures/..\\..\\back.jpg', data: small },
      { name: 'readme.txt', data: Buffer.from('hello') },
      { name: 'fake.jpg', data: Buffer.from('not really a jpeg') },
      { name: '__MACOSX/textures/._01.jpg', data: small },
      { name: 'huge.jpg', data: sized(20 * MB + 1, 'jpeg') },
    ]);
    const { id } = await uploaded({
      businessType: 'materialFabric3DVRFile',
      businessId: '8001',
      file: zip,
      name: 'vr-pack.zip',
    });
    const images = dataOf(
      api.files.queryTemp3DImgs,
      await send(stub, api.files.queryTemp3DImgs, { params: { id } }, tokens.supplier),
    );
    expect(images.map((i) => i.fileName)).toEqual(['01.jpg', '02.png']);
    for (const image of images) {
      const res = await getBinary(`/basic/api/upload/getFile/${image.id}`);
      expect(res.status).toBe(200);
      expect(['image/jpeg', 'image/png']).toContain(res.headers['content-type']);
    }
    const root = stub.app!.storage.root;
    const outside = readdirSync(dirname(root));
    expect(outside.some((f) => f.includes('escaped') || f.includes('absolute') || f.includes('back'))).toBe(false);
    expect(storedFiles().some((f) => /escaped|absolute|windows|back/.test(f))).toBe(false);

    const again = dataOf(
      api.files.queryTemp3DImgs,
      await send(stub, api.files.queryTemp3DImgs, { params: { id } }, tokens.supplier),
    );
    expect(again).toEqual(images);
  });

  storage('answers 该文件不是 zip 压缩包! for another file and 压缩包无法读取! for a broken zip', async () => {
    const { id: imageId } = await uploaded({ businessType: 'materialFabric', file: jpeg, name: 'a.jpg' });
    const notZip = await send(stub, api.files.queryTemp3DImgs, { params: { id: imageId } }, tokens.supplier);
    expect(notZip.body).toEqual({ status: 400, message: FileMessages.notZip, data: null });
    const { id } = await uploaded({
      businessType: 'materialFabric3DVRFile',
      file: sized(4096, 'zip'),
      name: 'broken.zip',
    });
    const broken = await send(stub, api.files.queryTemp3DImgs, { params: { id } }, tokens.supplier);
    expect(broken.body).toEqual({ status: 400, message: FileMessages.badZip, data: null });
  });
});

describe('direct upload: oauth/getOSS and the storage host', () => {
  const ossPost = (fields: Record<string, string>, file: Buffer, name = 'a.bin') => {
    const req = stub.http.post(env.OSS_ENDPOINT);
    for (const [k, v] of Object.entries(fields)) req.field(k, v);
    return req.attach('file', file, { filename: name });
  };
  const signed = (policy: object, key = 'S10001/1/a.bin', secret = env.OSS_ACCESS_KEY_SECRET) => {
    const encoded = Buffer.from(JSON.stringify(policy)).toString('base64');
    return {
      key,
      policy: encoded,
      OSSAccessKeyId: env.OSS_ACCESS_KEY_ID,
      signature: ossSignature(secret, encoded),
      success_action_status: DirectUpload.successActionStatus,
    };
  };
  const yearPolicy = () => ({
    expiration: new Date(Date.now() + DirectUpload.policyExpiryMs).toISOString(),
    conditions: [
      ['content-length-range', DirectUpload.minBytes, DirectUpload.maxBytes],
      ['starts-with', '$key', 'S10001/1/'],
    ],
  });

  storage(
    'getOSS answers every field AES-encrypted: a policy the stub signed for the caller’s prefix, no secret',
    async () => {
      const res = await send(stub, api.files.getOSS, { query: { token: tokens.supplier } });
      const config = dataOf(api.files.getOSS, res);
      expect(config.accessKeyId).not.toBe(env.OSS_ACCESS_KEY_ID);
      expect(JSON.stringify(res.body)).not.toContain(env.OSS_ACCESS_KEY_SECRET);
      const plain = decryptOssConfig(config, env.PASSWORD_AES_KEY);
      expect(plain).toMatchObject({
        region: env.OSS_ENDPOINT,
        accessKeyId: env.OSS_ACCESS_KEY_ID,
        keyPrefix: 'S10001/1/',
      });
      expect(Object.values(plain)).not.toContain(env.OSS_ACCESS_KEY_SECRET);
      expect(plain.signature).toBe(ossSignature(env.OSS_ACCESS_KEY_SECRET, plain.policy));
      const policy = JSON.parse(Buffer.from(plain.policy, 'base64').toString('utf8'));
      expect(policy.conditions).toEqual([
        ['content-length-range', 0, DirectUpload.policyMaxBytes],
        ['starts-with', '$key', 'S10001/1/'],
      ]);
      const expiresIn = Date.parse(policy.expiration) - Date.now();
      expect(Math.abs(expiresIn - DirectUpload.policyExpiryMs)).toBeLessThan(60_000);
      expect(encodeOssPolicy(policy)).toBe(plain.policy);
    },
  );

  storage('getOSS answers 401 token验证不通过 without a valid token', async () => {
    for (const query of [{}, { token: 'nope' }]) {
      const res = await stub.http.get(api.files.getOSS.path).query(query);
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ status: Status.unauthorized, message: StatusMessage.tokenRejected, data: null });
    }
    const bad = await stub.http.get(api.files.getOSS.path).query({ token: 'f'.repeat(64) });
    expect(bad.body).toEqual({ status: Status.unauthorized, message: StatusMessage.tokenRejected, data: null });
  });

  storage('stores a signed upload under its key and answers 200; the object reads back', async () => {
    const bytes = Buffer.from('direct upload body');
    const res = await ossPost(signed(yearPolicy(), 'S10001/1/photo.jpg'), bytes, 'photo.jpg');
    expect(res.status).toBe(200);
    expect(res.text).toBe('');
    const back = await stub.http
      .get(`${env.OSS_ENDPOINT}/S10001/1/photo.jpg`)
      .buffer(true)
      .parse(binary as never);
    expect(back.status).toBe(200);
    expect(Buffer.compare(back.body as Buffer, bytes)).toBe(0);
    expect(back.headers['content-type']).toBe('image/jpeg');
  });

  storage.each([
    ['a wrong signature', () => signed(yearPolicy(), 'k/a.bin', 'another-secret'), 403, 'SignatureDoesNotMatch'],
    [
      'an unknown access key',
      () => ({ ...signed(yearPolicy()), OSSAccessKeyId: 'someone-else' }),
      403,
      'InvalidAccessKeyId',
    ],
    [
      'an expired policy',
      () => signed({ ...yearPolicy(), expiration: new Date(Date.now() - 1000).toISOString() }),
      403,
      'AccessDenied',
    ],
    [
      'a range beyond 1048576000',
      () => signed({ ...yearPolicy(), conditions: [['content-length-range', 0, 1048576001]] }),
      400,
      'InvalidPolicyDocument',
    ],
    [
      'a file outside the policy range',
      () =>
        signed({
          ...yearPolicy(),
          conditions: [
            ['content-length-range', 0, 4],
            ['starts-with', '$key', 'S10001/1/'],
          ],
        }),
      400,
      'EntityTooLarge',
    ],
    ['a key with ../', () => signed(yearPolicy(), '../../escape.bin'), 400, 'InvalidObjectName'],
    ['an absolute key', () => signed(yearPolicy(), '/etc/escape.bin'), 400, 'InvalidObjectName'],
    ['no signature', () => ({ ...signed(yearPolicy()), signature: '' }), 400, 'InvalidArgument'],
  ])('refuses %s', async (_, fields, status, code) => {
    const res = await ossPost(fields(), Buffer.from('0123456789'));
    expect(res.status).toBe(status);
    expect(res.text).toContain(`<Code>${code}</Code>`);
    expect(storedFiles('oss').some((f) => f.includes('escape'))).toBe(false);
    expect(storedFiles('tmp')).toEqual([]);
  });

  storage('answers NoSuchKey for an unknown or unsafe object key', async () => {
    const res = await stub.http.get(`${env.OSS_ENDPOINT}/nothing/here.bin`);
    expect(res.status).toBe(404);
    const traversal = await stub.http.get(`${env.OSS_ENDPOINT}/..%2F..%2Fpackage.json`);
    expect(traversal.status).toBe(404);
  });
});
