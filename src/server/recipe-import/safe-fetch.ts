/**
 * The one door through which the server fetches a page a person names: guarded against being
 * turned on the server's own network (SSRF). Only http(s); the name is resolved here and every
 * address checked before connecting (and the connection made to that checked address, so a
 * second lookup cannot change it); the same after every redirect, at most 5; 10 s in all;
 * at most 5 MB; HTML only. A site that refuses robots (403, a challenge page) gets a message
 * that offers pasting the page instead.
 */
import { lookup as dnsLookup } from 'node:dns/promises';
import http from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { isPublicAddress } from './address-policy';

export const FETCH_LIMITS = { redirects: 5, timeoutMs: 10_000, maxBytes: 5 * 1024 * 1024 } as const;

export type FetchRefusal =
  | 'bad-url'
  | 'address-refused'
  | 'not-found'
  | 'too-many-redirects'
  | 'timeout'
  | 'too-large'
  | 'not-html'
  | 'site-refused'
  | 'http-error'
  | 'network';

export class RecipeFetchError extends Error {
  override name = 'RecipeFetchError';
  constructor(
    readonly reason: FetchRefusal,
    message: string,
  ) {
    super(message);
  }
}

export interface SafeFetchOptions {
  /** Tests only (RECIPE_IMPORT_ALLOW_LOOPBACK): loopback addresses are allowed. */
  allowLoopback?: boolean;
  /** Name resolution; tests pass their own to make a name resolve to a private address. */
  resolve?: (hostname: string) => Promise<{ address: string; family: number }[]>;
  timeoutMs?: number;
  maxBytes?: number;
}

export interface FetchedPage {
  html: string;
  /** The address after redirects. */
  finalUrl: string;
}

const PASTE_INSTEAD =
  'Paste the page instead: open it in your browser, copy all, and paste it here.';

const defaultResolve = async (hostname: string) =>
  dnsLookup(hostname, { all: true, verbatim: true });

export async function fetchRecipePage(
  rawUrl: string,
  options: SafeFetchOptions = {},
): Promise<FetchedPage> {
  const deadline = Date.now() + (options.timeoutMs ?? FETCH_LIMITS.timeoutMs);
  let url = parseUrl(rawUrl);
  for (let hop = 0; ; hop++) {
    const address = await checkedAddress(url, options, deadline);
    const answer = await request(url, address, options, deadline);
    if (answer.redirect) {
      if (hop >= FETCH_LIMITS.redirects) {
        throw new RecipeFetchError(
          'too-many-redirects',
          `The page redirected more than ${FETCH_LIMITS.redirects} times.`,
        );
      }
      url = parseUrl(new URL(answer.redirect, url).toString());
      continue;
    }
    return { html: answer.body!, finalUrl: url.toString() };
  }
}

function parseUrl(raw: string): URL {
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    throw new RecipeFetchError(
      'bad-url',
      'That is not a web address: it should start with https://',
    );
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new RecipeFetchError('bad-url', 'Only http and https addresses can be imported.');
  }
  if (url.username || url.password) {
    throw new RecipeFetchError(
      'bad-url',
      'Addresses with a user name or password cannot be imported.',
    );
  }
  return url;
}

function remaining(deadline: number): number {
  const left = deadline - Date.now();
  if (left <= 0)
    throw new RecipeFetchError(
      'timeout',
      `The site did not answer within ${FETCH_LIMITS.timeoutMs / 1000} seconds.`,
    );
  return left;
}

async function checkedAddress(
  url: URL,
  options: SafeFetchOptions,
  deadline: number,
): Promise<{ address: string; family: number }> {
  const host = url.hostname.replace(/^\[|\]$/g, '');
  let addresses: { address: string; family: number }[];
  if (isIP(host)) {
    addresses = [{ address: host, family: isIP(host) }];
  } else {
    const resolve = options.resolve ?? defaultResolve;
    try {
      addresses = await Promise.race([
        resolve(host),
        new Promise<never>((_, reject) =>
          setTimeout(
            () =>
              reject(new RecipeFetchError('timeout', 'The site’s name did not resolve in time.')),
            remaining(deadline),
          ).unref(),
        ),
      ]);
    } catch (error) {
      if (error instanceof RecipeFetchError) throw error;
      throw new RecipeFetchError('not-found', `No site answers at ${host}.`);
    }
  }
  if (addresses.length === 0)
    throw new RecipeFetchError('not-found', `No site answers at ${host}.`);
  // Every address the name has must be public: a name that also resolves inside is refused.
  for (const a of addresses) {
    if (!isPublicAddress(a.address, { allowLoopback: options.allowLoopback })) {
      throw new RecipeFetchError(
        'address-refused',
        `${host} points to a private or local network address; only public web pages can be imported.`,
      );
    }
  }
  return addresses[0]!;
}

