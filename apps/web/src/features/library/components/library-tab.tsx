import { useState } from 'react';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { fr } from '@/locales/fr';
import { ImageSearch } from './image-search';
import { MyLibrary } from './my-library';

const t = fr.library;

/** The Bibliothèque tab (spec part 2 §2.6): my library and the stock-image search. */
export default function LibraryTab() {
  const [view, setView] = useState<'mine' | 'search'>('mine');
  return (
    <Tabs value={view} onValueChange={(next) => setView(next as 'mine' | 'search')} className="grid gap-4">
      <TabsList className="w-full sm:w-auto sm:justify-self-start">
        <TabsTrigger value="mine" className="flex-1 sm:flex-none">
          {t.views.mine}
        </TabsTrigger>
        <TabsTrigger value="search" className="flex-1 sm:flex-none">
          {t.views.search}
        </TabsTrigger>
      </TabsList>
      <TabsContent value="mine">
        <MyLibrary />
      </TabsContent>
      <TabsContent value="search">
        <ImageSearch />
      </TabsContent>
    </Tabs>
  );
}
