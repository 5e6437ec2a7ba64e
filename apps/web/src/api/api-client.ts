import { env } from '@/config/env';
import { showNotification } from '@/lib/notify';
import { appNavigation } from '@/navigation/navigation';
import { sessionStore } from '@/session/session';
import { createHttpClient } from './http';

/** The app's one http client. Its navigation follows the router once it exists (navigation/navigation.ts). */
export const apiClient = createHttpClient({
  baseUrl: env.apiBaseUrl,
  getToken: () => sessionStore.get().token,
  notify: showNotification,
  logout: sessionStore.clear,
  navigate: appNavigation.navigate,
});

export const { request, sendCall } = apiClient;
