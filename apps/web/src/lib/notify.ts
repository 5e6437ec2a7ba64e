import { toast } from 'sonner';
import type { Notification } from './http-reactions';

/** Shows a client notification as a sonner toast; the id makes a visible identical toast update, not stack. */
export const showNotification = (notification: Notification): void => {
  const show = notification.level === 'warning' ? toast.warning : toast.error;
  show(notification.title, {
    id: notification.id,
    description: notification.message,
    duration: notification.durationMs,
  });
};
