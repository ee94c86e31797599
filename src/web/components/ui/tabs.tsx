import {
  createContext,
  useContext,
  useId,
  useState,
  type ComponentProps,
  type KeyboardEvent,
} from 'react';
import { cn } from './cn';

/**
 * Tabs with the WAI-ARIA tabs pattern (tablist, tab, tabpanel; arrow keys, Home and End move
 * and select; only the chosen tab is in the Tab order; only the chosen panel is mounted).
 * Written here rather than taken from Radix because the help page is public: Radix Tabs and
 * its roving-focus and presence helpers were most of what put /help over the 120 KB gzipped
 * budget of a public page's first load (issue 14). Same API as the Radix parts it replaces.
 */
interface TabsState {
  value: string;
  select: (value: string) => void;
  idOf: (part: 'tab' | 'panel', value: string) => string;
}

const TabsContext = createContext<TabsState | null>(null);

function useTabs(): TabsState {
  const state = useContext(TabsContext);
  if (!state) throw new Error('Tabs parts must be inside <Tabs>');
  return state;
}

type TabsProps = Omit<ComponentProps<'div'>, 'defaultValue'> & {
  /** The chosen tab when the parent holds it (with onValueChange). */
  value?: string;
  /** The first chosen tab when the tabs hold it themselves. */
  defaultValue?: string;
  onValueChange?: (value: string) => void;
};

export function Tabs({ value, defaultValue, onValueChange, children, ...props }: TabsProps) {
  const [ownValue, setOwnValue] = useState(defaultValue ?? '');
  const baseId = useId();
  const current = value ?? ownValue;
  const state: TabsState = {
    value: current,
    select: (next) => {
      if (next === current) return;
      if (value === undefined) setOwnValue(next);
      onValueChange?.(next);
    },
    // Values are ours (days, meals, categories), but keep ids free of spaces all the same.
    idOf: (part, v) => `${baseId}-${part}-${v.replace(/\s+/g, '-')}`,
  };
  return (
    <TabsContext.Provider value={state}>
      <div {...props}>{children}</div>
    </TabsContext.Provider>
  );
}

/** Arrow keys (and Home, End) move focus along the row; focusing a tab chooses it. */
function moveFocus(event: KeyboardEvent<HTMLDivElement>): void {
  const keys = ['ArrowRight', 'ArrowLeft', 'Home', 'End'];
  if (!keys.includes(event.key)) return;
  const tabs = Array.from(
    event.currentTarget.querySelectorAll<HTMLButtonElement>('[role="tab"]:not(:disabled)'),
  );
  const from = tabs.indexOf(document.activeElement as HTMLButtonElement);
  if (from < 0 || tabs.length === 0) return;
  event.preventDefault();
  const to =
    event.key === 'Home'
      ? 0
      : event.key === 'End'
        ? tabs.length - 1
        : (from + (event.key === 'ArrowRight' ? 1 : -1) + tabs.length) % tabs.length;
  tabs[to]?.focus();
}

export function TabsList({ className, onKeyDown, ...props }: ComponentProps<'div'>) {
  return (
    <div
      role="tablist"
      aria-orientation="horizontal"
      onKeyDown={(event) => {
        onKeyDown?.(event);
        if (!event.defaultPrevented) moveFocus(event);
      }}
      className={cn(
        // Full width on phones so the tabs share the row; when they still do not fit they wrap
        // onto a second row (in a rounded box) instead of being cut off at the edge (issue 14).
        'flex w-full max-w-full flex-wrap gap-1 rounded-2xl border border-line bg-surface-muted p-1 sm:inline-flex sm:w-auto sm:rounded-full',
        className,
      )}
      {...props}
    />
  );
}

type TabsTriggerProps = Omit<ComponentProps<'button'>, 'value'> & { value: string };

export function TabsTrigger({ value, className, onClick, onFocus, ...props }: TabsTriggerProps) {
  const tabs = useTabs();
  const active = tabs.value === value;
  return (
    <button
      type="button"
      role="tab"
      id={tabs.idOf('tab', value)}
      aria-selected={active}
      aria-controls={tabs.idOf('panel', value)}
      data-state={active ? 'active' : 'inactive'}
      tabIndex={active ? 0 : -1}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) tabs.select(value);
      }}
      onFocus={(event) => {
        onFocus?.(event);
        // Automatic activation, as the pattern recommends when panels show at once.
        if (!event.defaultPrevented) tabs.select(value);
      }}
      className={cn(
        'min-h-10 shrink-0 grow rounded-full px-2.5 text-sm whitespace-nowrap sm:grow-0 sm:px-4 font-semibold text-fg-muted transition-colors hover:text-fg data-[state=active]:bg-primary data-[state=active]:text-on-primary data-[state=active]:shadow-sm',
        className,
      )}
      {...props}
    />
  );
}

type TabsContentProps = Omit<ComponentProps<'div'>, 'value'> & { value: string };

export function TabsContent({ value, ...props }: TabsContentProps) {
  const tabs = useTabs();
  if (tabs.value !== value) return null;
  return (
    <div
      role="tabpanel"
      id={tabs.idOf('panel', value)}
      aria-labelledby={tabs.idOf('tab', value)}
      data-state="active"
      tabIndex={0}
      {...props}
    />
  );
}
