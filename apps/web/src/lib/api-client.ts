import { env } from './env';
import { createHttpClient } from './http';
import { showNotification } from './notify';
import { sessionStore } from './session';

/** The app's one http client. The router replaces `navigate` once it exists (app/router.tsx). */
export const apiClient = createHttpClient({
  baseUrl: env.apiBaseUrl,
  getToken: () => sessionStore.get().token,
  notify: showNotification,
  logout: sessionStore.clear,
  navigate: (to) => window.location.assign(to),
});

export const { request } = apiClient;
