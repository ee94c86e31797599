import { BookOpenText, CalendarDays, Check, ListChecks, type LucideIcon } from 'lucide-react';
import { BRAND_NAME } from '../../../shared/brand';
import { PlanPicker } from '../../components/plan-picker';
import { usePageMeta } from '../../lib/page-meta';
import { useStoreCopy } from '../../lib/store-copy';
import { isSubscribed, useSession } from '../../lib/session';
import { StartPlanningLink } from './start-planning-link';

interface Feature {
  icon: LucideIcon;
  title: string;
  summary: string;
  points: readonly string[];
}

const CART_POINT = 'cart';

const FEATURES: readonly Feature[] = [
  {
    icon: CalendarDays,
    title: 'Smart Meal Planning',
    summary:
      'Plans built from your own rules: what you like, what you avoid, how many you cook for and what you want to spend.',
    points: [
      '12 cuisines and your favourite dishes for breakfast, lunch and dinner',
      '12 diets, plus low-sodium, low-sugar and organic options',
      'Nine common allergens, plus any you add yourself',
      'The lowest-cost mix of recipes that fits your budget',
    ],
  },
  {
    icon: BookOpenText,
    title: 'Recipe Management',
    summary:
      'Every meal in a plan comes with a full recipe, and every plan stays on your dashboard.',
    points: [
      'Ingredients scaled to the number of servings you chose',
      'Numbered, step-by-step instructions',
      'All your plans on the dashboard, as a grid or a list',
      'Preferences and pantry you can change in Settings at any time',
    ],
  },
  {
    icon: ListChecks,
    title: 'Smart Shopping Lists',
    summary: 'One list for the whole plan, priced and ready to send to the store.',
    points: [
      'Ingredients merged across recipes and bought in whole packages',
      'Remove what you already have, and add it back with one tap',
      'A total that updates as you edit, with the price source named',
      // Replaced at render by what this server's stores really do (see FeaturesPage).
      CART_POINT,
    ],
  },
];

export function FeaturesPage() {
  usePageMeta({
    title: 'Features',
    description: `Smart meal planning, recipe management and smart shopping lists: what ${BRAND_NAME} does, and what Free and Pro include.`,
  });
  const { session } = useSession();
  const copy = useStoreCopy();

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-12 sm:px-6 sm:py-20">
      <header className="max-w-2xl">
        <p className="text-sm font-bold tracking-widest text-primary uppercase">Features</p>
        <h1 className="mt-2 text-4xl font-extrabold tracking-tight sm:text-5xl">
          Everything between “what’s for dinner?” and checkout
        </h1>
        <p className="mt-4 text-lg text-fg-muted">
          {BRAND_NAME} plans your meals, writes out the recipes and builds the shopping list, all
          from the choices you make once.
        </p>
      </header>

      <div className="mt-12 grid gap-6 lg:grid-cols-3">
        {FEATURES.map(({ icon: Icon, title, summary, points }, index) => (
          <section
            key={title}
            aria-labelledby={`feature-${index}`}
            className="flex flex-col rounded-3xl border border-line bg-surface/90 p-6 shadow-sm sm:p-7"
          >
            <span className="inline-flex size-12 items-center justify-center rounded-2xl bg-primary-soft text-on-primary-soft">
              <Icon aria-hidden="true" className="size-6" />
            </span>
            <h2 id={`feature-${index}`} className="mt-5 text-xl font-bold">
              {title}
            </h2>
            <p className="mt-2 text-fg-muted">{summary}</p>
            <ul className="mt-5 space-y-2.5 text-sm">
              {points
                .map((p) => (p === CART_POINT ? `One click sends it to ${copy.cartTarget}` : p))
                .map((point) => (
                  <li key={point} className="flex items-start gap-2">
                    <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-herb" />
                    {point}
                  </li>
                ))}
            </ul>
          </section>
        ))}
      </div>

      <div className="mt-20">
        <PlanPicker
          mode="feature"
          currentPlan={session ? (isSubscribed(session) ? 'pro' : 'free') : null}
        />
      </div>

      <div className="mt-16 flex flex-col items-center gap-3 text-center">
        <p className="text-lg font-semibold">Ready to plan your week?</p>
        <StartPlanningLink>Try It Now</StartPlanningLink>
      </div>
    </div>
  );
}
