import { api, DownloadStatus, downloadHref, FileLinks, FileMessages, fillPath, Http } from '@portal/contract';
import { describe, expect } from 'vitest';
import { linkKeyOf, signLink } from '../src/lib/file-links';
import { binary } from './file-fixtures';
import {
  demo,
  env,
  failure,
  internalTest,
  login,
  readTest,
  send,
  tokenRejected,
  useContractStub,
  writeTest,
} from './helper';
import { finishedExport } from './paged-lists';

/**
 * Signed file links (docs/decisions/0042-file-links-and-pdf-uploads.md): what a plain link or an <img src> opens a file with,
 * instead of the login token, and every way an attacker could try to use one that is not theirs, or no longer valid.
 */
const { stub, tokens, ok } = useContractStub();

// Seeded files (fixtures/shoeTreeFiles.json, storedFiles.json): the supplier's image and PDF, hongda's PDF, and a
// reference image every supplier reads.
const image = 'shoe-tree-last-1';
const pdf = 'shoe-tree-file-1';
const hongdasPdf = 'shoe-tree-file-22';
const shared = 'grain-WL-LT-001';

const open = (link: string, token?: string) => {
  const req = stub.http
    .get(downloadHref(link))
    .buffer(true)
    .parse(binary as never);
  return token ? req.set(Http.tokenHeader, token) : req;
};
const bodyOf = (res: { body: unknown }) => JSON.parse(String(res.body));
const linksFor = async (ids: string[], as: string = tokens.supplier) =>
  (await ok(api.files.fileLinks, { body: { ids } }, as)).links;
const linkOf = async (id: string, as?: string) => {
  const [link] = await linksFor([id], as);
  if (!link) throw new Error(`no link for ${id}`);
  return link;
};

/** A link with one query parameter replaced. */
const withParam = (link: string, name: string, value: string) => {
  const url = new URL(link, 'http://stub.invalid');
  url.searchParams.set(name, value);
  return `${url.pathname}?${url.searchParams}`;
};
/** The same text with its last character changed. */
const tweak = (text: string) => `${text.slice(0, -1)}${text.endsWith('A') ? 'B' : 'A'}`;
const paramOf = (link: string, name: string) => new URL(link, 'http://stub.invalid').searchParams.get(name)!;
/** The same grant on another path (the signature was made over the first). */
const moved = (link: string, path: string) => `${path}${link.slice(link.indexOf('?'))}`;

/** getFile of `id` signed with the stub's own key for the supplier's session, as if at `nowMs` (in process only). */
const signedForSupplier = async (id: string, nowMs = Date.now()) => {
  const supplier = await stub.app!.db.account.findUniqueOrThrow({
    where: { loginAccount: demo.supplier.loginAccount },
  });
  const holder = { accountId: supplier.id, token: tokens.supplier };
  return signLink(linkKeyOf(env), fillPath(api.files.getFile.path, { id }), holder, nowMs);
};

const invalid = failure(FileMessages.linkInvalid);
const expired = failure(FileMessages.linkExpired);
const ended = failure(FileMessages.linkEnded);
const notFound = failure(FileMessages.notFound);

