/**
 * The in-store list API (contract: src/shared/list-sync.ts) and the queue of changes made on
 * this device that the server has not confirmed yet. The queue lives in localStorage, so a
 * change made with no signal survives a reload, a closed tab or a dead battery, and is sent
 * when the network returns (no Background Sync API: Safari lacks it).
 */
import { listStateSchema } from '../../shared/list-sync';
import {
  listChangesResponseSchema,
  type ListChange,
  type ListChangesResponse,
  type ListState,
} from '../../shared/list-sync';
import { apiFetch } from './api-client';

export const listStateKey = (planId: string) => ['meal-plans', 'list-state', planId] as const;

export async function fetchListState(planId: string, signal?: AbortSignal): Promise<ListState> {
  return apiFetch(`/api/meal-plans/${encodeURIComponent(planId)}/list-state`, {
    schema: listStateSchema,
    signal,
  });
}

export async function sendListChanges(
  planId: string,
  changes: ListChange[],
): Promise<ListChangesResponse> {
  return apiFetch(`/api/meal-plans/${encodeURIComponent(planId)}/list-changes`, {
    method: 'POST',
    body: { changes },
    schema: listChangesResponseSchema,
  });
}

const storageKey = (planId: string) => `pantrypilot:list-queue:${planId}`;

export function readQueue(planId: string): ListChange[] {
  try {
    const raw = window.localStorage.getItem(storageKey(planId));
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    return Array.isArray(parsed) ? (parsed as ListChange[]) : [];
  } catch {
    return [];
  }
}

export function writeQueue(planId: string, queue: ListChange[]): void {
  try {
    if (queue.length === 0) window.localStorage.removeItem(storageKey(planId));
    else window.localStorage.setItem(storageKey(planId), JSON.stringify(queue));
  } catch {
    // Storage full or refused: the change still goes out while the page is open.
  }
}

export { enqueue, settleSent, withoutSent } from './list-sync-queue';

/** A failure that means "no network now", not "refused": the change stays queued. */
export function isOfflineFailure(error: unknown): boolean {
  const status = (error as { status?: number } | null)?.status;
  return status === 0 || status === 503 || status === 502 || status === 504;
}
