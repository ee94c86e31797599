import {
  Beef,
  Candy,
  Carrot,
  Cookie,
  Croissant,
  CupSoda,
  Droplet,
  Fish,
  Flame,
  Globe,
  Milk,
  Nut,
  ShoppingBasket,
  Snowflake,
  Soup,
  Wheat,
  type LucideIcon,
} from 'lucide-react';
import { cn } from '../../components/ui/cn';

/** The store catalogue's categories (data/foods.json), each with a picture and a tint. */
const CATEGORY_ART: Record<string, { icon: LucideIcon; tint: string }> = {
  produce: { icon: Carrot, tint: 'bg-lime-100 text-lime-800 dark:bg-lime-950 dark:text-lime-200' },
  spices: {
    icon: Flame,
    tint: 'bg-orange-100 text-orange-800 dark:bg-orange-950 dark:text-orange-200',
  },
  'canned-jarred': {
    icon: Soup,
    tint: 'bg-red-100 text-red-800 dark:bg-red-950 dark:text-red-200',
  },
  'dairy-eggs': { icon: Milk, tint: 'bg-sky-100 text-sky-800 dark:bg-sky-950 dark:text-sky-200' },
  'grains-pasta': {
    icon: Wheat,
    tint: 'bg-amber-100 text-amber-800 dark:bg-amber-950 dark:text-amber-200',
  },
  baking: { icon: Candy, tint: 'bg-pink-100 text-pink-800 dark:bg-pink-950 dark:text-pink-200' },
  meat: { icon: Beef, tint: 'bg-rose-100 text-rose-800 dark:bg-rose-950 dark:text-rose-200' },
  international: {
    icon: Globe,
    tint: 'bg-teal-100 text-teal-800 dark:bg-teal-950 dark:text-teal-200',
  },
  bakery: {
    icon: Croissant,
    tint: 'bg-yellow-100 text-yellow-800 dark:bg-yellow-950 dark:text-yellow-200',
  },
  frozen: {
    icon: Snowflake,
    tint: 'bg-cyan-100 text-cyan-800 dark:bg-cyan-950 dark:text-cyan-200',
  },
  'nuts-seeds': {
    icon: Nut,
    tint: 'bg-stone-200 text-stone-800 dark:bg-stone-800 dark:text-stone-200',
  },
  seafood: { icon: Fish, tint: 'bg-blue-100 text-blue-800 dark:bg-blue-950 dark:text-blue-200' },
  condiments: {
    icon: Droplet,
    tint: 'bg-emerald-100 text-emerald-800 dark:bg-emerald-950 dark:text-emerald-200',
  },
  'oils-vinegars': {
    icon: Droplet,
    tint: 'bg-yellow-100 text-yellow-800 dark:bg-yellow-950 dark:text-yellow-200',
  },
  beverages: {
    icon: CupSoda,
    tint: 'bg-violet-100 text-violet-800 dark:bg-violet-950 dark:text-violet-200',
  },
  snacks: {
    icon: Cookie,
    tint: 'bg-orange-100 text-orange-800 dark:bg-orange-950 dark:text-orange-200',
  },
};
const FALLBACK = {
  icon: ShoppingBasket,
  tint: 'bg-surface-muted text-fg-muted',
};

/** A product's picture: the store's image when there is one, otherwise its category drawn. */
export function ItemPicture({
  imageUrl,
  category,
  className,
}: {
  imageUrl: string | null;
  category: string | undefined;
  className?: string;
}) {
  if (imageUrl) {
    return (
      <img
        src={imageUrl}
        alt=""
        loading="lazy"
        className={cn(
          'size-12 shrink-0 rounded-xl border border-line bg-white object-contain',
          className,
        )}
      />
    );
  }
  const art = (category && CATEGORY_ART[category]) || FALLBACK;
  const Icon = art.icon;
  return (
    <span
      aria-hidden="true"
      data-category={category ?? 'other'}
      className={cn(
        'inline-flex size-12 shrink-0 items-center justify-center rounded-xl',
        art.tint,
        className,
      )}
    >
      <Icon className="size-6" />
    </span>
  );
}
