import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useCookieConsent } from './cookie-consent';

/** Unset by default: then no analytics code is ever loaded, whatever the consent says. */
const ANALYTICS_ID = import.meta.env.VITE_ANALYTICS_ID?.trim() || undefined;
const SCRIPT_ID = 'pantrypilot-analytics';

type Gtag = (...args: unknown[]) => void;
interface AnalyticsGlobals {
  dataLayer?: unknown[];
  gtag?: Gtag;
  /** gtag.js's documented per-id opt-out switch: `ga-disable-<id>`. */
  [optOut: `ga-disable-${string}`]: boolean | undefined;
}

function analyticsWindow(): AnalyticsGlobals {
  return window as unknown as AnalyticsGlobals;
}

function loadAnalytics(id: string): void {
  const w = analyticsWindow();
  w[`ga-disable-${id}`] = false;
  if (document.getElementById(SCRIPT_ID)) return;
  w.dataLayer = w.dataLayer ?? [];
  w.gtag = function gtag() {
    // gtag.js reads the arguments object itself, not an array copy of it.
    // eslint-disable-next-line prefer-rest-params
    w.dataLayer?.push(arguments);
  };
  w.gtag('js', new Date());
  // Page views are sent on route changes below; the SPA never reloads the page.
  w.gtag('config', id, { send_page_view: false, anonymize_ip: true });
  const script = document.createElement('script');
  script.id = SCRIPT_ID;
  script.async = true;
  script.src = `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(id)}`;
  document.head.appendChild(script);
}

function unloadAnalytics(id: string): void {
  const w = analyticsWindow();
  // The documented opt-out switch stops a script that is already running.
  w[`ga-disable-${id}`] = true;
  document.getElementById(SCRIPT_ID)?.remove();
  const host = window.location.hostname;
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (!name || !name.startsWith('_ga')) continue;
    document.cookie = `${name}=; Max-Age=0; path=/`;
    document.cookie = `${name}=; Max-Age=0; path=/; domain=.${host}`;
  }
}

/**
 * Analytics, only with an id configured (VITE_ANALYTICS_ID) and only while the person
 * allows analytics cookies; refusing later removes it again.
 */
export function useAnalytics(): void {
  const consent = useCookieConsent();
  const allowed = ANALYTICS_ID !== undefined && consent?.analytics === true;
  const { pathname } = useLocation();

  useEffect(() => {
    if (ANALYTICS_ID === undefined) return;
    if (allowed) loadAnalytics(ANALYTICS_ID);
    else unloadAnalytics(ANALYTICS_ID);
  }, [allowed]);

  useEffect(() => {
    if (!allowed) return;
    analyticsWindow().gtag?.('event', 'page_view', { page_path: pathname });
  }, [allowed, pathname]);
}
