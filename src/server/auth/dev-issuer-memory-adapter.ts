/**
 * Storage of the development issuer's short-lived artefacts (interactions, codes, sessions,
 * grants) in process memory, with expiry. Enough for one developer or one test run; the
 * production identity provider is Google, which keeps its own state.
 */
type Entry = { payload: Record<string, unknown>; expiresAt: number };

const stores = new Map<string, Map<string, Entry>>();
const MAX_ENTRIES_PER_MODEL = 50_000;

export class DevIssuerMemoryAdapter {
  private readonly store: Map<string, Entry>;

  constructor(readonly model: string) {
    let store = stores.get(model);
    if (!store) {
      store = new Map();
      stores.set(model, store);
    }
    this.store = store;
  }

  private live(id: string): Entry | undefined {
    const entry = this.store.get(id);
    if (!entry) return undefined;
    if (entry.expiresAt < Date.now()) {
      this.store.delete(id);
      return undefined;
    }
    return entry;
  }

  async upsert(id: string, payload: Record<string, unknown>, expiresIn: number) {
    if (this.store.size >= MAX_ENTRIES_PER_MODEL) {
      const now = Date.now();
      for (const [key, entry] of this.store) if (entry.expiresAt < now) this.store.delete(key);
      if (this.store.size >= MAX_ENTRIES_PER_MODEL) {
        const oldest = this.store.keys().next().value;
        if (oldest !== undefined) this.store.delete(oldest);
      }
    }
    this.store.set(id, { payload: { ...payload }, expiresAt: Date.now() + expiresIn * 1000 });
  }

  async find(id: string) {
    return this.live(id)?.payload;
  }

  async findByUid(uid: string) {
    for (const [id, entry] of this.store) if (entry.payload.uid === uid) return this.find(id);
    return undefined;
  }

  async findByUserCode(userCode: string) {
    for (const [id, entry] of this.store)
      if (entry.payload.userCode === userCode) return this.find(id);
    return undefined;
  }

  async consume(id: string) {
    const entry = this.live(id);
    if (entry) entry.payload.consumed = Math.floor(Date.now() / 1000);
  }

  async destroy(id: string) {
    this.store.delete(id);
  }

  async revokeByGrantId(grantId: string) {
    for (const [id, entry] of this.store)
      if (entry.payload.grantId === grantId) this.store.delete(id);
  }
}
