import { Pencil, Trash2 } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import type { MealPlanListItem } from '../../../shared/meal-plan';
import { cn } from '../../components/ui/cn';
import type { PlanDialog } from './plan-action-dialogs';
import { useOnceTrue } from '../../components/deferred-dialogs';

const PlanActionDialogs = lazy(() => import('./plan-action-dialogs'));

const iconButton =
  'relative z-10 inline-flex size-9 shrink-0 items-center justify-center rounded-full text-fg-muted hover:bg-surface-muted hover:text-fg';

/**
 * Rename and Delete for one plan on the dashboard (issue 14). Rename is offered once the plan
 * is finished (until then the generator names it); Delete whenever it is not generating.
 */
export function PlanActions({
  plan,
  title,
  canRename,
  className,
}: {
  plan: MealPlanListItem;
  /** The name as the card shows it. */
  title: string;
  canRename: boolean;
  className?: string;
}) {
  const [dialog, setDialog] = useState<PlanDialog | null>(null);
  const opened = useOnceTrue(dialog !== null);
  return (
    <div className={cn('flex items-center gap-1', className)}>
      {canRename && (
        <button
          type="button"
          className={iconButton}
          title="Rename"
          aria-label={`Rename ${title}`}
          onClick={() => setDialog('rename')}
        >
          <Pencil aria-hidden="true" className="size-4" />
        </button>
      )}
      <button
        type="button"
        className={cn(iconButton, 'hover:text-danger')}
        title="Delete"
        aria-label={`Delete ${title}`}
        onClick={() => setDialog('delete')}
      >
        <Trash2 aria-hidden="true" className="size-4" />
      </button>
      {opened && (
        <Suspense fallback={null}>
          <PlanActionDialogs
            plan={plan}
            title={title}
            dialog={dialog}
            onClose={() => setDialog(null)}
          />
        </Suspense>
      )}
    </div>
  );
}
