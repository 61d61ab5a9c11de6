import type { MonthOption } from '@plume/contracts/months';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils';
import { frLibrary } from '@/locales/fr-library';

type MonthSelectProps = Omit<ComponentProps<'select'>, 'children'> & { months: MonthOption[] };

export function MonthSelect({ months, className, ...props }: MonthSelectProps) {
  return (
    <select
      className={cn(
        'h-11 w-full rounded-lg border border-input bg-card px-3 text-base sm:text-sm',
        className,
      )}
      {...props}
    >
      <option value="">{frLibrary.upload.chooseMonth}</option>
      {months.map((option) => (
        <option key={option.key} value={option.key}>
          {option.label} {option.isCurrent ? frLibrary.currentFlag : ''}
        </option>
      ))}
    </select>
  );
}
