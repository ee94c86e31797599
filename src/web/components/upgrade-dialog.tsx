import { Check, Sparkles } from 'lucide-react';
import { useNavigate } from 'react-router';
import { PRO_MONTHLY_CENTS, formatPrice } from '../lib/pricing';
import { Button } from './ui/button';
import { Dialog, DialogClose, DialogContent } from './ui/dialog';

const PRO_BENEFITS = [
  'Unlimited meal plans',
  'Plans of 1, 3, 5 or 7 days',
  '1 to 50 servings per meal',
] as const;

export interface UpgradeDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Shown when a person who has used the free plan tries to create another (spec section 2). */
export function UpgradeDialog({ open, onOpenChange }: UpgradeDialogProps) {
  const navigate = useNavigate();

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title="Unlock Unlimited Meal Plans"
        description="You've used your free meal plan. Upgrade to keep planning."
        hideClose
      >
        <div className="mt-5 rounded-xl border border-line bg-surface-muted p-4">
          <p className="flex items-center gap-2 font-semibold">
            <Sparkles aria-hidden="true" className="size-5 text-primary" />
            Upgrade to Pro
          </p>
          <ul className="mt-3 space-y-2 text-sm">
            {PRO_BENEFITS.map((benefit) => (
              <li key={benefit} className="flex items-start gap-2">
                <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-herb" />
                {benefit}
              </li>
            ))}
          </ul>
          <p className="mt-4 text-sm font-semibold">
            Starting at {formatPrice(PRO_MONTHLY_CENTS)}/month
          </p>
        </div>
        <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <DialogClose asChild>
            <Button variant="secondary">Maybe Later</Button>
          </DialogClose>
          <Button
            onClick={() => {
              onOpenChange(false);
              // Straight to the plans and their prices, not the top of Settings (issue 29).
              void navigate('/settings#subscription');
            }}
          >
            Upgrade Now
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
