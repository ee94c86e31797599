/**
 * Which origins may change things (docs/decisions/0010-production-safe-defaults.md):
 * production accepts only APP_ORIGIN. Development also accepts a page served by this very
 * server at a loopback or private-network IP address (http://127.0.0.1:3000, the LAN address
 * a phone uses), because a developer opens it that way; never a host *name* other than
 * localhost, so a DNS-rebinding page cannot pass as the app.
 */
import { isIP } from 'node:net';

export function isLocalHostname(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, '').toLowerCase();
  if (host === 'localhost') return true;
  const family = isIP(host);
  if (family === 4) {
    const [a, b] = host.split('.').map(Number) as [number, number];
    return a === 127 || a === 10 || (a === 192 && b === 168) || (a === 172 && b >= 16 && b <= 31);
  }
  if (family === 6) {
    return host === '::1' || /^f[cd]/.test(host) || host.startsWith('fe80:');
  }
  return false;
}

/** The origin this request was sent to (scheme from the app's origin, host from the request). */
export function ownOrigin(url: string, hostHeader: string | undefined): string | undefined {
  if (!hostHeader) return undefined;
  try {
    return new URL(`${new URL(url).protocol}//${hostHeader}`).origin;
  } catch {
    return undefined;
  }
}

export function isAllowedOrigin(
  origin: string | undefined,
  request: { url: string; host: string | undefined },
  options: { appOrigin: string; isProduction: boolean },
): boolean {
  if (!origin) return false;
  if (origin === options.appOrigin) return true;
  if (options.isProduction) return false;
  const own = ownOrigin(request.url, request.host);
  return own !== undefined && origin === own && isLocalHostname(new URL(own).hostname);
}
