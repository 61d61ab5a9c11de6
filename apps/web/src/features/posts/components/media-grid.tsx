import { Check } from 'lucide-react';
import { cn } from '@/lib/utils';

export interface MediaChoice {
  key: string;
  src: string;
  name: string;
}

/** The 3-column picking grid of the attach dialog (docs/spec/part-2-signed-in-application.md §2.12-5). */
export function MediaGrid({
  choices,
  label,
  disabled,
  onPick,
  aspectClass = 'aspect-square',
}: {
  choices: MediaChoice[];
  /** Library thumbnails are square; stock pictures keep their landscape shape. */
  aspectClass?: string;
  label: (name: string) => string;
  disabled: boolean;
  onPick: (key: string) => void;
}) {
  return (
    <ul className="grid grid-cols-3 gap-2" data-testid="attach-grid">
      {choices.map((choice) => (
        <li key={choice.key}>
          <button
            type="button"
            disabled={disabled}
            onClick={() => onPick(choice.key)}
            aria-label={label(choice.name)}
            className={cn(
              'group relative block w-full overflow-hidden rounded-lg border bg-muted focus-visible:ring-3 focus-visible:ring-ring/40 disabled:opacity-60',
              aspectClass,
            )}
          >
            <img src={choice.src} alt="" loading="lazy" className="size-full object-cover" />
            <span className="absolute inset-0 hidden place-items-center bg-primary/30 group-hover:grid">
              <Check className="size-8 text-white drop-shadow" aria-hidden="true" />
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}
