/**
 * The page's side of the service worker (src/web/pwa/sw.ts, built by vite-plugin-pwa):
 * registration in a built app, telling the page when a new version is waiting, asking the
 * worker to keep what the page loaded before it took control, and forgetting the person's data
 * on sign-out.
 */

/** How often an app left open asks the server whether a new version is out. */
const UPDATE_CHECK_MS = 60 * 60 * 1000;

/** How the page reads the API: its own fetches, and the reads the server's page preloads. */
const API_READ_INITIATORS = new Set(['fetch', 'link']);

/**
 * Has the worker keep the API reads this page started before the worker controlled it: they
 * went straight to the network. Reads still in flight when it took over finish later, so the
 * browser's record of them is watched rather than read once.
 */
function keepReadsMadeBeforeControl(): void {
  if (typeof PerformanceObserver === 'undefined') return;
  let controlledFrom = navigator.serviceWorker.controller ? 0 : Infinity;
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    controlledFrom = Math.min(controlledFrom, performance.now());
  });
  new PerformanceObserver((list) => {
    const urls = list
      .getEntries()
      .filter(
        (e) =>
          e.startTime < controlledFrom &&
          API_READ_INITIATORS.has((e as PerformanceResourceTiming).initiatorType) &&
          e.name.includes('/api/'),
      )
      .map((e) => e.name);
    if (urls.length > 0) void post({ type: 'cache-urls', urls: [...new Set(urls)] });
  }).observe({ type: 'resource', buffered: true });
}

async function post(message: unknown): Promise<unknown> {
  const registration = await navigator.serviceWorker.ready;
  const worker = registration.active;
  if (!worker) return null;
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = (event) => resolve(event.data);
    worker.postMessage(message, [channel.port2]);
  });
}

/**
 * The browser looks for a new worker only when a page is navigated to; an installed app left
 * open moves between screens without one. So it looks when the app comes back into view and
 * every hour.
 */
function checkForUpdates(registration: ServiceWorkerRegistration): void {
  const check = () => void registration.update().catch(() => undefined);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') check();
  });
  setInterval(check, UPDATE_CHECK_MS);
}

/** The waiting worker takes over; the page reloads on it, so it runs the new build. */
async function switchToUpdate(registration: ServiceWorkerRegistration): Promise<void> {
  navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), {
    once: true,
  });
  registration.waiting?.postMessage({ type: 'SKIP_WAITING' });
}

/**
 * Calls `onWaiting` when a new worker is installed and waits for this page: now (it was waiting
 * as the page opened) or once an update finishes installing. A first install waits for nothing.
 */
function watchForWaitingWorker(registration: ServiceWorkerRegistration, onWaiting: () => void) {
  const report = () => {
    if (registration.waiting && navigator.serviceWorker.controller) onWaiting();
  };
  report();
  registration.addEventListener('updatefound', () => {
    const installing = registration.installing;
    installing?.addEventListener('statechange', () => {
      if (installing.state === 'installed') report();
    });
  });
}

export interface ServiceWorkerEvents {
  /** A new version is installed and waiting; `reload` switches to it and reloads the page. */
  onUpdateReady(reload: () => Promise<void>): void;
}

export function registerServiceWorker(events: ServiceWorkerEvents): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  // After the page's own load: nothing of the first paint waits for it. (The browser's own API:
  // workbox-window, 2.4 KB gzipped, would take a public page over its 120 KB; decision 0025.)
  window.addEventListener('load', () => {
    navigator.serviceWorker
      .register('/sw.js', { scope: '/' })
      .then((registration) => {
        watchForWaitingWorker(registration, () =>
          events.onUpdateReady(() => switchToUpdate(registration)),
        );
        checkForUpdates(registration);
        keepReadsMadeBeforeControl();
      })
      .catch(() => {
        // No worker (private mode, old browser): the app works online as before.
      });
  });
}

/** Makes sure these API reads are on the device; resolves with how many were saved. */
export async function keepForOffline(urls: string[]): Promise<number> {
  if (!('serviceWorker' in navigator) || !navigator.serviceWorker.controller) return 0;
  const reply = (await post({ type: 'cache-urls', urls })) as { cached?: number } | null;
  return reply?.cached ?? 0;
}

/** Sign-out: nothing of the person's plans stays readable on this device. */
export async function forgetOfflineData(): Promise<void> {
  if (!('serviceWorker' in navigator) || !navigator.serviceWorker.controller) return;
  await Promise.race([
    post({ type: 'forget-data' }),
    new Promise((resolve) => setTimeout(resolve, 2000)),
  ]);
}
