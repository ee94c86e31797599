import { lazy, type ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { AuthCallbackPage } from '../features/auth/auth-callback-page';
import { LandingPage } from '../features/marketing/landing-page';
import { PublicOnly, RequireAuth } from './guards';
import { NotFoundPage } from './not-found-page';
import { RootLayout } from './root-layout';

/**
 * A screen downloaded the first time it is shown. The routes are plain (declarative) routes
 * rendered by `useRoutes`, not the data router: the app loads no data through the router, and
 * the data router alone is about 17 KB gzipped of a public page's 120 KB budget (issue 14).
 * RootLayout holds the Suspense boundary and the error boundary these screens render in.
 */
function lazyScreen<K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) {
  const Screen = lazy(async (): Promise<{ default: ComponentType }> => ({
    default: (await load())[name],
  }));
  return <Screen />;
}

/**
 * Screens that a direct visit asks for before the session answers (lib/screen-prefetch.ts):
 * one loader each, so the early import and the route's are the same module.
 */
export const loadDashboardScreen = () => import('../features/dashboard/dashboard-route');
export const loadMealPlanScreen = () => import('../features/meal-plan/meal-plan-route');

/**
 * Every route of the app, in one place (spec section 2, "Route table"). Every screen but the
 * landing page is loaded on demand, so a visitor's first page carries only what it uses
 * (issue 14: initial JavaScript of a public page); each feature replaces its own route
 * component and keeps the export name used here.
 */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      {
        element: <PublicOnly />,
        children: [
          { path: '/', element: <LandingPage /> },
          {
            path: '/features',
            element: lazyScreen(
              () => import('../features/marketing/features-page'),
              'FeaturesPage',
            ),
          },
          {
            path: '/login',
            element: lazyScreen(() => import('../features/auth/login-page'), 'LoginPage'),
          },
        ],
      },
      {
        element: <RequireAuth />,
        children: [
          {
            path: '/onboarding',
            element: lazyScreen(
              () => import('../features/onboarding/onboarding-route'),
              'OnboardingRoute',
            ),
          },
          {
            path: '/preferences',
            element: lazyScreen(
              () => import('../features/onboarding/preferences-route'),
              'PreferencesRoute',
            ),
          },
          {
            path: '/dashboard',
            element: lazyScreen(loadDashboardScreen, 'DashboardRoute'),
          },
          {
            path: '/create-plan',
            element: lazyScreen(
              () => import('../features/create-plan/create-plan-route'),
              'CreatePlanRoute',
            ),
          },
          {
            path: '/meal-plan/:id',
            element: lazyScreen(loadMealPlanScreen, 'MealPlanRoute'),
          },
          {
            path: '/join/:token',
            element: lazyScreen(() => import('../features/meal-plan/join-route'), 'JoinRoute'),
          },
          {
            path: '/pantry',
            element: lazyScreen(() => import('../features/pantry/pantry-route'), 'PantryRoute'),
          },
          {
            path: '/recipes',
            element: lazyScreen(() => import('../features/recipes/recipes-route'), 'RecipesRoute'),
          },
          {
            path: '/recipes/:id',
            element: lazyScreen(() => import('../features/recipes/recipe-route'), 'RecipeRoute'),
          },
          {
            path: '/my-recipes',
            element: lazyScreen(
              () => import('../features/my-recipes/my-recipes-route'),
              'MyRecipesRoute',
            ),
          },
          {
            path: '/my-recipes/import',
            element: lazyScreen(
              () => import('../features/my-recipes/import-recipe-route'),
              'ImportRecipeRoute',
            ),
          },
          {
            path: '/my-recipes/:id/edit',
            element: lazyScreen(
              () => import('../features/my-recipes/import-recipe-route'),
              'EditRecipeRoute',
            ),
          },
          {
            path: '/settings',
            element: lazyScreen(
              () => import('../features/settings/settings-route'),
              'SettingsRoute',
            ),
          },
        ],
      },
      { path: '/auth/callback', element: <AuthCallbackPage /> },
      {
        // A read-only share link: for anyone, signed in or not.
        path: '/shared/:token',
        element: lazyScreen(
          () => import('../features/meal-plan/shared-plan-route'),
          'SharedPlanRoute',
        ),
      },
      {
        path: '/contact',
        element: lazyScreen(() => import('../features/support/contact-page'), 'ContactPage'),
      },
      {
        path: '/terms',
        element: lazyScreen(() => import('../features/legal/terms-page'), 'TermsPage'),
      },
      {
        path: '/privacy',
        element: lazyScreen(() => import('../features/legal/privacy-page'), 'PrivacyPage'),
      },
      {
        path: '/cookies',
        element: lazyScreen(() => import('../features/legal/cookies-page'), 'CookiesPage'),
      },
      {
        path: '/help',
        element: lazyScreen(() => import('../features/support/help-page'), 'HelpPage'),
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
