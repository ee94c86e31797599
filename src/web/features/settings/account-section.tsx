import { UserRound } from 'lucide-react';
import { useId } from 'react';

/** Account Settings: the name and email from the sign-in provider, read-only (spec section 2). */
export function AccountSection({ name, email }: { name: string; email: string }) {
  const headingId = useId();
  const nameId = useId();
  const emailId = useId();
  const noteId = useId();
  const fieldClass =
    'mt-1.5 min-h-11 w-full rounded-xl border border-line bg-surface-muted px-3.5 text-sm text-fg';
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-3xl border border-line bg-surface p-5 shadow-sm sm:p-7"
    >
      <h2 id={headingId} className="flex items-center gap-2.5 text-xl font-bold">
        <UserRound aria-hidden="true" className="size-6 text-primary" />
        Account Settings
      </h2>
      <p id={noteId} className="mt-1 text-sm text-fg-muted">
        Your name and email come from your Google account and cannot be changed here.
      </p>
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        <div>
          <label htmlFor={nameId} className="text-sm font-semibold">
            Name
          </label>
          <input
            id={nameId}
            value={name}
            readOnly
            aria-describedby={noteId}
            className={fieldClass}
          />
        </div>
        <div>
          <label htmlFor={emailId} className="text-sm font-semibold">
            Email
          </label>
          <input
            id={emailId}
            type="email"
            value={email}
            readOnly
            aria-describedby={noteId}
            className={fieldClass}
          />
        </div>
      </div>
    </section>
  );
}
