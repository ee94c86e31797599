/** Which address a request counts against: X-Forwarded-For only from a trusted proxy. */
import { describe, expect, it } from 'vitest';
import { FixedWindowLimiter, resolveClientAddress } from './rate-limit';

describe('client address', () => {
  it('ignores X-Forwarded-For from a connection that is not a trusted proxy', () => {
    expect(resolveClientAddress('203.0.113.7', '1.2.3.4', [])).toBe('203.0.113.7');
    expect(resolveClientAddress('203.0.113.7', '1.2.3.4', ['10.0.0.2'])).toBe('203.0.113.7');
  });

  it('takes the nearest untrusted hop behind a trusted proxy', () => {
    expect(resolveClientAddress('::ffff:10.0.0.2', '1.2.3.4', ['10.0.0.2'])).toBe('1.2.3.4');
    // A client cannot pick its address by sending its own X-Forwarded-For through the proxy.
    expect(resolveClientAddress('10.0.0.2', '9.9.9.9, 1.2.3.4', ['10.0.0.2'])).toBe('1.2.3.4');
    expect(resolveClientAddress('10.0.0.2', '1.2.3.4, 10.0.0.3', ['10.0.0.2', '10.0.0.3'])).toBe(
      '1.2.3.4',
    );
  });
});

describe('fixed window', () => {
  it('allows perMinute hits per key in a minute, then says how long to wait', () => {
    const limiter = new FixedWindowLimiter(2);
    expect(limiter.hit('a', 0)).toBeNull();
    expect(limiter.hit('a', 1000)).toBeNull();
    expect(limiter.hit('a', 2000)).toBe(58);
    expect(limiter.hit('b', 2000)).toBeNull();
    expect(limiter.hit('a', 60_000)).toBeNull();
  });
});
