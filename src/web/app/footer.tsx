import { Mail } from 'lucide-react';
import { memo, useDeferredValue, useState, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { BRAND_NAME, BRAND_TAGLINE } from '../../shared/brand';
import { Logo } from '../components/logo';
import { Button } from '../components/ui/button';
import { DeferredUpgradeDialog } from '../components/deferred-dialogs';
import { hasUsedFreePlan, isSubscribed, useSession, type Session } from '../lib/session';

const SHARE_TEXT = `${BRAND_NAME}: meal plans, priced shopping lists and a one-click cart.`;

interface SocialLink {
  label: string;
  href: (siteUrl: string) => string;
  icon: ReactNode;
}

// PantryPilot has no social accounts yet, so the social links share the site instead of
// pointing at profiles that do not exist.
const SOCIAL_LINKS: SocialLink[] = [
  {
    label: 'Share PantryPilot on X',
    href: (url) =>
      `https://x.com/intent/post?url=${encodeURIComponent(url)}&text=${encodeURIComponent(SHARE_TEXT)}`,
    icon: (
      <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className="size-4 fill-current">
        <path d="M18.244 2.25h3.308l-7.227 8.26 8.502 11.24H16.17l-5.214-6.817L4.99 21.75H1.68l7.73-8.835L1.254 2.25H8.08l4.713 6.231zm-1.161 17.52h1.833L7.084 4.126H5.117z" />
      </svg>
    ),
  },
  {
    label: 'Share PantryPilot on Facebook',
    href: (url) => `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}`,
    icon: (
      <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className="size-4 fill-current">
        <path d="M24 12.073c0-6.627-5.373-12-12-12s-12 5.373-12 12c0 5.99 4.388 10.954 10.125 11.854v-8.385H7.078v-3.47h3.047V9.43c0-3.007 1.792-4.669 4.533-4.669 1.312 0 2.686.235 2.686.235v2.953H15.83c-1.491 0-1.956.925-1.956 1.874v2.25h3.328l-.532 3.47h-2.796v8.385C19.612 23.027 24 18.062 24 12.073z" />
      </svg>
    ),
  },
  {
    label: 'Share PantryPilot by email',
    href: (url) =>
      `mailto:?subject=${encodeURIComponent(BRAND_NAME)}&body=${encodeURIComponent(`${SHARE_TEXT} ${url}`)}`,
    icon: <Mail aria-hidden="true" className="size-4" />,
  },
];

const linkClass =
  'inline-flex min-h-8 items-center rounded text-sm text-fg-muted hover:text-fg hover:underline underline-offset-4';

/** The footer of spec section 2: features, support, legal, social links, copyright. */
export function Footer() {
  // Drawn for a new session in React's background lane, as the navigation bar is (nav-bar.tsx).
  const session = useDeferredValue(useSession({ pollPlans: true }).session);
  return <FooterBody session={session} />;
}

const FooterBody = memo(function FooterBody({ session }: { session: Session }) {
  const [upgradeOpen, setUpgradeOpen] = useState(false);
  const navigate = useNavigate();
  const freePlanUsed = hasUsedFreePlan(session);
  const showUpgrade = session !== null && !isSubscribed(session);
  const siteUrl = typeof window === 'undefined' ? '' : window.location.origin;

  return (
    // Below the first screen on every page (root-layout.tsx): drawn as it scrolls near.
    <footer className="drawn-when-near mt-auto border-t border-line bg-surface/80 backdrop-blur-sm">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-[1.2fr_2fr]">
        <div className="space-y-4">
          <Link to="/" className="inline-block rounded-lg" aria-label="PantryPilot home">
            <Logo />
          </Link>
          <p className="max-w-xs text-sm text-fg-muted">
            {BRAND_TAGLINE} Meal plans that fit your tastes, your diet and your budget.
          </p>
          <ul className="flex gap-2" aria-label="Share PantryPilot">
            {SOCIAL_LINKS.map((social) => (
              <li key={social.label}>
                <a
                  href={social.href(siteUrl)}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={`${social.label} (opens in a new tab)`}
                  title={social.label}
                  className="inline-flex size-10 items-center justify-center rounded-full border border-line bg-surface text-fg-muted hover:bg-surface-muted hover:text-fg"
                >
                  {social.icon}
                </a>
              </li>
            ))}
          </ul>
          {showUpgrade && (
            <Button size="sm" onClick={() => void navigate('/settings')}>
              Upgrade to Pro
            </Button>
          )}
        </div>

        <div className="grid grid-cols-2 gap-x-6 gap-y-8 sm:grid-cols-3">
          <FooterGroup title="Features">
            <li>
              {freePlanUsed ? (
                <button type="button" className={linkClass} onClick={() => setUpgradeOpen(true)}>
                  Upgrade to Pro
                </button>
              ) : (
                <Link to="/create-plan" className={linkClass}>
                  Meal Planning
                </Link>
              )}
            </li>
            <li>
              <Link to="/dashboard" className={linkClass}>
                Recipe Management
              </Link>
            </li>
            <li>
              <Link to="/features" className={linkClass}>
                All Features
              </Link>
            </li>
          </FooterGroup>

          <FooterGroup title="Support">
            <li>
              <Link to="/contact" className={linkClass}>
                Contact Us
              </Link>
            </li>
            <li>
              <Link to="/help" className={linkClass}>
                Help Center
              </Link>
            </li>
          </FooterGroup>

          <FooterGroup title="Legal">
            <li>
              <Link to="/terms" className={linkClass}>
                Terms of Service
              </Link>
            </li>
            <li>
              <Link to="/privacy" className={linkClass}>
                Privacy Policy
              </Link>
            </li>
            <li>
              <Link to="/cookies" className={linkClass}>
                Cookie Policy
              </Link>
            </li>
          </FooterGroup>
        </div>
      </div>
      <div className="border-t border-line">
        <p className="mx-auto max-w-6xl px-4 py-5 text-sm text-fg-muted sm:px-6">
          © {new Date().getFullYear()} {BRAND_NAME}. All rights reserved.
        </p>
      </div>
      <DeferredUpgradeDialog open={upgradeOpen} onOpenChange={setUpgradeOpen} />
    </footer>
  );
});

function FooterGroup({ title, children }: { title: string; children: ReactNode }) {
  return (
    <nav aria-label={title}>
      <h2 className="text-sm font-bold tracking-wide text-fg">{title}</h2>
      <ul className="mt-3 space-y-1.5">{children}</ul>
    </nav>
  );
}
