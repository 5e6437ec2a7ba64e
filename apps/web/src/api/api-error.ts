/** Why a call failed: the envelope (or HTTP) said so, the network broke, or the 5000 ms budget ran out. */
export type ApiErrorKind = 'status' | 'network' | 'timeout';

/** Status carried by errors that never got an answer from the server. */
export const noStatus = 0;

/** The one error type the http client throws (docs/architecture.md "Data flow"): a typed ApiError(status, message). */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly kind: ApiErrorKind;

  constructor(status: number, message: string, kind: ApiErrorKind = 'status') {
    super(message);
    this.status = status;
    this.kind = kind;
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;
