import { LoaderCircle } from 'lucide-react';
import { cn } from './cn';

export function Spinner({ className, label = 'Loading' }: { className?: string; label?: string }) {
  return (
    <span role="status" className={cn('inline-flex items-center', className)}>
      <LoaderCircle aria-hidden="true" className="size-8 animate-spin text-primary" />
      <span className="sr-only">{label}</span>
    </span>
  );
}

/** The centred spinner of spec section 2, shown while the session loads. */
export function CenteredSpinner({ testId }: { testId?: string } = {}) {
  return (
    <div className="flex min-h-[50vh] flex-1 items-center justify-center" data-testid={testId}>
      <Spinner />
    </div>
  );
}
