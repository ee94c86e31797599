/**
 * The generated plans most recently read, parsed, validated and serialised once per row
 * version instead of on every GET (issue 11's bench:api: reading, validating and
 * serialising a 7-day plan was most of a plan read's CPU). The version is the row's xmin,
 * read with the plan, so a write by any server process makes the entry stale.
 */
import { generatedPlanSchema, type GeneratedPlan } from '../../shared/generated-plan';
import { VersionedCache } from './versioned-cache';

export type StoredPlan = {
  /** The validated plan, or null when what is stored does not parse (shown as no plan). */
  plan: GeneratedPlan | null;
  /** `plan` as UTF-8 JSON, ready to be sent (bytes: a large string body costs a copy and a scan). */
  json: Buffer;
};

export class StoredPlanCache {
  private readonly plans: VersionedCache<StoredPlan>;

  /** `capacity`: plans kept; a 7-day plan for 6 is a few hundred kilobytes. */
  constructor(capacity = 64) {
    this.plans = new VersionedCache(capacity);
  }

  /**
   * The plan of row `id` at `version`; `load` reads it (with the version it was read at)
   * when the cache has no entry for that version.
   */
  async get(
    id: string,
    version: string,
    load: () => Promise<{ generatedPlan: unknown; version: string } | undefined>,
  ): Promise<StoredPlan> {
    const hit = this.plans.get(id, version);
    if (hit) return hit;
    const loaded = await load();
    const parsed = loaded?.generatedPlan
      ? generatedPlanSchema.safeParse(loaded.generatedPlan)
      : null;
    const plan = parsed?.success ? parsed.data : null;
    const stored: StoredPlan = { plan, json: Buffer.from(JSON.stringify(plan)) };
    if (loaded) this.plans.set(id, loaded.version, stored);
    return stored;
  }
}
