import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import toast from 'react-hot-toast';
import { PANTRY_CATEGORIES, type PantryCategory } from '../../../shared/options';
import { EMPTY_PANTRY, type PantrySelection } from '../../../shared/preferences';
import { PantryPicker } from '../../components/pantry-picker';
import { Button } from '../../components/ui/button';
import { Dialog, DialogContent } from '../../components/ui/dialog';
import { Spinner } from '../../components/ui/spinner';
import { savePantry, usePantry } from '../../lib/pantry-api';
import { usePantryFoods } from '../../lib/pantry-stock-api';
import { PantryStockEditor } from '../../components/pantry-stock/pantry-stock-editor';

export const PANTRY_SAVED_MESSAGE = 'Pantry updated successfully';
const PANTRY_LOAD_FAILED_MESSAGE = 'Failed to load pantry items';

export interface UpdatePantryDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** After a successful save: the saved pantry. */
  onSaved: (items: PantrySelection) => void;
}

/**
 * "Update Your Pantry" (spec section 2): the shared pantry picker's three tabs in order,
 * Back (disabled on the first tab), Next on the first two and Save on the last ("Saving..."
 * while saving), Cancel.
 */
export function UpdatePantryDialog({ open, onOpenChange, onSaved }: UpdatePantryDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {open && <PantryEditor onCancel={() => onOpenChange(false)} onSaved={onSaved} />}
    </Dialog>
  );
}

function PantryEditor({
  onCancel,
  onSaved,
}: {
  onCancel: () => void;
  onSaved: (items: PantrySelection) => void;
}) {
  const queryClient = useQueryClient();
  const stored = usePantry();
  const [tab, setTab] = useState<PantryCategory>('spices');
  const [selection, setSelection] = useState<PantrySelection | null>(null);
  const [saving, setSaving] = useState(false);
  const [saveFailed, setSaveFailed] = useState(false);

  useEffect(() => {
    if (stored.isError) toast.error(PANTRY_LOAD_FAILED_MESSAGE, { id: 'pantry-load-failed' });
  }, [stored.isError]);

  // Starts from the stored pantry; one that cannot be loaded starts empty (spec section 8).
  const current: PantrySelection = selection ?? stored.data ?? EMPTY_PANTRY;
  const ready = stored.data !== undefined || stored.isError;
  const index = PANTRY_CATEGORIES.indexOf(tab);
  const isLast = index === PANTRY_CATEGORIES.length - 1;

  async function save() {
    setSaving(true);
    setSaveFailed(false);
    try {
      const saved = await savePantry(queryClient, current);
      toast.success(PANTRY_SAVED_MESSAGE);
      onSaved(saved);
    } catch (error) {
      // Spec section 8: a failed save is logged and the modal stays open.
      console.error('Failed to save pantry', error);
      setSaveFailed(true);
      setSaving(false);
    }
  }

  return (
    <DialogContent
      title="Update Your Pantry"
      description="Tick the staples you already have, so your shopping list leaves them out."
      className="max-sm:w-[calc(100vw-1rem)] max-sm:p-4 sm:max-w-2xl"
      hideClose
    >
      <div className="mt-5">
        {ready ? (
          <PantryPicker
            value={current}
            onChange={setSelection}
            tab={tab}
            onTabChange={setTab}
            disabled={saving}
          />
        ) : (
          <div className="flex min-h-64 items-center justify-center">
            <Spinner label="Loading pantry items" />
          </div>
        )}
      </div>

      <PantryLeftovers />

      {saveFailed && (
        <p role="alert" className="mt-3 text-sm font-medium text-danger">
          Your pantry could not be saved. Please try again.
        </p>
      )}

      <div className="sticky -bottom-4 -mx-4 mt-6 -mb-4 flex flex-col-reverse gap-2 border-t border-line bg-surface px-4 py-4 sm:-bottom-6 sm:-mx-6 sm:-mb-6 sm:px-6 sm:flex-row sm:items-center">
        <Button variant="ghost" onClick={onCancel} disabled={saving}>
          Cancel
        </Button>
        <div className="flex gap-2 sm:ml-auto">
          <Button
            variant="secondary"
            className="flex-1 sm:flex-none"
            disabled={index === 0 || saving}
            onClick={() => setTab(PANTRY_CATEGORIES[index - 1] ?? 'spices')}
          >
            Back
          </Button>
          {isLast ? (
            <Button
              className="flex-1 sm:flex-none"
              disabled={saving || !ready}
              onClick={() => void save()}
            >
              {saving ? 'Saving...' : 'Save'}
            </Button>
          ) : (
            <Button
              className="flex-1 sm:flex-none"
              onClick={() => setTab(PANTRY_CATEGORIES[index + 1] ?? 'condiments')}
            >
              Next
            </Button>
          )}
        </div>
      </div>
    </DialogContent>
  );
}

/**
 * The pantry's leftovers, with amounts, under the staples (issue 29: this step edited only the
 * staples). The pantry page's own editor: each change is saved as it is made, so Cancel leaves
 * it as it is and Save saves the staples.
 */
export function PantryLeftovers() {
  const foods = usePantryFoods();
  const count = foods.data?.length;
  return (
    <details
      className="mt-5 rounded-2xl border border-line p-3 sm:p-4"
      data-testid="pantry-leftovers"
    >
      <summary className="cursor-pointer font-semibold">
        Leftovers and other foods, with amounts{count ? ` (${count})` : ''}
      </summary>
      <p className="mt-2 text-sm text-fg-muted">
        New plans use these first and buy only the rest. Changes here are saved as you make them.
      </p>
      <PantryStockEditor headingLevel={3} />
    </details>
  );
}
