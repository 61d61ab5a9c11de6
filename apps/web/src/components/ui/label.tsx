import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils';

/** A label that, like Radix's, selects no text on a double click (the login route no longer loads Radix for
 * it). A press on the control it may hold is left alone. */
export function Label({ className, onMouseDown, ...props }: ComponentProps<'label'>) {
  return (
    <label
      className={cn('text-sm font-medium text-foreground', className)}
      onMouseDown={(event) => {
        if ((event.target as Element).closest('button, input, select, textarea')) return;
        onMouseDown?.(event);
        if (!event.defaultPrevented && event.detail > 1) event.preventDefault();
      }}
      {...props}
    />
  );
}
