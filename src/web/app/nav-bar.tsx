import { ChevronDown, LogOut, Menu, Settings, X } from 'lucide-react';
import { lazy, memo, Suspense, useDeferredValue, useId, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { deferredMenuButtonProps } from '../components/deferred-menu';
import { Logo } from '../components/logo';
import { ThemeSwitcher } from '../components/theme-switcher';
import { buttonClasses } from '../components/ui/button';
import { cn } from '../components/ui/cn';
import { DeferredUpgradeDialog } from '../components/deferred-dialogs';
import { UserAvatar } from '../components/user-avatar';
import { hasUsedFreePlan, signOut, useSession, type Session } from '../lib/session';

const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    'inline-flex min-h-10 items-center rounded-full px-3.5 text-sm font-semibold transition-colors',
    isActive
      ? 'bg-primary-soft text-on-primary-soft'
      : 'text-fg-muted hover:bg-surface-muted hover:text-fg',
  );

const mobileLinkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    'flex min-h-12 items-center gap-3 rounded-xl px-3 text-base font-semibold',
    isActive ? 'bg-primary-soft text-on-primary-soft' : 'text-fg hover:bg-surface-muted',
  );

/** The navigation bar of spec section 2, with a collapsible menu below the md breakpoint. */
export function NavBar() {
  const now = useSession({ pollPlans: true });
  // The session's answer is a synchronous store update; the bar's links for it are drawn in
  // React's background lane (useDeferredValue), so the answer's own task only re-runs this
  // function and the memoized bar below bails out (issue 14: Total Blocking Time).
  const session = useDeferredValue(now.session);
  // Visitor links wait for the first answer only, so a slow server never hides them for long.
  const isLoading = useDeferredValue(now.isLoading && !now.retrying);
  const { pathname } = useLocation();
  return <Bar session={session} isLoading={isLoading} pathname={pathname} />;
}

