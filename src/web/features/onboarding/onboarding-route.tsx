import { PlaceholderPage } from '../../components/placeholder-page';

/** /onboarding: placeholder until the preference wizard lands (issue 6). */
export function OnboardingRoute() {
  return (
    <PlaceholderPage title="Welcome to PantryPilot">
      <p>
        This is where the five-step preference wizard will go: cuisines, meals, dietary
        restrictions, allergies and pantry.
      </p>
    </PlaceholderPage>
  );
}
