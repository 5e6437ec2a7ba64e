import { createWriteStream, type WriteStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { pipeline } from 'node:stream/promises';
import type { MultipartFile } from '@fastify/multipart';
import {
  api,
  atomsForBusinessType,
  compressAboveBytes,
  contentMessage,
  contentTypes,
  FileMessages,
  fileExtension,
  type SniffedKind,
  Status,
  sniffKind,
  UploadMessages,
  type UploadRejection,
  type UploadRule,
  UploadStatus,
  uploadFieldsSchema,
  uploadHardLimitBytes,
  uploadMessage,
  uploadRules,
} from '@portal/contract';
import { type HandlerContext, implement } from '../../binder';
import { ByteCounter, discard } from '../../kit/byte-counter';
import { rememberImageHash } from '../../kit/image-hashes';
import { exceedsPixelLimit, overPixelLimit } from '../../kit/image-input';
import { inputLimitMessage } from '../../kit/input-limits';
import { isPdfUpload, pdfMessage } from '../../kit/pdf-check';
import { ApiFailure, forbidden, illegalRequest } from '../../lib/errors';
import { monthFolder, newFileId, removeQuietly } from '../../lib/storage';
import type { Auth } from '../../plugins/auth';
import { compressImage } from './images';
import { multipartProblem } from './multipart-errors';
import { remainingBytes, withinQuota } from './quota';

/** Room for the multipart framing and the text fields around the largest file. */
const framingBytes = 1024 * 1024;
const headBytes = 16;

const rejected = (checkMsg: string, fileName: string | null) =>
  new ApiFailure(Status.badRequest, checkMsg, {
    data: { id: null, fileName, uploadStatus: UploadStatus.rejected, checkMsg } satisfies UploadRejection,
  });
const tooLarge = () => new ApiFailure(413, UploadMessages.tooLarge, { httpStatus: 413 });
const systemError = () => new ApiFailure(Status.serverError, UploadMessages.systemError, { httpStatus: 500 });

interface Received {
  fileName: string;
  size: number;
  head: Buffer;
  /** The bytes on disk (tmp/), when they were worth keeping. */
  tmp: string | undefined;
  /** Cut by the parser at the hard limit. */
  truncated: boolean;
}

const closed = async (stream: WriteStream) => {
  if (!stream.closed) await new Promise<void>((done) => stream.once('close', () => done()));
};

/**
 * Streams one file part: to tmp/ when it may be kept, otherwise to nowhere. With the business type
 * already known (fields before the file, as browsers send them), a file whose name or type the rule
 * refuses is never written, and one over the size limit stops being written at the limit.
 */
const receive = async (part: MultipartFile, rule: UploadRule | undefined, tmpFile: () => string): Promise<Received> => {
  const fileName = part.filename.replace(/[\p{Cc}]/gu, '').slice(0, 255);
  const doomed = rule ? uploadMessage(rule, { name: fileName, size: 0 }) !== null : false;
  const cap = doomed ? 0 : rule ? rule.maxBytes : uploadHardLimitBytes;
  // Beyond the cap the rest is read and dropped, so the request completes without anything growing in memory.
  const meter = new ByteCounter({ limit: cap, over: 'drop', headBytes });
  const tmp = cap > 0 ? tmpFile() : undefined;
  const out = tmp ? createWriteStream(tmp) : undefined;
  try {
    await pipeline(part.file, meter, out ?? discard());
  } catch (error) {
    // A body cut short can fail the pipeline before the file is even open: the stream still creates it, so wait
    // for it to close before removing it, or the removal runs first and the file stays behind in tmp/.
    if (out) await closed(out);
    await removeQuietly(tmp);
    throw error;
  }
  const keep = tmp && meter.bytes <= cap;
  if (!keep) await removeQuietly(tmp);
  return { fileName, size: meter.bytes, head: meter.head, tmp: keep ? tmp : undefined, truncated: part.file.truncated };
};

const kindTypes: Partial<Record<SniffedKind, string>> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  pdf: 'application/pdf',
};

/** The type a stored file is served with: what the content is for images and PDF, else by extension. */
const contentTypeOf = (fileName: string, head: Buffer) => {
  const kind = sniffKind(head);
  const ext = fileExtension(fileName);
  return (kind && kindTypes[kind]) ?? (kind && contentTypes[ext]) ?? 'application/octet-stream';
};

/** The caller holds one of the upload atoms of the business type (rules.ts `uploadAtoms`). */
const mayUpload = (auth: Auth, businessType: string) =>
  (atomsForBusinessType(businessType) ?? []).some((atom) => auth.atoms.has(atom));

/** Material images get their perceptual hash at upload (querySimilarImg compares with them). */
const materialImageTypes = new Set(['materialFabric', 'materialFabricPicture', 'materialFabric3DVR']);

const quotaFull = (fileName: string | null) => rejected(FileMessages.quotaFull, fileName);

const fieldMessage = (issues: { path: PropertyKey[]; message: string }[]) => {
  const first = issues[0];
  return `${first?.path.map(String).join('.') || 'body'}: ${first?.message ?? ''}`;
};

