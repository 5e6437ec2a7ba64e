import { readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import {
  api,
  DirectUpload,
  decryptOssConfig,
  FileMessages,
  ossKeyPrefix,
  Status,
  StatusMessage,
  type UploadBusinessType,
  UploadStatus,
  uploadRules,
} from '@portal/contract';
import { afterAll, afterEach, beforeAll, describe, expect, vi } from 'vitest';
import { setStorageQuota, usedBytes } from '../src/modules/files/quota';
import { forgetAccount } from '../src/plugins/auth';
import { binary, makeImage, pdfBytes, sized, upload } from './file-fixtures';
import { dataOf, demo, env, internalTest, login, send, startStub, type Target } from './helper';

/**
 * The direct (OSS) upload held to the rules of `upload` (docs/decisions/0005-files-and-exports.md "Direct upload"
 * and "Storage quota"): the upload atoms (of the business type when the policy names one), each uploader's own key
 * prefix and objects, the type's rules, and one quota reservation for both paths, which concurrent uploads cannot
 * overshoot.
 */
let stub: Target;
const tokens: Record<'supplier' | 'viewer' | 'newcomer' | 'hongda', string> = {
  supplier: '',
  viewer: '',
  newcomer: '',
  hongda: '',
};
const ids: Record<string, number> = {};
beforeAll(async () => {
  stub = await startStub();
  for (const who of ['supplier', 'viewer', 'newcomer', 'hongda'] as const) {
    tokens[who] = await login(stub, demo[who]);
    ids[who] = (await stub.app!.db.account.findUniqueOrThrow({ where: { loginAccount: who } })).id;
  }
});
afterAll(() => stub.close());
afterEach(() => setStorageQuota(stub.app!.storage, env.STORAGE_QUOTA_BYTES));

const configOf = async (token: string, businessType?: UploadBusinessType) => {
  const res = await send(stub, api.files.getOSS, { query: { token, ...(businessType && { businessType }) } });
  return decryptOssConfig(dataOf(api.files.getOSS, res), env.PASSWORD_AES_KEY);
};
type Config = Awaited<ReturnType<typeof configOf>>;

/** Posts the form as the portal's oss client does: the fields the policy needs, the file last. */
const ossPost = (config: Config, key: string, file: Buffer, fileName = 'a.pdf') =>
  stub.http
    .post(env.OSS_ENDPOINT)
    .field('key', key)
    .field('policy', config.policy)
    .field('OSSAccessKeyId', config.accessKeyId)
    .field('signature', config.signature)
    .field('success_action_status', DirectUpload.successActionStatus)
    .attach('file', file, { filename: fileName });

const readBack = (key: string) =>
  stub.http
    .get(`${env.OSS_ENDPOINT}/${key}`)
    .buffer(true)
    .parse(binary as never);

/** Every file under a storage folder, with its size. */
const filesUnder = async (dir: string): Promise<Map<string, number>> => {
  const root = join(stub.app!.storage.root, dir);
  const found = new Map<string, number>();
  for (const rel of await readdir(root, { recursive: true })) {
    const s = await stat(join(root, rel));
    if (s.isFile()) found.set(join(dir, rel), s.size);
  }
  return found;
};

const forbidden = { status: Status.forbidden, message: StatusMessage.forbidden, data: null };

describe('getOSS: a policy only for an account that may upload, under its own prefix', () => {
  internalTest('refuses the viewer (no upload atom) with 403 没有权限, with or without a business type', async () => {
    for (const query of [{}, { businessType: 'materialFabricCheck' }]) {
      const res = await send(stub, api.files.getOSS, { query: { token: tokens.viewer, ...query } });
      expect(res.status).toBe(403);
      expect(res.body).toEqual(forbidden);
    }
  });

  internalTest('refuses a business type whose atoms the caller lacks, and an unknown one with 400', async () => {
    const { db } = stub.app!;
    // The newcomer with a role that may upload material files only.
    const account = await db.account.findUniqueOrThrow({ where: { id: ids.newcomer } });
    const role = await db.role.create({
      data: { code: 'fabric-uploads-only', name: '面料上传', atoms: ['fabric:fabricManageAdd'], menuIds: [] },
    });
    await db.account.update({ where: { id: ids.newcomer }, data: { roleId: role.id } });
    forgetAccount(db, ids.newcomer!);
    try {
      const shoeTree = await send(stub, api.files.getOSS, {
        query: { token: tokens.newcomer, businessType: 'shoeTreeFile' },
      });
      expect(shoeTree.body).toEqual(forbidden);
      expect((await configOf(tokens.newcomer, 'materialFabricCheck')).keyPrefix).toMatch(/materialFabricCheck\/$/);
    } finally {
      await db.account.update({ where: { id: ids.newcomer }, data: { roleId: account.roleId } });
      forgetAccount(db, ids.newcomer!);
    }
    const unknown = await send(stub, api.files.getOSS, { query: { token: tokens.supplier, businessType: 'secrets' } });
    expect(unknown.status).toBe(400);
    expect(unknown.body).toMatchObject({ status: Status.badRequest, data: null });
    expect(unknown.body.message).toContain('businessType');
  });

  internalTest('signs the caller’s own prefix, and the business type’s size limit when one is asked for', async () => {
    const plain = await configOf(tokens.supplier);
    expect(plain.keyPrefix).toBe(`S10001/${ids.supplier}/`);
    const typed = await configOf(tokens.newcomer, 'materialFabricCheck');
    expect(typed.keyPrefix).toBe(ossKeyPrefix('S10001', ids.newcomer!, 'materialFabricCheck'));
    const policy = JSON.parse(Buffer.from(typed.policy, 'base64').toString('utf8'));
    expect(policy.conditions).toEqual([
      ['content-length-range', 0, uploadRules.materialFabricCheck.maxBytes - 1],
      ['starts-with', '$key', `S10001/${ids.newcomer}/materialFabricCheck/`],
    ]);
  });
});

describe('the storage host: each uploader writes only its own objects', () => {
  internalTest('another account of the same supplier cannot overwrite an object, by key or by policy', async () => {
    const mine = await configOf(tokens.supplier);
    const key = `${mine.keyPrefix}202601/cover.pdf`;
    expect((await ossPost(mine, key, pdfBytes, 'cover.pdf')).status).toBe(200);
    const row = await stub.app!.db.ossObject.findUniqueOrThrow({ where: { key } });
    expect(row).toMatchObject({ supplierCode: 'S10001', accountId: ids.supplier, size: pdfBytes.length });

    // The newcomer's policy binds its own prefix: the supplier's key is outside it.
    const theirs = await configOf(tokens.newcomer);
    const overwrite = await ossPost(theirs, key, Buffer.from('%PDF-1.4 overwritten'), 'cover.pdf');
    expect(overwrite.status).toBe(403);
    expect(overwrite.text).toContain('<Code>AccessDenied</Code>');
    // An object under the newcomer's prefix that another account stored (as before uploaders were recorded, or
    // a crafted row) is not the newcomer's to replace either.
    const planted = `${theirs.keyPrefix}planted.pdf`;
    await stub.app!.db.ossObject.create({
      data: {
        key: planted,
        contentType: 'application/pdf',
        size: 3,
        storagePath: 'oss/none',
        supplierCode: 'S10001',
        accountId: ids.supplier,
      },
    });
    const replace = await ossPost(theirs, planted, pdfBytes, 'planted.pdf');
    expect(replace.status).toBe(403);
    expect(replace.text).toContain('belongs to another uploader');
    expect(await stub.app!.db.ossObject.findUniqueOrThrow({ where: { key: planted } })).toMatchObject({
      accountId: ids.supplier,
      storagePath: 'oss/none',
    });

    const back = await readBack(key);
    expect(back.status).toBe(200);
    expect(Buffer.compare(back.body as Buffer, pdfBytes)).toBe(0);
    expect(await stub.app!.db.ossObject.findUniqueOrThrow({ where: { key } })).toEqual(row);
  });

  internalTest(
    'the owner replaces its own object: a new file, the old one removed, its size charged once',
    async () => {
      const mine = await configOf(tokens.hongda);
      const key = `${mine.keyPrefix}replaced.pdf`;
      expect((await ossPost(mine, key, sized(3000, 'pdf'), 'replaced.pdf')).status).toBe(200);
      const first = await stub.app!.db.ossObject.findUniqueOrThrow({ where: { key } });
      const before = await usedBytes(stub.app!.db, 'S10023');
      expect((await ossPost(mine, key, sized(5000, 'pdf'), 'replaced.pdf')).status).toBe(200);
      const second = await stub.app!.db.ossObject.findUniqueOrThrow({ where: { key } });
      expect(second.storagePath).not.toBe(first.storagePath);
      expect(await usedBytes(stub.app!.db, 'S10023')).toBe(before + 2000);
      const objects = await filesUnder('oss');
      expect(objects.get(second.storagePath)).toBe(5000);
      expect(objects.has(first.storagePath)).toBe(false);
    },
  );

  internalTest('an uploader that lost its upload atoms stores nothing more with the policy it holds', async () => {
    const { db } = stub.app!;
    const plain = await configOf(tokens.newcomer);
    const account = await db.account.findUniqueOrThrow({ where: { id: ids.newcomer } });
    const viewerRole = (await db.account.findUniqueOrThrow({ where: { id: ids.viewer } })).roleId;
    await db.account.update({ where: { id: ids.newcomer }, data: { roleId: viewerRole } });
    try {
      const key = `${plain.keyPrefix}late.pdf`;
      const res = await ossPost(plain, key, pdfBytes, 'late.pdf');
      expect(res.status).toBe(403);
      expect(res.text).toContain('<Code>AccessDenied</Code>');
      expect(await db.ossObject.findUnique({ where: { key } })).toBeNull();
    } finally {
      await db.account.update({ where: { id: ids.newcomer }, data: { roleId: account.roleId } });
    }
  });

  internalTest('holds a business type’s upload to its rules: type, content, size', async () => {
    const plain = await configOf(tokens.supplier, 'materialFabricCheck');
    const rule = uploadRules.materialFabricCheck;
    const jpeg = await makeImage(16, 16);
    const named = await ossPost(plain, `${plain.keyPrefix}a.jpg`, jpeg, 'a.jpg');
    expect(named.status).toBe(400);
    expect(named.text).toContain(`<Message>${rule.messages.type}</Message>`);
    const renamed = await ossPost(plain, `${plain.keyPrefix}b.pdf`, jpeg, 'b.pdf');
    expect(renamed.status).toBe(400);
    expect(renamed.text).toContain(`<Message>${rule.messages.type}</Message>`);
    const long = await ossPost(plain, `${plain.keyPrefix}c.pdf`, pdfBytes, `${'名'.repeat(21)}.pdf`);
    expect(long.text).toContain(`<Message>${rule.messages.name}</Message>`);
    const big = await ossPost(plain, `${plain.keyPrefix}d.pdf`, sized(rule.maxBytes, 'pdf'), 'd.pdf');
    expect(big.status).toBe(400);
    expect(big.text).toContain('<Code>EntityTooLarge</Code>');
    for (const key of ['a.jpg', 'b.pdf', 'c.pdf', 'd.pdf'])
      expect(await stub.app!.db.ossObject.findUnique({ where: { key: `${plain.keyPrefix}${key}` } })).toBeNull();
    const ok = await ossPost(plain, `${plain.keyPrefix}e.pdf`, pdfBytes, 'e.pdf');
    expect(ok.status).toBe(200);
    expect((await filesUnder('tmp')).size).toBe(0);
  });
});

describe('one quota for uploads and direct uploads', () => {
  const quotaFullXml = `<Message>${FileMessages.quotaFull}</Message>`;

  internalTest(
    'refuses a direct upload past the quota, keeps nothing, and counts direct uploads against uploads',
    async () => {
      const { db, storage } = stub.app!;
      const used = await usedBytes(db, 'S10001');
      setStorageQuota(storage, used + 1024 * 1024);
      const plain = await configOf(tokens.supplier);
      const objectsBefore = await filesUnder('oss');
      const over = await ossPost(plain, `${plain.keyPrefix}big.pdf`, sized(2 * 1024 * 1024, 'pdf'), 'big.pdf');
      expect(over.status).toBe(403);
      expect(over.text).toContain('<Code>QuotaExceeded</Code>');
      expect(over.text).toContain(quotaFullXml);
      expect(await db.ossObject.findUnique({ where: { key: `${plain.keyPrefix}big.pdf` } })).toBeNull();
      expect(await filesUnder('oss')).toEqual(objectsBefore);
      expect((await filesUnder('tmp')).size).toBe(0);

      // 800 KB through the storage host leaves too little for 300 KB through upload.
      expect((await ossPost(plain, `${plain.keyPrefix}fits.pdf`, sized(800 * 1024, 'pdf'), 'fits.pdf')).status).toBe(
        200,
      );
      expect(await usedBytes(db, 'S10001')).toBe(used + 800 * 1024);
      const res = await upload(stub, tokens.supplier, {
        businessType: 'materialFabricCheck',
        file: sized(300 * 1024, 'pdf'),
        name: 'more.pdf',
      });
      expect(res.body).toEqual({
        status: Status.badRequest,
        message: FileMessages.quotaFull,
        data: { id: null, fileName: 'more.pdf', uploadStatus: UploadStatus.rejected, checkMsg: FileMessages.quotaFull },
      });
      // A full quota refuses the next direct upload before a byte is written.
      setStorageQuota(storage, used + 800 * 1024);
      const full = await ossPost(plain, `${plain.keyPrefix}none.pdf`, pdfBytes, 'none.pdf');
      expect(full.text).toContain(quotaFullXml);
    },
  );

  internalTest('never lets concurrent uploads through both paths exceed the quota', async () => {
    const { db, storage } = stub.app!;
    const used = await usedBytes(db, 'S10023');
    const quota = used + 4 * 1024 * 1024;
    setStorageQuota(storage, quota);
    const size = 1_000_000; // four fit in 4 MiB, a fifth does not
    const plain = await configOf(tokens.hongda);
    const filesBefore = await filesUnder('files');
    const objectsBefore = await filesUnder('oss');
    const rowsBefore = await db.storedFile.count({ where: { supplierCode: 'S10023' } });
    const objectRowsBefore = await db.ossObject.count({ where: { supplierCode: 'S10023' } });

    // Every upload is held just before its file is moved into place (what follows is the quota's check and the
    // row) until all 24 are there: the check meets the most concurrency it can, whatever the machine's speed.
    const attemptsCount = 24;
    const commit = storage.commit.bind(storage);
    let arrived = 0;
    let allArrived!: () => void;
    const together = new Promise<void>((resolve) => {
      allArrived = resolve;
    });
    const held = vi.spyOn(storage, 'commit').mockImplementation(async (tmp, rel) => {
      if (++arrived === attemptsCount) allArrived();
      await together;
      return commit(tmp, rel);
    });
    const attempts = Array.from({ length: attemptsCount }, (_, i) =>
      i % 2 === 0
        ? // Attachments that are no PDF: the PDF check (two at a time) would only stretch the test.
          upload(stub, tokens.hongda, {
            businessType: 'materialInnovateAppendix',
            file: sized(size, 'zip'),
            name: `u${i}.xlsx`,
          }).then((res) => res.body.status === Status.ok)
        : ossPost(plain, `${plain.keyPrefix}o${i}.pdf`, sized(size, 'pdf'), `o${i}.pdf`).then(
            (res) => res.status === 200,
          ),
    );
    const accepted = (await Promise.all(attempts).finally(() => held.mockRestore())).filter(Boolean).length;
    const stored = await usedBytes(db, 'S10023');
    console.info(`24 concurrent uploads of ${size} bytes against ${quota - used} bytes of room: ${accepted} stored`);
    expect(stored).toBeLessThanOrEqual(quota);
    expect(accepted).toBe(4);
    expect(stored).toBe(used + 4 * size);
    // What the rows say is what the disk holds: no refused file left behind.
    const newFiles = (await db.storedFile.count({ where: { supplierCode: 'S10023' } })) - rowsBefore;
    const newObjects = (await db.ossObject.count({ where: { supplierCode: 'S10023' } })) - objectRowsBefore;
    expect(newFiles + newObjects).toBe(4);
    expect((await filesUnder('files')).size - filesBefore.size).toBe(newFiles);
    expect((await filesUnder('oss')).size - objectsBefore.size).toBe(newObjects);
    expect((await filesUnder('tmp')).size).toBe(0);
  });
});
