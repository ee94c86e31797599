import { Tabs as TabsPrimitive } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from './cn';

export const Tabs = TabsPrimitive.Root;

export function TabsList({ className, ...props }: ComponentProps<typeof TabsPrimitive.List>) {
  return (
    <TabsPrimitive.List
      className={cn(
        // Full width on phones so the tabs share the row instead of wrapping onto a second line.
        'flex w-full max-w-full gap-1 overflow-x-auto rounded-full border border-line bg-surface-muted p-1 sm:inline-flex sm:w-auto',
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
        'min-h-10 shrink-0 grow rounded-full px-3 text-sm whitespace-nowrap sm:grow-0 sm:px-4 font-semibold text-fg-muted transition-colors hover:text-fg data-[state=active]:bg-primary data-[state=active]:text-on-primary data-[state=active]:shadow-sm',
        className,
      )}
      {...props}
    />
  );
}

export const TabsContent = TabsPrimitive.Content;
