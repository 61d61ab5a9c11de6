import type { FacebookPage } from '@plume/contracts/social';
import { useId } from 'react';
import { Label } from '@/components/ui/label';
import { fr } from '@/locales/fr';
import { useSelectFacebookPage } from '@/features/social/api/select-facebook-page';

/** All the user's Pages are stored; the first is used until the user picks another here. */
export function FacebookPageSelect({ pages, pageId }: { pages: FacebookPage[]; pageId: string }) {
  const id = useId();
  const select = useSelectFacebookPage();
  if (pages.length < 2) return null;
  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={id}>{fr.social.pageLabel}</Label>
      <select
        id={id}
        value={pageId}
        disabled={select.isPending}
        onChange={(event) => select.mutate(event.target.value)}
        className="h-10 w-full min-w-0 rounded-lg border border-input bg-card px-3 text-sm"
      >
        {pages.map((page) => (
          <option key={page.id} value={page.id}>
            {page.name}
          </option>
        ))}
      </select>
    </div>
  );
}
