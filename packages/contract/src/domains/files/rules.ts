import { type Atom, atoms } from '../../atoms';
import { decryptPassword, encryptPassword } from '../../password-cipher';

/**
 * The most pixels (width × height) of an image the stub decodes: recompression (`compress=1`), thumbnails and the
 * similar-image search. Read from the image's header before a pixel is decoded: a black 16000×16000 PNG is a few
 * hundred KB and would decode to over a gigabyte. Over it, an image upload or a search answers
 * `UploadMessages.imagePixels`.
 */
export const imageMaxPixels = 100_000_000;

/**
 * Upload rules and their messages (spec 001 §5 "Uploads", §8, §9; spec 000 §7, §9), one table for the
 * web upload components and the stub (docs/decisions/0005-files-and-exports.md).
 */
export const UploadMessages = {
  imageSize20: '上传材料图片大小不能超过 20MB!',
  imageSize5: '上传材料图片大小不能超过 5MB!',
  imageName: '上传材料图片名称请勿超过20字符!',
  imageType: '请上传 .jpg .png .jpeg 格式文件!',
  pdfType: '上传文件只能是 pdf 类型文件!',
  attachmentSize: '上传附件大小不能超过 50MB!',
  attachmentName: '上传附件名称请勿超过20字符!',
  zipType: '上传文件只能是 zip 类型文件!',
  vrSize: '上传3DVR材料大小不能超过 100MB!',
  vrName: '上传3DVR材料名称请勿超过20字符!',
  officeType: '上传文件只能是 excel/pdf/word 类型文件!',
  countFive: '只能上传 5 个文件！',
  countOne: '只能上传 1 个文件！',
  /** Genuine leather, synthetic leather and mesh images (checked by the form, which knows the category). */
  leatherImageMinimum: '封面图片/材料图片/3DVR图片像素应满足最低 3840*2157 或4M!',
  /** What the client shows for HTTP 500, HTTP 413 and any other failure of an upload (spec 001 §8). */
  systemError: '系统异常!',
  tooLarge: '上传文件过大!',
  failed: '上传失败!',
  // The spec gives no text for these; chosen by this project for the business types it adds.
  excelType: '上传文件只能是 excel 类型文件!',
  fileSize100: '上传文件大小不能超过 100MB!',
  /**
   * A file that is a PDF by its name or its first bytes but not a readable one (header, cross-reference table,
   * trailer, pages): checked by the stub on upload (docs/decisions/0042-file-links-and-pdf-uploads.md).
   */
  pdfInvalid: '上传的 pdf 文件已损坏或无法读取，请检查后重新上传!',
  /** A PDF whose check ran past its time or memory (a hostile or extremely complex file). */
  pdfTooComplex: '上传的 pdf 文件过于复杂，无法检查，请另存为标准 pdf 后重新上传!',
  /** An image whose header gives more pixels than the stub decodes (`imageMaxPixels`: 1亿). */
  imagePixels: `上传图片尺寸过大，宽×高不能超过 ${imageMaxPixels / 100_000_000}亿像素!`,
} as const;

/** Stub-side answers about stored files; the spec gives no text, chosen by this project. */
export const FileMessages = {
  noFile: '请选择要上传的文件!',
  notFound: '文件不存在!',
  notImage: '该文件不是图片!',
  notPdf: '该文件不是 PDF!',
  notZip: '该文件不是 zip 压缩包!',
  badZip: '压缩包无法读取!',
  exportGenerating: '文件生成中，请稍后再试!',
  exportFailed: '文件生成失败!',
  /** The supplier already has as many exports queued or generating as it may (docs/decisions/0031-fair-export-queue.md). */
  exportQueueFull: '导出任务过多，请等待已提交的导出完成后再试!',
  /** The supplier's stored files and direct-upload objects reached the storage quota. */
  quotaFull: '存储空间已满，请删除不用的文件后再上传!',
  /** A file link whose path, expiry, account or signature was changed, or that was never signed by the stub. */
  linkInvalid: '文件链接无效!',
  /** A signed file link past its expiry (docs/decisions/0042-file-links-and-pdf-uploads.md). */
  linkExpired: '文件链接已过期，请刷新页面后重试!',
  /** A signed file link of a session that has ended (logout, password change, expiry). */
  linkEnded: '文件链接已失效，请重新登录后再试!',
} as const;

/**
 * Signed file links (docs/decisions/0042-file-links-and-pdf-uploads.md): a GET file read, or a generated export, opened by a
 * plain link carries `expires`, `account`, `session` and `signature` instead of the login token. A link expires at
 * the end of the `windowSeconds` window after the one it was signed in (between one and two windows: links signed in
 * the same window are the same, so the browser's cache serves them); `fileLinks` signs at most `maxIds` files a call.
 */
