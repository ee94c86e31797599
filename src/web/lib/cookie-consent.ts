import { useSyncExternalStore } from 'react';
import * as v from 'valibot';

/** One key holds the whole choice (spec section 4, "Cookie consent"). */
export const COOKIE_CONSENT_KEY = 'cookie-consent';
/** Broadcast on window whenever the choice changes; `detail` is the new CookieConsent. */
export const COOKIE_CONSENT_EVENT = 'cookie-consent-change';

export const OPTIONAL_COOKIE_CATEGORIES = ['analytics', 'marketing', 'preferences'] as const;
export type OptionalCookieCategory = (typeof OPTIONAL_COOKIE_CATEGORIES)[number];

export interface CookieConsent {
  /** Always on: the sign-in session cannot work without it. */
  necessary: true;
  analytics: boolean;
  marketing: boolean;
  preferences: boolean;
  /** ISO 8601 UTC, when the choice was made. */
  updatedAt: string;
}
const cookieConsentSchema = v.object({
  necessary: v.literal(true),
  analytics: v.boolean(),
  marketing: v.boolean(),
  preferences: v.boolean(),
  updatedAt: v.string(),
}) satisfies v.GenericSchema<unknown, CookieConsent>;
export type CookieChoices = Pick<CookieConsent, OptionalCookieCategory>;

let cachedRaw: string | null | undefined;
let cachedConsent: CookieConsent | null = null;

function readRaw(): string | null {
  try {
    return window.localStorage.getItem(COOKIE_CONSENT_KEY);
  } catch {
    return null;
  }
}

/** The stored choice, or null when nothing (or nothing valid) is stored. */
export function readCookieConsent(): CookieConsent | null {
  const raw = readRaw();
  // useSyncExternalStore needs the same object for the same stored text.
  if (raw === cachedRaw) return cachedConsent;
  cachedRaw = raw;
  cachedConsent = null;
  if (raw) {
    try {
      const parsed = v.safeParse(cookieConsentSchema, JSON.parse(raw));
      cachedConsent = parsed.success ? parsed.output : null;
    } catch {
      cachedConsent = null;
    }
  }
  return cachedConsent;
}

export function saveCookieConsent(choices: CookieChoices): CookieConsent {
  const consent: CookieConsent = {
    necessary: true,
    analytics: choices.analytics,
    marketing: choices.marketing,
    preferences: choices.preferences,
    updatedAt: new Date().toISOString(),
  };
  try {
    window.localStorage.setItem(COOKIE_CONSENT_KEY, JSON.stringify(consent));
  } catch {
    // Without storage the choice holds for this page only; the banner returns next visit.
  }
  window.dispatchEvent(new CustomEvent<CookieConsent>(COOKIE_CONSENT_EVENT, { detail: consent }));
  return consent;
}

export function acceptAllCookies(): CookieConsent {
  return saveCookieConsent({ analytics: true, marketing: true, preferences: true });
}

export function acceptNecessaryCookies(): CookieConsent {
  return saveCookieConsent({ analytics: false, marketing: false, preferences: false });
}

function subscribeConsent(listener: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === COOKIE_CONSENT_KEY || event.key === null) listener();
  };
  window.addEventListener(COOKIE_CONSENT_EVENT, listener);
  window.addEventListener('storage', onStorage);
  return () => {
    window.removeEventListener(COOKIE_CONSENT_EVENT, listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The current choice, kept live across components and tabs; null until one is made. */
export function useCookieConsent(): CookieConsent | null {
  return useSyncExternalStore(subscribeConsent, readCookieConsent, () => null);
}

// The settings dialog lives once in the layout; the banner and the cookie policy page
// both open it, so its open state is a tiny store rather than component state.
let settingsOpen = false;
const settingsListeners = new Set<() => void>();

export function setCookieSettingsOpen(open: boolean): void {
  settingsOpen = open;
  for (const listener of settingsListeners) listener();
}

export function openCookieSettings(): void {
  setCookieSettingsOpen(true);
}

export function useCookieSettingsOpen(): boolean {
  return useSyncExternalStore(
    (listener) => {
      settingsListeners.add(listener);
      return () => settingsListeners.delete(listener);
    },
    () => settingsOpen,
    () => false,
  );
}
