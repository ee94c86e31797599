import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider, createBrowserRouter } from 'react-router';
import { AppErrorBoundary } from './app/error-boundary';
import { routes } from './app/routes';
import { AppToaster } from './app/toaster';
import { setUnauthorizedHandler } from './lib/api-client';
import { createQueryClient } from './lib/query-client';
import { SESSION_QUERY_KEY } from './lib/session';
import { registerServiceWorker } from './lib/service-worker';
import { initTheme } from './lib/theme';
import './app/app.css';

initTheme();
registerServiceWorker();

const queryClient = createQueryClient();
const router = createBrowserRouter(routes);

// Spec section 8: a 401 from the API means the session is gone; go to /login (remembering
// where the person was) unless already there or finishing sign-in.
setUnauthorizedHandler(() => {
  queryClient.setQueryData(SESSION_QUERY_KEY, null);
  const { pathname, search, hash } = router.state.location;
  if (pathname === '/login' || pathname === '/auth/callback') return;
  void router.navigate('/login', { replace: true, state: { from: { pathname, search, hash } } });
});

const container = document.getElementById('root');
if (!container) throw new Error('index.html must contain #root');

createRoot(container).render(
  <StrictMode>
    <AppErrorBoundary>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
        <AppToaster />
      </QueryClientProvider>
    </AppErrorBoundary>
  </StrictMode>,
);
