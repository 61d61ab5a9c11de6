import * as TabsPrimitive from '@radix-ui/react-tabs';
import { useEffect, useRef, type ComponentProps } from 'react';
import { cn } from '@/lib/utils';

export const Tabs = TabsPrimitive.Root;

export function TabsList({ className, ...props }: ComponentProps<typeof TabsPrimitive.List>) {
  return (
    <TabsPrimitive.List
      className={cn(
        'inline-flex items-center gap-1 rounded-lg bg-muted p-1 text-muted-foreground',
        className,
      )}
      {...props}
    />
  );
}

/**
 * A tab bar on one line that scrolls sideways inside itself when the tabs do not fit (a phone), never the page;
 * whenever the selected tab changes (a click, the keyboard, or the app opening another tab) it is brought into
 * view within the bar.
 */
export function ScrollingTabsList({ className, ...props }: ComponentProps<typeof TabsPrimitive.List>) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const list = ref.current;
    if (!list) return;
    const reveal = () => {
      const tab = list.querySelector('[role="tab"][data-state="active"]');
      if (!tab) return;
      const bar = list.getBoundingClientRect();
      const rect = tab.getBoundingClientRect();
      // Only the bar scrolls (scrollIntoView would also move the page).
      if (rect.left < bar.left) list.scrollLeft -= bar.left - rect.left + 16;
      else if (rect.right > bar.right) list.scrollLeft += rect.right - bar.right + 16;
    };
    reveal();
    const observer = new MutationObserver(reveal);
    observer.observe(list, { subtree: true, attributes: true, attributeFilter: ['data-state'] });
    return () => observer.disconnect();
  }, []);
  return (
    <TabsList
      ref={ref}
      className={cn('scrollbar-none flex w-full justify-start overflow-x-auto', className)}
      {...props}
    />
  );
}

export function TabsTrigger({ className, ...props }: ComponentProps<typeof TabsPrimitive.Trigger>) {
  return (
    <TabsPrimitive.Trigger
      className={cn(
        'inline-flex flex-1 items-center justify-center gap-2 whitespace-nowrap rounded-md px-3 py-2 focus-visible:outline-offset-[-2px] text-sm font-medium transition-colors hover:text-foreground data-[state=active]:bg-card data-[state=active]:text-primary data-[state=active]:shadow-sm [&_svg]:size-4',
        className,
      )}
      {...props}
    />
  );
}

export function TabsContent({ className, ...props }: ComponentProps<typeof TabsPrimitive.Content>) {
  return <TabsPrimitive.Content className={cn('mt-4 rounded-lg', className)} {...props} />;
}
