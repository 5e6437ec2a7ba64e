import { files, Status, type UploadResult } from '@portal/contract';
import { request } from '@/api/api-client';
import { ApiError } from '@/api/api-error';
import { reactionFor } from '@/api/http-reactions';
import { env } from '@/config/env';
import { showNotification } from '@/lib/notify';
import { appNavigation } from '@/navigation/navigation';
import { Paths } from '@/navigation/paths';
import { sessionStore } from '@/session/session';
import { createOssAdapter, type DirectUploadResult } from './oss-client';
import { UploaderErrors } from './texts';
import { createServerAdapter, type UploadCallOptions } from './upload-transport';

/**
 * The upload helper of spec 000 §8: `createUploader(name).upload(data)`, where the adapter is chosen by
 * name: 'server' (multipart to /basic/api/upload/upload) or 'oss' (direct storage upload).
 */
export interface UploadAdapter<R = unknown> {
  upload?: (data: FormData, options?: UploadCallOptions) => Promise<R>;
}
export type UploadAdapters = Readonly<Record<string, UploadAdapter | undefined>>;

/** A programming error of the helper's caller (unknown adapter, adapter without upload, not FormData). */
export class UploaderError extends Error {
  override readonly name = 'UploaderError';
}

export interface Uploader<R> {
  readonly adapter: string;
  upload: (data: unknown, options?: UploadCallOptions) => Promise<R>;
}

/**
 * The http client's 401 reaction for an upload: the invalid-token warning, sign out (which empties the query
 * cache, api/query-client.ts), /login. Not for a token the session no longer holds: that session already ended.
 */
const signOut = (message: string, sentToken: string | null): void => {
  if (sentToken !== (sessionStore.get().token || null)) return;
  showNotification(reactionFor(new ApiError(Status.unauthorized, message)).notification);
  sessionStore.clear();
  appNavigation.navigate(Paths.login);
};

const getToken = () => sessionStore.get().token;
const baseUrl = () => env.apiBaseUrl;

export const defaultAdapters = {
  server: createServerAdapter({ baseUrl, getToken, onUnauthorized: signOut }),
  oss: createOssAdapter({
    baseUrl,
    getToken,
    aesKey: () => env.passwordAesKey,
    // Silent: spec 000 §8 only logs a failure to fetch the config.
    fetchConfig: (token, businessType) => request(files.getOSS, { query: { token, businessType } }, { silent: true }),
  }),
} satisfies UploadAdapters;

/** Checks in this order: the adapter exists (未找到适配器！), has an upload (未实现上传方法！), data is FormData. */
export const createUploader = <R = unknown>(
  adapterName: string,
  adapters: UploadAdapters = defaultAdapters,
): Uploader<R> => ({
  adapter: adapterName,
  upload: async (data, options) => {
    const adapter = Object.hasOwn(adapters, adapterName) ? adapters[adapterName] : undefined;
    if (!adapter) throw new UploaderError(UploaderErrors.adapterNotFound);
    if (typeof adapter.upload !== 'function') throw new UploaderError(UploaderErrors.notImplemented);
    if (!(data instanceof FormData)) throw new UploaderError(UploaderErrors.notFormData);
    return (await adapter.upload(data, options)) as R;
  },
});

export const serverUploader = (): Uploader<UploadResult> => createUploader<UploadResult>('server');
export const ossUploader = (): Uploader<DirectUploadResult> => createUploader<DirectUploadResult>('oss');
