/**
 * The generated plans most recently read, parsed, validated and serialised once per row
 * version instead of on every GET (issue 11's bench:api: reading, validating and
 * serialising a 7-day plan was most of a plan read's CPU). The version is the row's xmin,
 * read with the plan, so a write by any server process makes the entry stale.
 */
import { generatedPlanSchema, type GeneratedPlan } from '../../shared/generated-plan';

export type StoredPlan = {
  /** The validated plan, or null when what is stored does not parse (shown as no plan). */
  plan: GeneratedPlan | null;
  /** `plan` as UTF-8 JSON, ready to be sent (bytes: a large string body costs a copy and a scan). */
  json: Buffer;
};

type Entry = StoredPlan & { version: string };

export class StoredPlanCache {
  private readonly entries = new Map<string, Entry>();

  /** `capacity`: plans kept; a 7-day plan for 6 is a few hundred kilobytes. */
  constructor(private readonly capacity = 64) {}

  /**
   * The plan of row `id` at `version`; `load` reads it (with the version it was read at)
   * when the cache has no entry for that version.
   */
  async get(
    id: string,
    version: string,
    load: () => Promise<{ generatedPlan: unknown; version: string } | undefined>,
  ): Promise<StoredPlan> {
    const hit = this.entries.get(id);
    if (hit && hit.version === version) {
      // Map order is the eviction order: a hit moves to the back.
      this.entries.delete(id);
      this.entries.set(id, hit);
      return hit;
    }
    const loaded = await load();
    const parsed = loaded?.generatedPlan
      ? generatedPlanSchema.safeParse(loaded.generatedPlan)
      : null;
    const plan = parsed?.success ? parsed.data : null;
    const entry: Entry = {
      plan,
      json: Buffer.from(JSON.stringify(plan)),
      version: loaded?.version ?? '',
    };
    if (loaded) this.remember(id, entry);
    return entry;
  }

  private remember(id: string, entry: Entry) {
    this.entries.delete(id);
    this.entries.set(id, entry);
    while (this.entries.size > this.capacity) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
  }
}
