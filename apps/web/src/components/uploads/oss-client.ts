import {
  DirectUpload,
  decryptOssConfig,
  fileExtension,
  type OssConfigPlain,
  type UploadBusinessType,
  UploadMessages,
  uploadFieldsSchema,
} from '@portal/contract';
import { OssConfigError } from './texts';
import { postForm, type UploadCallOptions, UploadFailure, uploadIdleTimeoutMs } from './upload-transport';

/**
 * Direct storage upload (spec 000 §7; docs/decisions/0005-files-and-exports.md): the encrypted config
 * comes from getOSS with a POST policy the server signed for this caller (its key prefix, a size, one hour)
 * and the signature; the client posts the file straight to the storage host (the stub plays it at
 * /basic/oss) under a key within the prefix. No secret ever reaches the browser.
 */

export interface DirectUploadForm {
  key: string;
  policy: string;
  accessKeyId: string;
  signature: string;
  file: Blob;
  fileName: string;
}

/** The form in the order the storage host expects (`DirectUpload.fields`): the file last. */
export const directUploadFormData = (form: DirectUploadForm): FormData => {
  const values: Record<(typeof DirectUpload.fields)[number], string | null> = {
    key: form.key,
    policy: form.policy,
    OSSAccessKeyId: form.accessKeyId,
    signature: form.signature,
    success_action_status: DirectUpload.successActionStatus,
    file: null,
  };
  const data = new FormData();
  for (const field of DirectUpload.fields) {
    const value = values[field];
    if (field === 'file') data.append('file', form.file, form.fileName);
    else if (value !== null) data.append(field, value);
  }
  return data;
};

const randomHex = (bytes: number): string =>
  Array.from(crypto.getRandomValues(new Uint8Array(bytes)), (b) => b.toString(16).padStart(2, '0')).join('');

/**
 * An object key the policy allows: `<keyPrefix><yyyymm>/<32 hex>.<ext>` (keyPrefix from getOSS, e.g.
 * `S10001/`); the user's name never becomes a path.
 */
export const newObjectKey = (keyPrefix: string, fileName: string, now: Date = new Date()): string => {
  const month = `${now.getFullYear()}${String(now.getMonth() + 1).padStart(2, '0')}`;
  const ext = fileExtension(fileName);
  return `${keyPrefix}${month}/${randomHex(16)}${/^[a-z0-9]{1,8}$/.test(ext) ? `.${ext}` : ''}`;
};

/** A key the caller gives, put inside the policy's prefix when it is not already there. */
export const keyWithin = (keyPrefix: string, key: string): string =>
  key.startsWith(keyPrefix) ? key : `${keyPrefix}${key.replace(/^\/+/, '')}`;

/** The region is a root-relative path on the stub (resolved against the API base) or a storage host URL. */
export const storageUrl = (region: string, apiBaseUrl: string): string =>
  region.startsWith('/') && !region.startsWith('//') ? `${apiBaseUrl}${region}` : region;

export interface OssAdapterOptions {
  baseUrl: () => string;
  getToken: () => string | null | undefined;
  /**
   * Fetches getOSS (encrypted answer) for the form's business type when it has one (the policy then carries that
   * type's limit and the storage host its rules); rejects when it cannot.
   */
  fetchConfig: (token: string, businessType?: UploadBusinessType) => Promise<OssConfigPlain>;
  /** The AES key getOSS encrypts each field with (the login password's key). */
  aesKey: () => string;
  now?: () => Date;
  idleTimeoutMs?: number;
  createXhr?: () => XMLHttpRequest;
}

/** The decrypted config, or null after logging '获取OSS Config 错误!' (spec 000 §8: only logged). */
export const loadOssConfig = async (
  options: OssAdapterOptions,
  businessType?: UploadBusinessType,
): Promise<OssConfigPlain | null> => {
  try {
    const token = options.getToken();
    if (!token) throw new Error('no session token');
    const config = businessType ? options.fetchConfig(token, businessType) : options.fetchConfig(token);
    return decryptOssConfig(await config, options.aesKey());
  } catch (error) {
    console.error(OssConfigError, error);
    return null;
  }
};

export interface DirectUploadResult {
  key: string;
  /** Where the object reads back (public read). */
  url: string;
  fileName: string;
}

/** The storage host's error code (OSS answers `<Error><Code>…</Code>`), for the console. */
const errorCode = (text: string): string | null => /<Code>([^<]*)<\/Code>/.exec(text)?.[1] ?? null;

/**
 * The 'oss' adapter. `data` carries the file as `file` and may carry the object `key` and the `businessType`
 * (as for the server adapter); everything else is built here. A config that cannot be fetched, or a refusal of the storage host, is 上传失败!.
 */
export const createOssAdapter = (options: OssAdapterOptions) => ({
  upload: async (data: FormData, call: UploadCallOptions = {}): Promise<DirectUploadResult> => {
    const file = data.get('file');
    if (!(file instanceof Blob)) throw new UploadFailure('failed', UploadMessages.failed);
    const fileName = file instanceof File ? file.name : 'file';
    const businessType = uploadFieldsSchema.shape.businessType.safeParse(data.get('businessType'));
    const config = await loadOssConfig(options, businessType.success ? businessType.data : undefined);
    if (!config) throw new UploadFailure('failed', UploadMessages.failed);
    const givenKey = data.get('key');
    const key =
      typeof givenKey === 'string' && givenKey
        ? keyWithin(config.keyPrefix, givenKey)
        : newObjectKey(config.keyPrefix, fileName, options.now?.());
    const { policy, signature, accessKeyId } = config;
    const url = storageUrl(config.region, options.baseUrl());
    const answer = await postForm({
      url,
      body: directUploadFormData({ key, policy, accessKeyId, signature, file, fileName }),
      onProgress: call.onProgress,
      signal: call.signal,
      idleTimeoutMs: options.idleTimeoutMs ?? uploadIdleTimeoutMs,
      createXhr: options.createXhr,
    });
    if (answer.status < 200 || answer.status >= 300) {
      console.error('direct upload refused', answer.status, errorCode(answer.text));
      throw new UploadFailure('failed', UploadMessages.failed);
    }
    const objectPath = key.split('/').map(encodeURIComponent).join('/');
    return { key, url: `${url.replace(/\/+$/, '')}/${objectPath}`, fileName };
  },
});
