import { useState } from 'react';
import { cn } from './ui/cn';

function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  const letters = parts.length > 1 ? [parts[0], parts[parts.length - 1]] : parts;
  return letters.map((part) => part?.[0]?.toUpperCase() ?? '').join('') || '?';
}

/**
 * The provider's photo when there is one (spec section 2), initials otherwise: the initials
 * sit under the photo, so they show while it loads and when it fails. Plain elements, not a
 * library primitive, because the navigation bar is part of every first load (issue 14).
 */
export function UserAvatar({
  name,
  image,
  className,
}: {
  name: string;
  image: string | null;
  className?: string;
}) {
  const [failedImage, setFailedImage] = useState<string | null>(null);
  return (
    <span
      className={cn(
        'relative inline-flex size-8 shrink-0 items-center justify-center overflow-hidden rounded-full bg-primary-soft text-xs font-bold text-on-primary-soft',
        className,
      )}
    >
      {initials(name)}
      {image && failedImage !== image && (
        <img
          src={image}
          alt=""
          // Google's photo host refuses hot-linked requests that carry a referrer.
          referrerPolicy="no-referrer"
          onError={() => setFailedImage(image)}
          className="absolute inset-0 size-full object-cover"
        />
      )}
    </span>
  );
}
