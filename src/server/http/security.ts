import type { MiddlewareHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';
import { errorBody } from './errors';
import { isAllowedOrigin } from './request-origin';

/** Security headers with a Content Security Policy for the app and the API. */
export function securityHeaders(isProduction: boolean): MiddlewareHandler {
  return secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      // Tailwind output is a file; inline style attributes come from React and motion.
      styleSrc: ["'self'", "'unsafe-inline'"],
      // Provider avatars (Google photos) and recipe images.
      imgSrc: ["'self'", 'data:', 'https:'],
      fontSrc: ["'self'"],
      connectSrc: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
      baseUri: ["'self'"],
      objectSrc: ["'none'"],
      ...(isProduction ? { upgradeInsecureRequests: [] } : {}),
    },
    strictTransportSecurity: isProduction ? 'max-age=31536000; includeSubDomains' : false,
    referrerPolicy: 'strict-origin-when-cross-origin',
    crossOriginEmbedderPolicy: false,
    xFrameOptions: 'DENY',
  });
}

/**
 * CSRF protection for state-changing requests: the Origin (or, failing that, the Referer)
 * must be the app's own (request-origin.ts). Browsers always send Origin on cross-site POSTs,
 * so a forged form or fetch from another site is refused. Webhooks are exempt: they are
 * verified by signature.
 */
export function csrfProtection(
  options: { appOrigin: string; isProduction: boolean },
  exemptPrefixes: string[],
): MiddlewareHandler {
  return async (c, next) => {
    const method = c.req.method;
    if (method === 'GET' || method === 'HEAD' || method === 'OPTIONS') return next();
    if (exemptPrefixes.some((p) => c.req.path.startsWith(p))) return next();
    const origin = c.req.header('origin');
    const referer = c.req.header('referer');
    let source: string | undefined = origin && origin !== 'null' ? origin : undefined;
    if (!source && referer) {
      try {
        source = new URL(referer).origin;
      } catch {
        source = undefined;
      }
    }
    if (!isAllowedOrigin(source, { url: c.req.url, host: c.req.header('host') }, options)) {
      return c.json(errorBody('CSRF', csrfRefusalMessage(source, options.appOrigin)), 403);
    }
    return next();
  };
}

/** Says what happened: which origin sent the request, and which one the app accepts. */
export function csrfRefusalMessage(source: string | undefined, appOrigin: string): string {
  return (
    `Cross-site request refused: it came from ${source ?? 'a page that sent no origin'}, ` +
    `but this server only accepts changes from ${appOrigin} (APP_ORIGIN).`
  );
}
