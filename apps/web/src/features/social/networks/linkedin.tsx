import type { SocialConnections } from '@plume/contracts/social';
import { fr } from '@/locales/fr';
import { useSelectAccount } from '@/features/social/api/select-account';
import { AccountSelect } from '@/features/social/components/account-select';
import type { WebNetwork } from './web-network';

function LinkedinAccounts({ data }: { data: SocialConnections }) {
  const select = useSelectAccount('linkedin');
  if (!data.linkedin) return null;
  return (
    <AccountSelect
      label={fr.social.accountLabel}
      accounts={data.linkedin.accounts}
      accountId={data.linkedin.account_id}
      pending={select.isPending}
      onSelect={(id) => select.mutate(id)}
    />
  );
}

/** LinkedIn: a redirect answered by the API; the account is the member or a page they administer. */
export const linkedinWeb: WebNetwork<'linkedin'> = {
  id: 'linkedin',
  connectMode: 'redirect',
  accountOf: (data) => data.linkedin?.account_name,
  AccountChooser: LinkedinAccounts,
  connectError: fr.social.errors.connectLinkedin,
  returned: {
    success: (params) => fr.social.success.linkedin(params.get('username') ?? ''),
    error: (code) => fr.social.errors.linkedinCodes[code] ?? fr.social.errors.linkedin(code),
  },
};
