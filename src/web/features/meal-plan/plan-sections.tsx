import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { cn } from '../../components/ui/cn';
import { useMediaQuery } from '../../lib/use-media-query';

/**
 * Meals first on a phone (issue 29): below the desktop layout the plan page is one section at
 * a time, the week's meals first, with the shopping list and the pantry and sharing one tap
 * away in a switcher that stays under the navigation bar. On a wide screen every section
 * shows at once, side by side, as before. Sections stay mounted when hidden, so the list's
 * ticks, a swap in progress or a half-typed share keep their state across taps.
 */
export type PlanSectionId = 'meals' | 'list' | 'pantry';

export interface PlanSectionsState {
  phone: boolean;
  active: PlanSectionId;
  select: (id: PlanSectionId) => void;
  idOf: (part: 'tab' | 'panel', id: PlanSectionId) => string;
}

/** The desktop layout starts at Tailwind's lg breakpoint (64rem). */
const PHONE_QUERY = '(max-width: 63.99rem)';

export function usePlanSections(): PlanSectionsState {
  const phone = useMediaQuery(PHONE_QUERY);
  const [active, setActive] = useState<PlanSectionId>('meals');
  const baseId = useId();
  return {
    phone,
    active,
    select: setActive,
    idOf: (part, id) => `${baseId}-${part}-${id}`,
  };
}

/** The switcher: the WAI-ARIA tabs pattern, drawn on phones only. */
export function PlanSectionTabs({
  sections,
  tabs,
  label = 'Plan sections',
}: {
  sections: PlanSectionsState;
  tabs: readonly { id: PlanSectionId; label: string }[];
  label?: string;
}) {
  const listRef = useRef<HTMLDivElement>(null);
  if (!sections.phone) return null;

  function choose(id: PlanSectionId) {
    sections.select(id);
    // Scrolled down a long list, a new section starts at its top, under the switcher.
    const bar = listRef.current;
    if (bar && bar.getBoundingClientRect().top <= 72) {
      const top = bar.parentElement?.offsetTop ?? 0;
      window.scrollTo({ top: Math.max(0, top - 72) });
    }
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const keys = ['ArrowRight', 'ArrowLeft', 'Home', 'End'];
    if (!keys.includes(event.key)) return;
    event.preventDefault();
    const from = tabs.findIndex((t) => t.id === sections.active);
    const to =
      event.key === 'Home'
        ? 0
        : event.key === 'End'
          ? tabs.length - 1
          : (from + (event.key === 'ArrowRight' ? 1 : -1) + tabs.length) % tabs.length;
    const next = tabs[to];
    if (!next) return;
    choose(next.id);
    document.getElementById(sections.idOf('tab', next.id))?.focus();
  }

  return (
    <div className="sticky top-16 z-20 -mx-4 mt-3 bg-canvas/90 px-4 py-2 backdrop-blur-md sm:-mx-6 sm:px-6 print:hidden">
      <div
        ref={listRef}
        role="tablist"
        aria-label={label}
        onKeyDown={onKeyDown}
        className="flex w-full gap-1 rounded-2xl border border-line bg-surface-muted p-1"
      >
        {tabs.map((tab) => {
          const selected = tab.id === sections.active;
          return (
            <button
              key={tab.id}
              type="button"
              role="tab"
              id={sections.idOf('tab', tab.id)}
              aria-selected={selected}
              aria-controls={sections.idOf('panel', tab.id)}
              tabIndex={selected ? 0 : -1}
              data-state={selected ? 'active' : 'inactive'}
              onClick={() => choose(tab.id)}
              className="min-h-10 flex-1 rounded-xl px-1.5 text-xs font-semibold whitespace-nowrap sm:text-sm text-fg-muted transition-colors hover:text-fg data-[state=active]:bg-primary data-[state=active]:text-on-primary data-[state=active]:shadow-sm"
            >
              {tab.label}
            </button>
          );
        })}
      </div>
    </div>
  );
}

/** One section: a tab panel on a phone (hidden unless chosen), a plain block on a wide screen. */
export function PlanSectionPanel({
  sections,
  id,
  className,
  children,
}: {
  sections: PlanSectionsState;
  id: PlanSectionId;
  className?: string;
  children: ReactNode;
}) {
  if (!sections.phone) return <div className={className}>{children}</div>;
  const selected = sections.active === id;
  return (
    <div
      role="tabpanel"
      id={sections.idOf('panel', id)}
      aria-labelledby={sections.idOf('tab', id)}
      hidden={!selected}
      data-section={id}
      className={cn(className, !selected && 'hidden', 'print:block')}
    >
      {children}
    </div>
  );
}
