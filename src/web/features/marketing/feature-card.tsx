import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

export function FeatureCard({
  icon: Icon,
  title,
  children,
  tone = 'primary',
}: {
  icon: LucideIcon;
  title: string;
  children: ReactNode;
  tone?: 'primary' | 'herb';
}) {
  return (
    <article className="rounded-3xl border border-line bg-surface/90 p-6 shadow-sm backdrop-blur-sm">
      <span
        className={
          tone === 'primary'
            ? 'inline-flex size-11 items-center justify-center rounded-2xl bg-primary-soft text-on-primary-soft'
            : 'inline-flex size-11 items-center justify-center rounded-2xl bg-herb-soft text-herb'
        }
      >
        <Icon aria-hidden="true" className="size-5" />
      </span>
      <h3 className="mt-4 text-lg font-bold">{title}</h3>
      <p className="mt-2 text-sm leading-relaxed text-fg-muted">{children}</p>
    </article>
  );
}
