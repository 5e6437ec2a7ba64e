import { createBrowserRouter } from 'react-router-dom';
import { apiClient } from '@/lib/api-client';
import { buildRoutes } from './routes';

export const router = createBrowserRouter(buildRoutes());

// The http client was built before the router; from now on a 401 navigates inside the app, without a reload.
apiClient.setHooks({
  navigate: (to) => {
    void router.navigate(to, { replace: true });
  },
});
