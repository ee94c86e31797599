import { lazy, Suspense, useState } from 'react';
import { useCookieSettingsOpen } from '../lib/cookie-consent';

/**
 * Dialogs that every page can open but few visitors do: their code (and the dialog library's)
 * is downloaded the first time one opens, not with the first page (issue 14: initial
 * JavaScript). Once loaded they stay mounted, so closing animates as before.
 */
const UpgradeDialog = lazy(async () => ({
  default: (await import('./upgrade-dialog')).UpgradeDialog,
}));
const CookieSettingsDialog = lazy(async () => ({
  default: (await import('./cookie-settings-dialog')).CookieSettingsDialog,
}));

/** True from the first time `value` is true (a deferred dialog stays mounted once opened). */
export function useOnceTrue(value: boolean): boolean {
  const [seen, setSeen] = useState(value);
  if (value && !seen) setSeen(true);
  return seen || value;
}

export function DeferredUpgradeDialog(props: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const wanted = useOnceTrue(props.open);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <UpgradeDialog {...props} />
    </Suspense>
  );
}

export function DeferredCookieSettingsDialog() {
  const wanted = useOnceTrue(useCookieSettingsOpen());
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <CookieSettingsDialog />
    </Suspense>
  );
}
