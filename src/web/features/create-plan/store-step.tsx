import { Carrot, Check, ShoppingBasket, ShoppingCart, Target } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { useId } from 'react';
import type { Store } from '../../../shared/options';
import type { StoreChoice, StoreSetup } from '../../../shared/store-choice';
import { cn } from '../../components/ui/cn';
import { RadioGroup, RadioGroupItem } from '../../components/ui/radio-group';

interface StoreOption {
  id: Store;
  name: string;
  type: string;
  icon: LucideIcon;
  description: string;
  features: string[];
  enabled: boolean;
}

type SetupOf = (store: string) => StoreSetup['stores'][number] | undefined;

/**
 * The store cards. What each promises depends on this server's configuration (issue 15:
 * copy says only what works here): Walmart's cart and prices are live with its key, the
 * development store's without; Kroger and Instacart appear only when their keys are set.
 */
export function storeOptions(setup: StoreSetup | undefined): StoreOption[] {
  const of: SetupOf = (store) => setup?.stores.find((s) => s.store === store);
  const walmart = of('walmart');
  const options: StoreOption[] = [
    {
      id: 'walmart',
      name: 'Walmart',
      type: 'Supercenter',
      icon: ShoppingCart,
      description: 'Everyday low prices on groceries, with pickup and delivery.',
      features: walmart?.live
        ? ['Live prices at your nearest Walmart', 'One-click Walmart cart', 'Pickup and delivery']
        : walmart?.development
          ? [
              'Priced shopping list (dated U.S. average prices)',
              'One-click cart in the development store (no Walmart key on this server)',
            ]
          : [
              'Priced shopping list (dated U.S. average prices)',
              'A Walmart search link for each item',
            ],
      enabled: true,
    },
  ];
  if (of('kroger')?.enabled) {
    options.push({
      id: 'kroger',
      name: 'Kroger',
      type: 'Supermarket',
      icon: ShoppingBasket,
      description: "Kroger's own prices at your nearest store, and your list in your Kroger cart.",
      features: [
        'Live prices at your nearest Kroger',
        'Adds the list to your own Kroger cart',
        'Pickup and delivery',
      ],
      enabled: true,
    });
  }
  if (of('instacart')?.enabled) {
    options.push({
      id: 'instacart',
      name: 'Instacart',
      type: 'Delivery service',
      icon: Carrot,
      description: 'Your list as an Instacart page: pick any store Instacart delivers from.',
      features: [
        'Shopping list page on Instacart',
        "The store's own prices on Instacart",
        'Delivery or pickup',
      ],
      enabled: true,
    });
  }
  options.push({
    id: 'target',
    name: 'Target',
    type: 'Retail store',
    icon: Target,
    description: 'Groceries and household essentials with Drive Up and same-day delivery.',
    features: ['Priced shopping list', 'Drive Up and same-day delivery'],
    enabled: false,
  });
  return options;
}

function zipHint(store: Store, setup: SetupOf): string {
  if (store === 'kroger') return 'Required: prices and products come from your nearest Kroger.';
  if (store === 'instacart') return "Saved for next time; you pick the store on Instacart's page.";
  if (setup('walmart')?.live) return 'Optional: prices come from your nearest Walmart.';
  return 'Optional: saved with your store for when live prices are on.';
}

function pricesNote(store: Store, setup: SetupOf): string {
  if (setup(store)?.live) {
    return `Prices come from ${store === 'kroger' ? 'Kroger' : 'Walmart'}'s own API at your nearest store, checked daily; items it has no product for keep reference prices.`;
  }
  if (store === 'instacart') {
    return "The list here uses U.S. average reference prices; Instacart's page shows the store's own prices.";
  }
  return 'Prices are U.S. average reference prices (BLS), adjusted for your region from your ZIP code; what you pay at the store will differ.';
}

export interface StoreStepProps {
  store: Store;
  onChange: (store: Store) => void;
  zip: string;
  onZipChange: (zip: string) => void;
  /** Why the step cannot move on (a ZIP code the server or the check refused). */
  zipError: string | null;
  setup: StoreSetup | undefined;
  /** The person's saved store and location, if any. */
  choice: StoreChoice | null | undefined;
}

/**
 * Store Selection (spec section 2): "Where would you like to shop?", a grid of stores (Target
 * "Coming Soon"), and the ZIP code that finds the person's nearest store (issue 15).
 */
