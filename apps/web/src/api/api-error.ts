/** Why a call failed: the envelope (or HTTP) said so, the network broke, or the 5000 ms budget ran out. */
export type ApiErrorKind = 'status' | 'network' | 'timeout';

/** Status carried by errors that never got an answer from the server. */
export const noStatus = 0;

/** The one error type the http client throws (docs/architecture.md "Data flow"): a typed ApiError(status, message). */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly kind: ApiErrorKind;
  /** The envelope's data of a refusal that carries some (a call's `refusalData`, e.g. an import's row errors). */
  readonly data: unknown;

  constructor(status: number, message: string, kind: ApiErrorKind = 'status', data: unknown = null) {
    super(message);
    this.status = status;
    this.kind = kind;
    this.data = data;
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;
