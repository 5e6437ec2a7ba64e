import { createBrowserRouter } from 'react-router-dom';
import { appNavigation } from '@/navigation/navigation';
import { buildRoutes } from './routes';

export const router = createBrowserRouter(buildRoutes());

// From now on a 401 (http client) navigates inside the app, without a reload.
appNavigation.use((to) => {
  void router.navigate(to, { replace: true });
});
