import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClasses, type ButtonSize, type ButtonVariant } from '../../components/ui/button';
import { useSession } from '../../lib/session';

/**
 * Spec section 2: calls to action go to /create-plan when signed in, otherwise to /login
 * with /create-plan as the intended destination, so sign-in continues there.
 */
export function StartPlanningLink({
  children,
  variant = 'primary',
  size = 'lg',
  className,
}: {
  children: ReactNode;
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
}) {
  const { session } = useSession();
  return (
    <Link
      to={session ? '/create-plan' : '/login'}
      state={session ? undefined : { from: { pathname: '/create-plan' } }}
      className={buttonClasses(variant, size, className)}
    >
      {children}
    </Link>
  );
}
