import { QueryClientProvider, useQueryClient } from '@tanstack/react-query';
import { StrictMode, startTransition, useEffect, useRef } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, useLocation, useNavigate, useRoutes } from 'react-router';
import { AppErrorBoundary } from './app/error-boundary';
import { routes } from './app/routes';
import { AppToaster } from './app/toaster';
import { showUpdatePrompt } from './app/update-prompt';
import { prefetchLandingCopy } from './features/marketing/landing-page';
import { setUnauthorizedHandler } from './lib/api-client';
import { createQueryClient } from './lib/query-client';
import { SESSION_QUERY_KEY } from './lib/session';
import { prefetchScreen } from './lib/screen-prefetch';
import { registerServiceWorker } from './lib/service-worker';
import { initTheme } from './lib/theme';
import './app/app.css';

initTheme();
registerServiceWorker({ onUpdateReady: showUpdatePrompt });
// A build made with VITE_BUILD_LABEL (a release's name) says which it is, for support and tests.
if (import.meta.env.VITE_BUILD_LABEL) {
  document.documentElement.dataset.build = import.meta.env.VITE_BUILD_LABEL;
}

const queryClient = createQueryClient();
// The landing page's copy waits for two small answers; ask for them now, beside the session.
if (window.location.pathname === '/') prefetchLandingCopy(queryClient);

/**
 * Spec section 8: a 401 from the API means the session is gone; go to /login (remembering
 * where the person was) unless already there or finishing sign-in.
 */
function useSessionLostRedirect(): void {
  const client = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  // The handler is registered once and reads the latest location and navigate through refs.
  const latest = useRef({ navigate, location });
  latest.current = { navigate, location };
  useEffect(() => {
    setUnauthorizedHandler(() => {
      client.setQueryData(SESSION_QUERY_KEY, null);
      const { pathname, search, hash } = latest.current.location;
      if (pathname === '/login' || pathname === '/auth/callback') return;
      void latest.current.navigate('/login', {
        replace: true,
        state: { from: { pathname, search, hash } },
      });
    });
    return () => setUnauthorizedHandler(null);
  }, [client]);
}

/**
 * A signed-in screen opened directly asks for its code and data beside the session probe,
 * once the first frame (the bar and a spinner) is committed: asked for before it, they
 * competed with the first paint for a slow network.
 */
function usePrefetchOpenedScreen(): void {
  const client = useQueryClient();
  useEffect(() => {
    prefetchScreen(client, window.location.pathname);
  }, [client]);
}

function App() {
  useSessionLostRedirect();
  usePrefetchOpenedScreen();
  return useRoutes(routes);
}

const container = document.getElementById('root');
if (!container) throw new Error('index.html must contain #root');

// The first render is a transition, so React renders it in slices of a few milliseconds and
// the browser stays responsive while it does: one render of the whole page was a long task of
// over a second on a slow phone (issue 14: Total Blocking Time).
const root = createRoot(container);
startTransition(() => {
  root.render(
    <StrictMode>
      <AppErrorBoundary>
        <QueryClientProvider client={queryClient}>
          <BrowserRouter>
            <App />
          </BrowserRouter>
          <AppToaster />
        </QueryClientProvider>
      </AppErrorBoundary>
    </StrictMode>,
  );
});
