import {
  ArrowRight,
  Carrot,
  ChefHat,
  ListChecks,
  PiggyBank,
  Receipt,
  ShieldCheck,
  ShoppingCart,
  Zap,
} from 'lucide-react';
import type { QueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { BRAND_NAME, BRAND_TAGLINE } from '../../../shared/brand';
import { buttonClasses } from '../../components/ui/button';
import { CenteredSpinner } from '../../components/ui/spinner';
import { catalogueStatsQuery, useCatalogueStats } from '../../lib/catalogue-stats';
import { groupThousands } from '../../lib/group-thousands';
import { usePageMeta } from '../../lib/page-meta';
import { useStoreCopy, type StoreCopy } from '../../lib/store-copy';
import { storeSetupQuery, useStoreSetup } from '../../lib/store-setup';
import { FeatureCard } from './feature-card';
import { StartPlanningLink } from './start-planning-link';

const EXAMPLE_MEALS = [
  { meal: 'Breakfast', dish: 'Banana oat pancakes' },
  { meal: 'Lunch', dish: 'Chickpea and cucumber salad' },
  { meal: 'Dinner', dish: 'Chicken and vegetable stir-fry' },
] as const;

const STEPS = [
  {
    title: 'Tell us your tastes',
    text: 'Cuisines, favourite dishes, diet, allergies and the staples already in your pantry.',
  },
  {
    title: 'Choose meals, store and budget',
    text: 'Breakfast, lunch, dinner or all three, for the days and the people you cook for.',
  },
  {
    title: 'Cook and shop',
    // Where the list goes depends on the stores set up on this server.
    text: (copy: StoreCopy) =>
      `Open the plan, trim the shopping list and send it to ${copy.cartTarget}.`,
  },
] as const;

/**
 * The hero's copy names the library's size and the person's store, from two small answers.
 * Written in as they arrived, the longer sentence pushed the buttons and the example plan
 * down a line after the first paint (a layout shift of 0.15). The page starts both requests
 * with the session probe (main.tsx) and shows when their first answers are in, so the text
 * is laid out once; a failed answer shows the general copy rather than waiting on retries.
 */
export function prefetchLandingCopy(client: QueryClient): void {
  void client.prefetchQuery(catalogueStatsQuery);
  void client.prefetchQuery(storeSetupQuery);
}

function awaitingFirstAnswer(query: { isPending: boolean; failureCount: number }): boolean {
  return query.isPending && query.failureCount === 0;
}

export function LandingPage() {
  usePageMeta({
    title: 'Meal Planning Made Simple',
    description: `${BRAND_NAME} turns your tastes, diet, allergies, pantry and budget into a meal plan with a priced shopping list and a store cart.`,
  });
  const statsQuery = useCatalogueStats();
  const stats = statsQuery.data;
  const setupQuery = useStoreSetup();
  const copy = useStoreCopy();
  const library =
    stats && stats.recipeCount > 0
      ? `a library of ${groupThousands(stats.recipeCount)} recipes from ${stats.cuisineCount} cuisines`
      : 'a curated recipe library';

  if (awaitingFirstAnswer(statsQuery) || awaitingFirstAnswer(setupQuery)) {
    return <CenteredSpinner />;
  }

  return (
    <>
      <section className="mx-auto grid w-full max-w-6xl items-center gap-12 px-4 pt-12 pb-16 sm:px-6 sm:pt-20 lg:grid-cols-[1.1fr_0.9fr] lg:pb-24">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full border border-line bg-surface/80 px-3 py-1 text-sm font-semibold text-on-primary-soft">
            <ChefHat aria-hidden="true" className="size-4 text-primary" />
            {BRAND_TAGLINE}
          </p>
          <h1 className="mt-5 text-4xl leading-[1.05] font-extrabold tracking-tight text-balance sm:text-5xl lg:text-6xl">
            Meal Planning Made Simple
          </h1>
          <p className="mt-5 max-w-xl text-lg leading-relaxed text-fg-muted">
            Tell {BRAND_NAME} what you like, what you can't eat and what you want to spend. It plans
            your meals from {library}, prices the shopping list and sends it to {copy.cartTarget} in
            one click.
          </p>
          <div className="mt-8 flex flex-wrap items-center gap-3">
            <StartPlanningLink>
              Try It Now
              <ArrowRight aria-hidden="true" className="size-5" />
            </StartPlanningLink>
            <Link to="/features" className={buttonClasses('secondary', 'lg')}>
              Learn more
            </Link>
          </div>
          <p className="mt-4 text-sm text-fg-muted">
            Your first plan is free: one day of meals for two. Sign in with Google.
          </p>
        </div>

        <figure className="relative mx-auto w-full max-w-md">
          <div className="rounded-3xl border border-line bg-surface p-5 shadow-2xl sm:p-6">
            <div className="flex items-center justify-between">
              <p className="font-bold">Day 1</p>
              <span className="rounded-full bg-herb-soft px-2.5 py-1 text-xs font-bold text-herb">
                Within budget
              </span>
            </div>
            <ul className="mt-4 space-y-3">
              {EXAMPLE_MEALS.map(({ meal, dish }) => (
                <li
                  key={meal}
                  className="flex items-center gap-3 rounded-2xl bg-surface-muted px-4 py-3"
                >
                  <span className="w-20 shrink-0 text-xs font-bold tracking-wide text-on-primary-soft uppercase">
                    {meal}
                  </span>
                  <span className="text-sm font-semibold">{dish}</span>
                </li>
              ))}
            </ul>
            <div className="mt-4 flex items-center gap-3 rounded-2xl border border-dashed border-line px-4 py-3">
              <ShoppingCart aria-hidden="true" className="size-5 text-primary" />
              <span className="text-sm">
                <span className="font-semibold">Shopping list ready</span>
                <span className="text-fg-muted"> · pantry staples left off</span>
              </span>
            </div>
          </div>
          <figcaption className="mt-3 text-center text-xs text-fg-muted">
            An example day. Your plan follows your own choices.
          </figcaption>
        </figure>
      </section>

      {/* The sections after the hero start below a phone's first screen (app.css). */}
      <section
        aria-labelledby="planning-heading"
        className="drawn-when-near mx-auto w-full max-w-6xl px-4 py-16 sm:px-6"
      >
        <div className="max-w-2xl">
          <p className="text-sm font-bold tracking-widest text-primary uppercase">Smart planning</p>
          <h2 id="planning-heading" className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl">
            A planner that does the sums for you
          </h2>
          <p className="mt-3 text-fg-muted">
            A built-in optimiser weighs every recipe against your rules and your budget, so the plan
            fits before you ever see it.
          </p>
        </div>
        <div className="mt-10 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          <FeatureCard icon={ChefHat} title="Your tastes first">
            Pick the cuisines and dishes you love. Plans lean toward them and avoid repeating a
            recipe within three days.
          </FeatureCard>
          <FeatureCard icon={ShieldCheck} title="Safe for your diet">
            Recipes are checked ingredient by ingredient: an allergen you list never makes it into
            your plan, and diet labels come from the ingredients themselves.
          </FeatureCard>
          <FeatureCard icon={PiggyBank} title="Built around your budget">
            It looks for the lowest-cost mix of recipes, favouring ones that share ingredients so
            less goes to waste.
          </FeatureCard>
          <FeatureCard icon={Zap} title="Ready in moments">
            The optimiser works out a plan in well under a second, so there is no long wait between
            asking and cooking.
          </FeatureCard>
        </div>
      </section>

      <section
        aria-labelledby="shopping-heading"
        className="drawn-when-near w-full bg-surface-muted/60 py-16"
      >
        <div className="mx-auto w-full max-w-6xl px-4 sm:px-6">
          <div className="max-w-2xl">
            <p className="text-sm font-bold tracking-widest text-herb uppercase">Smart shopping</p>
            <h2
              id="shopping-heading"
              className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl"
            >
              From plan to cart without the spreadsheet
            </h2>
          </div>
          <div className="mt-10 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
            <FeatureCard icon={ListChecks} title="One priced list" tone="herb">
              Ingredients are merged across every recipe and bought in whole packages, with a
              running total as you edit.
            </FeatureCard>
            <FeatureCard icon={Carrot} title="Pantry aware" tone="herb">
              Tell us the staples you keep, like spices, flour and sauces, and they stay off your
              list.
            </FeatureCard>
            <FeatureCard icon={ShoppingCart} title={copy.cartTitle} tone="herb">
              {copy.cartText}
            </FeatureCard>
            <FeatureCard icon={Receipt} title="Prices you can check" tone="herb">
              {copy.pricesText}
            </FeatureCard>
          </div>
        </div>
      </section>

      <section
        aria-labelledby="steps-heading"
        className="drawn-when-near mx-auto w-full max-w-6xl px-4 py-16 sm:px-6"
      >
        <h2 id="steps-heading" className="text-3xl font-bold tracking-tight sm:text-4xl">
          How it works
        </h2>
        <ol className="mt-10 grid gap-5 md:grid-cols-3">
          {STEPS.map((step, index) => (
            <li key={step.title} className="rounded-3xl border border-line bg-surface/90 p-6">
              <span className="inline-flex size-9 items-center justify-center rounded-full bg-primary font-bold text-on-primary">
                {index + 1}
              </span>
              <h3 className="mt-4 text-lg font-bold">{step.title}</h3>
              <p className="mt-2 text-sm leading-relaxed text-fg-muted">
                {typeof step.text === 'function' ? step.text(copy) : step.text}
              </p>
            </li>
          ))}
        </ol>
      </section>

      <section
        aria-labelledby="get-started-heading"
        className="drawn-when-near mx-auto w-full max-w-6xl px-4 pb-20 sm:px-6"
      >
        <div className="rounded-[2rem] bg-primary px-6 py-12 text-center text-on-primary shadow-xl sm:px-12">
          <h2
            id="get-started-heading"
            className="text-3xl font-extrabold tracking-tight sm:text-4xl"
          >
            Get Started Today
          </h2>
          <p className="mx-auto mt-3 max-w-xl text-lg opacity-95">
            Your first plan is free: a day of meals for two, with its shopping list.
          </p>
          <StartPlanningLink variant="ghost" className="mt-8 bg-canvas shadow-md">
            Create Your Free Plan
            <ArrowRight aria-hidden="true" className="size-5" />
          </StartPlanningLink>
        </div>
      </section>
    </>
  );
}
