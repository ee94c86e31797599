import type { RouteObject } from 'react-router';
import { AuthCallbackPage } from '../features/auth/auth-callback-page';
import { LoginPage } from '../features/auth/login-page';
import { CookiesPage } from '../features/legal/cookies-page';
import { PrivacyPage } from '../features/legal/privacy-page';
import { TermsPage } from '../features/legal/terms-page';
import { FeaturesPage } from '../features/marketing/features-page';
import { LandingPage } from '../features/marketing/landing-page';
import { ContactPage } from '../features/support/contact-page';
import { HelpPage } from '../features/support/help-page';
import { NestedRouteErrorScreen, RouteErrorScreen } from './error-screen';
import { PublicOnly, RequireAuth } from './guards';
import { NotFoundPage } from './not-found-page';
import { RootLayout } from './root-layout';

/**
 * Every route of the app, in one place (spec section 2, "Route table"). The signed-in
 * screens are loaded on demand, so a visitor's first page does not carry them; each
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
              { path: '/features', element: <FeaturesPage /> },
              { path: '/login', element: <LoginPage /> },
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
          { path: '/contact', element: <ContactPage /> },
          { path: '/terms', element: <TermsPage /> },
          { path: '/privacy', element: <PrivacyPage /> },
          { path: '/cookies', element: <CookiesPage /> },
          { path: '/help', element: <HelpPage /> },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];
