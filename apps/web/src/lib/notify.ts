import { Http } from '@portal/contract';
import type { Notification } from '@/api/http-reactions';
import { wantToaster } from '@/components/ui/toaster-host';

type Toast = typeof import('sonner').toast;

/**
 * Shows a toast once sonner has loaded: it is not part of the first page (components/ui/toaster-host.tsx). A toast
 * that cannot be shown because the code did not arrive is written to the console instead.
 */
const toast = (show: (toast: Toast) => void, text: string): void => {
  wantToaster();
  import('sonner').then(
    (module) => show(module.toast),
    (error: unknown) => console.warn('notification not shown:', text, error),
  );
};

/** Shows a client notification as a sonner toast; the id makes a visible identical toast update, not stack. */
export const showNotification = (notification: Notification): void =>
  toast((sonner) => {
    const show = notification.level === 'warning' ? sonner.warning : sonner.error;
    show(notification.title, {
      id: notification.id,
      description: notification.message,
      duration: notification.durationMs,
    });
  }, `${notification.title} ${notification.message}`);

/** Short messages of the UI itself (not of a failed call): one line, shown for 2 s like the http ones. */
export const notify = {
  success: (message: string): void =>
    toast((sonner) => sonner.success(message, { id: `success:${message}`, duration: Http.notifyMs }), message),
  warning: (message: string): void =>
    toast((sonner) => sonner.warning(message, { id: `warning:${message}`, duration: Http.notifyMs }), message),
  error: (message: string): void =>
    toast((sonner) => sonner.error(message, { id: `error:${message}`, duration: Http.notifyMs }), message),
};
