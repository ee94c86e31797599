import { RadioGroup } from 'radix-ui';
import { Check, ShoppingCart, Target } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import type { Store } from '../../../shared/options';
import { cn } from '../../components/ui/cn';

interface StoreOption {
  id: Store;
  name: string;
  type: string;
  icon: LucideIcon;
  description: string;
  features: string[];
  enabled: boolean;
}

const STORE_OPTIONS: StoreOption[] = [
  {
    id: 'walmart',
    name: 'Walmart',
    type: 'Supercenter',
    icon: ShoppingCart,
    description: 'Everyday low prices on groceries, with pickup and delivery.',
    features: ['Priced shopping list', 'One-click cart for listed products', 'Pickup and delivery'],
    enabled: true,
  },
  {
    id: 'target',
    name: 'Target',
    type: 'Retail store',
    icon: Target,
    description: 'Groceries and household essentials with Drive Up and same-day delivery.',
    features: ['Priced shopping list', 'Drive Up and same-day delivery'],
    enabled: false,
  },
];

export interface StoreStepProps {
  store: Store;
  onChange: (store: Store) => void;
}

/** Store Selection (spec section 2): Walmart can be chosen; Target is "Coming Soon". */
export function StoreStep({ store, onChange }: StoreStepProps) {
  return (
    <div className="space-y-4">
      <p id="store-prompt" className="text-lg font-semibold">
        Where would you like to shop?
      </p>
      <RadioGroup.Root
        value={store}
        onValueChange={(value) => {
          const option = STORE_OPTIONS.find((o) => o.id === value && o.enabled);
          if (option) onChange(option.id);
        }}
        aria-labelledby="store-prompt"
        className="grid gap-3 sm:grid-cols-2"
      >
        {STORE_OPTIONS.map((option) => {
          const selected = option.enabled && store === option.id;
          const Icon = option.icon;
          return (
            <RadioGroup.Item
              key={option.id}
              value={option.id}
              disabled={!option.enabled}
              aria-describedby={`store-${option.id}-text`}
              className={cn(
                'relative flex flex-col items-start gap-2 rounded-2xl border-2 p-4 text-left transition-colors',
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
                    'inline-flex size-10 items-center justify-center rounded-xl',
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
                      'ml-auto inline-flex size-6 items-center justify-center rounded-full border-2',
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
            </RadioGroup.Item>
          );
        })}
      </RadioGroup.Root>
      <p className="text-sm text-fg-muted">
        Prices are 2022 reference prices (US national averages); what you pay at the store will
        differ.
      </p>
    </div>
  );
}
