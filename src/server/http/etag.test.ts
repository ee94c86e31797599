/** If-None-Match against a weak ETag of the body (issue 33). */
import { describe, expect, it } from 'vitest';
import { etagOf, matches } from './etag';

describe('etag', () => {
  it('tags equal bodies alike and different bodies differently', () => {
    expect(etagOf('{"a":1}')).toBe(etagOf(Buffer.from('{"a":1}')));
    expect(etagOf('{"a":1}')).not.toBe(etagOf('{"a":2}'));
    expect(etagOf('x')).toMatch(/^W\/"[\w-]+"$/);
  });

  it('matches a listed tag, weak or strong, or *; nothing else', () => {
    const tag = etagOf('body');
    expect(matches(tag, tag)).toBe(true);
    expect(matches(tag.slice(2), tag)).toBe(true);
    expect(matches(`W/"other", ${tag}`, tag)).toBe(true);
    expect(matches('*', tag)).toBe(true);
    expect(matches(undefined, tag)).toBe(false);
    expect(matches('W/"other"', tag)).toBe(false);
    expect(matches('', tag)).toBe(false);
  });
});
