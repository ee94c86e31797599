import { PlaceholderPage } from '../../components/placeholder-page';

/** /preferences: the preference wizard in edit mode; placeholder until it lands (issue 6). */
export function PreferencesRoute() {
  return (
    <PlaceholderPage title="Edit Preferences">
      <p>
        This is where you will edit your cuisines, meals, dietary restrictions, allergies and
        pantry, starting at the step you chose in Settings.
      </p>
    </PlaceholderPage>
  );
}
