import { Toaster } from 'react-hot-toast';

/**
 * Toasts at the top right with the durations of spec section 9 (main flows): success 2 s,
 * error 4 s, blank 4 s, loading until dismissed, at most 350 px wide. Areas with other
 * durations (plan view, settings) pass `duration` on their own toasts.
 *
 * They sit over the sticky navigation bar (64 px high), not under it: below it they covered
 * the content at the right of the page, the shopping list's prices first of all (issue 14).
 */
export function AppToaster() {
  return (
    <Toaster
      position="top-right"
      containerStyle={{ top: 8, right: 8 }}
      gutter={4}
      toastOptions={{
        duration: 4000,
        success: { duration: 2000 },
        error: { duration: 4000 },
        blank: { duration: 4000 },
        loading: { duration: Infinity },
        className: 'bg-surface! text-fg! border! border-line! shadow-lg!',
        // On a phone a 350 px toast reached over the logo (issue 29): it keeps to the right,
        // clear of the logo's 10rem.
        style: { maxWidth: 'min(350px, calc(100vw - 10rem))' },
      }}
    />
  );
}
