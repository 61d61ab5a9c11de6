import type { FacebookPage } from '@plume/contracts/social';
import { fr } from '@/locales/fr';
import { useSelectFacebookPage } from '@/features/social/api/select-facebook-page';
import { AccountSelect } from '@/features/social/components/account-select';

/** All the user's Pages are stored; the first is used until the user picks another here. */
export function FacebookPageSelect({ pages, pageId }: { pages: FacebookPage[]; pageId: string }) {
  const select = useSelectFacebookPage();
  return (
    <AccountSelect
      label={fr.social.pageLabel}
      accounts={pages}
      accountId={pageId}
      pending={select.isPending}
      onSelect={(id) => select.mutate(id)}
    />
  );
}
