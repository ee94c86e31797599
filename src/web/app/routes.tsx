import type { RouteObject } from 'react-router';
import { AuthCallbackPage } from '../features/auth/auth-callback-page';
import { LandingPage } from '../features/marketing/landing-page';
import { NestedRouteErrorScreen, RouteErrorScreen } from './error-screen';
import { PublicOnly, RequireAuth } from './guards';
import { NotFoundPage } from './not-found-page';
import { RootLayout } from './root-layout';

/**
 * Every route of the app, in one place (spec section 2, "Route table"). Every screen but the
 * landing page is loaded on demand, so a visitor's first page carries only what it uses
 * (issue 14: initial JavaScript of a public page); each
 * feature replaces its own route component and keeps the export name used here.
 */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteErrorScreen />,
    children: [
      {
        // Errors below the layout keep the navigation bar and footer around them.
        errorElement: <NestedRouteErrorScreen />,
        children: [
          {
            element: <PublicOnly />,
            children: [
              { path: '/', element: <LandingPage /> },
              {
                path: '/features',
                lazy: async () => ({
                  Component: (await import('../features/marketing/features-page')).FeaturesPage,
                }),
              },
              {
                path: '/login',
                lazy: async () => ({
                  Component: (await import('../features/auth/login-page')).LoginPage,
                }),
              },
            ],
          },
          {
            element: <RequireAuth />,
            children: [
              {
                path: '/onboarding',
                lazy: async () => ({
                  Component: (await import('../features/onboarding/onboarding-route'))
                    .OnboardingRoute,
                }),
              },
              {
                path: '/preferences',
                lazy: async () => ({
                  Component: (await import('../features/onboarding/preferences-route'))
                    .PreferencesRoute,
                }),
              },
              {
                path: '/dashboard',
                lazy: async () => ({
                  Component: (await import('../features/dashboard/dashboard-route')).DashboardRoute,
                }),
              },
              {
                path: '/create-plan',
                lazy: async () => ({
                  Component: (await import('../features/create-plan/create-plan-route'))
                    .CreatePlanRoute,
                }),
              },
              {
                path: '/meal-plan/:id',
                lazy: async () => ({
                  Component: (await import('../features/meal-plan/meal-plan-route')).MealPlanRoute,
                }),
              },
              {
                path: '/join/:token',
                lazy: async () => ({
                  Component: (await import('../features/meal-plan/join-route')).JoinRoute,
                }),
              },
              {
                path: '/pantry',
                lazy: async () => ({
                  Component: (await import('../features/pantry/pantry-route')).PantryRoute,
                }),
              },
              {
                path: '/settings',
                lazy: async () => ({
                  Component: (await import('../features/settings/settings-route')).SettingsRoute,
                }),
              },
            ],
          },
          { path: '/auth/callback', element: <AuthCallbackPage /> },
          {
            // A read-only share link: for anyone, signed in or not.
            path: '/shared/:token',
            lazy: async () => ({
              Component: (await import('../features/meal-plan/shared-plan-route')).SharedPlanRoute,
            }),
          },
          {
            path: '/contact',
            lazy: async () => ({
              Component: (await import('../features/support/contact-page')).ContactPage,
            }),
          },
          {
            path: '/terms',
            lazy: async () => ({
              Component: (await import('../features/legal/terms-page')).TermsPage,
            }),
          },
          {
            path: '/privacy',
            lazy: async () => ({
              Component: (await import('../features/legal/privacy-page')).PrivacyPage,
            }),
          },
          {
            path: '/cookies',
            lazy: async () => ({
              Component: (await import('../features/legal/cookies-page')).CookiesPage,
            }),
          },
          {
            path: '/help',
            lazy: async () => ({
              Component: (await import('../features/support/help-page')).HelpPage,
            }),
          },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];
