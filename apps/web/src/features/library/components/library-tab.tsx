import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { fr } from '@/locales/fr';
import { frLibrary } from '@/locales/fr-library';
import { ImageSearch } from './image-search';
import { MyLibrary } from './my-library';

const t = frLibrary;
const views = ['mine', 'search'] as const;

/** The Bibliothèque tab (docs/spec/part-2-signed-in-application.md §2.6): my library and the stock-image
 * search. The switch is a pair of toggle buttons rather than a second tab list, so the dashboard keeps a
 * single set of tabs. */
export default function LibraryTab() {
  const [view, setView] = useState<(typeof views)[number]>('mine');
  return (
    <div className="grid gap-4">
      <div className="grid gap-1">
        <h2 className="text-xl font-bold">{fr.dashboard.tabs.bibliotheque.label}</h2>
        <p className="text-muted-foreground">{fr.dashboard.tabs.bibliotheque.text}</p>
      </div>
      <div role="group" className="flex w-full rounded-lg bg-muted p-1 sm:w-auto sm:justify-self-start">
        {views.map((value) => (
          <Button
            key={value}
            size="sm"
            variant={view === value ? 'outline' : 'ghost'}
            aria-pressed={view === value}
            // On a narrow phone the two labels share the width and wrap rather than push the page sideways.
            className="h-auto min-h-8 flex-1 shrink whitespace-normal px-2 sm:flex-none"
            onClick={() => setView(value)}
          >
            {t.views[value]}
          </Button>
        ))}
      </div>
      {view === 'mine' ? <MyLibrary /> : <ImageSearch />}
    </div>
  );
}
