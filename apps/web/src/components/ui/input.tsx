import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils';

export function Input({ className, ...props }: ComponentProps<'input'>) {
  // `focus-within`, not `focus-visible`: a text field matches both, but Chromium's date and time fields keep the
  // focus in their inner segments, where only `focus-within` sees it; they showed no indicator.
  return (
    <input
      className={cn(
        'flex h-11 w-full rounded-lg border border-input bg-card px-3 text-base text-foreground shadow-xs transition-colors placeholder:text-muted-foreground/70 focus-within:border-ring focus-within:outline-none focus-within:ring-3 focus-within:ring-ring/20 disabled:opacity-60 aria-invalid:border-destructive sm:text-sm',
        className,
      )}
      {...props}
    />
  );
}
