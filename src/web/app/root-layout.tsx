import { Suspense, useEffect, useLayoutEffect, useRef } from 'react';
import { Outlet, useLocation } from 'react-router';
import { CookieBanner } from '../components/cookie-banner';
import { DeferredCookieSettingsDialog } from '../components/deferred-dialogs';
import { CenteredSpinner } from '../components/ui/spinner';
import { useAnalytics } from '../lib/analytics';
import { showFlashToast } from '../lib/flash-toast';
import { AnimatedBackground } from './animated-background';
import { RouteErrorBoundary } from './error-screen';
import { Footer } from './footer';
import { NavBar } from './nav-bar';

/** Spec section 2: scroll resets to the top on every route change. */
function useScrollToTopOnRouteChange(): void {
  const { pathname } = useLocation();
  useLayoutEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
}

/**
 * After a client-side navigation, focus moves to the new page's content so keyboard and
 * screen-reader users start there, not on the link they left (often in the footer). A page
 * that focused something of its own (an autofocus field) keeps it.
 */
function useFocusContentOnRouteChange(): void {
  const { pathname } = useLocation();
  const firstRender = useRef(true);
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    const main = document.getElementById('main');
    if (main && !main.contains(document.activeElement)) main.focus({ preventScroll: true });
  }, [pathname]);
}

/** The chrome around every page: navigation, footer, background, cookie consent. */
export function RootLayout() {
  const { pathname } = useLocation();
  useScrollToTopOnRouteChange();
  useFocusContentOnRouteChange();
  useAnalytics();
  useEffect(() => {
    showFlashToast();
  }, []);

  return (
    <div className="relative isolate flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-full bg-primary px-4 py-2 font-semibold text-on-primary focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Skip to content
      </a>
      <AnimatedBackground />
      <NavBar />
      {/* At least a screen tall under the 4rem bar (and its 1px border), so the footer starts
          below the first screen: it used to sit at the bottom of the window while a screen
          loaded and then jump down when the content arrived, a layout shift of 0.42 that cost
          every public page a fifth of its Lighthouse score (issue 14). */}
      <main
        id="main"
        tabIndex={-1}
        className="flex min-h-[calc(100dvh-4rem-1px)] flex-1 flex-col focus:outline-none"
      >
        <RouteErrorBoundary resetKey={pathname}>
          {/* A screen's code is downloading (routes.tsx loads screens on demand). */}
          <Suspense fallback={<CenteredSpinner testId="screen-code-loading" />}>
            <Outlet />
          </Suspense>
        </RouteErrorBoundary>
      </main>
      <Footer />
      <CookieBanner />
      <DeferredCookieSettingsDialog />
    </div>
  );
}
