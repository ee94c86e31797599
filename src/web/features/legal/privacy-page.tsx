import { Link } from 'react-router';
import { BRAND_NAME } from '../../../shared/brand';
import { usePageMeta } from '../../lib/page-meta';
import { LegalPage } from './legal-page';

export function PrivacyPage() {
  usePageMeta({
    title: 'Privacy Policy',
    description: `What ${BRAND_NAME} collects, why, who else sees it, and how to delete it.`,
  });

  return (
    <LegalPage
      title="Privacy Policy"
      intro={`${BRAND_NAME} needs a little information about you to plan your meals. This page says what it is, why we keep it, and how to remove it.`}
    >
      <h2>What we collect</h2>
      <ul>
        <li>
          <strong>From Google, when you sign in:</strong> your name, email address, profile photo
          and Google account identifier.
        </li>
        <li>
          <strong>What you tell us:</strong> the cuisines, meals, dietary restrictions, allergies
          and pantry staples you choose.
        </li>
        <li>
          <strong>Your plans:</strong> the meals, store, budget, duration and servings you ask for,
          the plan we generate and your changes to its shopping list.
        </li>
        <li>
          <strong>Your subscription:</strong> whether you are on Free or Pro, and the payment
          provider's references to your subscription. Card details go to the payment provider and
          never reach us.
        </li>
        <li>
          <strong>Technical records:</strong> a sign-in session, and basic request records such as
          IP address and time, used to keep the service secure and to stop abuse.
        </li>
      </ul>

      <h2>Why we use it</h2>
      <ul>
        <li>To sign you in and keep your plans, preferences and pantry with your account.</li>
        <li>To build plans that respect your tastes, diet, allergies and budget.</li>
        <li>To run your subscription, if you have one.</li>
        <li>To keep the service secure and working.</li>
      </ul>
      <p>
        Allergies and diets can say something about your health. We use them only to choose recipes
        for you.
      </p>

      <h2>Who else sees it</h2>
      <ul>
        <li>We do not sell your information, and we do not show you advertising.</li>
        <li>Google handles sign-in, and our payment provider handles payments.</li>
        <li>
          When you open a store cart link, the store receives the items in that link. Its own
          privacy policy applies from there.
        </li>
      </ul>

      <h2>Cookies and storage</h2>
      <p>
        A necessary cookie keeps you signed in. Everything else is described in our{' '}
        <Link to="/cookies">Cookie Policy</Link>, where you can change your choices.
      </p>

      <h2>Keeping and deleting</h2>
      <p>
        We keep your information while your account exists. Deleting your account in Settings
        deletes your preferences, pantry and plans with it. The payment provider keeps its own
        payment records as the law requires.
      </p>

      <h2>Your choices</h2>
      <ul>
        <li>See and change your preferences at any time in Settings.</li>
        <li>Delete your account, and the information above with it, in Settings.</li>
        <li>Change your cookie choices on the Cookie Policy page.</li>
      </ul>

      <h2>Children</h2>
      <p>{BRAND_NAME} is not meant for children under 13, and we do not knowingly serve them.</p>

      <h2>Changes</h2>
      <p>
        If this policy changes in a way that matters, we will tell you in the app before the change
        applies.
      </p>
    </LegalPage>
  );
}
