import { Http } from '@portal/contract';
import { toast } from 'sonner';
import type { Notification } from '@/api/http-reactions';

/** Shows a client notification as a sonner toast; the id makes a visible identical toast update, not stack. */
export const showNotification = (notification: Notification): void => {
  const show = notification.level === 'warning' ? toast.warning : toast.error;
  show(notification.title, {
    id: notification.id,
    description: notification.message,
    duration: notification.durationMs,
  });
};

/** Short messages of the UI itself (not of a failed call): one line, shown for 2 s like the http ones. */
export const notify = {
  success: (message: string): void => {
    toast.success(message, { id: `success:${message}`, duration: Http.notifyMs });
  },
  warning: (message: string): void => {
    toast.warning(message, { id: `warning:${message}`, duration: Http.notifyMs });
  },
  error: (message: string): void => {
    toast.error(message, { id: `error:${message}`, duration: Http.notifyMs });
  },
};
