/**
 * The page's side of the service worker (src/web/pwa/sw.ts): registration in a built app
 * through vite-plugin-pwa's register module (Workbox's workbox-window), telling the page when
 * a new version is waiting, asking the worker to keep what the page loaded before it took
 * control, and forgetting the person's data on sign-out.
 */

/** How often an app left open asks the server whether a new version is out. */
const UPDATE_CHECK_MS = 60 * 60 * 1000;

/** How the page reads the API: its own fetches, and the reads the server's page preloads. */
const API_READ_INITIATORS = new Set(['fetch', 'link']);

/** API reads the page made, as the browser recorded them (the worker caches later ones itself). */
function apiReadsSoFar(): string[] {
  if (typeof performance === 'undefined') return [];
  const urls = performance
    .getEntriesByType('resource')
    .filter(
      (e) =>
        API_READ_INITIATORS.has((e as PerformanceResourceTiming).initiatorType) &&
        e.name.includes('/api/'),
    )
    .map((e) => e.name);
  return [...new Set(urls)];
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
async function switchToUpdate(activateUpdate: () => Promise<void>): Promise<void> {
  navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), {
    once: true,
  });
  await activateUpdate();
}

export interface ServiceWorkerEvents {
  /** A new version is installed and waiting; `reload` switches to it and reloads the page. */
  onUpdateReady(reload: () => Promise<void>): void;
}

export function registerServiceWorker(events: ServiceWorkerEvents): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  // Loaded after the page's own code: nothing of the first paint waits for it.
  window.addEventListener('load', () => {
    void import('virtual:pwa-register')
      .then(({ registerSW }) => {
        const activateUpdate = registerSW({
          immediate: true,
          onNeedRefresh: () => events.onUpdateReady(() => switchToUpdate(activateUpdate)),
          // The reload is switchToUpdate's: workbox-window reloads only a page that was already
          // controlled when it registered, not the first visit's page left open.
          onNeedReload: () => undefined,
          onRegisteredSW: (_url, registration) => {
            if (!registration) return;
            checkForUpdates(registration);
            // The first visit's reads happened before the worker existed: once it is active,
            // have the ones made by then cached too.
            void navigator.serviceWorker.ready.then(() =>
              post({ type: 'cache-urls', urls: apiReadsSoFar() }),
            );
          },
        });
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
