import { Tabs as TabsPrimitive } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from './cn';

export const Tabs = TabsPrimitive.Root;

export function TabsList({ className, ...props }: ComponentProps<typeof TabsPrimitive.List>) {
  return (
    <TabsPrimitive.List
      className={cn(
        // Full width on phones so the tabs share the row; when they still do not fit they wrap
        // onto a second row (in a rounded box) instead of being cut off at the edge (issue 14).
        'flex w-full max-w-full flex-wrap gap-1 rounded-2xl border border-line bg-surface-muted p-1 sm:inline-flex sm:w-auto sm:rounded-full',
        className,
      )}
      {...props}
    />
  );
}

export function TabsTrigger({ className, ...props }: ComponentProps<typeof TabsPrimitive.Trigger>) {
  return (
    <TabsPrimitive.Trigger
      className={cn(
        'min-h-10 shrink-0 grow rounded-full px-2.5 text-sm whitespace-nowrap sm:grow-0 sm:px-4 font-semibold text-fg-muted transition-colors hover:text-fg data-[state=active]:bg-primary data-[state=active]:text-on-primary data-[state=active]:shadow-sm',
        className,
      )}
      {...props}
    />
  );
}

export const TabsContent = TabsPrimitive.Content;
