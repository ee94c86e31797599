import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorScreen } from './error-screen';

interface State {
  failed: boolean;
}

/** Catches what happens outside the router (providers), where no errorElement reaches. */
export class AppErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(error, info.componentStack);
  }

  override render(): ReactNode {
    if (this.state.failed) {
      return (
        <div className="flex min-h-dvh flex-col bg-canvas text-fg">
          <ErrorScreen />
        </div>
      );
    }
    return this.props.children;
  }
}
