/**
 * Plan reads trust better-auth's signed session-data cookie (decision 0024). Checking it costs
 * an HMAC through Web Crypto and a run of better-auth's endpoint machinery on every read
 * (about a third of a plan read's CPU, issue 33). For one exact Cookie header its answer is
 * the same until the cached copy or the session expires, and both moments are written inside
 * the cookie better-auth has just verified. So the person is kept per exact Cookie header
 * until the earlier of the two, and never longer: a memo hit trusts nothing better-auth would
 * not trust at that moment (docs/decisions/0026-lean-plan-reads.md).
 */
import type { SessionUser } from './require-user';

type Entry = { user: SessionUser; until: number };

export class SessionCookieMemo {
  /** Keyed by what a request sent: a Map (never a plain object). Oldest first. */
  private readonly entries = new Map<string, Entry>();

  constructor(private readonly capacity = 10_000) {}

  /** The person better-auth found for exactly this Cookie header, while it still holds. */
  get(cookieHeader: string, now = Date.now()): SessionUser | undefined {
    const entry = this.entries.get(cookieHeader);
    if (!entry) return undefined;
    if (entry.until <= now) {
      this.entries.delete(cookieHeader);
      return undefined;
    }
    return entry.user;
  }

  /** Keeps `user` for `cookieHeader` until `until` (ms since the epoch), if that is ahead. */
  remember(cookieHeader: string, user: SessionUser, until: number, now = Date.now()): void {
    if (!(until > now)) return;
    this.entries.delete(cookieHeader);
    this.entries.set(cookieHeader, { user, until });
    if (this.entries.size <= this.capacity) return;
    for (const [key, entry] of this.entries) {
      if (entry.until <= now) this.entries.delete(key);
    }
    while (this.entries.size > this.capacity) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
  }
}

/**
 * When the session-data cookie in `cookieHeader` stops being trusted by better-auth: the
 * earlier of its cached copy's expiry and the session's own. Null when the header does not
 * hold exactly one unchunked session-data cookie of better-auth's compact form, or names
 * another person than `userId` (nothing is then kept).
 */
export function sessionDataExpiry(
  cookieHeader: string,
  cookieName: string,
  userId: string,
): number | null {
  let value: string | undefined;
  for (const part of cookieHeader.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    const name = part.slice(0, eq).trim();
    if (name === cookieName) {
      if (value !== undefined) return null; // Two copies: better-auth's choice is not ours.
      value = part.slice(eq + 1).trim();
    } else if (name.startsWith(`${cookieName}.`)) {
      return null; // A chunked copy.
    }
  }
  if (!value) return null;
  try {
    const payload = JSON.parse(Buffer.from(value, 'base64url').toString('utf8')) as {
      expiresAt?: unknown;
      session?: { session?: { expiresAt?: unknown; userId?: unknown }; user?: { id?: unknown } };
    };
    const cacheExpiry = payload.expiresAt;
    const sessionExpiry = new Date(String(payload.session?.session?.expiresAt)).getTime();
    if (typeof cacheExpiry !== 'number' || !Number.isFinite(sessionExpiry)) return null;
    if (payload.session?.user?.id !== userId || payload.session?.session?.userId !== userId) {
      return null;
    }
    return Math.min(cacheExpiry, sessionExpiry);
  } catch {
    return null;
  }
}
