/**
 * The page's side of the service worker (src/web/pwa/service-worker.js): registration in a
 * built app, asking it to keep what the page loaded before it took control, and forgetting
 * the person's data on sign-out.
 */

/** API reads the page made, as the browser recorded them (the worker caches later ones itself). */
function apiReadsSoFar(): string[] {
  if (typeof performance === 'undefined') return [];
  const urls = performance
    .getEntriesByType('resource')
    .filter(
      (e) => (e as PerformanceResourceTiming).initiatorType === 'fetch' && e.name.includes('/api/'),
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

export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  window.addEventListener('load', () => {
    navigator.serviceWorker
      .register('/sw.js', { scope: '/' })
      .then(async () => {
        // The first visit's reads happened before the worker existed: have them cached too.
        await post({ type: 'cache-urls', urls: apiReadsSoFar() });
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
