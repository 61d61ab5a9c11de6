import type { ReactNode } from 'react';
import { cn } from '@/lib/utils';

/** A horizontally scrollable table with the dashboard's header style (narrow screens scroll sideways). */
export function AdminTable({
  columns,
  minWidth,
  children,
}: {
  columns: readonly string[];
  minWidth: string;
  children: ReactNode;
}) {
  return (
    <div className="overflow-x-auto">
      <table className={cn('w-full text-left text-sm', minWidth)}>
        <thead className="border-b text-xs uppercase text-muted-foreground">
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
