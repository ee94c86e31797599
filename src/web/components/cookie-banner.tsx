import { Cookie } from 'lucide-react';
import { Link } from 'react-router';
import {
  acceptAllCookies,
  acceptNecessaryCookies,
  openCookieSettings,
  useCookieConsent,
} from '../lib/cookie-consent';
import { Button } from './ui/button';

/** Shown until a choice is stored (spec section 4, "Cookie consent"). */
export function CookieBanner() {
  const consent = useCookieConsent();
  if (consent) return null;

  return (
    <section
      aria-labelledby="cookie-banner-title"
      className="fixed inset-x-3 bottom-3 z-40 mx-auto max-w-2xl rounded-2xl border border-line bg-surface p-4 text-fg shadow-2xl sm:inset-x-6 sm:bottom-6 sm:p-5"
    >
      <div className="flex gap-3">
        <Cookie
          aria-hidden="true"
          className="mt-0.5 hidden size-6 shrink-0 text-primary sm:block"
        />
        <div className="min-w-0">
          <h2 id="cookie-banner-title" className="font-semibold">
            Cookies on PantryPilot
          </h2>
          <p className="mt-1 text-sm text-fg-muted">
            A necessary cookie keeps you signed in. Optional analytics, marketing and preference
            cookies stay off unless you allow them.
          </p>
          <p className="mt-1 flex flex-wrap gap-x-4 text-sm">
            <Link to="/cookies" className="font-medium text-primary underline underline-offset-2">
              Cookie Policy
            </Link>
            <button
              type="button"
              onClick={openCookieSettings}
              className="font-medium text-primary underline underline-offset-2"
            >
              Cookie Settings
            </button>
          </p>
        </div>
      </div>
      <div className="mt-4 grid grid-cols-2 gap-2 sm:flex sm:justify-end">
        <Button variant="secondary" size="sm" onClick={() => acceptNecessaryCookies()}>
          Accept Necessary
        </Button>
        <Button size="sm" onClick={() => acceptAllCookies()}>
          Accept All
        </Button>
      </div>
    </section>
  );
}
