import { ChefHat } from 'lucide-react';
import { BRAND_NAME } from '../../shared/brand';
import { cn } from './ui/cn';

/** The brand mark and name; the text stays real text so it scales and reads aloud. */
export function Logo({ className }: { className?: string }) {
  return (
    <span className={cn('inline-flex items-center gap-2', className)}>
      <span className="inline-flex size-9 items-center justify-center rounded-xl bg-primary text-on-primary shadow-sm">
        <ChefHat aria-hidden="true" className="size-5" />
      </span>
      <span className="text-lg font-extrabold tracking-tight">{BRAND_NAME}</span>
    </span>
  );
}
