import { Check, CookingPot, Droplets, Search, Wheat, X } from 'lucide-react';
import { useId, useState, type ComponentType, type SVGProps } from 'react';
import { PANTRY_CATEGORIES, type PantryCategory } from '../../shared/options';
import type { PantryCatalogueItem, PantrySelection } from '../../shared/preferences';
import { usePantryCatalogue } from '../lib/pantry-api';
import { Button } from './ui/button';
import { cn } from './ui/cn';
import { Spinner } from './ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from './ui/tabs';

export const PANTRY_CATEGORY_LABELS: Record<PantryCategory, string> = {
  spices: 'Spices',
  baking: 'Baking',
  condiments: 'Condiments',
};

const CATEGORY_ICONS: Record<PantryCategory, ComponentType<SVGProps<SVGSVGElement>>> = {
  spices: CookingPot,
  baking: Wheat,
  condiments: Droplets,
};

export interface PantryPickerProps {
  /** The ticked items per tab, as catalogue ids. */
  value: PantrySelection;
  onChange: (next: PantrySelection) => void;
  /**
   * The open tab. Controlled when given (the preference wizard moves through the tabs with
   * its own Next button); otherwise the picker keeps its own, starting at spices.
   */
  tab?: PantryCategory;
  onTabChange?: (tab: PantryCategory) => void;
  /** Disables every control, e.g. while the selection is being saved. */
  disabled?: boolean;
  className?: string;
}

/**
 * The pantry staples a person already has, in the three tabs of the catalogue (spices,
 * baking, condiments). Used by the preference wizard's Pantry step and by the create-plan
 * wizard's "Update Your Pantry" modal; the caller loads and saves the person's selection.
 */
