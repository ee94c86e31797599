import { Toaster } from 'react-hot-toast';

/**
 * Toasts at the top right with the durations of spec section 9 (main flows): success 2 s,
 * error 4 s, blank 4 s, loading until dismissed, at most 350 px wide. Areas with other
 * durations (plan view, settings) pass `duration` on their own toasts.
 */
export function AppToaster() {
  return (
    <Toaster
      position="top-right"
      containerStyle={{ top: 72 }}
      toastOptions={{
        duration: 4000,
        success: { duration: 2000 },
        error: { duration: 4000 },
        blank: { duration: 4000 },
        loading: { duration: Infinity },
        className: 'bg-surface! text-fg! border! border-line! shadow-lg!',
        style: { maxWidth: 350 },
      }}
    />
  );
}
