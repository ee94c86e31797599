import { useSyncExternalStore } from 'react';

export const THEME_STORAGE_KEY = 'theme';
export const THEMES = ['light', 'dark', 'system'] as const;
export type Theme = (typeof THEMES)[number];

export const THEME_LABELS: Record<Theme, string> = {
  light: 'Light',
  dark: 'Dark',
  system: 'System',
};

const DEFAULT_THEME: Theme = 'system';
const DARK_QUERY = '(prefers-color-scheme: dark)';
const listeners = new Set<() => void>();

function isTheme(value: unknown): value is Theme {
  return typeof value === 'string' && (THEMES as readonly string[]).includes(value);
}

function readTheme(): Theme {
  try {
    const stored = window.localStorage.getItem(THEME_STORAGE_KEY);
    return isTheme(stored) ? stored : DEFAULT_THEME;
  } catch {
    return DEFAULT_THEME;
  }
}

let current: Theme = typeof window === 'undefined' ? DEFAULT_THEME : readTheme();

function applyTheme(theme: Theme): void {
  const dark = theme === 'dark' || (theme === 'system' && window.matchMedia(DARK_QUERY).matches);
  const root = document.documentElement;
  root.classList.toggle('dark', dark);
  root.style.colorScheme = dark ? 'dark' : 'light';
}

function emit(): void {
  for (const listener of listeners) listener();
}

export function setTheme(theme: Theme): void {
  current = theme;
  try {
    window.localStorage.setItem(THEME_STORAGE_KEY, theme);
  } catch {
    // Storage can be blocked; the choice still applies for this visit.
  }
  applyTheme(theme);
  emit();
}

/**
 * Applies the stored theme and keeps it live: System follows the OS setting as it changes,
 * and a choice made in another tab is picked up here.
 */
export function initTheme(): void {
  applyTheme(current);
  window.matchMedia(DARK_QUERY).addEventListener('change', () => {
    if (current === 'system') applyTheme('system');
  });
  window.addEventListener('storage', (event) => {
    if (event.key !== THEME_STORAGE_KEY) return;
    current = isTheme(event.newValue) ? event.newValue : DEFAULT_THEME;
    applyTheme(current);
    emit();
  });
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useTheme(): Theme {
  return useSyncExternalStore(
    subscribe,
    () => current,
    () => DEFAULT_THEME,
  );
}
