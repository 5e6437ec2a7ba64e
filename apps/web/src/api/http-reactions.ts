import { ClientMessages, Http, Status, StatusMessage } from '@portal/contract';
import type { ApiError } from './api-error';

export type NotificationLevel = 'warning' | 'error';

export interface Notification {
  level: NotificationLevel;
  title: string;
  message: string;
  durationMs: number;
  /**
   * Toast id. Built from title + message so an identical notification that is still visible is
   * replaced instead of stacked (several calls failing with the same 401 show one toast).
   */
  id: string;
}

/** What the client does about a failed call (spec 000 §8). */
export interface Reaction {
  notification: Notification;
  /** 401: the token is dead; clear the session and go to /login. */
  signOut: boolean;
}

const notification = (level: NotificationLevel, message: string, durationMs: number): Notification => {
  const title = level === 'warning' ? ClientMessages.warningTitle : ClientMessages.errorTitle;
  return { level, title, message, durationMs, id: `${title}:${message}` };
};

const warning = (message: string) => notification('warning', message, Http.notifyMs);

export const reactionFor = (error: ApiError): Reaction => {
  if (error.kind === 'timeout') {
    return { notification: notification('error', ClientMessages.timeout, Http.networkNotifyMs), signOut: false };
  }
  if (error.kind === 'network') {
    return { notification: notification('error', ClientMessages.network, Http.networkNotifyMs), signOut: false };
  }
  switch (error.status) {
    case Status.unauthorized:
      // The real backend sends "token invalid" with an empty message; show the catalogue's text instead.
      return { notification: warning(error.message || StatusMessage.tokenRejected), signOut: true };
    case Status.forbidden:
      return { notification: warning(error.message || StatusMessage.forbidden), signOut: false };
    case Status.badRequest:
      return { notification: warning(error.message || StatusMessage.failed), signOut: false };
    default:
      // System errors always show the default text: the server's message may be a stack trace (spec: "shows the default").
      if (error.status >= Status.serverError) {
        return { notification: notification('error', StatusMessage.systemError, Http.notifyMs), signOut: false };
      }
      // Any other non-200 status is a failure the user should read about, like a 400.
      return { notification: warning(error.message || StatusMessage.failed), signOut: false };
  }
};
