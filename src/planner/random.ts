/**
 * A small seeded generator (mulberry32), so a plan is the same for the same seed on every
 * machine and every run; Math.random would make plans impossible to reproduce or test.
 */
export interface Random {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [0, n). */
  int(n: number): number;
  /** A generator that draws, from here on, what this one will draw: a search can be replayed. */
  fork(): Random;
}

export function createRandom(seed: number): Random {
  return generatorAt(seed >>> 0 || 0x9e3779b9);
}

function generatorAt(start: number): Random {
  let state = start;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return { next, int: (n) => Math.floor(next() * n), fork: () => generatorAt(state) };
}

/** A stable 32-bit hash of a string (FNV-1a), to derive per-item randomness from a seed. */
export function hashString(text: string, seed = 0): number {
  let h = (0x811c9dc5 ^ seed) >>> 0;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h >>> 0;
}

/** Fisher-Yates shuffle in place with the given generator. */
export function shuffleInPlace<T>(items: T[], random: Random): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = random.int(i + 1);
    const tmp = items[i] as T;
    items[i] = items[j] as T;
    items[j] = tmp;
  }
  return items;
}
