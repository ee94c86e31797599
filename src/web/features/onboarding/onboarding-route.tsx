import { PreferenceWizardPage } from './preference-wizard-page';

/** /onboarding: the preference wizard a new person meets after signing in. */
export function OnboardingRoute() {
  return <PreferenceWizardPage route="onboarding" />;
}
