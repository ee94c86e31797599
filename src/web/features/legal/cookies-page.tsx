import { BRAND_NAME } from '../../../shared/brand';
import { Button } from '../../components/ui/button';
import { openCookieSettings, useCookieConsent } from '../../lib/cookie-consent';
import { usePageMeta } from '../../lib/page-meta';
import { LegalPage } from './legal-page';

const STORED_ITEMS = [
  {
    name: 'Sign-in session',
    kind: 'Cookie',
    category: 'Necessary',
    purpose: 'Keeps you signed in. Not readable by scripts; ends when you sign out or it expires.',
  },
  {
    name: 'Sign-in flow',
    kind: 'Cookie',
    category: 'Necessary',
    purpose: 'Protects the Google sign-in round trip. Lasts only for that sign-in.',
  },
  {
    name: 'cookie-consent',
    kind: 'Local storage',
    category: 'Necessary',
    purpose: 'Remembers your cookie choices so we do not ask again.',
  },
  {
    name: 'theme',
    kind: 'Local storage',
    category: 'Necessary',
    purpose: 'Remembers Light, Dark or System, because you asked for it.',
  },
  {
    name: 'Temporary sign-in notes',
    kind: 'Session storage',
    category: 'Necessary',
    purpose: 'Remembers where to take you after sign-in. Cleared when you close the tab.',
  },
] as const;

const CATEGORY_LABELS = {
  analytics: 'Analytics',
  marketing: 'Marketing',
  preferences: 'Preferences',
};

export function CookiesPage() {
  usePageMeta({
    title: 'Cookie Policy',
    description: `The cookies and browser storage ${BRAND_NAME} uses, and how to change your choices.`,
  });
  const consent = useCookieConsent();

  return (
    <LegalPage
      title="Cookie Policy"
      intro={`${BRAND_NAME} uses as few cookies as it can. Necessary ones keep you signed in; optional ones stay off unless you allow them.`}
    >
      <div className="flex flex-col gap-4 rounded-2xl border border-line bg-surface p-5 sm:flex-row sm:items-center">
        <div className="flex-1">
          <p className="font-semibold">Your choice</p>
          <p className="text-sm text-fg-muted">
            {consent
              ? `Allowed: Necessary${(['analytics', 'marketing', 'preferences'] as const)
                  .filter((category) => consent[category])
                  .map((category) => `, ${CATEGORY_LABELS[category]}`)
                  .join('')}.`
              : 'You have not made a choice yet, so only necessary cookies are used.'}
          </p>
        </div>
        <Button onClick={openCookieSettings}>Manage Cookie Settings</Button>
      </div>

      <h2>What we store</h2>
      {/* Phones get a list: a four-column table does not fit 360 px without scrolling. */}
      <ul className="space-y-3 pl-0! list-none! sm:hidden">
        {STORED_ITEMS.map((item) => (
          <li key={item.name} className="rounded-2xl pl-4! border border-line bg-surface p-4">
            <p className="font-semibold">{item.name}</p>
            <p className="text-sm text-fg-muted">
              {item.kind} · {item.category}
            </p>
            <p className="mt-2 text-sm">{item.purpose}</p>
          </li>
        ))}
      </ul>
      <div className="hidden overflow-x-auto rounded-2xl border border-line sm:block">
        <table className="w-full min-w-[36rem] text-left text-sm">
          <caption className="sr-only">Cookies and storage used by {BRAND_NAME}</caption>
          <thead className="bg-surface-muted">
            <tr>
              <th scope="col" className="px-4 py-3 font-semibold">
                Name
              </th>
              <th scope="col" className="px-4 py-3 font-semibold">
                Type
              </th>
              <th scope="col" className="px-4 py-3 font-semibold">
                Category
              </th>
              <th scope="col" className="px-4 py-3 font-semibold">
                Purpose
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-line bg-surface">
            {STORED_ITEMS.map((item) => (
              <tr key={item.name}>
                <th scope="row" className="px-4 py-3 font-medium">
                  {item.name}
                </th>
                <td className="px-4 py-3 text-fg-muted">{item.kind}</td>
                <td className="px-4 py-3 text-fg-muted">{item.category}</td>
                <td className="px-4 py-3 text-fg-muted">{item.purpose}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <h2>Optional categories</h2>
      <ul>
        <li>
          <strong>Analytics:</strong> counts page visits so we can see what helps. The analytics
          code is loaded only when this site has an analytics service configured and you allow
          analytics; withdrawing your consent removes it and its cookies.
        </li>
        <li>
          <strong>Marketing:</strong> {BRAND_NAME} sets no marketing cookies today. Your choice is
          recorded so it applies if that ever changes.
        </li>
        <li>
          <strong>Preferences:</strong> {BRAND_NAME} sets no optional preference cookies today. Your
          choice is recorded so it applies if that ever changes.
        </li>
      </ul>

      <h2>Changing your mind</h2>
      <p>
        Use Manage Cookie Settings above at any time. You can also clear cookies and site data in
        your browser; you will then be signed out and asked again.
      </p>
    </LegalPage>
  );
}
