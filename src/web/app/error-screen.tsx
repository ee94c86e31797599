import { TriangleAlert } from 'lucide-react';
import { Component, useEffect, type ErrorInfo, type ReactNode } from 'react';
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

interface RouteErrorBoundaryProps {
  /** The page's path: going to another page leaves the error behind. */
  resetKey: string;
  children: ReactNode;
}

/**
 * Inside the layout, so the navigation bar and footer stay usable around a page that failed
 * to render (or whose code failed to download); logs the error for whoever debugs it.
 */
export class RouteErrorBoundary extends Component<
  RouteErrorBoundaryProps,
  { failedAt: string | null }
> {
  override state = { failedAt: null as string | null };

  static getDerivedStateFromError(): { failedAt: string } {
    return { failedAt: '' };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(error, info.componentStack);
    this.setState({ failedAt: this.props.resetKey });
  }

  override render(): ReactNode {
    const { failedAt } = this.state;
    if (failedAt !== null && (failedAt === '' || failedAt === this.props.resetKey)) {
      return <ErrorScreen />;
    }
    return this.props.children;
  }
}
