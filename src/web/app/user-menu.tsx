import { DropdownMenu } from 'radix-ui';
import { LogOut, Settings } from 'lucide-react';
import { useNavigate } from 'react-router';
import { signOut, type Session } from '../lib/session';
import { USER_MENU_BUTTON_CLASS, UserMenuButtonFace } from './nav-bar';

/** The signed-in person's menu in the navigation bar; loaded on first use (nav-bar.tsx). */
export function UserMenu({
  session,
  defaultOpen,
}: {
  session: NonNullable<Session>;
  defaultOpen?: boolean;
}) {
  const navigate = useNavigate();
  const { user } = session;
  const itemClass =
    'flex min-h-10 items-center gap-2.5 rounded-lg px-2.5 text-sm outline-none select-none data-[highlighted]:bg-surface-muted';

  return (
    <DropdownMenu.Root modal={false} defaultOpen={defaultOpen}>
      <DropdownMenu.Trigger className={USER_MENU_BUTTON_CLASS}>
        <UserMenuButtonFace name={user.name} image={user.image} />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          className="z-50 min-w-56 rounded-xl border border-line bg-surface p-1.5 text-fg shadow-xl"
        >
          <DropdownMenu.Label className="px-2.5 py-2">
            <span className="block truncate text-sm font-semibold">{user.name || 'Welcome'}</span>
            <span className="block truncate text-xs text-fg-muted">{user.email}</span>
          </DropdownMenu.Label>
          <DropdownMenu.Separator className="my-1 h-px bg-line" />
          <DropdownMenu.Item className={itemClass} onSelect={() => void navigate('/settings')}>
            <Settings aria-hidden="true" className="size-4 text-fg-muted" />
            Settings
          </DropdownMenu.Item>
          <DropdownMenu.Item className={itemClass} onSelect={() => void signOut()}>
            <LogOut aria-hidden="true" className="size-4 text-fg-muted" />
            Sign out
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
