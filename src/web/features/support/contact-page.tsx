import { Info, MessageSquareOff } from 'lucide-react';
import { useId, useRef, useState, type FormEvent, type RefObject } from 'react';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button';
import { cn } from '../../components/ui/cn';
import { usePageMeta } from '../../lib/page-meta';
import {
  EMPTY_CONTACT_FORM,
  trimmedContactForm,
  validateContactForm,
  type ContactForm,
  type ContactField,
  type ContactFieldErrors,
  CONTACT_FIELDS,
} from './contact-form';

export function ContactPage() {
  usePageMeta({
    title: 'Contact Us',
    description: 'The PantryPilot contact form, and where to find answers in the meantime.',
  });
  const [values, setValues] = useState<ContactForm>(EMPTY_CONTACT_FORM);
  const [errors, setErrors] = useState<ContactFieldErrors>({});
  const [submittedName, setSubmittedName] = useState<string | null>(null);
  const refs = {
    name: useRef<HTMLInputElement>(null),
    email: useRef<HTMLInputElement>(null),
    message: useRef<HTMLTextAreaElement>(null),
  };
  const confirmationRef = useRef<HTMLDivElement>(null);

  function update(field: ContactField, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    // Once a field has been flagged, re-check it as the person types so the error clears.
    if (errors[field]) setErrors(validateContactForm({ ...values, [field]: value }));
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = validateContactForm(values);
    setErrors(found);
    const firstInvalid = CONTACT_FIELDS.find((field) => found[field]);
    if (firstInvalid) {
      refs[firstInvalid].current?.focus();
      return;
    }
    // Spec section 2: submitting only logs locally and nothing is sent.
    console.info('Contact form (not sent):', trimmedContactForm(values));
    setSubmittedName(values.name.trim());
    setValues(EMPTY_CONTACT_FORM);
    requestAnimationFrame(() => confirmationRef.current?.focus());
  }

  return (
    <div className="mx-auto w-full max-w-2xl px-4 py-12 sm:px-6 sm:py-16">
      <h1 className="text-4xl font-extrabold tracking-tight">Contact Us</h1>
      <p className="mt-3 text-lg text-fg-muted">
        Many questions already have an answer in the{' '}
        <Link to="/help" className="font-medium text-primary underline underline-offset-2">
          Help Center
        </Link>
        .
      </p>

      <p className="mt-6 flex gap-3 rounded-2xl border border-line bg-surface-muted p-4 text-sm">
        <Info aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
        <span>
          This form does not send messages yet. You can fill it in, but nobody will receive what you
          write.
        </span>
      </p>

      {submittedName !== null ? (
        <div
          ref={confirmationRef}
          tabIndex={-1}
          role="status"
          className="mt-8 rounded-3xl border border-line bg-surface p-6 shadow-sm sm:p-8"
        >
          <MessageSquareOff aria-hidden="true" className="size-8 text-primary" />
          <h2 className="mt-4 text-xl font-bold">
            Thanks, {submittedName}. Your message was not sent.
          </h2>
          <p className="mt-2 text-fg-muted">
            The contact form is not connected to anyone yet, so your message stayed in this browser
            and nobody will read it. We won't reply, because we never received it.
          </p>
          <div className="mt-6 flex flex-wrap gap-3">
            <Button variant="secondary" onClick={() => setSubmittedName(null)}>
              Write another message
            </Button>
            <Link
              to="/help"
              className="inline-flex min-h-11 items-center rounded-full px-5 text-sm font-semibold text-primary hover:underline"
            >
              Go to the Help Center
            </Link>
          </div>
        </div>
      ) : (
        <form
          noValidate
          onSubmit={submit}
          aria-label="Contact form"
          className="mt-8 space-y-5 rounded-3xl border border-line bg-surface p-6 shadow-sm sm:p-8"
        >
          <TextField
            label="Name"
            field="name"
            value={values.name}
            error={errors.name}
            onChange={update}
            inputRef={refs.name}
            autoComplete="name"
          />
          <TextField
            label="Email"
            field="email"
            type="email"
            value={values.email}
            error={errors.email}
            onChange={update}
            inputRef={refs.email}
            autoComplete="email"
          />
          <TextField
            label="Message"
            field="message"
            multiline
            value={values.message}
            error={errors.message}
            onChange={update}
            inputRef={refs.message}
          />
          <Button type="submit" size="lg" className="w-full sm:w-auto">
            Submit
          </Button>
        </form>
      )}
    </div>
  );
}

interface TextFieldProps {
  label: string;
  field: ContactField;
  value: string;
  error: string | undefined;
  onChange: (field: ContactField, value: string) => void;
  inputRef: RefObject<HTMLInputElement | null> | RefObject<HTMLTextAreaElement | null>;
  type?: 'text' | 'email';
  multiline?: boolean;
  autoComplete?: string;
}

function TextField({
  label,
  field,
  value,
  error,
  onChange,
  inputRef,
  type = 'text',
  multiline = false,
  autoComplete,
}: TextFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const className = cn(
    'mt-1.5 block w-full rounded-xl border bg-canvas px-4 py-3 text-base text-fg placeholder:text-fg-muted',
    error ? 'border-danger' : 'border-line-strong',
  );
  const shared = {
    id,
    name: field,
    value,
    required: true,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : undefined,
    className,
  } as const;

  return (
    <div>
      <label htmlFor={id} className="font-semibold">
        {label}
        <span aria-hidden="true" className="text-danger">
          {' '}
          *
        </span>
      </label>
      {multiline ? (
        <textarea
          {...shared}
          ref={inputRef as RefObject<HTMLTextAreaElement | null>}
          rows={6}
          onChange={(event) => onChange(field, event.target.value)}
        />
      ) : (
        <input
          {...shared}
          ref={inputRef as RefObject<HTMLInputElement | null>}
          type={type}
          autoComplete={autoComplete}
          onChange={(event) => onChange(field, event.target.value)}
        />
      )}
      {error && (
        <p id={errorId} className="mt-1.5 text-sm font-medium text-danger">
          {error}
        </p>
      )}
    </div>
  );
}
