import { files, Http, Status, UploadMessages, type UploadResult, UploadStatus } from '@portal/contract';

/**
 * No overall deadline for uploads: the 5000 ms of the JSON calls would cut a 100 MB zip on any real link.
 * Instead an upload is given up when nothing moves for this long (no byte sent, no byte of the answer
 * received), which also covers the stub compressing a 20 MB image after the last byte arrived.
 */
export const uploadIdleTimeoutMs = 120_000;

/**
 * Why an upload did not give a file (spec 001 §7/§8): `rejected` is the answer's uploadStatus '400' with
 * its checkMsg (the list is cleared), `system` HTTP 500, `tooLarge` HTTP 413, `unauthorized` a dead token
 * (the session is closed), `aborted` the user or the component cancelled it, `failed` anything else.
 */
export type UploadFailureReason = 'rejected' | 'system' | 'tooLarge' | 'unauthorized' | 'aborted' | 'failed';

export class UploadFailure extends Error {
  override readonly name = 'UploadFailure';
  readonly reason: UploadFailureReason;

  constructor(reason: UploadFailureReason, message: string) {
    super(message);
    this.reason = reason;
  }
}

export const isUploadFailure = (error: unknown): error is UploadFailure => error instanceof UploadFailure;

export interface PostFormOptions {
  url: string;
  body: FormData;
  headers?: Record<string, string>;
  /** 0..100, as the bytes go out. */
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
  idleTimeoutMs?: number;
  /** Looked up per request so a test can install its fake XMLHttpRequest. */
  createXhr?: () => XMLHttpRequest;
}

export interface PostFormAnswer {
  status: number;
  text: string;
}

/**
 * A multipart POST through XMLHttpRequest, the one browser API that reports upload progress
 * (`upload.onprogress`; fetch cannot). Resolves with any HTTP answer; rejects only when none arrived.
 */
export const postForm = (options: PostFormOptions): Promise<PostFormAnswer> =>
  new Promise((resolve, reject) => {
    const { url, body, headers = {}, onProgress, signal, idleTimeoutMs = uploadIdleTimeoutMs } = options;
    if (signal?.aborted) {
      reject(new UploadFailure('aborted', UploadMessages.failed));
      return;
    }
    const xhr = options.createXhr ? options.createXhr() : new XMLHttpRequest();
    let settled = false;
    let idleTimer: ReturnType<typeof setTimeout> | undefined;
    const finish = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(idleTimer);
      signal?.removeEventListener('abort', onAbort);
      outcome();
    };
    const fail = (reason: UploadFailureReason) =>
      finish(() => reject(new UploadFailure(reason, UploadMessages.failed)));
    const stillMoving = () => {
      clearTimeout(idleTimer);
      idleTimer = setTimeout(() => {
        fail('failed');
        xhr.abort();
      }, idleTimeoutMs);
    };
    function onAbort() {
      fail('aborted');
      xhr.abort();
    }

    xhr.open('POST', url);
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      stillMoving();
      if (event.lengthComputable && event.total > 0)
        onProgress?.(Math.min(100, Math.round((event.loaded / event.total) * 100)));
    };
    xhr.upload.onload = () => {
      stillMoving();
      onProgress?.(100);
    };
    xhr.onprogress = stillMoving;
    xhr.onload = () => finish(() => resolve({ status: xhr.status, text: xhr.responseText }));
    xhr.onerror = () => fail('failed');
    xhr.ontimeout = () => fail('failed');
    xhr.onabort = () => fail('aborted');
    signal?.addEventListener('abort', onAbort);
    stillMoving();
    xhr.send(body);
  });

const parseJson = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
};

const record = (value: unknown): Record<string, unknown> | null =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : null;

/**
 * What an answer of /basic/api/upload/upload means (spec 001 §7/§8, docs/decisions/0005-files-and-exports.md).
 * The rejection is read from the data whatever the HTTP status (the stub mirrors 400 in HTTP, a backend may
 * answer 200); 500 and 413 are read from HTTP and, for a backend that answers HTTP 200 for everything,
 * from the envelope too.
 */
export const readUploadAnswer = ({ status, text }: PostFormAnswer): UploadResult => {
  const body = record(parseJson(text));
  const envelopeStatus = typeof body?.status === 'number' ? body.status : null;
  const data = record(body?.data);
  if (data && String(data.uploadStatus) === UploadStatus.rejected) {
    const checkMsg = typeof data.checkMsg === 'string' && data.checkMsg ? data.checkMsg : UploadMessages.failed;
    throw new UploadFailure('rejected', checkMsg);
  }
  if (status === 500 || envelopeStatus === Status.serverError)
    throw new UploadFailure('system', UploadMessages.systemError);
  if (status === 413 || envelopeStatus === 413) throw new UploadFailure('tooLarge', UploadMessages.tooLarge);
  if (status === Status.unauthorized || envelopeStatus === Status.unauthorized) {
    throw new UploadFailure('unauthorized', typeof body?.message === 'string' ? body.message : '');
  }
  if (status >= 200 && status < 300 && envelopeStatus === Status.ok && data && typeof data.id === 'string' && data.id) {
    return {
      id: data.id,
      fileName: typeof data.fileName === 'string' ? data.fileName : '',
      uploadStatus: UploadStatus.ok,
      checkMsg: null,
    };
  }
  throw new UploadFailure('failed', UploadMessages.failed);
};

export interface ServerAdapterOptions {
  /** The http client's base URL ('' = same origin through the dev/preview proxy). */
  baseUrl: () => string;
  getToken: () => string | null | undefined;
  /** A dead token: the http client's 401 reaction (notify, clear the session, go to /login); `token` is the one sent. */
  onUnauthorized: (message: string, token: string | null) => void;
  idleTimeoutMs?: number;
  createXhr?: () => XMLHttpRequest;
}

export interface UploadCallOptions {
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
}

/** The 'server' adapter: the multipart upload to /basic/api/upload/upload with the token header. */
export const createServerAdapter = (options: ServerAdapterOptions) => ({
  upload: async (data: FormData, call: UploadCallOptions = {}): Promise<UploadResult> => {
    const token = options.getToken();
    const answer = await postForm({
      url: `${options.baseUrl()}${files.upload.path}`,
      body: data,
      headers: token ? { [Http.tokenHeader]: token, Accept: 'application/json' } : { Accept: 'application/json' },
      onProgress: call.onProgress,
      signal: call.signal,
      idleTimeoutMs: options.idleTimeoutMs,
      createXhr: options.createXhr,
    });
    try {
      return readUploadAnswer(answer);
    } catch (error) {
      if (error instanceof UploadFailure && error.reason === 'unauthorized')
        options.onUnauthorized(error.message, token || null);
      throw error;
    }
  },
});
