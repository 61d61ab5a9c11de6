import type { ComponentProps, ReactNode } from 'react';
import { cn } from '@/lib/utils';

/**
 * The dashboard's tables: a table with its header row from 640 px, and on a phone one card per row, each value
 * under its column's name (AdminCell), so nothing has to be scrolled sideways.
 */
export function AdminTable({
  columns,
  minWidth,
  children,
}: {
  columns: readonly string[];
  /** The table's minimum width from 640 px, as a class (`sm:min-w-[…]`): the box scrolls sideways until then. */
  minWidth: string;
  children: ReactNode;
}) {
  return (
    <div className="sm:overflow-x-auto">
      <table
        className={cn(
          'w-full text-left text-sm max-sm:block max-sm:[&>tbody]:grid max-sm:[&>tbody]:gap-3',
          minWidth,
        )}
      >
        <thead className="border-b text-xs uppercase text-muted-foreground max-sm:sr-only">
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col" className="px-2 py-2 font-semibold">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}

/** A table row; a card on a phone. */
export function AdminRow({ className, ...props }: ComponentProps<'tr'>) {
  return (
    <tr
      className={cn(
        'border-b last:border-0 max-sm:grid max-sm:gap-1 max-sm:rounded-lg max-sm:border max-sm:p-3 max-sm:last:border',
        className,
      )}
      {...props}
    />
  );
}

/** A cell; on a phone a line of the card, with its column's name before the value. */
export function AdminCell({ label, className, ...props }: ComponentProps<'td'> & { label: string }) {
  return (
    <td
      data-label={label}
      className={cn(
        'px-2 py-3 max-sm:flex max-sm:flex-wrap max-sm:items-center max-sm:justify-between max-sm:gap-x-3 max-sm:p-0 max-sm:before:text-xs max-sm:before:font-semibold max-sm:before:uppercase max-sm:before:text-muted-foreground max-sm:before:content-[attr(data-label)]',
        className,
      )}
      {...props}
    />
  );
}
