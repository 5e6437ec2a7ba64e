import { createHmac, timingSafeEqual } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { pipeline } from 'node:stream/promises';
import type { MultipartFile } from '@fastify/multipart';
import {
  api,
  atomsForBusinessType,
  buildOssPolicy,
  contentMessage,
  contentTypes,
  DirectUpload,
  encodeOssPolicy,
  encryptOssConfig,
  FileMessages,
  fileExtension,
  ossKeyPrefix,
  ossUploaderOf,
  uploadMessage,
  uploadRules,
  uploadWriteAtoms,
} from '@portal/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { implement } from '../../binder';
import type { Env } from '../../env';
import { ByteCounter, discard } from '../../kit/byte-counter';
import { isPdfUpload, pdfMessage } from '../../kit/pdf-check';
import { sendFile } from '../../kit/send-file';
import { forbidden } from '../../lib/errors';
import { monthFolder, newFileId, removeQuietly } from '../../lib/storage';
import { authenticateToken } from '../../plugins/auth';
import { multipartProblem } from './multipart-errors';
import { remainingBytes, withinQuota } from './quota';

/** Where the stub plays the storage host: POST the signed form here, GET objects at `/<key>` below. */
export const storageHostPath = '/basic/oss';

/** base64(HMAC-SHA1(accessKeySecret, policy base64)), as OSS signs a POST policy. */
export const ossSignature = (accessKeySecret: string, policyBase64: string): string =>
  createHmac('sha1', accessKeySecret).update(policyBase64, 'utf8').digest('base64');

/** The caller may upload the business type (its atoms), or, without one, some type (any upload atom). */
const mayUploadDirectly = (atoms: ReadonlySet<string>, businessType: string | null | undefined) =>
  (businessType ? (atomsForBusinessType(businessType) ?? []) : uploadWriteAtoms).some((atom) => atoms.has(atom));

export const ossHandlers = [
  // Public in the contract: the token comes as a query parameter and is checked here, then the upload atoms.
  // The policy is signed here for the caller (its own key prefix, a size, one hour): the secret never leaves the stub.
  implement(api.files.getOSS, async ({ query, db, env }) => {
    const auth = await authenticateToken(db, query.token);
    if (!mayUploadDirectly(auth.atoms, query.businessType)) throw forbidden();
    const keyPrefix = ossKeyPrefix(auth.supplierCode, auth.accountId, query.businessType);
    // A file must stay below its type's limit (uploadMessage: size ≥ maxBytes is refused).
    const maxBytes = query.businessType ? uploadRules[query.businessType].maxBytes - 1 : DirectUpload.policyMaxBytes;
    const policy = encodeOssPolicy(buildOssPolicy(keyPrefix, new Date(), maxBytes));
    return encryptOssConfig(
      {
        region: env.OSS_ENDPOINT,
        policy,
        accessKeyId: env.OSS_ACCESS_KEY_ID,
        signature: ossSignature(env.OSS_ACCESS_KEY_SECRET, policy),
        keyPrefix,
      },
      env.PASSWORD_AES_KEY,
    );
  }),
];

/** OSS replaces this in the key with the uploaded file's name. */
const filenamePlaceholder = ['$', '{filename}'].join('');

