import { Avatar } from 'radix-ui';
import { cn } from './ui/cn';

function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  const letters = parts.length > 1 ? [parts[0], parts[parts.length - 1]] : parts;
  return letters.map((part) => part?.[0]?.toUpperCase() ?? '').join('') || '?';
}

/** The provider's photo when there is one (spec section 2), initials otherwise. */
export function UserAvatar({
  name,
  image,
  className,
}: {
  name: string;
  image: string | null;
  className?: string;
}) {
  return (
    <Avatar.Root
      className={cn(
        'inline-flex size-8 shrink-0 items-center justify-center overflow-hidden rounded-full bg-primary-soft text-xs font-bold text-on-primary-soft',
        className,
      )}
    >
      {image && (
        <Avatar.Image
          src={image}
          alt=""
          // Google's photo host refuses hot-linked requests that carry a referrer.
          referrerPolicy="no-referrer"
          className="size-full object-cover"
        />
      )}
      <Avatar.Fallback delayMs={image ? 400 : 0}>{initials(name)}</Avatar.Fallback>
    </Avatar.Root>
  );
}