interface Answer {
  redirect?: string;
  body?: string;
}

function request(
  url: URL,
  pinned: { address: string; family: number },
  options: SafeFetchOptions,
  deadline: number,
): Promise<Answer> {
  const maxBytes = options.maxBytes ?? FETCH_LIMITS.maxBytes;
  // Connect to the address checked above, never to a fresh lookup of the name.
  const lookup: LookupFunction = (_hostname, opts, callback) => {
    if ((opts as { all?: boolean }).all) {
      (callback as unknown as (e: null, a: { address: string; family: number }[]) => void)(null, [
        pinned,
      ]);
    } else {
      callback(null, pinned.address, pinned.family);
    }
  };
  const client = url.protocol === 'https:' ? https : http;
  return new Promise<Answer>((resolve, reject) => {
    const req = client.request(
      url,
      {
        method: 'GET',
        lookup,
        timeout: remaining(deadline),
        headers: {
          'user-agent': 'PantryPilot recipe import (+https://pantrypilot.app)',
          accept: 'text/html,application/xhtml+xml;q=0.9,*/*;q=0.1',
          'accept-encoding': 'identity',
        },
      },
      (res) => {
        const status = res.statusCode ?? 0;
        if (status >= 300 && status < 400 && res.headers.location) {
          res.resume();
          resolve({ redirect: res.headers.location });
          return;
        }
        if (status === 403 || status === 429 || status === 503 || status === 401) {
          res.resume();
          reject(
            new RecipeFetchError(
              'site-refused',
              `The site refused to send the page (${status}). ${PASTE_INSTEAD}`,
            ),
          );
          return;
        }
        if (status < 200 || status >= 300) {
          res.resume();
          reject(new RecipeFetchError('http-error', `The site answered ${status} for that page.`));
          return;
        }
        const type = String(res.headers['content-type'] ?? '').toLowerCase();
        if (type && !/text\/html|application\/xhtml\+xml/.test(type)) {
          res.resume();
          reject(
            new RecipeFetchError(
              'not-html',
              `That address is not a web page (${type.split(';')[0]}).`,
            ),
          );
          return;
        }
        const declared = Number(res.headers['content-length'] ?? 0);
        if (declared > maxBytes) {
          res.destroy();
          reject(
            new RecipeFetchError(
              'too-large',
              `The page is larger than ${maxBytes / 1024 / 1024} MB.`,
            ),
          );
          return;
        }
        const chunks: Buffer[] = [];
        let size = 0;
        res.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > maxBytes) {
            res.destroy();
            reject(
              new RecipeFetchError(
                'too-large',
                `The page is larger than ${maxBytes / 1024 / 1024} MB.`,
              ),
            );
            return;
          }
          chunks.push(chunk);
        });
        res.on('end', () => {
          const body = Buffer.concat(chunks).toString('utf8');
          if (looksLikeChallenge(body)) {
            reject(
              new RecipeFetchError(
                'site-refused',
                `The site showed a robot check instead of the recipe. ${PASTE_INSTEAD}`,
              ),
            );
            return;
          }
          resolve({ body });
        });
        res.on('error', () =>
          reject(new RecipeFetchError('network', 'The connection to the site broke off.')),
        );
      },
    );
    req.on('timeout', () => {
      req.destroy();
      reject(
        new RecipeFetchError(
          'timeout',
          `The site did not answer within ${FETCH_LIMITS.timeoutMs / 1000} seconds.`,
        ),
      );
    });
    req.on('error', (error) => {
      if (error instanceof RecipeFetchError) reject(error);
      else reject(new RecipeFetchError('network', `Could not reach ${url.hostname}.`));
    });
    req.end();
  });
}

/** Bot walls answer 200 with a challenge page: Cloudflare's, and similar "are you human" pages. */
function looksLikeChallenge(body: string): boolean {
  const head = body.slice(0, 20_000);
  return (
    /cf-chl-|challenge-platform|cf_chl_opt|id="challenge-form"/i.test(head) ||
    /<title>\s*(just a moment|attention required|access denied|are you a robot|verify you are human)/i.test(
      head,
    )
  );
}
