import { Link } from 'react-router';
import { buttonClasses } from '../components/ui/button';
import { usePageMeta } from '../lib/page-meta';

export function NotFoundPage() {
  usePageMeta({
    title: 'Page Not Found',
    description: 'This page does not exist on PantryPilot.',
    noindex: true,
  });
  return (
    <div className="flex flex-1 flex-col items-center justify-center gap-4 px-6 py-20 text-center">
      <p className="text-sm font-bold tracking-widest text-primary uppercase">404</p>
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Page not found</h1>
      <p className="max-w-md text-fg-muted">
        The page you're looking for doesn't exist or has moved.
      </p>
      <div className="mt-2 flex flex-wrap justify-center gap-3">
        <Link to="/" className={buttonClasses('primary', 'md')}>
          Go Home
        </Link>
        <Link to="/help" className={buttonClasses('secondary', 'md')}>
          Help Center
        </Link>
      </div>
    </div>
  );
}
