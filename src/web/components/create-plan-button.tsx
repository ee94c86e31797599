import { Plus, Sparkles } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { hasUsedFreePlan, useSession } from '../lib/session';
import { Button, buttonClasses, type ButtonSize, type ButtonVariant } from './ui/button';
import { DeferredUpgradeDialog } from './deferred-dialogs';

export interface CreatePlanButtonProps {
  children: ReactNode;
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
}

/**
 * A create button with the free tier's gating (spec section 4, "Subscription gating"): for a
 * non-subscribed person who already has a plan it reads "Upgrade to Pro" and opens the
 * upgrade popup instead of going to /create-plan.
 */
export function CreatePlanButton({
  children,
  variant = 'primary',
  size = 'md',
  className,
}: CreatePlanButtonProps) {
  const { session } = useSession();
  const [upgradeOpen, setUpgradeOpen] = useState(false);
  if (hasUsedFreePlan(session)) {
    return (
      <>
        <Button
          variant={variant}
          size={size}
          className={className}
          onClick={() => setUpgradeOpen(true)}
        >
          <Sparkles aria-hidden="true" className="size-4" />
          Upgrade to Pro
        </Button>
        <DeferredUpgradeDialog open={upgradeOpen} onOpenChange={setUpgradeOpen} />
      </>
    );
  }
  return (
    <Link to="/create-plan" className={buttonClasses(variant, size, className)}>
      <Plus aria-hidden="true" className="size-4" />
      {children}
    </Link>
  );
}