export function PantryPicker({
  value,
  onChange,
  tab,
  onTabChange,
  disabled = false,
  className,
}: PantryPickerProps) {
  const catalogue = usePantryCatalogue();
  const [ownTab, setOwnTab] = useState<PantryCategory>('spices');
  const [filter, setFilter] = useState('');
  const activeTab = tab ?? ownTab;
  const filterId = useId();

  function changeTab(next: string) {
    if (!(PANTRY_CATEGORIES as readonly string[]).includes(next)) return;
    const category = next as PantryCategory;
    if (tab === undefined) setOwnTab(category);
    onTabChange?.(category);
  }

  function toggle(category: PantryCategory, id: string) {
    const current = value[category];
    const next = current.includes(id) ? current.filter((x) => x !== id) : [...current, id];
    onChange({ ...value, [category]: next });
  }

  function clear(category: PantryCategory) {
    onChange({ ...value, [category]: [] });
  }

  if (catalogue.isPending) {
    return (
      <div className={cn('flex justify-center py-10', className)}>
        <Spinner label="Loading pantry items" />
      </div>
    );
  }
  if (catalogue.isError) {
    return (
      <div
        role="alert"
        className={cn(
          'flex flex-col items-start gap-3 rounded-2xl border border-line bg-surface p-5 text-sm',
          className,
        )}
      >
        <p>Failed to load pantry items</p>
        <Button variant="secondary" size="sm" onClick={() => void catalogue.refetch()}>
          Try again
        </Button>
      </div>
    );
  }

  const query = filter.trim().toLowerCase();

  return (
    <Tabs value={activeTab} onValueChange={changeTab} className={cn('w-full', className)}>
      {/* The tabs take the whole row (wrapping on a narrow phone) and the filter sits under
          them: side by side, the row squeezed the tabs until "Condiments" was cut off. */}
      <div className="flex flex-col gap-3">
        <TabsList aria-label="Pantry categories" className="sm:flex sm:w-full">
          {PANTRY_CATEGORIES.map((category) => {
            const Icon = CATEGORY_ICONS[category];
            const count = value[category].length;
            return (
              <TabsTrigger
                key={category}
                value={category}
                className="inline-flex items-center justify-center gap-1.5 sm:grow"
              >
                <Icon aria-hidden="true" className="hidden size-4 sm:block" />
                {PANTRY_CATEGORY_LABELS[category]}
                {count > 0 && (
                  // Spec: a check mark appears on a tab that has selections.
                  <span className="inline-flex items-center gap-0.5 rounded-full bg-surface px-1.5 text-xs font-bold text-fg tabular-nums">
                    <Check aria-hidden="true" className="size-3" strokeWidth={3} />
                    <span className="sr-only">, </span>
                    {count}
                    <span className="sr-only"> selected</span>
                  </span>
                )}
              </TabsTrigger>
            );
          })}
        </TabsList>
        <div className="relative w-full">
          <label htmlFor={filterId} className="sr-only">
            Filter {PANTRY_CATEGORY_LABELS[activeTab].toLowerCase()}
          </label>
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-fg-muted"
          />
          <input
            id={filterId}
            type="search"
            value={filter}
            onChange={(event) => setFilter(event.target.value)}
            placeholder={`Filter ${PANTRY_CATEGORY_LABELS[activeTab].toLowerCase()}`}
            className="min-h-10 w-full rounded-full border border-line-strong bg-surface py-2 pr-3 pl-9 text-sm placeholder:text-fg-muted"
          />
        </div>
      </div>

      {PANTRY_CATEGORIES.map((category) => {
        const items = catalogue.data[category].filter(
          (item) => !query || item.label.toLowerCase().includes(query),
        );
        const selectedCount = value[category].length;
        return (
          <TabsContent key={category} value={category} className="mt-4 focus-visible:outline-none">
            <div className="mb-3 flex min-h-9 items-center justify-between gap-3 text-sm text-fg-muted">
              <p aria-live="polite">
                {selectedCount} of {catalogue.data[category].length} selected
              </p>
              {selectedCount > 0 && (
                <Button
                  variant="ghost"
                  size="sm"
                  onClick={() => clear(category)}
                  disabled={disabled}
                >
                  <X aria-hidden="true" className="size-4" />
                  Clear {PANTRY_CATEGORY_LABELS[category].toLowerCase()}
                </Button>
              )}
            </div>
            {items.length === 0 ? (
              <p className="rounded-2xl border border-dashed border-line p-6 text-center text-sm text-fg-muted">
                Nothing matches "{filter.trim()}".
              </p>
            ) : (
              <ul
                aria-label={PANTRY_CATEGORY_LABELS[category]}
                className="grid grid-cols-2 gap-2 md:grid-cols-3"
              >
                {items.map((item) => (
                  <li key={item.id}>
                    <PantryItemCheckbox
                      item={item}
                      checked={value[category].includes(item.id)}
                      disabled={disabled}
                      onToggle={() => toggle(category, item.id)}
                    />
                  </li>
                ))}
              </ul>
            )}
          </TabsContent>
        );
      })}
    </Tabs>
  );
}

function PantryItemCheckbox({
  item,
  checked,
  disabled,
  onToggle,
}: {
  item: PantryCatalogueItem;
  checked: boolean;
  disabled: boolean;
  onToggle: () => void;
}) {
  return (
    <label
      className={cn(
        'relative flex min-h-11 cursor-pointer items-center gap-2.5 rounded-xl border px-2.5 py-2 text-sm sm:gap-3 sm:px-3 transition-colors has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring',
        checked
          ? 'border-primary bg-primary-soft font-semibold text-on-primary-soft'
          : 'border-line bg-surface hover:border-line-strong',
        disabled && 'cursor-not-allowed opacity-60',
      )}
    >
      {/* The real checkbox covers the whole card, invisible: clicks, taps and assistive
          technology all reach the same native control. */}
      <input
        type="checkbox"
        className="absolute inset-0 z-10 m-0 size-full cursor-pointer appearance-none opacity-0 disabled:cursor-not-allowed"
        checked={checked}
        disabled={disabled}
        onChange={onToggle}
      />
      <span
        aria-hidden="true"
        className={cn(
          'flex size-5 shrink-0 items-center justify-center rounded-md border-2',
          checked ? 'border-primary bg-primary text-on-primary' : 'border-line-strong bg-surface',
        )}
      >
        {checked && <Check className="size-3.5" strokeWidth={3} />}
      </span>
      <span>{item.label}</span>
    </label>
  );
}
