import { PlanPicker } from '../../components/plan-picker';
import { PlaceholderPage } from '../../components/placeholder-page';
import { isSubscribed, useSession } from '../../lib/session';

/** /settings: placeholder until the settings screen lands (issues 6 and 8). */
export function SettingsRoute() {
  const { session } = useSession();
  return (
    <PlaceholderPage
      title="Settings"
      extra={
        <PlanPicker
          mode="settings"
          headingLevel="h2"
          currentPlan={session ? (isSubscribed(session) ? 'pro' : 'free') : null}
        />
      }
    >
      <p>
        Account details, meal preferences, your subscription and the danger zone will live here.
        Checkout is not connected yet.
      </p>
    </PlaceholderPage>
  );
}
