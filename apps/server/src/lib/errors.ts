import { Status, StatusMessage } from '@portal/contract';

export interface FailureOptions {
  /** The envelope's data (default null), e.g. the upload's `{ uploadStatus: '400', checkMsg }`. */
  data?: unknown;
  /** An HTTP status that holds whatever HTTP_STATUS_MODE says (the upload's 413 and 500, spec 001 §8). */
  httpStatus?: number;
}

/** A failure a handler reports to the caller: becomes the envelope `{status, message, data: null}`. */
export class ApiFailure extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly options: FailureOptions = {},
  ) {
    super(message);
  }
}

/** 400 with a business message (the spec's text where it gives one). */
export const fail = (message: string = StatusMessage.failed) => new ApiFailure(Status.badRequest, message);
export const illegalRequest = (message: string = StatusMessage.illegalRequest) =>
  new ApiFailure(Status.badRequest, message);
export const tokenRejected = () => new ApiFailure(Status.unauthorized, StatusMessage.tokenRejected);
export const forbidden = () => new ApiFailure(Status.forbidden, StatusMessage.forbidden);
export const notImplemented = () => new ApiFailure(Status.serverError, StatusMessage.notImplemented);
