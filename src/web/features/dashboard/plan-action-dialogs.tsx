import { useQueryClient } from '@tanstack/react-query';
import { Trash2 } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { PLAN_NAME_MAX_LENGTH, type MealPlanListItem } from '../../../shared/meal-plan';
import { Button } from '../../components/ui/button';
import { Dialog, DialogClose, DialogContent } from '../../components/ui/dialog';
import { ApiRequestError } from '../../lib/api-client';
import { deleteMealPlan, mealPlanKeys, renameMealPlan } from '../../lib/meal-plans-api';
import { SESSION_QUERY_KEY } from '../../lib/session';

const RENAMED_MESSAGE = 'Meal plan renamed';
const RENAME_FAILED_MESSAGE = 'Failed to rename meal plan';
const DELETED_MESSAGE = 'Meal plan deleted';
const DELETE_FAILED_MESSAGE = 'Failed to delete meal plan';

export type PlanDialog = 'rename' | 'delete';

interface OneDialogProps {
  plan: MealPlanListItem;
  /** The name as the card shows it. */
  title: string;
  onDone: () => void;
}

/**
 * The Rename and Delete dialogs of a dashboard card (PlanActions). A module of its own, loaded
 * when one first opens: with it the dialog library, which the dashboard's first load no longer
 * needs (issue 14).
 */
export default function PlanActionDialogs({
  plan,
  title,
  dialog,
  onClose,
}: {
  plan: MealPlanListItem;
  title: string;
  dialog: PlanDialog | null;
  onClose: () => void;
}) {
  return (
    <Dialog open={dialog !== null} onOpenChange={(open) => !open && onClose()}>
      {dialog === 'rename' && <RenameDialog plan={plan} title={title} onDone={onClose} />}
      {dialog === 'delete' && <DeleteDialog plan={plan} title={title} onDone={onClose} />}
    </Dialog>
  );
}

function RenameDialog({ plan, title, onDone }: OneDialogProps) {
  const queryClient = useQueryClient();
  const inputId = useId();
  const errorId = useId();
  const [name, setName] = useState(title);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed) {
      setError('Please enter a name for the meal plan');
      return;
    }
    setSaving(true);
    try {
      const renamed = await renameMealPlan(plan.id, trimmed);
      queryClient.setQueryData<MealPlanListItem[]>(mealPlanKeys.list, (list) =>
        list?.map((p) => (p.id === renamed.id ? renamed : p)),
      );
      void queryClient.invalidateQueries({ queryKey: mealPlanKeys.detail(plan.id) });
      toast.success(RENAMED_MESSAGE);
      onDone();
    } catch (caught) {
      setSaving(false);
      const message =
        caught instanceof ApiRequestError && caught.status === 400
          ? caught.message
          : RENAME_FAILED_MESSAGE;
      setError(message);
      toast.error(message);
    }
  }

  return (
    <DialogContent title="Rename Meal Plan">
      <form onSubmit={(e) => void submit(e)} noValidate className="mt-4">
        <label htmlFor={inputId} className="text-sm font-medium">
          Plan name
        </label>
        <input
          id={inputId}
          value={name}
          onChange={(e) => {
            setName(e.target.value);
            setError(null);
          }}
          maxLength={PLAN_NAME_MAX_LENGTH}
          autoComplete="off"
          aria-invalid={error ? true : undefined}
          aria-describedby={errorId}
          className="mt-1.5 min-h-11 w-full rounded-xl border border-line-strong bg-surface px-3 text-base"
        />
        <p id={errorId} className="mt-1.5 min-h-5 text-sm">
          {error ? (
            <span role="alert" className="font-medium text-danger">
              {error}
            </span>
          ) : (
            <span className="text-xs text-fg-muted">
              Up to {PLAN_NAME_MAX_LENGTH} characters ({name.length}/{PLAN_NAME_MAX_LENGTH})
            </span>
          )}
        </p>
        <div className="mt-4 flex justify-end gap-2">
          <DialogClose asChild>
            <Button type="button" variant="secondary">
              Cancel
            </Button>
          </DialogClose>
          <Button type="submit" disabled={saving}>
            {saving ? 'Saving...' : 'Save'}
          </Button>
        </div>
      </form>
    </DialogContent>
  );
}

function DeleteDialog({ plan, title, onDone }: OneDialogProps) {
  const queryClient = useQueryClient();
  const [deleting, setDeleting] = useState(false);

  async function confirm() {
    setDeleting(true);
    try {
      await deleteMealPlan(plan.id);
      queryClient.setQueryData<MealPlanListItem[]>(mealPlanKeys.list, (list) =>
        list?.filter((p) => p.id !== plan.id),
      );
      queryClient.removeQueries({ queryKey: mealPlanKeys.detail(plan.id) });
      void queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
      toast.success(DELETED_MESSAGE);
      onDone();
    } catch {
      setDeleting(false);
      toast.error(DELETE_FAILED_MESSAGE);
    }
  }

  return (
    <DialogContent
      title="Delete Meal Plan?"
      description={`"${title}", its meals and its shopping list will be deleted. This cannot be undone.`}
    >
      <div className="mt-6 flex justify-end gap-2">
        <DialogClose asChild>
          <Button type="button" variant="secondary">
            Cancel
          </Button>
        </DialogClose>
        <Button variant="danger" disabled={deleting} onClick={() => void confirm()}>
          <Trash2 aria-hidden="true" className="size-4" />
          {deleting ? 'Deleting...' : 'Delete'}
        </Button>
      </div>
    </DialogContent>
  );
}
