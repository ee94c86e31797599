import { Link2Off } from 'lucide-react';
import { Link } from 'react-router';
import { SHARE_LINK_NOT_FOUND_MESSAGE } from '../../../shared/plan-sharing';
import { buttonClasses } from '../../components/ui/button';

/** A share link that is unknown, revoked or cut short: what happened and the way on. */
export function ShareLinkMissing({ message }: { message?: string | undefined }) {
  return (
    <div
      className="flex flex-1 flex-col items-center justify-center gap-4 px-6 py-20 text-center"
      data-testid="share-link-missing"
    >
      <Link2Off aria-hidden="true" className="size-12 text-primary" />
      <p className="text-sm font-bold tracking-widest text-primary uppercase">404</p>
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Share link not found</h1>
      <p className="max-w-md text-fg-muted">{message ?? SHARE_LINK_NOT_FOUND_MESSAGE}</p>
      <p className="max-w-md text-sm text-fg-muted">
        Ask the person who shared the plan for a new link.
      </p>
      <Link to="/" className={buttonClasses('primary', 'md')}>
        Go Home
      </Link>
    </div>
  );
}
