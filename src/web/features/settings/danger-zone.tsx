import { LoaderCircle, ShieldAlert, Trash2, TriangleAlert } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { ACCOUNT_MESSAGES } from '../../../shared/billing';
import { Button } from '../../components/ui/button';
import { SETTINGS_TOAST } from './settings-toast';
import { leaveDeletedAccount, requestAccountDeletion } from './delete-account';

type Phase = 'idle' | 'armed' | 'deleting' | 'leaving';

/**
 * How long the armed button waits before a second click counts (issue 29): a double tap
 * armed and fired within 150 ms and deleted everything. The second action must be deliberate.
 */
export const CONFIRM_DELAY_MS = 1200;

/**
 * Delete Account (spec section 4, "Delete account"): the first click arms the button ("Click
 * again to confirm", pulsing), the second deletes, but only once the confirm button has been
 * armed for CONFIRM_DELAY_MS. Refusal (active subscription) and failure both reset the flow.
 */
export function DangerZone({ userId }: { userId: string }) {
  const headingId = useId();
  const descriptionId = useId();
  const [phase, setPhase] = useState<Phase>('idle');
  const [refusal, setRefusal] = useState<string | null>(null);
  const armedAt = useRef(0);
  const [confirmReady, setConfirmReady] = useState(false);
  useEffect(() => {
    if (phase !== 'armed') {
      setConfirmReady(false);
      return;
    }
    const timer = window.setTimeout(() => setConfirmReady(true), CONFIRM_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [phase]);

  async function onDeleteClick() {
    if (phase === 'idle') {
      setRefusal(null);
      armedAt.current = Date.now();
      setPhase('armed');
      return;
    }
    // A second tap of a double tap lands here before the button can show it is waiting.
    if (phase !== 'armed' || Date.now() - armedAt.current < CONFIRM_DELAY_MS) return;
    setPhase('deleting');
    const outcome = await requestAccountDeletion(userId);
    if (outcome === 'deleted') {
      setPhase('leaving');
      await leaveDeletedAccount();
      return;
    }
    setPhase('idle');
    if (outcome === 'active-subscription') {
      setRefusal(ACCOUNT_MESSAGES.deleteActiveSubscription);
    } else {
      toast.error(ACCOUNT_MESSAGES.deleteFailed, SETTINGS_TOAST.error);
    }
  }

  const busy = phase === 'deleting' || phase === 'leaving';

  return (
    <section
      aria-labelledby={headingId}
      className="rounded-3xl border-2 border-danger/50 bg-surface p-5 shadow-sm sm:p-7"
    >
      <h2 id={headingId} className="flex items-center gap-2.5 text-xl font-bold text-danger">
        <TriangleAlert aria-hidden="true" className="size-6" />
        Danger Zone
      </h2>
      <div className="mt-4 flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <h3 className="font-semibold">Delete Account</h3>
          <p id={descriptionId} className="mt-1 max-w-prose text-sm text-fg-muted">
            Permanently deletes your account with your preferences, pantry and meal plans. This
            cannot be undone.
          </p>
        </div>
        {/* Reversed on wide screens so the armed button does not move when Cancel appears: a
            double tap must land on the (still disabled) confirm button, not on Cancel. */}
        <div className="flex shrink-0 flex-wrap items-center gap-2 sm:flex-row-reverse">
          <span className="relative inline-flex">
            {/* The armed button pulses through a halo behind it, so its text keeps full contrast. */}
            {phase === 'armed' && (
              <span
                aria-hidden="true"
                className="absolute -inset-1.5 rounded-full bg-danger/35 motion-safe:animate-pulse"
              />
            )}
            <Button
              variant="danger"
              aria-describedby={descriptionId}
              disabled={busy || (phase === 'armed' && !confirmReady)}
              data-armed={phase === 'armed' ? 'true' : undefined}
              onClick={() => void onDeleteClick()}
              className="relative min-w-44"
            >
              {busy ? (
                <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
              ) : (
                <Trash2 aria-hidden="true" className="size-4" />
              )}
              {phase === 'idle'
                ? 'Delete Account'
                : phase === 'armed'
                  ? ACCOUNT_MESSAGES.confirm
                  : 'Deleting...'}
            </Button>
          </span>
          {phase === 'armed' && (
            <Button variant="ghost" onClick={() => setPhase('idle')}>
              Cancel
            </Button>
          )}
        </div>
      </div>
      <p className="sr-only" aria-live="assertive">
        {phase === 'armed' ? `${ACCOUNT_MESSAGES.confirm}.` : ''}
      </p>
      {refusal && (
        <p
          role="alert"
          className="mt-4 flex items-start gap-2.5 rounded-2xl border border-danger/40 bg-danger/10 p-4 text-sm font-medium"
        >
          <ShieldAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-danger" />
          {refusal}
        </p>
      )}
    </section>
  );
}
