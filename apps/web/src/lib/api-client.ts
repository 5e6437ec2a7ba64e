import { env } from './env';
import { createHttpClient } from './http';
import { appNavigation } from './navigation';
import { showNotification } from './notify';
import { sessionStore } from './session';

/** The app's one http client. Its navigation follows the router once it exists (lib/navigation.ts). */
export const apiClient = createHttpClient({
  baseUrl: env.apiBaseUrl,
  getToken: () => sessionStore.get().token,
  notify: showNotification,
  logout: sessionStore.clear,
  navigate: appNavigation.navigate,
});

export const { request } = apiClient;
