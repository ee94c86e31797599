/**
 * Values derived from a database row, kept per row version (PostgreSQL's xmin, which every
 * write to the row changes, whichever server process makes it), least recently read
 * forgotten first. A reader asks with the version it has just read; another version is a
 * miss, so a cached value is never older than the row the reader saw.
 */
export class VersionedCache<T> {
  private readonly entries = new Map<string, { version: string; value: T }>();

  constructor(private readonly capacity: number) {}

  get(id: string, version: string): T | undefined {
    const hit = this.entries.get(id);
    if (!hit || hit.version !== version) return undefined;
    // Map order is the eviction order: a hit moves to the back.
    this.entries.delete(id);
    this.entries.set(id, hit);
    return hit.value;
  }

  set(id: string, version: string, value: T): void {
    this.entries.delete(id);
    this.entries.set(id, { version, value });
    while (this.entries.size > this.capacity) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
  }
}
