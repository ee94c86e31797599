import { describe, expect, it, vi } from 'vitest';
import { StoredPlanCache } from './stored-plan-cache';

const plan = { recipes: 'not a plan' };

describe('StoredPlanCache', () => {
  it('loads a row once per version and again when the version changes', async () => {
    const cache = new StoredPlanCache();
    const load = vi.fn(async () => ({ generatedPlan: plan, version: '7' }));
    await cache.get('a', '7', load);
    await cache.get('a', '7', load);
    expect(load).toHaveBeenCalledTimes(1);
    await cache.get('a', '8', load);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('keeps the version it read with the plan, not the one it was asked for', async () => {
    const cache = new StoredPlanCache();
    // The row was written between the caller's read of its version and the plan's read.
    const load = vi.fn(async () => ({ generatedPlan: plan, version: '9' }));
    await cache.get('a', '8', load);
    await cache.get('a', '8', load);
    expect(load).toHaveBeenCalledTimes(2);
    await cache.get('a', '9', load);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('gives null, as JSON too, for a stored plan that does not parse', async () => {
    const stored = await new StoredPlanCache().get('a', '1', async () => ({
      generatedPlan: plan,
      version: '1',
    }));
    expect(stored.plan).toBeNull();
    expect(stored.json.toString()).toBe('null');
  });

  it('forgets the least recently read plan beyond its capacity', async () => {
    const cache = new StoredPlanCache(2);
    const load = vi.fn(async () => ({ generatedPlan: plan, version: '1' }));
    await cache.get('a', '1', load);
    await cache.get('b', '1', load);
    await cache.get('a', '1', load); // a is now the most recent
    await cache.get('c', '1', load); // evicts b
    expect(load).toHaveBeenCalledTimes(3);
    await cache.get('a', '1', load);
    expect(load).toHaveBeenCalledTimes(3);
    await cache.get('b', '1', load);
    expect(load).toHaveBeenCalledTimes(4);
  });
});
