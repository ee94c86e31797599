/**
 * PantryPilot's service worker, built by vite-plugin-pwa (`injectManifest`) into dist/sw.js
 * (docs/decisions/0015-offline-list-and-sharing.md, 0025-ecosystem-pwa-and-schemas.md).
 *
 * - The app shell (index.html, every built script and style, the manifest and icons) is
 *   precached by Workbox with a revision per file, so a new build never mixes files with an old
 *   one and an unchanged file is not downloaded again.
 * - Pages: network first, the precached shell when there is no network.
 * - API reads (GET /api/...): network first, the last answer when there is no network. This is
 *   what keeps the dashboard, each plan a person opened and its list readable in a store with
 *   no signal. Event streams, sign-in and every change go straight to the network.
 * - The page can ask for URLs it loaded before this worker took control to be cached too
 *   (message `cache-urls`), and for the person's data to be forgotten (`forget-data`, on
 *   sign-out).
 * - An update waits until the page says so (`SKIP_WAITING`, sent by the "A new version is
 *   ready: Reload" prompt), so an open page never loses the files of its own build.
 */
import { clientsClaim } from 'workbox-core';
import {
  cleanupOutdatedCaches,
  matchPrecache,
  precacheAndRoute,
  type PrecacheEntry,
} from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst, NetworkOnly } from 'workbox-strategies';

/** The parts of the worker's global scope used here (the project's TypeScript lib is DOM). */
interface ExtendableEventLike {
  waitUntil(promise: Promise<unknown>): void;
}
interface MessageEventLike extends ExtendableEventLike {
  data: unknown;
  ports: readonly MessagePort[];
}
interface WorkerScope {
  __WB_MANIFEST: (string | PrecacheEntry)[];
  location: Location;
  skipWaiting(): Promise<void>;
  addEventListener(type: 'activate', listener: (event: ExtendableEventLike) => void): void;
  addEventListener(type: 'message', listener: (event: MessageEventLike) => void): void;
}
const sw = self as unknown as WorkerScope;

/** The person's data: cleared on sign-out. */
const DATA_CACHE = 'pantrypilot-data-v1';
const IMAGE_CACHE = 'pantrypilot-images-v1';
const SHELL_PAGE = '/index.html';

// The first install takes over the open page at once (its reads are then cached); an update
// waits for the page's SKIP_WAITING.
clientsClaim();
cleanupOutdatedCaches();
// '/' is a page like any other (network first, below), not the precached index.html.
// Workbox's build finds `self.__WB_MANIFEST` in the output and puts the list there.
precacheAndRoute((self as unknown as WorkerScope).__WB_MANIFEST, {
  directoryIndex: '',
  cleanURLs: false,
});

sw.addEventListener('activate', (event) => {
  // The shell caches of the hand-written worker this one replaced.
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(
          names.filter((n) => n.startsWith('pantrypilot-shell-')).map((n) => caches.delete(n)),
        ),
      ),
  );
});

/**
 * API reads that are never cached: live streams and the sign-in flow. A stream is never
 * handed to the cache: putting it there reads it to its end, which never comes, so the page
 * would never get it (the list's /list-events did, until issue 17's sharing e2e caught it).
 */
function isUncachedApi(pathname: string, request?: Request): boolean {
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

registerRoute(
  ({ url, request, sameOrigin }) =>
    sameOrigin && url.pathname.startsWith('/api/') && !isUncachedApi(url.pathname, request),
  new NetworkFirst({
    cacheName: DATA_CACHE,
    plugins: [
      {
        // Gone or no longer the person's: never show the old copy again.
        fetchDidSucceed: async ({ request, response }) => {
          if ([401, 403, 404].includes(response.status)) {
            await (await caches.open(DATA_CACHE)).delete(request);
          }
          return response;
        },
        // No network and nothing kept: an answer the API client reads as an error.
        handlerDidError: async () =>
          new Response(OFFLINE_BODY, {
            status: 503,
            headers: { 'content-type': 'application/json' },
          }),
      },
    ],
  }),
);

registerRoute(
  ({ url, request, sameOrigin }) =>
    sameOrigin &&
    request.mode === 'navigate' &&
    !url.pathname.startsWith('/api/') &&
    !url.pathname.startsWith('/oidc') &&
    url.pathname !== '/sw.js' &&
    url.pathname !== '/healthz',
  new NetworkOnly({
    // Every page is the same index.html: offline, the precached one of this build.
    plugins: [{ handlerDidError: async () => (await matchPrecache(SHELL_PAGE)) ?? undefined }],
  }),
);

registerRoute(
  ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/recipe-images/'),
  new CacheFirst({ cacheName: IMAGE_CACHE }),
);

sw.addEventListener('message', (event) => {
  const data = (event.data ?? {}) as { type?: unknown; urls?: unknown };
  const reply = (message: unknown) => event.ports[0]?.postMessage(message);
  if (data.type === 'SKIP_WAITING') {
    void sw.skipWaiting();
  } else if (data.type === 'cache-urls' && Array.isArray(data.urls)) {
    event.waitUntil(cacheUrls(data.urls).then((cached) => reply({ type: 'cached', cached })));
  } else if (data.type === 'forget-data') {
    event.waitUntil(
      Promise.all([caches.delete(DATA_CACHE), caches.delete(IMAGE_CACHE)]).then(() =>
        reply({ type: 'forgotten' }),
      ),
    );
  }
});

/** Fetches and keeps these same-origin API reads; returns how many were kept. */
async function cacheUrls(urls: unknown[]): Promise<number> {
  const cache = await caches.open(DATA_CACHE);
  let cached = 0;
  for (const raw of urls) {
    let url: URL;
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
  return cached;
}