class OssError extends Error {
  constructor(
    readonly http: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

const xmlEscape = (s: string) => s.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

const sendOssError = (reply: FastifyReply, e: OssError) =>
  reply
    .code(e.http)
    .type('application/xml')
    .send(
      `<?xml version="1.0" encoding="UTF-8"?>\n<Error>\n  <Code>${e.code}</Code>\n  <Message>${xmlEscape(e.message)}</Message>\n</Error>\n`,
    );

/** An object key that stays a plain relative path: no leading slash, backslash, `.`/`..` segment or control. */
export const isSafeObjectKey = (key: string): boolean =>
  key.length > 0 &&
  Buffer.byteLength(key) <= 1023 &&
  !key.startsWith('/') &&
  !key.endsWith('/') &&
  !key.includes('\\') &&
  !/\p{Cc}/u.test(key) &&
  !key.split('/').some((s) => s === '..' || s === '.' || s === '');

interface Accepted {
  key: string;
  min: number;
  max: number;
  keyChecks: ((key: string) => boolean)[];
  /** Who the policy was signed for: read from the key prefix it binds (`ossKeyPrefix`). */
  uploader: NonNullable<ReturnType<typeof ossUploaderOf>> | null;
}

/** Checks the form fields as the storage host does, before it takes the file. */
export const checkPostPolicy = (fields: Record<string, string>, env: Env, now = Date.now()): Accepted => {
  const { key: rawKey, policy, ossaccesskeyid: accessKeyId, signature } = fields;
  if (!rawKey || !policy || !accessKeyId || !signature)
    throw new OssError(400, 'InvalidArgument', 'key, policy, OSSAccessKeyId and signature are required');
  if (accessKeyId !== env.OSS_ACCESS_KEY_ID)
    throw new OssError(403, 'InvalidAccessKeyId', 'The OSS Access Key Id you provided does not exist in our records.');
  const expected = Buffer.from(ossSignature(env.OSS_ACCESS_KEY_SECRET, policy));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given))
    throw new OssError(
      403,
      'SignatureDoesNotMatch',
      'The request signature we calculated does not match the signature you provided.',
    );
  let document: { expiration?: unknown; conditions?: unknown };
  try {
    document = JSON.parse(Buffer.from(policy, 'base64').toString('utf8'));
  } catch {
    throw new OssError(400, 'InvalidPolicyDocument', 'Invalid Policy: Invalid JSON.');
  }
  const expires = typeof document.expiration === 'string' ? Date.parse(document.expiration) : Number.NaN;
  if (Number.isNaN(expires)) throw new OssError(400, 'InvalidPolicyDocument', 'Invalid Policy: Invalid expiration.');
  if (expires <= now) throw new OssError(403, 'AccessDenied', 'Invalid according to Policy: Policy expired.');
  if (!Array.isArray(document.conditions))
    throw new OssError(400, 'InvalidPolicyDocument', 'Invalid Policy: conditions must be an array.');

  let min: number = DirectUpload.minBytes;
  let max: number = DirectUpload.maxBytes;
  const keyChecks: ((key: string) => boolean)[] = [];
  let uploader: Accepted['uploader'] = null;
  for (const c of document.conditions) {
    if (Array.isArray(c) && c[0] === 'content-length-range') {
      const [, low, high] = c;
      if (
        !Number.isInteger(low) ||
        !Number.isInteger(high) ||
        low < DirectUpload.minBytes ||
        high > DirectUpload.maxBytes ||
        low > high
      )
        throw new OssError(400, 'InvalidPolicyDocument', 'Invalid Policy: Invalid content-length-range.');
      min = low;
      max = high;
    } else if (Array.isArray(c) && c[1] === '$key' && typeof c[2] === 'string') {
      const value: string = c[2];
      if (c[0] === 'starts-with' && value.length > 0) {
        keyChecks.push((k) => k.startsWith(value));
        uploader ??= ossUploaderOf(value);
      } else if (c[0] === 'eq') keyChecks.push((k) => k === value);
    } else if (c && typeof c === 'object' && !Array.isArray(c) && typeof (c as { key?: unknown }).key === 'string') {
      const value = (c as { key: string }).key;
      keyChecks.push((k) => k === value);
    }
  }
  // Every policy must bind the key (the ones the stub signs carry the caller's `<supplierCode>/` prefix):
  // one without a key condition, or with an empty prefix, would let its holder write any object.
  if (keyChecks.length === 0)
    throw new OssError(403, 'AccessDenied', 'Invalid according to Policy: the policy must bind $key to a prefix.');
  return { key: rawKey, min, max, keyChecks, uploader };
};

const quotaExceeded = () => new OssError(403, 'QuotaExceeded', FileMessages.quotaFull);

/**
 * One object under the rules of `upload` (docs/decisions/0005-files-and-exports.md "Direct upload"): the policy
 * checked, its uploader still holding the upload atoms (of its business type, when the policy names one), the
 * type's rules, the supplier's quota reserved with the row (`withinQuota`, as every upload), and no object of
 * another uploader replaced. Each upload is a new file; the row then points to it and a replaced file is removed.
 * Returns the key.
 */