export const FileLinks = {
  windowSeconds: 300,
  maxIds: 100,
} as const;

export const bytesPerMB = 1024 * 1024;
const MB = bytesPerMB;

/** What the stub recognises by content (magic bytes); docx/xlsx are zip containers, doc/xls OLE2. */
export type SniffedKind = 'jpeg' | 'png' | 'pdf' | 'zip' | 'ole';

/** Extensions and the content each must carry. */
export const extensionKinds: Record<string, readonly SniffedKind[]> = {
  jpg: ['jpeg', 'png'],
  jpeg: ['jpeg', 'png'],
  png: ['jpeg', 'png'],
  pdf: ['pdf'],
  zip: ['zip'],
  xlsx: ['zip'],
  docx: ['zip'],
  xls: ['ole'],
  doc: ['ole'],
};

export const contentTypes: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  pdf: 'application/pdf',
  zip: 'application/zip',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xls: 'application/vnd.ms-excel',
  doc: 'application/msword',
};

export interface UploadRule {
  /** Accepted extensions, lower case, without the dot. Empty: any. */
  extensions: readonly string[];
  /** The size must be strictly below this (the forms check `size / 1024 / 1024 < n`). */
  maxBytes: number;
  /** Characters allowed before the first dot of the name; null: no limit. */
  nameMax: number | null;
  /** Files one upload list holds; the web hides or refuses beyond it. */
  maxCount: number | null;
  /** Images only: `compress=1` recompresses one above `compressAboveBytes` toward it. */
  compressible: boolean;
  messages: { type: string; size: string; name: string | null; count: string | null };
}

const images = ['jpg', 'jpeg', 'png'] as const;
const image = (maxMb: 20 | 5, maxCount: number | null): UploadRule => ({
  extensions: images,
  maxBytes: maxMb * MB,
  nameMax: 20,
  maxCount,
  compressible: true,
  messages: {
    type: UploadMessages.imageType,
    size: maxMb === 20 ? UploadMessages.imageSize20 : UploadMessages.imageSize5,
    name: UploadMessages.imageName,
    count: maxCount === 1 ? UploadMessages.countOne : null,
  },
});
const excelImport: UploadRule = {
  extensions: ['xlsx', 'xls'],
  maxBytes: 50 * MB,
  nameMax: null,
  maxCount: 1,
  compressible: false,
  messages: { type: UploadMessages.excelType, size: UploadMessages.attachmentSize, name: null, count: null },
};

/**
 * Per business type (calls/files.ts `uploadBusinessTypes`). The first five are spec 001's material form:
 * cover image, other images, 3D VR images, check file (PDF), 3D VR file (zip).
 */
export const uploadRules = {
  materialFabric: image(20, 1),
  materialFabricPicture: image(20, 2),
  materialFabric3DVR: image(20, 2),
  materialFabricCheck: {
    extensions: ['pdf'],
    maxBytes: 50 * MB,
    nameMax: 20,
    maxCount: 1,
    compressible: false,
    messages: {
      type: UploadMessages.pdfType,
      size: UploadMessages.attachmentSize,
      name: UploadMessages.attachmentName,
      count: UploadMessages.countOne,
    },
  },
  materialFabric3DVRFile: {
    extensions: ['zip'],
    maxBytes: 100 * MB,
    nameMax: 20,
    maxCount: 1,
    compressible: false,
    messages: {
      type: UploadMessages.zipType,
      size: UploadMessages.vrSize,
      name: UploadMessages.vrName,
      count: UploadMessages.countOne,
    },
  },
  /** Innovation images: one cover and up to two others, each under 5 MB. */
  materialInnovatePicture: image(5, 3),
  materialInnovateAppendix: {
    extensions: ['xlsx', 'xls', 'pdf', 'docx', 'doc'],
    maxBytes: 50 * MB,
    nameMax: 20,
    maxCount: 5,
    compressible: false,
    messages: {
      type: UploadMessages.officeType,
      size: UploadMessages.attachmentSize,
      name: UploadMessages.attachmentName,
      count: UploadMessages.countFive,
    },
  },
  scanApplySample: image(20, null),
  /** The shoe-last file manager takes any file. */
  shoeTreeFile: {
    extensions: [],
    maxBytes: 100 * MB,
    nameMax: null,
    maxCount: null,
    compressible: false,
    messages: { type: UploadMessages.failed, size: UploadMessages.fileSize100, name: null, count: null },
  },
  materialPriceImport: excelImport,
  colorPriceImport: excelImport,
  linePriceImport: excelImport,
  inquiryImport: excelImport,
  componentCostImport: excelImport,
  seasonImport: excelImport,
} as const satisfies Record<string, UploadRule>;
export type UploadRuleName = keyof typeof uploadRules;

