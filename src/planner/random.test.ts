import { describe, expect, it } from 'vitest';
import { createRandom } from './random';

describe('Random.fork', () => {
  it('draws what the generator it came from draws next, on its own', () => {
    const random = createRandom(42);
    random.next();
    const fork = random.fork();
    const ahead = [random.next(), random.int(100), random.next()];
    expect([fork.next(), fork.int(100), fork.next()]).toEqual(ahead);
    // Drawing from one leaves the other where it was.
    fork.next();
    expect(random.fork().next()).not.toBe(fork.next());
  });
});