const storeObject = async (
  app: FastifyInstance,
  env: Env,
  fields: Record<string, string>,
  part: MultipartFile,
): Promise<string> => {
  const { db, storage } = app;
  const accepted = checkPostPolicy(fields, env);
  const key = accepted.key.replaceAll(filenamePlaceholder, part.filename);
  if (!isSafeObjectKey(key)) throw new OssError(400, 'InvalidObjectName', 'The specified object name is not valid.');
  if (!accepted.keyChecks.every((check) => check(key)))
    throw new OssError(
      403,
      'AccessDenied',
      'Invalid according to Policy: Policy Condition failed: ["starts-with", "$key"]',
    );
  const { uploader } = accepted;
  if (!uploader) throw new OssError(403, 'AccessDenied', 'Invalid according to Policy: the policy names no uploader.');
  // The uploader as it is now: an account gone, moved or without its upload atoms stores nothing more.
  const account = await db.account.findUnique({
    where: { id: uploader.accountId },
    select: { supplierCode: true, role: { select: { atoms: true } } },
  });
  if (
    !account ||
    account.supplierCode !== uploader.supplierCode ||
    !mayUploadDirectly(new Set(account.role.atoms as string[]), uploader.businessType)
  )
    throw new OssError(403, 'AccessDenied', 'The uploader of this policy may not upload.');
  // A first look (what counts is `withinQuota` below): the room left, and what the object replaced frees.
  const existing = await db.ossObject.findUnique({ where: { key }, select: { accountId: true, size: true } });
  const freed = existing?.accountId === uploader.accountId ? existing.size : 0;
  const remaining = (await remainingBytes(db, storage, uploader.supplierCode)) + freed;
  if (remaining <= 0) throw quotaExceeded();

  // Never more on disk than the policy and the quota could accept.
  const counter = new ByteCounter({ limit: Math.min(accepted.max, remaining) + 1, over: 'drop' });
  let tmp: string | undefined = storage.tmpFile();
  try {
    await pipeline(part.file, counter, createWriteStream(tmp));
    const size = counter.bytes;
    if (part.file.truncated || size > accepted.max)
      throw new OssError(400, 'EntityTooLarge', 'Your proposed upload exceeds the maximum allowed size.');
    if (size < accepted.min)
      throw new OssError(400, 'EntityTooSmall', 'Your proposed upload is smaller than the minimum allowed size.');
    if (size > remaining) throw quotaExceeded();
    if (uploader.businessType) {
      const rule = uploadRules[uploader.businessType];
      const message =
        uploadMessage(rule, { name: part.filename, size }) ??
        contentMessage(rule, part.filename, counter.head) ??
        (isPdfUpload(part.filename, counter.head) ? await pdfMessage(tmp) : null);
      if (message) throw new OssError(400, 'InvalidArgument', message);
    }
    const contentType =
      fields['content-type'] || contentTypes[fileExtension(key)] || part.mimetype || 'application/octet-stream';
    const storagePath = `oss/${monthFolder()}/${newFileId()}`;
    tmp = await storage.commit(tmp, storagePath);
    const outcome = await withinQuota(db, storage, uploader.supplierCode, async (fits, tx) => {
      const old = await tx.ossObject.findUnique({
        where: { key },
        select: { accountId: true, size: true, storagePath: true },
      });
      if (old && old.accountId !== uploader.accountId) return 'another uploader’s' as const;
      if (!(await fits(size - (old?.size ?? 0)))) return 'full' as const;
      const row = {
        size,
        contentType,
        storagePath,
        supplierCode: uploader.supplierCode,
        accountId: uploader.accountId,
      };
      await tx.ossObject.upsert({
        where: { key },
        create: { key, ...row },
        update: { ...row, createTime: new Date() },
      });
      return { replaced: old?.storagePath };
    });
    if (outcome === 'full') throw quotaExceeded();
    if (outcome === 'another uploader’s')
      throw new OssError(403, 'AccessDenied', 'The object exists and belongs to another uploader.');
    tmp = undefined;
    if (outcome.replaced) await storage.remove(outcome.replaced);
    return key;
  } finally {
    await removeQuietly(tmp);
  }
};