/** Reads the multipart request; everything the rules refuse becomes a rejection with the spec's message. */
const upload = async ({ request, storage, db, auth, log }: HandlerContext<typeof api.files.upload>) => {
  const length = Number(request.headers['content-length']);
  if (Number.isFinite(length) && length > uploadHardLimitBytes + framingBytes) throw tooLarge();
  // A full quota refuses before a byte is written.
  if ((await remainingBytes(db, storage, auth.supplierCode)) <= 0) throw quotaFull(null);

  const fields: Record<string, string> = {};
  let received: Received | undefined;
  let extraFiles = 0;
  try {
    // throwFileSizeLimit: a file over the limit arrives truncated instead of failing the request.
    const options = {
      limits: { fileSize: uploadHardLimitBytes, files: 5, fields: 20, fieldSize: 64 * 1024, parts: 30 },
      throwFileSizeLimit: false,
    };
    const parts = request.parts(options);
    for await (const part of parts) {
      if (part.type === 'field') {
        fields[part.fieldname] = String(part.value);
      } else if (received || !part.filename) {
        if (part.filename) extraFiles++;
        await pipeline(part.file, discard());
      } else {
        const type = fields.businessType ?? '';
        const rule = Object.hasOwn(uploadRules, type)
          ? (uploadRules[type as keyof typeof uploadRules] as UploadRule)
          : undefined;
        // Without the business type's atom the file is never written (refused below, 没有权限).
        if (rule && !mayUpload(auth, type)) await pipeline(part.file, discard());
        else received = await receive(part, rule, () => storage.tmpFile());
      }
    }
  } catch (error) {
    await removeQuietly(received?.tmp);
    const code = (error as { code?: string }).code;
    if (code === 'FST_FILES_LIMIT') throw rejected(UploadMessages.countOne, received?.fileName ?? null);
    if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT')
      throw illegalRequest();
    const problem = multipartProblem(request, error);
    if (problem === 'aborted') {
      // Nobody is left to answer: one line at info, no stack.
      log.info({ call: api.files.upload.id, received: received?.size ?? null }, 'upload aborted by the client');
      throw illegalRequest();
    }
    if (problem === 'malformed') throw illegalRequest();
    throw error;
  }

  let kept = received?.tmp;
  try {
    const parsed = uploadFieldsSchema.safeParse(fields);
    if (!parsed.success) throw illegalRequest(fieldMessage(parsed.error.issues));
    // The contract-wide input limits, as the binder applies them to a JSON body (it does not read multipart fields).
    const over = inputLimitMessage(fields, api.files.upload.body, 'body');
    if (over) throw illegalRequest(over);
    const { businessType, businessId, compress } = parsed.data;
    if (!mayUpload(auth, businessType)) throw forbidden();
    if (!received) throw illegalRequest(`file: ${FileMessages.noFile}`);
    if (received.truncated) throw tooLarge();
    const rule: UploadRule = uploadRules[businessType];
    const { fileName, head } = received;
    const message =
      (extraFiles > 0 ? UploadMessages.countOne : null) ??
      uploadMessage(rule, { name: fileName, size: received.size }) ??
      contentMessage(rule, fileName, head);
    if (message || !kept) throw rejected(message ?? UploadMessages.failed, fileName);
    // A PDF by its name or its bytes is one a viewer opens (docs/decisions/0042-file-links-and-pdf-uploads.md).
    const pdf = isPdfUpload(fileName, head) ? await pdfMessage(kept) : null;
    if (pdf) throw rejected(pdf, fileName);

    const kind = sniffKind(head);
    // An image of an image business type is decoded (recompressed, hashed, thumbnailed): one over the pixel limit is
    // refused from its header, before any of that.
    const image = rule.compressible && (kind === 'jpeg' || kind === 'png');
    if (image && (await exceedsPixelLimit(kept))) throw rejected(UploadMessages.imagePixels, fileName);
    if (compress === '1' && image && received.size > compressAboveBytes) {
      const smaller = storage.tmpFile();
      try {
        await compressImage(kept, smaller, kind, compressAboveBytes);
      } catch (error) {
        await removeQuietly(smaller);
        throw rejected(overPixelLimit(error) ? UploadMessages.imagePixels : rule.messages.type, fileName);
      }
      await removeQuietly(kept);
      kept = smaller;
    }

    const size = (await stat(kept)).size;
    // A first look: a file that cannot fit is refused before it is moved into place.
    if (size > (await remainingBytes(db, storage, auth.supplierCode))) throw quotaFull(fileName);

    const id = newFileId();
    const ext = fileExtension(fileName);
    const storagePath = `files/${monthFolder()}/${id}${/^[a-z0-9]{1,8}$/.test(ext) ? `.${ext}` : ''}`;
    const abs = await storage.commit(kept, storagePath);
    kept = abs;
    // What counts: the quota checked and the row written in one transaction (quota.ts), so concurrent uploads
    // cannot pass it together; a refused file is removed (finally).
    const stored = await withinQuota(db, storage, auth.supplierCode, async (fits, tx) => {
      if (!(await fits(size))) return false;
      await tx.storedFile.create({
        data: {
          id,
          fileName,
          fileSuffix: ext || null,
          contentType: contentTypeOf(fileName, head),
          fileSize: size,
          businessType,
          businessId: businessId ?? null,
          storagePath,
          supplierCode: auth.supplierCode,
          accountId: auth.accountId,
        },
      });
      return true;
    });
    if (!stored) throw quotaFull(fileName);
    kept = undefined;
    if (materialImageTypes.has(businessType)) await rememberImageHash(db, id, abs);
    return { id, fileName, uploadStatus: UploadStatus.ok, checkMsg: null };
  } finally {
    await removeQuietly(kept);
  }
};

export const uploadHandler = implement(api.files.upload, async (ctx) => {
  try {
    return await upload(ctx);
  } catch (error) {
    if (error instanceof ApiFailure) throw error;
    ctx.log.error({ err: error }, 'upload failed');
    throw systemError();
  }
});