describe('fileLinks', () => {
  readTest('signs the caller’s files: the file, a thumbnail of an image, the stream of a PDF', async () => {
    const before = Math.floor(Date.now() / 1000);
    const answer = await ok(api.files.fileLinks, { body: { ids: [image, pdf, shared, image] } });
    expect(answer.links.map((l) => l.id)).toEqual([image, pdf, shared]);
    const [img, doc, ref] = answer.links;
    expect(img).toEqual({
      id: image,
      file: expect.stringMatching(new RegExp(`^/basic/api/upload/getFile/${image}\\?expires=`)),
      thumbnail: expect.stringMatching(new RegExp(`^/basic/api/upload/getAbridgeImg/${image}\\?expires=`)),
      pdf: null,
    });
    expect(doc).toMatchObject({ thumbnail: null, pdf: expect.stringContaining(`/getFilePdfStream/${pdf}?`) });
    expect(ref?.thumbnail).toContain(`/getAbridgeImg/${shared}?`);
    // Valid for one to two windows, all links of an answer alike; the session's token is nowhere in them.
    expect(answer.expires).toBeGreaterThan(before + FileLinks.windowSeconds - 1);
    expect(answer.expires).toBeLessThanOrEqual(before + 2 * FileLinks.windowSeconds + 1);
    for (const l of answer.links) {
      for (const link of [l.file, l.thumbnail, l.pdf].filter((x) => x !== null)) {
        expect(paramOf(link, 'expires')).toBe(String(answer.expires));
        expect(link).not.toContain(tokens.supplier);
        expect(link).not.toContain('token=');
      }
    }
  });

  readTest('gives no link for an unknown id, a malformed one, or another supplier’s file', async () => {
    expect(await linksFor([hongdasPdf, 'f'.repeat(32), '../../etc/passwd'])).toEqual([]);
    expect((await linksFor([pdf], tokens.hongda)).map((l) => l.id)).toEqual([]);
    expect((await linksFor([hongdasPdf], tokens.hongda)).map((l) => l.id)).toEqual([hongdasPdf]);
  });

  readTest('refuses more than FileLinks.maxIds ids, and answers 401 without a token', async () => {
    const many = Array.from({ length: FileLinks.maxIds + 1 }, (_, i) => `f${i}`);
    const res = await send(stub, api.files.fileLinks, { body: { ids: many } }, tokens.supplier);
    expect(res.body).toMatchObject({ status: 400, data: null });
    expect((await send(stub, api.files.fileLinks, { body: { ids: [image] } })).body).toEqual(tokenRejected);
  });
});

describe('opening a signed link', () => {
  readTest('opens the file, its thumbnail and a PDF without the token header, the same bytes as with it', async () => {
    const img = await linkOf(image);
    const viaLink = await open(img.file);
    expect(viaLink.status).toBe(200);
    expect(viaLink.headers['content-type']).toBe('image/jpeg');
    const viaHeader = await open(fillPath(api.files.getFile.path, { id: image }), tokens.supplier);
    expect(Buffer.compare(viaLink.body as Buffer, viaHeader.body as Buffer)).toBe(0);
    const thumb = await open(img.thumbnail!);
    expect(thumb.status).toBe(200);
    expect(thumb.headers['content-type']).toBe('image/jpeg');
    const doc = await open((await linkOf(pdf)).pdf!);
    expect(doc.status).toBe(200);
    expect(doc.headers['content-type']).toBe('application/pdf');
    expect((doc.body as Buffer).subarray(0, 5).toString()).toBe('%PDF-');
  });

  readTest('refuses a link changed in any part: 文件链接无效!', async () => {
    const link = (await linkOf(image)).file;
    const other = fillPath(api.files.getFile.path, { id: pdf });
    const changed = {
      'another path': moved(link, other),
      'a later expiry': withParam(link, 'expires', String(Number(paramOf(link, 'expires')) + 3600)),
      'another account': withParam(link, 'account', String(Number(paramOf(link, 'account')) + 1)),
      'another session': withParam(link, 'session', tweak(paramOf(link, 'session'))),
      'another signature': withParam(link, 'signature', tweak(paramOf(link, 'signature'))),
      'a signature alone': `${other}?signature=${paramOf(link, 'signature')}`,
    };
    for (const [what, url] of Object.entries(changed)) {
      const res = await open(url);
      expect(res.status, what).toBe(400);
      expect(bodyOf(res), what).toEqual(invalid);
    }
    // Without a signature the rest vouches for nothing: 401, as without a token.
    expect(bodyOf(await open(link.replace(/&signature=[^&]*/, '')))).toEqual(tokenRejected);
    // The thumbnail's link does not open the file either: the path is signed, not the id.
    expect(
      bodyOf(await open(moved((await linkOf(image)).thumbnail!, fillPath(api.files.getFile.path, { id: image })))),
    ).toEqual(invalid);
  });

  readTest('refuses another supplier’s link moved onto the supplier’s file: 文件链接无效!', async () => {
    const theirs = (await linkOf(hongdasPdf, tokens.hongda)).file;
    expect((await open(theirs)).status).toBe(200);
    const res = await open(moved(theirs, fillPath(api.files.getFile.path, { id: pdf })));
    expect(bodyOf(res)).toEqual(invalid);
  });

  internalTest.because('signs a link with the stub’s own key')(
    'keeps the owner check behind a genuine signature: a file the account may not read is 文件不存在!',
    async () => {
      const res = await open(await signedForSupplier(hongdasPdf));
      expect(res.status).toBe(400);
      expect(bodyOf(res)).toEqual(notFound);
    },
  );

  internalTest.because('signs a link with the stub’s own key at a past time')(
    'refuses a link past its expiry: 文件链接已过期…, a moment before it still opens',
    async () => {
      const window = FileLinks.windowSeconds * 1000;
      // Signed two windows ago: it expired at the start of the current window at the latest.
      const old = await open(await signedForSupplier(image, Date.now() - 2 * window));
      expect(old.status).toBe(400);
      expect(bodyOf(old)).toEqual(expired);
      // Signed one window ago: it lasts until the end of the current one.
      expect((await open(await signedForSupplier(image, Date.now() - window))).status).toBe(200);
    },
  );

  writeTest.onStub('refuses a link once the stub’s clock passes its expiry', async () => {
    const link = (await linkOf(image)).file;
    const expires = Number(paramOf(link, 'expires')) * 1000;
    try {
      await stub.http.put('/__stub/clock').send({ now: new Date(expires - 1000).toISOString(), frozen: true });
      expect((await open(link)).status).toBe(200);
      await stub.http.put('/__stub/clock').send({ now: new Date(expires).toISOString(), frozen: true });
      expect(bodyOf(await open(link))).toEqual(expired);
    } finally {
      await stub.http.delete('/__stub/clock');
    }
  });

  writeTest('refuses a link after its session logged out: 文件链接已失效…; the token is refused too', async () => {
    const token = await login(stub, demo.supplier);
    const link = (await linkOf(image, token)).file;
    expect((await open(link)).status).toBe(200);
    expect(await ok(api.account.logout, {}, token)).toBe(true);
    const res = await open(link);
    expect(res.status).toBe(400);
    expect(bodyOf(res)).toEqual(ended);
    expect((await send(stub, api.account.currentUser, {}, token)).body).toEqual(tokenRejected);
    // The file links of the other sessions of the account still open.
    expect((await open((await linkOf(image)).file)).status).toBe(200);
  });
});