/** Images above this are recompressed toward it when the upload asks for compression (spec 001 §5). */
export const compressAboveBytes = 5 * MB;

/** Above every business type's limit: the request itself is refused with HTTP 413 (上传文件过大!). */
export const uploadHardLimitBytes = Math.max(...Object.values(uploadRules).map((r: UploadRule) => r.maxBytes));

/** Lower-case extension after the last dot, '' without one. */
export const fileExtension = (fileName: string): string => {
  const dot = fileName.lastIndexOf('.');
  return dot < 0 ? '' : fileName.slice(dot + 1).toLowerCase();
};

/** The part of the name the 20-character rule counts: everything before the first dot. */
export const nameBeforeFirstDot = (fileName: string): string => fileName.split('.')[0] ?? '';

/** What a file's first bytes say it is (at least 8 bytes for a sure answer). */
export const sniffKind = (head: Uint8Array): SniffedKind | null => {
  const starts = (...bytes: number[]) => bytes.every((b, i) => head[i] === b);
  if (starts(0xff, 0xd8, 0xff)) return 'jpeg';
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'png';
  if (starts(0x25, 0x50, 0x44, 0x46, 0x2d)) return 'pdf';
  if (starts(0x50, 0x4b, 0x03, 0x04) || starts(0x50, 0x4b, 0x05, 0x06)) return 'zip';
  if (starts(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1)) return 'ole';
  return null;
};

/**
 * The message a file breaks first, or null. Order: type (extension), size, name; the stub then also
 * checks the content (`contentMessage`). Both the web (before sending) and the stub use it.
 */
export const uploadMessage = (rule: UploadRule, file: { name: string; size: number }): string | null => {
  if (rule.extensions.length > 0 && !rule.extensions.includes(fileExtension(file.name))) return rule.messages.type;
  if (file.size >= rule.maxBytes) return rule.messages.size;
  if (rule.nameMax !== null && nameBeforeFirstDot(file.name).length > rule.nameMax) return rule.messages.name;
  return null;
};

/** The type message when the content does not match the extension (a renamed file), else null. */
export const contentMessage = (rule: UploadRule, fileName: string, head: Uint8Array): string | null => {
  if (rule.extensions.length === 0) return null;
  const kind = sniffKind(head);
  return kind && extensionKinds[fileExtension(fileName)]?.includes(kind) ? null : rule.messages.type;
};

/**
 * Direct storage upload (spec 000 §7, §9): the OSS POST-policy protocol. The stub builds and signs the
 * policy for the caller (the secret never leaves it): limited to the caller's key prefix
 * (`<supplierCode>/`), to `policyMaxBytes`, and to `policyExpiryMs`. The client posts the form fields in
 * this order, `file` last.
 */
export const DirectUpload = {
  minBytes: 0,
  /** What the storage host ever takes in one object, whatever a policy says. */
  maxBytes: 1048576000,
  /** What a policy the stub signs allows: the largest upload of any business type (100 MB). */
  policyMaxBytes: 100 * MB,
  /** A signed policy's lifetime: one hour. */
  policyExpiryMs: 60 * 60 * 1000,
  successActionStatus: '200',
  fields: ['key', 'policy', 'OSSAccessKeyId', 'signature', 'success_action_status', 'file'],
} as const;

export interface OssPolicy {
  expiration: string;
  conditions: unknown[];
}

/**
 * The key prefix of one uploader's direct uploads, `<supplierCode>/<accountId>/`, with `<businessType>/` when the
 * policy was asked for one: an account writes only its own objects, never another's of the same supplier. The
 * storage host reads the uploader back from the prefix the policy signs (`ossUploaderOf`).
 */
export const ossKeyPrefix = (supplierCode: string, accountId: number, businessType?: string): string =>
  `${supplierCode}/${accountId}/${businessType ? `${businessType}/` : ''}`;

/** Who a signed key prefix was given to, or null when it is not one `ossKeyPrefix` makes. */
export const ossUploaderOf = (
  prefix: string,
): { supplierCode: string; accountId: number; businessType: UploadRuleName | null } | null => {
  const match = /^([A-Za-z0-9_-]{1,40})\/([1-9][0-9]{0,9})\/(?:([A-Za-z0-9]{1,40})\/)?$/.exec(prefix);
  if (!match) return null;
  const [, supplierCode, accountId, businessType] = match;
  if (businessType !== undefined && !Object.hasOwn(uploadRules, businessType)) return null;
  return {
    supplierCode: supplierCode!,
    accountId: Number(accountId),
    businessType: (businessType as UploadRuleName | undefined) ?? null,
  };
};

