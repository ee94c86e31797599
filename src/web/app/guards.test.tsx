import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { MeResponse } from '../../shared/session';
import { SESSION_QUERY_KEY } from '../lib/session';
import { opensBeforeOnboarding, RequireAuth } from './guards';

const notOnboarded: MeResponse = {
  user: { id: 'u1', email: 'sam@example.com', name: 'Sam', image: null },
  subscription: { status: 'free', priceId: null, updatedAt: '2026-11-20T10:00:00.000Z' },
  onboardingCompleted: false,
  planCount: 0,
};

/** The guard's first answer for `path`, for a signed-in person who has not onboarded. */
function render(path: string): string {
  const queryClient = new QueryClient();
  queryClient.setQueryData(SESSION_QUERY_KEY, notOnboarded);
  const router = createMemoryRouter(
    [
      {
        element: <RequireAuth />,
        children: [
          { path: '/join/:token', element: <p>Joining the plan</p> },
          { path: '/meal-plan/:id', element: <p>The plan</p> },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  return renderToStaticMarkup(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe('an invitee who has not onboarded joins first (issue 29)', () => {
  it('opens the invite link before onboarding', () => {
    expect(render('/join/abcDEF123_-')).toContain('Joining the plan');
  });

  it('still holds other pages until onboarding is done', () => {
    expect(render('/meal-plan/p1')).not.toContain('The plan');
  });

  it('lets only the wizard and an invite link through', () => {
    expect(opensBeforeOnboarding('/join/abc')).toBe(true);
    expect(opensBeforeOnboarding('/onboarding')).toBe(true);
    expect(opensBeforeOnboarding('/join')).toBe(false);
    expect(opensBeforeOnboarding('/join/abc/extra')).toBe(false);
    expect(opensBeforeOnboarding('/dashboard')).toBe(false);
  });
});
