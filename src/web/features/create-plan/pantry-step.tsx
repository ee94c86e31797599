import { Archive, Check, X } from 'lucide-react';
import { cn } from '../../components/ui/cn';

export interface PantryStepProps {
  /** The person's answer, or null until they give one. */
  choice: 'Yes' | 'No' | null;
  onYes: () => void;
  onNo: () => void;
}

/** Pantry Update (spec section 2): No continues with the pantry as it is; Yes opens the editor. */
export function PantryStep({ choice, onYes, onNo }: PantryStepProps) {
  return (
    <div className="space-y-5">
      <div className="flex items-start gap-3">
        <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-2xl bg-primary-soft text-on-primary-soft">
          <Archive aria-hidden="true" className="size-5" />
        </span>
        <div>
          <p className="text-lg font-semibold">Would you like to update your pantry?</p>
          <p className="mt-1 text-sm text-fg-muted">
            Spices, baking staples and condiments you already have stay off your shopping list.
            Choose No to continue with your current pantry items.
          </p>
        </div>
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        <ChoiceButton
          selected={choice === 'Yes'}
          onClick={onYes}
          icon={<Check className="size-5" />}
        >
          Yes, update my pantry
        </ChoiceButton>
        <ChoiceButton selected={choice === 'No'} onClick={onNo} icon={<X className="size-5" />}>
          No, use my current pantry
        </ChoiceButton>
      </div>
    </div>
  );
}

function ChoiceButton({
  selected,
  onClick,
  icon,
  children,
}: {
  selected: boolean;
  onClick: () => void;
  icon: React.ReactNode;
  children: React.ReactNode;
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      className={cn(
        'flex min-h-16 items-center gap-3 rounded-2xl border-2 px-4 py-3 text-left font-semibold transition-colors',
        selected
          ? 'border-primary bg-primary-soft text-on-primary-soft'
          : 'border-line bg-surface hover:border-line-strong hover:bg-surface-muted',
      )}
    >
      <span
        aria-hidden="true"
        className={cn(
          'inline-flex size-9 shrink-0 items-center justify-center rounded-full',
          selected ? 'bg-primary text-on-primary' : 'bg-surface-muted text-fg-muted',
        )}
      >
        {icon}
      </span>
      {children}
    </button>
  );
}
