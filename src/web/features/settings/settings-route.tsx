import { CenteredSpinner } from '../../components/ui/spinner';
import { usePageMeta } from '../../lib/page-meta';
import { useSession } from '../../lib/session';
import { AccountSection } from './account-section';
import { DangerZone } from './danger-zone';
import { MealPreferencesSection } from './meal-preferences-section';
import { OwnPricesSection } from './own-prices-section';
import { NeverAgainSection } from './never-again-section';
import { PantrySavingsSection } from './pantry-savings-section';
import { StoreSection } from './store-section';
import { SubscriptionSection } from './subscription-section';

/** /settings: account, meal preferences, subscription and the danger zone (spec section 2). */
export function SettingsRoute() {
  usePageMeta({
    title: 'Settings',
    description: 'Your PantryPilot account, meal preferences and subscription.',
    noindex: true,
  });
  const { session } = useSession();
  // The route guard only renders this for a signed-in person; the check keeps types honest.
  if (!session) return <CenteredSpinner />;

  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-8 sm:px-6 sm:py-12">
      <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">Settings</h1>
      <p className="mt-2 text-fg-muted">Manage your account, preferences and subscription.</p>
      <div className="mt-8 flex flex-col gap-6">
        <AccountSection name={session.user.name} email={session.user.email} />
        <MealPreferencesSection />
        <NeverAgainSection />
        <StoreSection />
        <OwnPricesSection />
        <PantrySavingsSection />
        <SubscriptionSection />
        <DangerZone userId={session.user.id} />
      </div>
    </div>
  );
}
