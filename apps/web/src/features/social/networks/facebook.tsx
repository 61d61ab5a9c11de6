import type { SocialConnections } from '@plume/contracts/social';
import { fr } from '@/locales/fr';
import { FacebookPageSelect } from '@/features/social/components/facebook-page-select';
import type { WebNetwork } from './web-network';

function FacebookPages({ data }: { data: SocialConnections }) {
  return data.facebook && <FacebookPageSelect pages={data.facebook.pages} pageId={data.facebook.page_id} />;
}

/** Facebook: a popup on /auth/facebook/callback; the account is the Page in use, chosen among the owner's. */
export const facebookWeb: WebNetwork<'facebook'> = {
  id: 'facebook',
  connectMode: 'popup',
  accountOf: (data) =>
    data.facebook ? data.facebook.page_name || fr.social.facebookPageFallback : undefined,
  AccountChooser: FacebookPages,
  connectError: fr.social.errors.connectFacebook,
  returned: {
    success: (params) =>
      fr.social.success.facebook(params.get('page_name') || fr.social.facebookPageFallback),
    error: (code) => fr.social.errors.facebook(code),
  },
};
