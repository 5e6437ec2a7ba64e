import { z } from 'zod';
import { defineDomain } from '../../call';
import { anyData, dateTime, lenientFlag01, ok } from '../../schemas';
import { DownloadStatus, downloadRecordSchema } from '../navbar/calls';
import { FileLinks, uploadWriteAtoms } from './rules';

/**
 * What an uploaded file belongs to. The first five are spec 001 §7; the rest are named by this
 * project (docs/catalogue-interpretations.md).
 */
export const uploadBusinessTypes = [
  'materialFabric',
  'materialFabricPicture',
  'materialFabric3DVR',
  'materialFabricCheck',
  'materialFabric3DVRFile',
  'materialInnovatePicture',
  'materialInnovateAppendix',
  'scanApplySample',
  'shoeTreeFile',
  'materialPriceImport',
  'colorPriceImport',
  'linePriceImport',
  'inquiryImport',
  'componentCostImport',
  'seasonImport',
] as const;
export type UploadBusinessType = (typeof uploadBusinessTypes)[number];

/** The text fields of the multipart upload; the file itself is the part named `file`. */
export const uploadFieldsSchema = z.object({
  businessType: z.enum(uploadBusinessTypes),
  businessId: z.string().optional(),
  /** '1': recompress a large image. Any flag spelling is accepted (0/1, true/false, as text or not); gives '0' | '1'. */
  compress: lenientFlag01.optional(),
});
export type UploadFields = z.infer<typeof uploadFieldsSchema>;

/** uploadStatus of the upload answer (spec 001 §7): '400' with checkMsg is a failure. */
export const UploadStatus = { ok: '200', rejected: '400' } as const;

/** Upload answer on success: envelope status 200. */
export const uploadResultSchema = z.object({
  id: z.string(),
  fileName: z.string(),
  uploadStatus: z.literal(UploadStatus.ok),
  checkMsg: z.null(),
});
export type UploadResult = z.infer<typeof uploadResultSchema>;

/**
 * Upload answer when a rule rejects the file: envelope `{ status: 400, message: checkMsg, data }` with
 * this data; checkMsg is the spec's message (rules/files.ts `UploadMessages`). A request above every
 * limit answers HTTP 413 and a failure of the stub HTTP 500, both with `data: null`
 * (docs/decisions/0005-files-and-exports.md).
 */
export const uploadRejectionSchema = z.object({
  id: z.null(),
  fileName: z.string().nullable(),
  uploadStatus: z.literal(UploadStatus.rejected),
  checkMsg: z.string(),
});
export type UploadRejection = z.infer<typeof uploadRejectionSchema>;

export const fileDetailSchema = z.object({
  id: z.string(),
  fileName: z.string(),
  fileSuffix: z.string().nullable(),
  fileSize: z.number().int().nullable(),
  businessType: z.string().nullable(),
  businessId: z.string().nullable(),
  createTime: dateTime,
});
export type FileDetail = z.infer<typeof fileDetailSchema>;

/**
 * Direct-upload configuration, each value encrypted by the server (spec 000 §3): a policy the stub signed
 * for the caller (its key prefix, a size, one hour) and its signature; never the secret (rules.ts
 * `OssConfigPlain`).
 */
export const ossConfigSchema = z.object({
  region: z.string(),
  policy: z.string(),
  accessKeyId: z.string(),
  signature: z.string(),
  keyPrefix: z.string(),
});
export type OssConfig = z.infer<typeof ossConfigSchema>;

/**
 * What every export answers: an asynchronous download record. The file appears in the
 * download list (navbar.downloadList) once generated.
 */
/** State of an asynchronous job (export or import) by key. */
export const asyncStateSchema = downloadRecordSchema
  .pick({ key: true, fileName: true, status: true, filePath: true })
  .extend({ message: z.string().nullable() });
export type AsyncState = z.infer<typeof asyncStateSchema>;