/** Shown in the browser; anything else (HTML, SVG …) is only ever an attachment. */
const inlineTypes = new Set(['image/jpeg', 'image/png', 'image/gif', 'image/webp', 'application/pdf']);

/**
 * The stub's stand-in for the storage host's PostObject endpoint (docs/decisions/0005-files-and-exports.md):
 * fields first (key, policy, OSSAccessKeyId, signature, success_action_status), `file` last. Errors answer
 * OSS-style XML; success answers `success_action_status` (200 here, 204 by default) with an empty body.
 */
export const registerStorageHost = (app: FastifyInstance, env: Env) => {
  const cors = (reply: FastifyReply) =>
    reply
      .header('access-control-allow-origin', '*')
      .header('access-control-allow-methods', 'GET, POST, OPTIONS')
      .header('access-control-allow-headers', '*');
  for (const url of [storageHostPath, `${storageHostPath}/*`])
    app.options(url, { schema: { hide: true } }, async (_request, reply) => cors(reply).code(204).send());

  app.post(storageHostPath, { schema: { hide: true } }, async (request, reply) => {
    cors(reply);
    const length = Number(request.headers['content-length']);
    try {
      if (Number.isFinite(length) && length > DirectUpload.maxBytes + 1024 * 1024)
        throw new OssError(400, 'EntityTooLarge', 'Your proposed upload exceeds the maximum allowed size.');
      if (!request.isMultipart()) throw new OssError(400, 'InvalidArgument', 'multipart/form-data expected');
      const fields: Record<string, string> = {};
      let stored: string | undefined;
      let refused: OssError | undefined;
      // throwFileSizeLimit: a file over the limit arrives truncated instead of failing the request.
      const options = {
        limits: { fileSize: DirectUpload.maxBytes, files: 1, fields: 50, fieldSize: 64 * 1024, parts: 60 },
        throwFileSizeLimit: false,
      };
      const parts = request.parts(options);
      for await (const part of parts) {
        if (part.type === 'field') {
          fields[part.fieldname.toLowerCase()] = String(part.value);
          continue;
        }
        try {
          stored = await storeObject(app, env, fields, part);
        } catch (error) {
          if (!(error instanceof OssError)) throw error;
          refused = error;
          if (!part.file.readableEnded) await pipeline(part.file, discard());
        }
      }
      if (refused) throw refused;
      if (!stored) throw new OssError(400, 'InvalidArgument', 'file is missing (it must be the last form field)');
      const status = Number(fields.success_action_status);
      return reply.code(status === 200 || status === 201 ? status : 204).send();
    } catch (error) {
      if (error instanceof OssError) return sendOssError(reply, error);
      const problem = multipartProblem(request, error);
      if (problem === 'aborted') request.log.info('direct upload aborted by the client');
      if (problem) return sendOssError(reply, new OssError(400, 'InvalidArgument', 'The multipart body is malformed.'));
      request.log.error({ err: error }, 'direct upload failed');
      return sendOssError(
        reply,
        new OssError(500, 'InternalError', 'We encountered an internal error. Please try again.'),
      );
    }
  });

  /** Objects read back by key, as from a public-read bucket. */
  app.get<{ Params: { '*': string } }>(`${storageHostPath}/*`, { schema: { hide: true } }, async (request, reply) => {
    cors(reply);
    const key = request.params['*'];
    const object = isSafeObjectKey(key) ? await app.db.ossObject.findUnique({ where: { key } }) : null;
    const abs = object ? app.storage.resolve(object.storagePath) : null;
    const sent =
      object && abs
        ? await sendFile(reply, {
            source: abs,
            type: object.contentType,
            fileName: key.split('/').pop() ?? key,
            disposition: inlineTypes.has(object.contentType) ? 'inline' : 'attachment',
          })
        : false;
    if (!sent) sendOssError(reply, new OssError(404, 'NoSuchKey', 'The specified key does not exist.'));
    return reply;
  });
};
