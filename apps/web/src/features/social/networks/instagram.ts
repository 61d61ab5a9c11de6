import { networkDescription } from '@plume/contracts/networks';
import { fr } from '@/locales/fr';
import type { WebNetwork } from './web-network';

const { accountPrefix } = networkDescription('instagram').preview;

/** Instagram: a redirect answered by the API; the account is the username. */
export const instagramWeb: WebNetwork<'instagram'> = {
  id: 'instagram',
  connectMode: 'redirect',
  accountOf: (data) => (data.instagram ? `${accountPrefix}${data.instagram.username}` : undefined),
  connectError: fr.social.errors.connectInstagram,
  returned: {
    success: (params) => fr.social.success.instagram(params.get('username') ?? ''),
    error: (code) => fr.social.errors.instagramCodes[code] ?? fr.social.errors.instagram(code),
  },
};
