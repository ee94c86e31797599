import { Monitor, Moon, Sun, type LucideIcon } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { THEME_LABELS, useTheme, type Theme } from '../lib/theme';
import { deferredMenuButtonProps } from './deferred-menu';

export const THEME_ICONS: Record<Theme, LucideIcon> = { light: Sun, dark: Moon, system: Monitor };
export const THEME_BUTTON_CLASS =
  'inline-flex size-10 items-center justify-center rounded-full text-fg-muted hover:bg-surface-muted hover:text-fg';

const loadMenu = () => import('./theme-menu');
const ThemeMenu = lazy(async () => ({ default: (await loadMenu()).ThemeMenu }));

/**
 * The theme button of every page (spec section 2, Chrome). Its menu is loaded the first time
 * it is wanted; see deferred-menu.tsx.
 */
export function ThemeSwitcher() {
  const theme = useTheme();
  const [wanted, setWanted] = useState(false);
  const Icon = THEME_ICONS[theme];
  const label = `Theme: ${THEME_LABELS[theme]}`;
  const standIn = (
    <button
      title={label}
      aria-label={label}
      className={THEME_BUTTON_CLASS}
      {...deferredMenuButtonProps(
        () => void loadMenu(),
        () => setWanted(true),
      )}
    >
      <Icon aria-hidden="true" className="size-5" />
    </button>
  );
  if (!wanted) return standIn;
  return (
    <Suspense fallback={standIn}>
      <ThemeMenu defaultOpen />
    </Suspense>
  );
}
