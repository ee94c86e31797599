import { PlaceholderPage } from '../../components/placeholder-page';

/** /create-plan: placeholder until the create-plan wizard lands (issue 7). */
export function CreatePlanRoute() {
  return (
    <PlaceholderPage title="Create Your Meal Plan">
      <p>
        The four-step wizard will go here: Pantry Update, Meal Selection, Store Selection and
        Budget.
      </p>
    </PlaceholderPage>
  );
}
