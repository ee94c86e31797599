/**
 * PantryPilot's service worker (docs/decisions/0015-offline-list-and-sharing.md).
 *
 * - The app shell (index.html, every built file, the manifest and icons) is cached at install,
 *   under a cache named after the build, so a new build never mixes files with an old one.
 * - Pages: network first, the cached shell when there is no network.
 * - API reads (GET /api/...): network first, the last answer when there is no network. This is
 *   what keeps the dashboard, each plan a person opened and its list readable in a store with
 *   no signal. Event streams, sign-in and every change go straight to the network.
 * - The page can ask for URLs it loaded before this worker took control to be cached too
 *   (message `cache-urls`), and for the person's data to be forgotten (`forget-data`, on
 *   sign-out).
 *
 * The build (scripts/service-worker-plugin.ts) replaces the two placeholders below.
 */
const BUILD_ID = '__BUILD_ID__';
const SHELL_FILES = /** @type {string[]} */ (JSON.parse('__SHELL_FILES__'));

const SHELL_CACHE = `pantrypilot-shell-${BUILD_ID}`;
/** The person's data: cleared on sign-out. */
const DATA_CACHE = 'pantrypilot-data-v1';
const IMAGE_CACHE = 'pantrypilot-images-v1';
const SHELL_KEY = '/';

const sw = /** @type {ServiceWorkerGlobalScope} */ (/** @type {unknown} */ (self));

sw.addEventListener('install', (event) => {
  event.waitUntil(
    caches.open(SHELL_CACHE).then((cache) => cache.addAll([SHELL_KEY, ...SHELL_FILES])),
  );
  // The first install takes over at once; an update waits until every tab of the old build is
  // closed, so an open page never loses the files of its own build.
});

sw.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const names = await caches.keys();
      await Promise.all(
        names
          .filter((n) => n.startsWith('pantrypilot-shell-') && n !== SHELL_CACHE)
          .map((n) => caches.delete(n)),
      );
      await sw.clients.claim();
    })(),
  );
});

/**
 * API reads that are never cached: live streams and the sign-in flow. A stream is never
 * handed to the cache: putting it there reads it to its end, which never comes, so the page
 * would never get it (the list's /list-events did, until issue 17's sharing e2e caught it).
 */
function isUncachedApi(pathname, request) {
  return (
    (request?.headers.get('accept') ?? '').includes('text/event-stream') ||
    pathname.endsWith('events') ||
    pathname.startsWith('/api/auth/') ||
    pathname.startsWith('/api/login') ||
    pathname.startsWith('/api/dev-store')
  );
}

const OFFLINE_BODY = JSON.stringify({
  error: {
    code: 'OFFLINE',
    message: 'You are offline and this has not been saved on this device yet.',
  },
});

async function networkFirst(request, cacheName) {
  try {
    const response = await fetch(request);
    if (response.ok) {
      const cache = await caches.open(cacheName);
      await cache.put(request, response.clone());
    } else if (response.status === 401 || response.status === 403 || response.status === 404) {
      // Gone or no longer the person's: never show the old copy again.
      const cache = await caches.open(cacheName);
      await cache.delete(request);
    }
    return response;
  } catch (error) {
    const cached = await caches.match(request, { cacheName });
    if (cached) return cached;
    throw error;
  }
}

async function page(request) {
  try {
    const response = await fetch(request);
    if (response.ok && (response.headers.get('content-type') ?? '').includes('text/html')) {
      // Every page is the same index.html: keep the newest one as the offline shell.
      const cache = await caches.open(SHELL_CACHE);
      await cache.put(SHELL_KEY, response.clone());
    }
    return response;
  } catch (error) {
    const cached = await caches.match(SHELL_KEY, { cacheName: SHELL_CACHE });
    if (cached) return cached;
    throw error;
  }
}

async function cacheFirst(request, cacheName) {
  const cached = await caches.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok) {
    const cache = await caches.open(cacheName);
    await cache.put(request, response.clone());
  }
  return response;
}

sw.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== sw.location.origin) return;
  const path = url.pathname;

  if (path.startsWith('/api/')) {
    if (isUncachedApi(path, request)) return;
    event.respondWith(
      networkFirst(request, DATA_CACHE).catch(
        () =>
          new Response(OFFLINE_BODY, {
            status: 503,
            headers: { 'content-type': 'application/json' },
          }),
      ),
    );
    return;
  }
  if (path.startsWith('/oidc') || path === '/sw.js' || path === '/healthz') return;
  if (request.mode === 'navigate') {
    event.respondWith(page(request));
    return;
  }
  if (path.startsWith('/assets/') || path.startsWith('/icons/')) {
    event.respondWith(cacheFirst(request, SHELL_CACHE));
    return;
  }
  if (path.startsWith('/recipe-images/')) {
    event.respondWith(cacheFirst(request, IMAGE_CACHE));
  }
});

sw.addEventListener('message', (event) => {
  const data = event.data ?? {};
  const reply = (message) => event.ports[0]?.postMessage(message);
  if (data.type === 'cache-urls' && Array.isArray(data.urls)) {
    event.waitUntil(
      (async () => {
        const cache = await caches.open(DATA_CACHE);
        let cached = 0;
        for (const raw of data.urls) {
          let url;
          try {
            url = new URL(String(raw), sw.location.origin);
          } catch {
            continue;
          }
          if (url.origin !== sw.location.origin || !url.pathname.startsWith('/api/')) continue;
          if (isUncachedApi(url.pathname)) continue;
          try {
            const response = await fetch(url.href, { credentials: 'same-origin' });
            if (response.ok) {
              await cache.put(url.href, response);
              cached += 1;
            }
          } catch {
            // Offline again: what is cached stays.
          }
        }
        reply({ type: 'cached', cached });
      })(),
    );
  } else if (data.type === 'forget-data') {
    event.waitUntil(
      Promise.all([caches.delete(DATA_CACHE), caches.delete(IMAGE_CACHE)]).then(() =>
        reply({ type: 'forgotten' }),
      ),
    );
  }
});
