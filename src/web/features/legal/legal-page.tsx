import type { ReactNode } from 'react';

/** When the legal texts last changed; update with every edit of their substance. */
export const LEGAL_UPDATED = 'November 22, 2026';

/** Shared frame and prose styling for the Terms, Privacy and Cookie pages. */
export function LegalPage({
  title,
  intro,
  children,
}: {
  title: string;
  intro: ReactNode;
  children: ReactNode;
}) {
  return (
    <article className="mx-auto w-full max-w-3xl px-4 py-12 sm:px-6 sm:py-16">
      <header>
        <h1 className="text-4xl font-extrabold tracking-tight">{title}</h1>
        <p className="mt-2 text-sm text-fg-muted">Last updated: {LEGAL_UPDATED}</p>
        <p className="mt-5 text-lg leading-relaxed text-fg-muted">{intro}</p>
      </header>
      <div className="mt-10 space-y-4 leading-relaxed [&_a]:font-medium [&_a]:text-primary [&_a]:underline [&_a]:underline-offset-2 [&_h2]:mt-10 [&_h2]:text-2xl [&_h2]:font-bold [&_h2]:tracking-tight [&_li]:pl-1 [&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:pl-6">
        {children}
      </div>
    </article>
  );
}
