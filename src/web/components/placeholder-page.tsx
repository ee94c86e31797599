import { Construction } from 'lucide-react';
import type { ReactNode } from 'react';
import { usePageMeta } from '../lib/page-meta';

export interface PlaceholderPageProps {
  title: string;
  /** What the finished screen will do, in a sentence or two. */
  children: ReactNode;
  extra?: ReactNode;
}

/** Stands in for a signed-in screen until its feature lands; says what it will be. */
export function PlaceholderPage({ title, children, extra }: PlaceholderPageProps) {
  usePageMeta({ title, description: `${title} on PantryPilot.`, noindex: true });
  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-12 sm:px-6 sm:py-16">
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{title}</h1>
      <div className="mt-6 flex gap-3 rounded-2xl border border-dashed border-line bg-surface p-5 text-fg-muted">
        <Construction aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
        <div className="space-y-2">{children}</div>
      </div>
      {extra && <div className="mt-10">{extra}</div>}
    </div>
  );
}
