import { Link } from 'react-router';
import { BRAND_NAME } from '../../../shared/brand';
import { usePageMeta } from '../../lib/page-meta';
import { LegalPage } from './legal-page';

export function TermsPage() {
  usePageMeta({
    title: 'Terms of Service',
    description: `The terms for using ${BRAND_NAME}: accounts, Free and Pro plans, food safety and prices.`,
  });

  return (
    <LegalPage
      title="Terms of Service"
      intro={`These terms cover your use of ${BRAND_NAME}. By signing in you agree to them. They are written to be read, so please do.`}
    >
      <h2>What {BRAND_NAME} does</h2>
      <p>
        {BRAND_NAME} builds meal plans from your food preferences, a budget and a chosen store, and
        turns them into a priced shopping list with a link that fills a cart at that store. Plans
        are made by a built-in planner from a curated recipe library.
      </p>

      <h2>Your account</h2>
      <ul>
        <li>You sign in with a Google account; we do not keep a password for you.</li>
        <li>Keep your Google account secure: anyone who can use it can use {BRAND_NAME} as you.</li>
        <li>You may delete your account at any time in Settings.</li>
      </ul>

      <h2>Free and Pro</h2>
      <ul>
        <li>Free includes one meal plan in total, for 1 day and 2 servings.</li>
        <li>
          Pro costs $10.99 per month or $99 per year and includes unlimited plans of 1, 3, 5 or 7
          days for 1 to 50 servings.
        </li>
        <li>
          Payments are handled by our payment provider. A subscription renews each period until you
          cancel it, which you can do from Settings.
        </li>
        <li>If prices change, we will tell you before the change applies to your subscription.</li>
      </ul>

      <h2>Food, allergies and health</h2>
      <p>
        Plans leave out recipes with ingredients carrying the allergens you list, and diet labels
        are worked out from each recipe's ingredients. Products and recipes can still contain traces
        or unexpected ingredients, and brands change their recipes. Always read the labels of what
        you buy. {BRAND_NAME} is not medical or nutritional advice; if you have a serious allergy or
        a medical diet, follow your doctor's or dietitian's guidance.
      </p>

      <h2>Prices and stores</h2>
      <p>
        Prices shown are estimates from U.S. average reference prices (BLS and USDA, dated on every
        plan), not the store's live prices. The store sets the real price, availability and any fees
        at checkout. {BRAND_NAME} is not affiliated with Walmart or Target; what you buy there is
        between you and the store.
      </p>

      <h2>Fair use</h2>
      <ul>
        <li>Do not try to break, overload or get around the limits of the service.</li>
        <li>Do not access other people's data or use the service to harm anyone.</li>
        <li>Do not copy the service or its recipe library in bulk.</li>
      </ul>

      <h2>Your data</h2>
      <p>
        How we handle your information is described in our <Link to="/privacy">Privacy Policy</Link>{' '}
        and our <Link to="/cookies">Cookie Policy</Link>.
      </p>

      <h2>Changes and availability</h2>
      <p>
        We keep improving {BRAND_NAME}, so features may change. We aim to keep it available but
        cannot promise it will always be. If these terms change in a way that matters, we will tell
        you in the app before the change applies.
      </p>

      <h2>Liability</h2>
      <p>
        {BRAND_NAME} is provided as it is. To the extent the law allows, we are not liable for
        indirect losses, or for the price, quality or contents of food you buy. Nothing in these
        terms limits rights you have under law that cannot be limited.
      </p>

      <h2>Ending</h2>
      <p>
        You can stop using {BRAND_NAME} and delete your account at any time. We may suspend an
        account that breaks these terms.
      </p>
    </LegalPage>
  );
}
