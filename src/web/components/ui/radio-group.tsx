import {
  createContext,
  useContext,
  useEffect,
  useRef,
  type ComponentProps,
  type KeyboardEvent,
} from 'react';

/**
 * A group of buttons that act as radios (the WAI-ARIA radio group pattern): one is checked,
 * only it is in the Tab order (or the first when none is), and the arrow keys move to the
 * next enabled option and check it. Written here rather than taken from Radix because the
 * plan picker is on the public /features page, where Radix RadioGroup and its roving-focus
 * helpers put the first load over the 120 KB gzipped budget (issue 14).
 */
interface RadioGroupState {
  value: string;
  check: (value: string) => void;
}

const RadioGroupContext = createContext<RadioGroupState | null>(null);

type RadioGroupProps = Omit<ComponentProps<'div'>, 'onChange' | 'defaultValue'> & {
  value: string;
  onValueChange: (value: string) => void;
};

const NEXT_KEYS = ['ArrowRight', 'ArrowDown'];
const PREVIOUS_KEYS = ['ArrowLeft', 'ArrowUp'];

function moveAndCheck(event: KeyboardEvent<HTMLDivElement>): void {
  const forward = NEXT_KEYS.includes(event.key);
  if (!forward && !PREVIOUS_KEYS.includes(event.key)) return;
  const radios = Array.from(
    event.currentTarget.querySelectorAll<HTMLButtonElement>('[role="radio"]:not(:disabled)'),
  );
  const from = radios.indexOf(document.activeElement as HTMLButtonElement);
  if (from < 0) return;
  event.preventDefault();
  const next = radios[(from + (forward ? 1 : -1) + radios.length) % radios.length];
  next?.focus();
  next?.click();
}

export function RadioGroup({ value, onValueChange, onKeyDown, ...props }: RadioGroupProps) {
  const groupRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // With nothing checked (or a checked option that is disabled) the first enabled option
    // takes the Tab stop, so the group can still be reached from the keyboard.
    const group = groupRef.current;
    if (!group || group.querySelector('[role="radio"][tabindex="0"]:not(:disabled)')) return;
    group
      .querySelector<HTMLButtonElement>('[role="radio"]:not(:disabled)')
      ?.setAttribute('tabindex', '0');
  });
  return (
    <RadioGroupContext.Provider value={{ value, check: onValueChange }}>
      <div
        ref={groupRef}
        role="radiogroup"
        onKeyDown={(event) => {
          onKeyDown?.(event);
          if (!event.defaultPrevented) moveAndCheck(event);
        }}
        {...props}
      />
    </RadioGroupContext.Provider>
  );
}

type RadioGroupItemProps = Omit<ComponentProps<'button'>, 'value'> & { value: string };

export function RadioGroupItem({ value, onClick, ...props }: RadioGroupItemProps) {
  const group = useContext(RadioGroupContext);
  if (!group) throw new Error('RadioGroupItem must be inside <RadioGroup>');
  const checked = group.value === value;
  return (
    <button
      type="button"
      role="radio"
      aria-checked={checked}
      data-state={checked ? 'checked' : 'unchecked'}
      tabIndex={checked ? 0 : -1}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented && !checked) group.check(value);
      }}
      {...props}
    />
  );
}
