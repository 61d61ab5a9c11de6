import type { FacebookOAuth } from '../network.port';
import type { GraphHttp } from '../meta/graph-http';
import { versioned, type MetaEndpoints } from '../meta/meta-config';

const SCOPES = ['pages_show_list', 'pages_manage_posts', 'pages_read_engagement', 'publish_video'];
const DIALOG_BASE = 'https://www.facebook.com';

interface TokenResponse {
  access_token: string;
}
interface AccountsResponse {
  data: { id: string; name: string; access_token: string }[];
}

/** Facebook Login (manual flow) for Pages, per docs/design/API-FACTS.md §1. */
export function createFacebookOAuth(deps: {
  appId: string;
  appSecret: string;
  endpoints: MetaEndpoints;
  http: GraphHttp;
}): FacebookOAuth {
  const { appId, appSecret, endpoints, http } = deps;
  const graph = (path: string) => versioned(endpoints.graphUrl, endpoints.version, path);

  return {
    authUrl({ state, redirectUri }) {
      const params = new URLSearchParams({
        client_id: appId,
        redirect_uri: redirectUri,
        state,
        scope: SCOPES.join(','),
        response_type: 'code',
      });
      return `${versioned(DIALOG_BASE, endpoints.version, 'dialog/oauth')}?${params.toString()}`;
    },

    async exchangeCode({ code, redirectUri }) {
      const short = await http.get<TokenResponse>(graph('oauth/access_token'), {
        client_id: appId,
        redirect_uri: redirectUri,
        client_secret: appSecret,
        code,
      });
      // A Page token obtained from a long-lived user token does not expire.
      const long = await http.get<TokenResponse>(graph('oauth/access_token'), {
        grant_type: 'fb_exchange_token',
        client_id: appId,
        client_secret: appSecret,
        fb_exchange_token: short.access_token,
      });
      const accounts = await http.get<AccountsResponse>(graph('me/accounts'), {
        fields: 'id,name,access_token',
        limit: '100',
        access_token: long.access_token,
      });
      return accounts.data.map((page) => ({ id: page.id, name: page.name, accessToken: page.access_token }));
    },
  };
}
