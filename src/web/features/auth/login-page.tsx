import { LoaderCircle } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { BRAND_NAME } from '../../../shared/brand';
import { GoogleMark } from '../../components/google-mark';
import { Logo } from '../../components/logo';
import { usePageMeta } from '../../lib/page-meta';
import { ApiRequestError } from '../../lib/api-client';
import { startGoogleLogin } from './google-login';
import { destinationFromState, rememberDestination } from './login-redirect';

const LOGIN_FAILED = 'Failed to login with Google';
const INVITE_PATH = /^\/join\/([A-Za-z0-9_-]{43})$/;

/**
 * Who invited a signed-out visitor who opened an invite link (issue 29): the sign-in page
 * says "<Name> invited you" instead of a generic welcome. Plain fetch: this page is public
 * and kept light. Null while unknown or when the link is not a live invite.
 */
function useInviter(destination: string | null): string | null {
  const token = INVITE_PATH.exec(destination ?? '')?.[1];
  const [name, setName] = useState<string | null>(null);
  useEffect(() => {
    if (!token) return;
    const controller = new AbortController();
    fetch(`/api/share/${token}/inviter`, { signal: controller.signal })
      .then((res) => (res.ok ? (res.json() as Promise<{ name?: unknown }>) : null))
      .then((body) => {
        if (typeof body?.name === 'string') setName(body.name);
      })
      .catch(() => undefined);
    return () => controller.abort();
  }, [token]);
  return token ? name : null;
}

export function LoginPage() {
  usePageMeta({
    title: 'Sign In',
    description: `Sign in to ${BRAND_NAME} with your Google account to plan meals and build shopping lists.`,
  });
  const location = useLocation();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const [pending, setPending] = useState(false);
  const reported = useRef(false);
  const inviter = useInviter(destinationFromState(location.state));

  // The server sends a failed OAuth round trip back here with ?error=oauth.
  const oauthError = searchParams.get('error');
  useEffect(() => {
    if (!oauthError || reported.current) return;
    reported.current = true;
    toast.error(LOGIN_FAILED);
    // Drop the flag from the address so a reload does not report the failure again.
    void navigate({ pathname: '/login', search: '' }, { replace: true, state: location.state });
  }, [oauthError, navigate, location.state]);

  async function continueWithGoogle() {
    const destination = destinationFromState(location.state);
    // A return from a failed attempt carries no state; keep what the first attempt saved.
    if (destination) rememberDestination(destination);
    setPending(true);
    try {
      await startGoogleLogin();
    } catch (error) {
      console.error(error);
      // When the server can say why (the page is at an address sign-in cannot return to),
      // show its words rather than the generic failure.
      const explained =
        error instanceof ApiRequestError && ['SIGN_IN_ORIGIN', 'CSRF'].includes(error.code);
      toast.error(explained ? error.message : LOGIN_FAILED);
      setPending(false);
    }
  }

  return (
    <div className="flex flex-1 items-center justify-center px-4 py-16 sm:py-24">
      <div className="w-full max-w-md rounded-3xl border border-line bg-surface p-6 text-center shadow-xl sm:p-10">
        <Logo className="justify-center" />
        <h1 className="mt-6 text-2xl font-bold tracking-tight sm:text-3xl">
          {inviter ? `${inviter} invited you` : 'Welcome'}
        </h1>
        <p className="mt-2 text-fg-muted">
          {inviter
            ? `Sign in to join ${inviter}'s meal plan and shop from its list together.`
            : 'Sign in to plan meals, build priced shopping lists and keep your plans in one place.'}
        </p>
        <button
          type="button"
          onClick={() => void continueWithGoogle()}
          disabled={pending}
          aria-busy={pending}
          className="mt-8 inline-flex min-h-12 w-full items-center justify-center gap-3 rounded-full border border-stone-300 bg-white px-4 font-semibold whitespace-nowrap sm:px-6 text-stone-800 shadow-sm transition-colors hover:bg-stone-50 disabled:cursor-wait disabled:opacity-70 dark:border-stone-600"
        >
          {pending ? (
            <LoaderCircle aria-hidden="true" className="size-5 animate-spin" />
          ) : (
            <GoogleMark className="size-5" />
          )}
          Continue with Google
        </button>
        <p className="mt-6 text-sm text-fg-muted">
          By continuing you agree to our{' '}
          <Link to="/terms" className="font-medium text-primary underline underline-offset-2">
            Terms of Service
          </Link>{' '}
          and{' '}
          <Link to="/privacy" className="font-medium text-primary underline underline-offset-2">
            Privacy Policy
          </Link>
          .
        </p>
      </div>
    </div>
  );
}