const fileIdParam = z.object({ id: z.string().min(1) });
/**
 * A signed link (docs/decisions/0042-file-links-and-pdf-uploads.md): what an `<img src>` or a plain link carries instead of the
 * token header, made by the stub (`fileLinks`, a download record's filePath) and checked on the read. The token
 * header wins when both are present; the login token itself never travels in a URL.
 */
export const signedLinkQuery = z.object({
  expires: z
    .string()
    .regex(/^[0-9]{1,12}$/)
    .optional()
    .describe('when the link stops working, in seconds since 1970 (UTC)'),
  account: z
    .string()
    .regex(/^[1-9][0-9]{0,9}$/)
    .optional()
    .describe('the account the link was signed for'),
  session: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,64}$/)
    .optional()
    .describe('which of the account’s sessions it was signed for (not the token: a keyed hash of it)'),
  signature: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,128}$/)
    .optional()
    .describe('base64url HMAC-SHA256 of the path, expires, account and session, keyed by the stub'),
});
const fileReadQuery = signedLinkQuery;
/**
 * What the three reads of a stored file's bytes share (the file, its thumbnail, its PDF stream): a GET by id, with the
 * token header or a signed link, answered with the file itself instead of the envelope.
 */
const fileBytes = {
  method: 'GET' as const,
  readOnly: true as const,
  params: fileIdParam,
  query: fileReadQuery,
  data: anyData,
  file: true as const,
};

/** The signed links of one file: the file itself, and its thumbnail (images) or its PDF stream (PDFs). */
export const fileLinkSchema = z.object({
  id: z.string(),
  file: z.string(),
  thumbnail: z.string().nullable(),
  pdf: z.string().nullable(),
});
export type FileLink = z.infer<typeof fileLinkSchema>;
export const fileLinksSchema = z.object({
  /** When every link of the answer stops working, in seconds since 1970 (UTC). */
  expires: z.number().int(),
  links: z.array(fileLinkSchema),
});
export type FileLinksAnswer = z.infer<typeof fileLinksSchema>;

