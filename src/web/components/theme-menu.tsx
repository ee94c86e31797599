import { DropdownMenu } from 'radix-ui';
import { THEMES, THEME_LABELS, setTheme, useTheme, type Theme } from '../lib/theme';
import { THEME_BUTTON_CLASS, THEME_ICONS } from './theme-switcher';

function isTheme(value: string): value is Theme {
  return (THEMES as readonly string[]).includes(value);
}

/** Light, Dark or System (spec section 2, Chrome); the choice applies at once. */
export function ThemeMenu({ defaultOpen }: { defaultOpen?: boolean }) {
  const theme = useTheme();
  const Icon = THEME_ICONS[theme];
  const label = `Theme: ${THEME_LABELS[theme]}`;

  return (
    <DropdownMenu.Root modal={false} defaultOpen={defaultOpen}>
      <DropdownMenu.Trigger title={label} aria-label={label} className={THEME_BUTTON_CLASS}>
        <Icon aria-hidden="true" className="size-5" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          className="z-50 min-w-44 rounded-xl border border-line bg-surface p-1.5 text-fg shadow-xl"
        >
          <DropdownMenu.Label className="px-2.5 py-1.5 text-xs font-semibold text-fg-muted">
            Theme
          </DropdownMenu.Label>
          <DropdownMenu.RadioGroup
            value={theme}
            onValueChange={(value) => {
              if (isTheme(value)) setTheme(value);
            }}
          >
            {THEMES.map((option) => {
              const OptionIcon = THEME_ICONS[option];
              return (
                <DropdownMenu.RadioItem
                  key={option}
                  value={option}
                  className="flex min-h-10 items-center gap-2.5 rounded-lg px-2.5 text-sm outline-none select-none data-[highlighted]:bg-surface-muted data-[state=checked]:font-semibold"
                >
                  <OptionIcon aria-hidden="true" className="size-4 text-fg-muted" />
                  <span className="flex-1">{THEME_LABELS[option]}</span>
                  <DropdownMenu.ItemIndicator className="rounded-full bg-primary-soft px-2 py-0.5 text-xs font-semibold text-on-primary-soft">
                    Active
                  </DropdownMenu.ItemIndicator>
                </DropdownMenu.RadioItem>
              );
            })}
          </DropdownMenu.RadioGroup>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
