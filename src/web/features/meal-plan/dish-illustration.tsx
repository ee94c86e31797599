/**
 * A drawing of the dish type for a recipe without a matching photo (issue 13): line art on a
 * tinted panel, drawn for PantryPilot, labelled "Illustration" so nobody takes it for a photo
 * of the dish. Colours come from the theme tokens, so it reads in light and dark theme.
 */
import type { ReactNode } from 'react';
import { cn } from '../../components/ui/cn';

const bowl = <path d="M22 44h76c0 18-17 28-38 28S22 62 22 44z" className="fill-surface" />;
const steam = <path d="M48 34c-4-5 4-8 0-14M60 32c-4-5 4-8 0-14M72 34c-4-5 4-8 0-14" fill="none" />;

/** Each dish type's drawing, in a 120 x 90 box. */
const DRAWINGS: Record<string, ReactNode> = {
  oatmeal: (
    <>
      {bowl}
      <path d="M26 44c10-6 58-6 68 0" className="fill-primary-soft" />
      <circle cx="50" cy="42" r="3" className="fill-blob-3" />
      <circle cx="64" cy="41" r="3" className="fill-blob-3" />
      <path d="M80 44l16-26" />
      {steam}
    </>
  ),
  eggs: (
    <>
      <ellipse cx="56" cy="52" rx="34" ry="22" className="fill-surface" />
      <path d="M90 52h22" />
      <path
        d="M40 50c0-10 12-16 22-12s18 4 16 14-16 12-24 10-14-4-14-12z"
        className="fill-canvas"
      />
      <circle cx="58" cy="50" r="7" className="fill-blob-1" />
    </>
  ),
  pancakes: (
    <>
      <ellipse cx="60" cy="70" rx="42" ry="8" className="fill-surface" />
      <rect x="26" y="52" width="68" height="10" rx="5" className="fill-blob-1" />
      <rect x="28" y="42" width="64" height="10" rx="5" className="fill-blob-1" />
      <rect x="30" y="32" width="60" height="10" rx="5" className="fill-blob-1" />
      <rect x="52" y="24" width="14" height="8" rx="2" className="fill-primary-soft" />
      <path d="M38 36v12M80 36v8" />
    </>
  ),
  smoothies: (
    <>
      <path d="M42 22h36l-6 56H48z" className="fill-blob-3" />
      <path d="M44 34h32" />
      <path d="M64 22l10-16h10" fill="none" />
    </>
  ),
  toast: (
    <>
      <path
        d="M30 76V38c-8 0-10-16 4-18 8-6 44-6 52 0 14 2 12 18 4 18v38z"
        className="fill-blob-1"
      />
      <path d="M38 40h44v28H38z" className="fill-herb-soft" />
      <circle cx="52" cy="54" r="4" className="fill-blob-2" />
      <circle cx="68" cy="52" r="4" className="fill-blob-2" />
    </>
  ),
  yogurt: (
    <>
      <path d="M34 30h52l-6 46H40z" className="fill-surface" />
      <path d="M36 40h48" />
      <circle cx="50" cy="26" r="5" className="fill-blob-3" />
      <circle cx="62" cy="24" r="5" className="fill-primary-soft" />
      <circle cx="72" cy="27" r="4" className="fill-blob-3" />
    </>
  ),
  cereal: (
    <>
      {bowl}
      <circle cx="42" cy="42" r="4" className="fill-blob-1" />
      <circle cx="54" cy="40" r="4" className="fill-blob-1" />
      <circle cx="66" cy="41" r="4" className="fill-blob-1" />
      <circle cx="78" cy="42" r="4" className="fill-blob-1" />
      <path d="M84 40l16-24" />
    </>
  ),
  sandwich: (
    <>
      <path d="M20 70l30-44 30 44z" className="fill-blob-1" />
      <path d="M26 64l24-34 24 34" className="fill-herb-soft" />
      <path d="M60 70l30-44 30 44z" className="fill-blob-1" />
      <path d="M66 64l24-34 24 34" className="fill-blob-3" />
    </>
  ),
  salad: (
    <>
      {bowl}
      <path d="M34 44c0-10 10-14 16-8 2-10 16-12 20-2 8-6 18 0 16 10" className="fill-herb-soft" />
      <circle cx="50" cy="40" r="4" className="fill-blob-3" />
      <circle cx="72" cy="40" r="4" className="fill-blob-3" />
    </>
  ),
  soup: (
    <>
      {bowl}
      <path d="M26 44c10-4 58-4 68 0" className="fill-blob-1" />
      <path d="M86 40l14-22h8" fill="none" />
      {steam}
    </>
  ),
  wrap: (
    <>
      <path d="M22 60l56-30 14 26-56 30z" className="fill-blob-1" />
      <ellipse
        cx="85"
        cy="43"
        rx="8"
        ry="15"
        transform="rotate(-28 85 43)"
        className="fill-herb-soft"
      />
      <circle cx="85" cy="43" r="4" className="fill-blob-3" />
    </>
  ),
  bowl: (
    <>
      {bowl}
      <path d="M28 44c6-8 20-10 32-4 12-6 26-4 32 4" className="fill-canvas" />
      <circle cx="46" cy="40" r="5" className="fill-herb-soft" />
      <circle cx="74" cy="40" r="5" className="fill-blob-3" />
      <path d="M70 30l30-22M76 32l30-20" />
    </>
  ),
  pasta: (
    <>
      <ellipse cx="60" cy="56" rx="44" ry="18" className="fill-surface" />
      <path d="M40 54c0-8 40-8 40 0s-32 8-32 0 24-6 24 0-16 4-16 0" className="fill-blob-1" />
      <circle cx="60" cy="50" r="4" className="fill-blob-3" />
      <path d="M100 30v26M96 30v8M104 30v8" />
    </>
  ),
  steak: (
    <>
      <path d="M26 50c0-18 30-26 50-18s24 30 4 36-54 4-54-18z" className="fill-blob-3" />
      <path d="M40 44l30 14M46 36l30 14" />
      <circle cx="82" cy="48" r="5" className="fill-canvas" />
    </>
  ),
  chicken: (
    <>
      <path d="M30 40c6-16 34-16 40 0s-4 26-18 26-28-10-22-26z" className="fill-blob-1" />
      <path d="M64 58l22 14" />
      <circle cx="90" cy="72" r="5" className="fill-canvas" />
      <circle cx="86" cy="78" r="5" className="fill-canvas" />
    </>
  ),
  fish: (
    <>
      <path d="M20 48c16-20 50-20 66 0-16 20-50 20-66 0z" className="fill-blob-2" />
      <path d="M86 48l18-14v28z" className="fill-blob-2" />
      <circle cx="34" cy="45" r="2.5" />
      <path d="M50 36c4 8 4 16 0 24" fill="none" />
    </>
  ),
  stirfry: (
    <>
      <path d="M18 44h72c0 16-16 26-36 26S18 60 18 44z" className="fill-surface" />
      <path d="M90 46h24" />
      <circle cx="40" cy="40" r="5" className="fill-herb-soft" />
      <circle cx="56" cy="38" r="5" className="fill-blob-3" />
      <circle cx="70" cy="40" r="5" className="fill-blob-1" />
      <path d="M36 82c2-6 8-6 6-12M54 84c2-6 8-6 6-12" fill="none" />
    </>
  ),
  pizza: (
    <>
      <path d="M24 30c22-10 50-10 72 0L60 82z" className="fill-blob-1" />
      <path d="M24 30c22-10 50-10 72 0" strokeWidth="6" />
      <circle cx="48" cy="38" r="5" className="fill-blob-3" />
      <circle cx="70" cy="40" r="5" className="fill-blob-3" />
      <circle cx="60" cy="56" r="5" className="fill-blob-3" />
    </>
  ),
  burger: (
    <>
      <path d="M28 42c0-16 64-16 64 0z" className="fill-blob-1" />
      <path d="M26 46c10 4 58 4 68 0" className="fill-herb-soft" strokeWidth="4" />
      <rect x="28" y="48" width="64" height="10" rx="5" className="fill-blob-3" />
      <path d="M28 62h64c0 8-10 12-32 12s-32-4-32-12z" className="fill-blob-1" />
    </>
  ),
  tacos: (
    <>
      <path d="M22 70c0-26 18-42 38-42s38 16 38 42z" className="fill-blob-1" />
      <path d="M30 56c6-10 14-12 20-8 6-8 16-8 22 0 6-4 14-2 18 8" className="fill-herb-soft" />
      <circle cx="50" cy="52" r="4" className="fill-blob-3" />
      <circle cx="70" cy="52" r="4" className="fill-blob-3" />
    </>
  ),
};

const DISH_NAMES: Record<string, string> = {
  stirfry: 'stir-fry',
  smoothies: 'smoothie',
  // The porridge slot's id is "oatmeal"; congee and upma are porridge, not oatmeal (issue 27).
  oatmeal: 'porridge',
};

export function hasDishIllustration(dishType: string | undefined): boolean {
  return dishType !== undefined && dishType in DRAWINGS;
}

export function DishIllustration({
  dishType,
  className,
}: {
  dishType: string | undefined;
  className?: string;
}) {
  const drawing = (dishType && DRAWINGS[dishType]) ?? DRAWINGS.bowl;
  const name = dishType ? (DISH_NAMES[dishType] ?? dishType) : 'dish';
  return (
    <figure
      className={cn(
        'relative m-0 flex items-center justify-center bg-primary-soft text-on-primary-soft',
        className,
      )}
    >
      <svg
        viewBox="0 0 120 90"
        role="img"
        aria-label={`Illustration of a ${name}`}
        className="h-32 w-40 max-w-full"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.5"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        {drawing}
      </svg>
      <figcaption className="absolute right-2 bottom-1.5 text-[11px] font-semibold tracking-wide uppercase">
        Illustration
      </figcaption>
    </figure>
  );
}
