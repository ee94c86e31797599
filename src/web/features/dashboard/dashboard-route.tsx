import { PlaceholderPage } from '../../components/placeholder-page';

/** /dashboard: placeholder until the plan screens land (issue 7). */
export function DashboardRoute() {
  return (
    <PlaceholderPage title="Dashboard">
      <p>
        Your meal plans will be listed here, as a grid or a list, with a card to create a new plan.
      </p>
    </PlaceholderPage>
  );
}