export function StoreStep({
  store,
  onChange,
  zip,
  onZipChange,
  zipError,
  setup,
  choice,
}: StoreStepProps) {
  const zipId = useId();
  const options = storeOptions(setup);
  const setupOf: SetupOf = (s) => setup?.stores.find((x) => x.store === s);
  const savedHere = choice && choice.store === store && choice.zip === zip.trim();
  return (
    <div className="space-y-4">
      <p id="store-prompt" className="text-lg font-semibold">
        Where would you like to shop?
      </p>
      <RadioGroup
        value={store}
        onValueChange={(value) => {
          const option = options.find((o) => o.id === value && o.enabled);
          if (option) onChange(option.id);
        }}
        aria-labelledby="store-prompt"
        className="grid gap-3 sm:grid-cols-2"
      >
        {options.map((option) => {
          const selected = option.enabled && store === option.id;
          const Icon = option.icon;
          return (
            <RadioGroupItem
              key={option.id}
              value={option.id}
              disabled={!option.enabled}
              aria-describedby={`store-${option.id}-text`}
              className={cn(
                'relative flex min-w-0 flex-col items-start gap-2 rounded-2xl border-2 p-4 text-left transition-colors',
                !option.enabled && 'opacity-75',
                selected
                  ? 'border-primary bg-primary-soft'
                  : 'border-line bg-surface enabled:hover:border-line-strong',
                !option.enabled && 'cursor-not-allowed',
              )}
            >
              <span className="flex w-full items-center gap-3">
                <span
                  aria-hidden="true"
                  className={cn(
                    'inline-flex size-10 shrink-0 items-center justify-center rounded-xl',
                    option.enabled
                      ? 'bg-primary text-on-primary'
                      : 'bg-surface-muted text-fg-muted',
                  )}
                >
                  <Icon className="size-5" />
                </span>
                <span className="min-w-0">
                  <span className="block text-base font-bold text-fg">{option.name}</span>
                  <span className="block text-xs font-semibold tracking-wide text-fg-muted uppercase">
                    {option.type}
                  </span>
                </span>
                {!option.enabled ? (
                  <span className="ml-auto rounded-full border border-line bg-surface-muted px-2.5 py-1 text-xs font-bold text-fg">
                    Coming Soon
                  </span>
                ) : (
                  <span
                    aria-hidden="true"
                    className={cn(
                      'ml-auto inline-flex size-6 shrink-0 items-center justify-center rounded-full border-2',
                      selected ? 'border-primary bg-primary text-on-primary' : 'border-line-strong',
                    )}
                  >
                    {selected && <Check className="size-4" />}
                  </span>
                )}
              </span>
              <span id={`store-${option.id}-text`} className="text-sm text-fg-muted">
                {option.description}
              </span>
              <ul className="space-y-1 text-sm text-fg">
                {option.features.map((feature) => (
                  <li key={feature} className="flex items-start gap-2">
                    <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-herb" />
                    {feature}
                  </li>
                ))}
              </ul>
            </RadioGroupItem>
          );
        })}
      </RadioGroup>

      <div>
        <label htmlFor={zipId} className="block text-sm font-semibold">
          ZIP code
        </label>
        <p id={`${zipId}-hint`} className="mt-0.5 text-sm text-fg-muted">
          {zipHint(store, setupOf)}
        </p>
        <input
          id={zipId}
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={10}
          value={zip}
          onChange={(e) => onZipChange(e.target.value)}
          aria-invalid={zipError ? true : undefined}
          aria-describedby={`${zipId}-hint ${zipId}-message`}
          className={cn(
            'mt-2 min-h-11 w-32 rounded-xl border-2 bg-surface px-3.5 text-base font-semibold text-fg',
            zipError ? 'border-danger' : 'border-line',
          )}
        />
        <p id={`${zipId}-message`} aria-live="polite" className="mt-1.5 min-h-5 text-sm">
          {zipError ? (
            <span className="font-medium text-danger">{zipError}</span>
          ) : savedHere && choice.locationName ? (
            <span className="text-fg-muted" data-testid="store-location">
              Your store: {choice.locationName}
            </span>
          ) : null}
        </p>
      </div>

      <p className="text-sm text-fg-muted">{pricesNote(store, setupOf)}</p>
    </div>
  );
}
