import type { ComponentProps } from 'react';
import { cn } from './cn';

type SwitchProps = Omit<ComponentProps<'button'>, 'onChange' | 'value'> & {
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
};

/**
 * An on/off switch (WAI-ARIA switch pattern: a button with role "switch" and aria-checked;
 * Space and Enter toggle it, as any button). Written here rather than taken from Radix: the
 * plan page's in-store switch was the one piece of Radix its first load needed, and it
 * brought the dialog library's shared parts with it (issue 14). Same props as the Radix part.
 */
export function Switch({ checked, onCheckedChange, className, onClick, ...props }: SwitchProps) {
  const state = checked ? 'checked' : 'unchecked';
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      data-state={state}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) onCheckedChange(!checked);
      }}
      className={cn(
        'relative inline-flex h-7 w-12 shrink-0 items-center rounded-full border-2 border-transparent bg-line-strong transition-colors data-[state=checked]:bg-primary disabled:cursor-not-allowed disabled:opacity-70',
        className,
      )}
      {...props}
    >
      <span
        data-state={state}
        className="pointer-events-none block size-6 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-5 dark:bg-stone-100"
      />
    </button>
  );
}