const Bar = memo(function Bar({
  session,
  isLoading,
  pathname,
}: {
  session: Session;
  isLoading: boolean;
  pathname: string;
}) {
  const [menuOpen, setMenuOpen] = useState(false);
  const [upgradeOpen, setUpgradeOpen] = useState(false);
  const menuId = useId();
  const closeMenu = () => setMenuOpen(false);
  const freePlanUsed = hasUsedFreePlan(session);
  // The login page is the sign-in button; repeating it in the bar would only distract.
  const showSignIn = !isLoading && pathname !== '/login';

  return (
    <header
      className="sticky top-0 z-30 border-b border-line/70 bg-canvas/85 backdrop-blur-md supports-[backdrop-filter]:bg-canvas/70"
      onKeyDown={(event) => {
        if (event.key === 'Escape' && menuOpen) setMenuOpen(false);
      }}
    >
      <nav aria-label="Main">
        <div className="mx-auto flex h-16 max-w-6xl items-center gap-2 px-4 sm:px-6">
          <Link
            to="/"
            className="mr-2 rounded-lg"
            aria-label="PantryPilot home"
            onClick={closeMenu}
          >
            <Logo />
          </Link>

          <div className="hidden flex-1 items-center gap-1 md:flex">
            {session ? (
              <>
                <NavLink to="/dashboard" className={navLinkClass}>
                  Dashboard
                </NavLink>
                {freePlanUsed ? (
                  <button
                    type="button"
                    className={navLinkClass({ isActive: false })}
                    onClick={() => setUpgradeOpen(true)}
                  >
                    Upgrade
                  </button>
                ) : (
                  <NavLink to="/create-plan" className={navLinkClass}>
                    Create Plan
                  </NavLink>
                )}
                <NavLink to="/pantry" className={navLinkClass}>
                  Pantry
                </NavLink>
                <NavLink to="/recipes" className={navLinkClass}>
                  Recipes
                </NavLink>
                <NavLink to="/my-recipes" className={navLinkClass}>
                  My recipes
                </NavLink>
              </>
            ) : (
              !isLoading && (
                <>
                  <NavLink to="/features" className={navLinkClass}>
                    Features
                  </NavLink>
                  <NavLink to="/help" className={navLinkClass}>
                    Help
                  </NavLink>
                </>
              )
            )}
          </div>

          <div className="ml-auto flex items-center gap-1.5">
            <ThemeSwitcher />
            <div className="hidden md:block">
              {session ? (
                <DeferredUserMenu session={session} />
              ) : (
                showSignIn && (
                  <Link to="/login" className={buttonClasses('primary', 'sm')}>
                    Sign in
                  </Link>
                )
              )}
            </div>
            <button
              type="button"
              className="inline-flex size-10 items-center justify-center rounded-full text-fg hover:bg-surface-muted md:hidden"
              aria-expanded={menuOpen}
              aria-controls={menuId}
              aria-label={menuOpen ? 'Close menu' : 'Open menu'}
              onClick={() => setMenuOpen((open) => !open)}
            >
              {menuOpen ? (
                <X aria-hidden="true" className="size-6" />
              ) : (
                <Menu aria-hidden="true" className="size-6" />
              )}
            </button>
          </div>
        </div>

        <div
          id={menuId}
          hidden={!menuOpen}
          className="border-t border-line bg-canvas px-4 pt-3 pb-5 shadow-lg md:hidden"
        >
          {session ? (
            <div className="space-y-1">
              <div className="mb-3 flex items-center gap-3 rounded-xl bg-surface-muted p-3">
                <UserAvatar
                  name={session.user.name}
                  image={session.user.image}
                  className="size-10"
                />
                <div className="min-w-0">
                  <p className="truncate font-semibold">{session.user.name || 'Welcome'}</p>
                  <p className="truncate text-sm text-fg-muted">{session.user.email}</p>
                </div>
              </div>
              <NavLink to="/dashboard" className={mobileLinkClass} onClick={closeMenu}>
                Dashboard
              </NavLink>
              {freePlanUsed ? (
                <button
                  type="button"
                  className={cn(mobileLinkClass({ isActive: false }), 'w-full')}
                  onClick={() => {
                    closeMenu();
                    setUpgradeOpen(true);
                  }}
                >
                  Upgrade
                </button>
              ) : (
                <NavLink to="/create-plan" className={mobileLinkClass} onClick={closeMenu}>
                  Create Plan
                </NavLink>
              )}
              <NavLink to="/pantry" className={mobileLinkClass} onClick={closeMenu}>
                Pantry
              </NavLink>
              <NavLink to="/recipes" className={mobileLinkClass} onClick={closeMenu}>
                Recipes
              </NavLink>
              <NavLink to="/my-recipes" className={mobileLinkClass} onClick={closeMenu}>
                My recipes
              </NavLink>
              <NavLink to="/settings" className={mobileLinkClass} onClick={closeMenu}>
                <Settings aria-hidden="true" className="size-5 text-fg-muted" />
                Settings
              </NavLink>
              {/* Help for the signed-in too (issue 29: the phone menu had none). */}
              <NavLink to="/help" className={mobileLinkClass} onClick={closeMenu}>
                Help
              </NavLink>
              <button
                type="button"
                className={cn(mobileLinkClass({ isActive: false }), 'w-full')}
                onClick={() => {
                  closeMenu();
                  void signOut();
                }}
              >
                <LogOut aria-hidden="true" className="size-5 text-fg-muted" />
                Sign out
              </button>
            </div>
          ) : (
            <div className="space-y-1">
              <NavLink to="/features" className={mobileLinkClass} onClick={closeMenu}>
                Features
              </NavLink>
              <NavLink to="/help" className={mobileLinkClass} onClick={closeMenu}>
                Help
              </NavLink>
              {showSignIn && (
                <Link
                  to="/login"
                  className={buttonClasses('primary', 'md', 'mt-3 w-full')}
                  onClick={closeMenu}
                >
                  Sign in
                </Link>
              )}
            </div>
          )}
        </div>
      </nav>

      <DeferredUpgradeDialog open={upgradeOpen} onOpenChange={setUpgradeOpen} />
    </header>
  );
});

export const USER_MENU_BUTTON_CLASS =
  'inline-flex min-h-10 max-w-56 items-center gap-2 rounded-full border border-line bg-surface py-1 pr-3 pl-1 text-sm font-semibold hover:bg-surface-muted';

/** What the user menu's button shows: photo or initials, name, and a chevron. */
export function UserMenuButtonFace({ name, image }: { name: string; image: string | null }) {
  return (
    <>
      <UserAvatar name={name} image={image} />
      <span className="truncate">{name || 'Welcome'}</span>
      <ChevronDown aria-hidden="true" className="size-4 shrink-0 text-fg-muted" />
    </>
  );
}

const loadUserMenu = () => import('./user-menu');
const UserMenu = lazy(async () => ({ default: (await loadUserMenu()).UserMenu }));

/** The user menu; its code loads the first time it is wanted (see deferred-menu.tsx). */
function DeferredUserMenu({ session }: { session: NonNullable<Session> }) {
  const [wanted, setWanted] = useState(false);
  const standIn = (
    <button
      className={USER_MENU_BUTTON_CLASS}
      {...deferredMenuButtonProps(
        () => void loadUserMenu(),
        () => setWanted(true),
      )}
    >
      <UserMenuButtonFace name={session.user.name} image={session.user.image} />
    </button>
  );
  if (!wanted) return standIn;
  return (
    <Suspense fallback={standIn}>
      <UserMenu session={session} defaultOpen />
    </Suspense>
  );
}