export const files = defineDomain('files', {
  upload: {
    method: 'POST',
    path: '/basic/api/upload/upload',
    summary: '上传文件 (multipart: file + businessType, businessId, compress)',
    multipart: true,
    atom: uploadWriteAtoms,
    body: uploadFieldsSchema,
    data: uploadResultSchema,
    refusalData: uploadRejectionSchema,
    assumed:
      'one file part named `file`; needs an upload atom of its businessType (rules.ts uploadAtoms); businessTypes beyond the five of spec 001 are named by this project; a rejected file answers envelope status 400 with uploadRejectionSchema data (checkMsg); HTTP 413 above every limit',
  },
  getFile: {
    ...fileBytes,
    path: '/basic/api/upload/getFile/:id',
    summary: '读取文件 (content type and download name of the upload)',
  },
  getAbridgeImg: {
    ...fileBytes,
    path: '/basic/api/upload/getAbridgeImg/:id',
    summary: '缩略图 (JPEG within 300×300, generated once and kept)',
    noScreen:
      'the portal opens thumbnails by the signed link fileLinks answers for an image (its `thumbnail`), never by this path',
  },
  getFilePdfStream: {
    ...fileBytes,
    path: '/basic/api/upload/getFilePdfStream/:id',
    summary: 'PDF 文件流 (预览)',
    noScreen:
      'the portal opens a PDF in the browser’s viewer by the signed link fileLinks answers for it (its `pdf`), never by this path',
  },
  fileLinks: {
    method: 'POST',
    path: '/basic/api/upload/fileLinks',
    summary: '文件链接 (signed for a few minutes: getFile, getAbridgeImg of an image, getFilePdfStream of a PDF)',
    readOnly: true,
    body: z.object({ ids: z.array(z.string().min(1).max(64)).min(1).max(FileLinks.maxIds) }),
    data: fileLinksSchema,
    assumed:
      'this project’s call (the spec shows file reads by id with the token header only): the links of the files the caller may read, in the order asked, each id once; an id the caller may not read (unknown, another supplier’s) gets no link; root-relative links unless PUBLIC_BASE_URL is set',
  },
  getFileDetail: {
    method: 'GET',
    path: '/basic/api/upload/getFileDetail/:id',
    summary: '文件信息',
    readOnly: true,
    params: fileIdParam,
    data: fileDetailSchema,
    assumed: 'answer shape',
    noScreen:
      'each record’s own answer carries its files’ ids and names (e.g. the material detail’s imgs, checkFiles and vrFiles), and the bytes are read with getFile, getAbridgeImg and getFilePdfStream',
  },
  getFileDetailList: {
    method: 'GET',
    path: '/basic/api/upload/getFileDetailList/:id',
    summary: '业务记录的文件列表',
    readOnly: true,
    params: fileIdParam,
    data: z.array(fileDetailSchema),
    assumed: 'id is a businessId; answers the files attached to it',
    noScreen:
      'a record’s files come with the record’s own answer (e.g. the material detail’s imgs, checkFiles, vrFiles; the innovation detail’s appendixFiles), so no screen asks for them by businessId',
  },
  queryTemp3DImgs: {
    method: 'GET',
    path: '/basic/api/upload/queryTemp3DImgs/:id',
    summary: '3D VR 压缩包中的图片',
    params: fileIdParam,
    data: z.array(z.object({ id: z.string(), fileName: z.string() })),
    assumed: 'id is the uploaded zip; answers the images unpacked from it',
  },
  delete: {
    method: 'POST',
    path: '/basic/api/upload/delete',
    summary: '删除文件',
    atom: uploadWriteAtoms,
    body: z.object({ id: z.string().min(1) }),
    data: ok,
    assumed: 'body { id }',
    noScreen:
      'removing a file from an upload list only drops its id from the form, and saving the record sends the ids it keeps; the spec shows no delete on removal, and deleting at once would lose the file if the form is then cancelled',
  },
  getFileStream: {
    method: 'POST',
    path: '/basic/api/upload/getFileStream',
    summary: '下载文件 (blob)',
    readOnly: true,
    body: z.object({ id: z.string().min(1) }),
    data: anyData,
    file: true,
    assumed: 'body { id }',
    noScreen:
      'file links download with a GET of getFile (PDFs through getFilePdfStream), signed by fileLinks for a plain link; a POST blob download needs neither',
  },
  getOSS: {
    method: 'GET',
    path: '/basic/supplier/oauth/getOSS',
    summary:
      '直传配置 (each field AES-encrypted as rules/files.ts encryptOssConfig: a policy signed by the stub for the caller, under its own key prefix); the handler checks the token in the query itself (missing: 401) and the caller’s upload atoms (those of businessType when given, else any: 403)',
    readOnly: true,
    public: true,
    query: z.object({ token: z.string().optional(), businessType: z.enum(uploadBusinessTypes).optional() }),
    data: ossConfigSchema,
    assumed:
      'spec gives `{api}/oauth/getOSS`; placed under /basic/supplier/oauth like the other oauth calls; businessType (optional) is this project’s: the policy then carries that type’s size limit and the storage host its rules',
  },
  findRedis: {
    method: 'GET',
    path: '/basic/api/async/findRedis/:id',
    summary: '查询异步任务状态',
    readOnly: true,
    params: z.object({ id: z.string().min(1) }),
    data: asyncStateSchema,
    assumed: 'id is the key of an export/import job; answer shape',
    noScreen:
      'the download popover follows an export through downloadList, asked again every 2 seconds while one of its files is 生成中',
  },
  changeFileStatus: {
    method: 'POST',
    path: '/basic/api/async/changeFileStatus',
    summary: '修改异步文件状态',
    body: z.object({
      key: z.string().min(1),
      // The handler answers 非法请求 to 生成中: only the stub puts a record there.
      status: downloadRecordSchema.shape.status.meta({
        enum: [DownloadStatus.notDownloaded, DownloadStatus.downloaded],
      }),
    }),
    data: ok,
    assumed: 'body { key, status } with the download-record statuses',
    noScreen: 'the download popover marks a file downloaded with markDownloaded (spec 000 §4: fileUrl, fileName, key)',
  },
});
