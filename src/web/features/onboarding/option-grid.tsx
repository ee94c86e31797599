import { Check, type LucideIcon } from 'lucide-react';
import type { ReactNode, Ref } from 'react';
import { cn } from '../../components/ui/cn';

export interface OptionItem<T extends string> {
  id: T;
  label: string;
  icon: LucideIcon;
  /** A short line under the label, e.g. why the option cannot be combined right now. */
  hint?: string | undefined;
}

export interface OptionGridProps<T extends string> {
  /** Names the group for assistive technology (the id of a visible heading). */
  labelledBy: string;
  describedBy?: string;
  options: readonly OptionItem<T>[];
  selected: readonly T[];
  onToggle: (id: T) => void;
  disabled?: boolean;
  className?: string;
}

/**
 * A grid of toggle buttons: each is a real button with aria-pressed, so Tab reaches it, Space
 * or Enter toggles it, and a screen reader says "pressed". The selected look does not rely
 * on colour alone: a check mark and a heavier border come with it.
 */
export function OptionGrid<T extends string>({
  labelledBy,
  describedBy,
  options,
  selected,
  onToggle,
  disabled = false,
  className,
}: OptionGridProps<T>) {
  return (
    <div
      role="group"
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      className={cn('grid grid-cols-2 gap-2.5 sm:grid-cols-3 sm:gap-3', className)}
    >
      {options.map((option) => (
        <OptionButton
          key={option.id}
          option={option}
          pressed={selected.includes(option.id)}
          onToggle={() => onToggle(option.id)}
          disabled={disabled}
        />
      ))}
    </div>
  );
}

function OptionButton<T extends string>({
  option,
  pressed,
  onToggle,
  disabled,
}: {
  option: OptionItem<T>;
  pressed: boolean;
  onToggle: () => void;
  disabled: boolean;
}) {
  const Icon = option.icon;
  return (
    <button
      type="button"
      aria-pressed={pressed}
      disabled={disabled}
      onClick={onToggle}
      className={cn(
        // Narrow cards stack icon over label so long names ("Mediterranean") keep their width;
        // from lg the cards are wide enough for a row.
        'relative flex min-h-14 flex-col items-start gap-2 rounded-2xl border-2 p-3 text-left text-sm font-semibold hyphens-auto transition-colors disabled:cursor-not-allowed disabled:opacity-60 lg:flex-row lg:items-center lg:gap-3 lg:py-2.5',
        pressed
          ? 'border-primary bg-primary-soft text-on-primary-soft'
          : 'border-line bg-surface text-fg hover:border-line-strong hover:bg-surface-muted',
      )}
    >
      <span
        aria-hidden="true"
        className={cn(
          'flex size-9 shrink-0 items-center justify-center rounded-xl transition-colors',
          pressed ? 'bg-primary text-on-primary' : 'bg-surface-muted text-primary',
        )}
      >
        <Icon className="size-5" />
      </span>
      <span className="flex min-w-0 flex-1 flex-col pr-1">
        <span>{option.label}</span>
        {option.hint && <span className="text-xs font-normal text-fg-muted">{option.hint}</span>}
      </span>
      <span
        aria-hidden="true"
        className={cn(
          'absolute top-3 right-3 flex size-5 shrink-0 items-center justify-center rounded-full border-2 transition-colors lg:static',
          pressed ? 'border-primary bg-primary text-on-primary' : 'border-line-strong',
        )}
      >
        {pressed && <Check className="size-3" strokeWidth={3.5} />}
      </span>
    </button>
  );
}

/** A step's section heading and intro, with an optional marker. */
export function StepIntro({
  id,
  title,
  optional = false,
  children,
  headingRef,
}: {
  id: string;
  title: string;
  optional?: boolean;
  children: ReactNode;
  headingRef?: Ref<HTMLHeadingElement>;
}) {
  return (
    <div className="mb-5">
      <h2
        id={id}
        ref={headingRef}
        tabIndex={-1}
        className="flex scroll-mt-24 flex-wrap items-center gap-2 text-2xl font-bold tracking-tight focus:outline-none"
      >
        {title}
        {optional && (
          <span className="rounded-full bg-herb-soft px-2.5 py-0.5 text-xs font-bold tracking-normal text-herb">
            Optional
          </span>
        )}
      </h2>
      <div className="mt-1.5 text-sm text-fg-muted sm:text-base">{children}</div>
    </div>
  );
}
