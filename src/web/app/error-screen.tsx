import { TriangleAlert } from 'lucide-react';
import { useEffect } from 'react';
import { useRouteError } from 'react-router';
import { Button } from '../components/ui/button';

/** The generic error screen of spec section 2: what an unhandled rendering error shows. */
export function ErrorScreen() {
  useEffect(() => {
    // Not usePageMeta: its helpers may be what failed; a plain title is enough here.
    document.title = 'Something went wrong | PantryPilot';
  }, []);

  return (
    <div
      role="alert"
      className="flex min-h-[60vh] flex-1 flex-col items-center justify-center gap-4 px-6 py-16 text-center"
    >
      <TriangleAlert aria-hidden="true" className="size-12 text-primary" />
      <h1 className="text-3xl font-bold tracking-tight">Something went wrong</h1>
      <p className="text-fg-muted">Please try refreshing the page</p>
      <Button size="lg" onClick={() => window.location.reload()}>
        Refresh Page
      </Button>
    </div>
  );
}

/** The router's errorElement: logs the error for whoever debugs it, shows the screen. */
export function RouteErrorScreen() {
  const error = useRouteError();
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <div className="flex min-h-dvh flex-col bg-canvas text-fg">
      <ErrorScreen />
    </div>
  );
}

/** Inside the layout, so the navigation bar and footer stay usable around the error. */
export function NestedRouteErrorScreen() {
  const error = useRouteError();
  useEffect(() => {
    console.error(error);
  }, [error]);
  return <ErrorScreen />;
}
