import { ACCOUNT_MESSAGES } from '../../../shared/billing';
import { ApiRequestError, apiFetch } from '../../lib/api-client';
import { setFlashToast } from '../../lib/flash-toast';

export type DeleteAccountOutcome = 'deleted' | 'active-subscription' | 'failed';

/** `POST /api/user/delete` with the person's own id (spec section 7). */
export async function requestAccountDeletion(userId: string): Promise<DeleteAccountOutcome> {
  try {
    await apiFetch('/api/user/delete', {
      method: 'POST',
      body: { userId },
      redirectOnUnauthorized: false,
    });
    return 'deleted';
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 409) return 'active-subscription';
    console.error('Failed to delete account', error);
    return 'failed';
  }
}

/**
 * After a deletion: sign out (the server already ended the sessions, so this only clears the
 * cookie) and reload the app at /, carrying the success toast across the reload.
 */
export async function leaveDeletedAccount(): Promise<void> {
  setFlashToast({ kind: 'success', message: ACCOUNT_MESSAGES.deleted });
  try {
    await apiFetch('/api/auth/sign-out', {
      method: 'POST',
      body: {},
      redirectOnUnauthorized: false,
    });
  } catch {
    // The account and its sessions are gone either way.
  }
  window.location.assign('/');
}
