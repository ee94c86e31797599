import { CalendarPlus, FileText } from 'lucide-react';
import { useState } from 'react';
import { buttonClasses } from '../../components/ui/button';

const MEAL_TIMES = [
  { meal: 'breakfast', label: 'Breakfast', default: '08:00' },
  { meal: 'lunch', label: 'Lunch', default: '12:30' },
  { meal: 'dinner', label: 'Dinner', default: '18:30' },
] as const;

function today(): string {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

/**
 * The plan in a calendar (.ics: one event per meal at the times set here, from the day chosen)
 * and the list as plain text (issue 17).
 */
export function PlanExportLinks({ planId }: { planId: string }) {
  const [times, setTimes] = useState<Record<string, string>>(
    Object.fromEntries(MEAL_TIMES.map((m) => [m.meal, m.default])),
  );
  const [start, setStart] = useState(today);
  // The date and time fields are built only once the section is opened: each is a small
  // widget of its own in the browser, and four of them were a tenth of the plan page's
  // first-load script time on a phone (issue 14), for a section most people never open.
  const [open, setOpen] = useState(false);
  const query = new URLSearchParams({ ...times, start }).toString();
  const base = `/api/meal-plans/${encodeURIComponent(planId)}`;
  return (
    <div className="space-y-2 print:hidden" data-testid="plan-exports">
      <details
        className="rounded-2xl border border-line p-3 text-sm"
        onToggle={(event) => setOpen(event.currentTarget.open)}
      >
        <summary className="cursor-pointer font-semibold">Meal times for the calendar</summary>
        {open && (
          <div className="mt-2 grid grid-cols-2 gap-2">
            <label className="flex flex-col gap-1">
              First day
              <input
                type="date"
                value={start}
                onChange={(e) => setStart(e.target.value)}
                className="min-w-0 rounded-lg border border-line bg-surface px-2 py-1"
              />
            </label>
            {MEAL_TIMES.map((m) => (
              <label key={m.meal} className="flex flex-col gap-1">
                {m.label}
                <input
                  type="time"
                  value={times[m.meal]}
                  onChange={(e) => setTimes((t) => ({ ...t, [m.meal]: e.target.value }))}
                  className="min-w-0 rounded-lg border border-line bg-surface px-2 py-1"
                />
              </label>
            ))}
          </div>
        )}
      </details>
      <div className="flex flex-wrap gap-2">
        <a
          href={`${base}/calendar.ics?${query}`}
          download
          className={buttonClasses('secondary', 'sm')}
        >
          <CalendarPlus aria-hidden="true" className="size-4" />
          Add meals to calendar
        </a>
        <a href={`${base}/shopping-list.txt`} download className={buttonClasses('secondary', 'sm')}>
          <FileText aria-hidden="true" className="size-4" />
          List as text
        </a>
      </div>
    </div>
  );
}
