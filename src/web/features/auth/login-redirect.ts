/**
 * Where to go after sign-in. The OAuth round trip leaves the app, so the destination the
 * guard remembered (`state.from`) is parked in sessionStorage until /auth/callback.
 */
const REDIRECT_KEY = 'pantrypilot:after-login';

/** A path on this origin only: never `//host` or a full URL, so no open redirect. */
function isSafePath(value: unknown): value is string {
  return (
    typeof value === 'string' &&
    value.startsWith('/') &&
    !value.startsWith('//') &&
    !value.startsWith('/\\') &&
    !value.startsWith('/login') &&
    !value.startsWith('/auth/callback')
  );
}

/** Reads `{ from }` navigation state, as the guard and the call-to-action links pass it. */
export function destinationFromState(state: unknown): string | null {
  if (typeof state !== 'object' || state === null || !('from' in state)) return null;
  const from = (state as { from: unknown }).from;
  if (typeof from === 'string') return isSafePath(from) ? from : null;
  if (typeof from === 'object' && from !== null && 'pathname' in from) {
    const { pathname, search, hash } = from as {
      pathname: unknown;
      search?: unknown;
      hash?: unknown;
    };
    const path = `${String(pathname)}${typeof search === 'string' ? search : ''}${typeof hash === 'string' ? hash : ''}`;
    return isSafePath(path) ? path : null;
  }
  return null;
}

export function rememberDestination(path: string | null): void {
  try {
    if (path) window.sessionStorage.setItem(REDIRECT_KEY, path);
    else window.sessionStorage.removeItem(REDIRECT_KEY);
  } catch {
    // Without storage the person lands on the default page after sign-in.
  }
}

/** Returns and forgets the remembered destination. */
export function takeDestination(): string | null {
  try {
    const path = window.sessionStorage.getItem(REDIRECT_KEY);
    window.sessionStorage.removeItem(REDIRECT_KEY);
    return isSafePath(path) ? path : null;
  } catch {
    return null;
  }
}