/**
 * The policy the stub signs for a caller: its key prefix, one hour, and at most `maxBytes` (the business type's
 * limit, below which a file must stay, or `policyMaxBytes`).
 */
export const buildOssPolicy = (
  keyPrefix: string,
  now: Date = new Date(),
  maxBytes: number = DirectUpload.policyMaxBytes,
): OssPolicy => ({
  expiration: new Date(now.getTime() + DirectUpload.policyExpiryMs).toISOString(),
  conditions: [
    ['content-length-range', DirectUpload.minBytes, maxBytes],
    ['starts-with', '$key', keyPrefix],
  ],
});

/** base64 of the policy JSON (ASCII); this string is what gets signed and sent as `policy`. */
export const encodeOssPolicy = (policy: OssPolicy): string => btoa(JSON.stringify(policy));

/**
 * getOSS answers each field AES-encrypted like the login password (AES-128-ECB, PKCS#7, base64,
 * PASSWORD_AES_KEY). Decrypted: region = the storage host's upload URL (a path on the stub), policy = the
 * policy the stub signed for the caller (base64, as `encodeOssPolicy`), accessKeyId, signature =
 * base64(HMAC-SHA1(secret, policy)) made by the stub, keyPrefix = what every object key must start with.
 * No secret is ever sent.
 */
export interface OssConfigPlain {
  region: string;
  policy: string;
  accessKeyId: string;
  signature: string;
  keyPrefix: string;
}
const eachOssField = (c: OssConfigPlain, f: (value: string) => string): OssConfigPlain => ({
  region: f(c.region),
  policy: f(c.policy),
  accessKeyId: f(c.accessKeyId),
  signature: f(c.signature),
  keyPrefix: f(c.keyPrefix),
});
export const encryptOssConfig = (config: OssConfigPlain, key: string): OssConfigPlain =>
  eachOssField(config, (value) => encryptPassword(value, key));
export const decryptOssConfig = (config: OssConfigPlain, key: string): OssConfigPlain =>
  eachOssField(config, (value) => decryptPassword(value, key));

/**
 * The write atoms that allow an upload of each business type (any one of them), and the deletion of a
 * file of that type. Chosen by this project (docs/decisions/0005-files-and-exports.md).
 */
export const uploadAtoms = {
  materialFabric: [atoms.fabricManage.add, atoms.recommend.add, atoms.recommend.edit],
  materialFabricPicture: [atoms.fabricManage.add, atoms.recommend.add, atoms.recommend.edit],
  materialFabric3DVR: [atoms.fabricManage.add, atoms.recommend.add, atoms.recommend.edit],
  materialFabricCheck: [atoms.fabricManage.add, atoms.recommend.add, atoms.recommend.edit],
  materialFabric3DVRFile: [atoms.fabricManage.add, atoms.recommend.add, atoms.recommend.edit],
  materialInnovatePicture: [atoms.fabricInnovate.add],
  materialInnovateAppendix: [atoms.fabricInnovate.add],
  scanApplySample: [atoms.scanApply.uploadSampleImage, atoms.scanApply.add, atoms.scanApply.edit],
  shoeTreeFile: [atoms.shoeTreeMaintain.maintain],
  materialPriceImport: [atoms.materialPrice.import],
  colorPriceImport: [atoms.colorPrice.import],
  linePriceImport: [atoms.linePrice.import],
  inquiryImport: [atoms.inquiryNotice.import],
  componentCostImport: [atoms.componentCost.import],
  seasonImport: [atoms.seasonMaterialPrice.import],
} as const satisfies Record<UploadRuleName, readonly Atom[]>;

/** Every atom that allows some upload: what upload and delete require before anything else. */
export const uploadWriteAtoms: readonly Atom[] = [...new Set(Object.values(uploadAtoms).flat())];

/** The atoms allowing uploads of a business type; null for a type no upload gives (seeded files). */
export const atomsForBusinessType = (businessType: string): readonly Atom[] | null =>
  Object.hasOwn(uploadAtoms, businessType) ? uploadAtoms[businessType as UploadRuleName] : null;

/**
 * The href of a download record's filePath (spec 000 §4: http is rewritten to https). The stub gives a
 * root-relative path (served through the same proxy as the calls), which is resolved against the API
 * base and never rewritten; an absolute http URL from a real host becomes https.
 */
export const downloadHref = (filePath: string, apiBaseUrl = ''): string =>
  filePath.startsWith('/') && !filePath.startsWith('//')
    ? `${apiBaseUrl.replace(/\/$/, '')}${filePath}`
    : filePath.replace(/^http:\/\//i, 'https://');
