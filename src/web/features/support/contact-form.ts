/** The contact form's fields and their checks (spec section 5). */

export interface ContactForm {
  name: string;
  email: string;
  message: string;
}
export type ContactField = keyof ContactForm;
export type ContactFieldErrors = Partial<Record<ContactField, string>>;

export const EMPTY_CONTACT_FORM: ContactForm = { name: '', email: '', message: '' };
export const CONTACT_FIELDS: readonly ContactField[] = ['name', 'email', 'message'];

/**
 * zod's own email pattern (z.regexes.email), written out so this public page does not load
 * zod (issue 14: a public page's JavaScript budget); contact-form.test.ts keeps them equal.
 */
export const EMAIL_PATTERN =
  /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

/** Spec section 5: name, email (email format) and message are all required. */
export function validateContactForm(values: ContactForm): ContactFieldErrors {
  const errors: ContactFieldErrors = {};
  if (!values.name.trim()) errors.name = 'Please enter your name';
  const email = values.email.trim();
  if (!email) errors.email = 'Please enter your email address';
  else if (!EMAIL_PATTERN.test(email)) errors.email = 'Please enter a valid email address';
  if (!values.message.trim()) errors.message = 'Please enter a message';
  return errors;
}

export function trimmedContactForm(values: ContactForm): ContactForm {
  return { name: values.name.trim(), email: values.email.trim(), message: values.message.trim() };
}
