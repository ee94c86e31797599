import { PreferenceWizardPage } from './preference-wizard-page';

/** /preferences: the same wizard in edit mode, at the step and with the return path given. */
export function PreferencesRoute() {
  return <PreferenceWizardPage route="preferences" />;
}