describe('a download record’s link', () => {
  writeTest(
    'opens the export signed for its account; the key alone, or moved onto another key, opens nothing',
    async () => {
      const task = await ok(api.effect.export, { body: {} });
      await finishedExport(stub, task.key, tokens.supplier);
      const record = await ok(api.files.findRedis, { params: { id: task.key } });
      expect(record.status).toBe(DownloadStatus.notDownloaded);
      const link = record.filePath!;
      expect(link).not.toContain(tokens.supplier);
      const file = await open(link);
      expect(file.status).toBe(200);
      expect((file.body as Buffer).subarray(0, 2).toString()).toBe('PK');
      // What the download list answers is signed the same way.
      const listed = (await ok(api.navbar.downloadList, { body: { page: 1, limit: 50 } })).data.find(
        (r) => r.key === task.key,
      );
      expect((await open(listed!.filePath!)).status).toBe(200);

      const bare = link.slice(0, link.indexOf('?'));
      expect(bodyOf(await open(bare))).toEqual(tokenRejected);
      expect(bodyOf(await open(bare, tokens.hongda))).toEqual(notFound);
      expect(bodyOf(await open(withParam(link, 'expires', '9999999999')))).toEqual(invalid);

      const theirs = await ok(api.effect.export, { body: {} }, tokens.hongda);
      await finishedExport(stub, theirs.key, tokens.hongda);
      const theirLink = (await ok(api.files.findRedis, { params: { id: theirs.key } }, tokens.hongda)).filePath!;
      expect(bodyOf(await open(moved(theirLink, bare)))).toEqual(invalid);
    },
  );
});
