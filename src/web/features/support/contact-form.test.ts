import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { EMAIL_PATTERN, validateContactForm } from './contact-form';

describe('contact form checks', () => {
  it("uses zod's own email pattern", () => {
    // zod escapes the '-' at the end of a character class; the meaning is the same.
    expect(EMAIL_PATTERN.source).toBe(z.regexes.email.source.replaceAll('\\-', '-'));
  });
  it('asks for each missing field with its own message', () => {
    expect(validateContactForm({ name: ' ', email: '', message: '\n' })).toEqual({
      name: 'Please enter your name',
      email: 'Please enter your email address',
      message: 'Please enter a message',
    });
  });
  it('refuses an address that is not an email, and accepts one that is', () => {
    const form = { name: 'Ada', message: 'Hello' };
    expect(validateContactForm({ ...form, email: 'not-an-email' }).email).toBe(
      'Please enter a valid email address',
    );
    expect(validateContactForm({ ...form, email: ' ada@example.com ' })).toEqual({});
  });
});
