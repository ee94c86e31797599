import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { CenteredSpinner } from '../../components/ui/spinner';
import { usePageMeta } from '../../lib/page-meta';
import { useSession } from '../../lib/session';
import { takeDestination } from './login-redirect';

/**
 * The return point of the OAuth flow. Signed in: to the remembered destination, else
 * /onboarding (whose guard forwards onboarded people to /dashboard). No session: /login.
 */
export function AuthCallbackPage() {
  usePageMeta({ title: 'Signing In', description: 'Finishing sign-in.', noindex: true });
  const { session, isLoading } = useSession();
  const navigate = useNavigate();
  const done = useRef(false);

  useEffect(() => {
    if (isLoading || done.current) return;
    done.current = true;
    if (session) void navigate(takeDestination() ?? '/onboarding', { replace: true });
    else void navigate('/login?error=oauth', { replace: true });
  }, [isLoading, session, navigate]);

  return <CenteredSpinner />;
}
