import type { InstagramOAuth } from '../network.port';
import type { GraphHttp } from '../meta/graph-http';
import { versioned, type MetaEndpoints } from '../meta/meta-config';

const SCOPES = ['instagram_business_basic', 'instagram_business_content_publish'];
const AUTHORIZE_URL = 'https://www.instagram.com/oauth/authorize';

interface ShortTokenResponse {
  access_token?: string;
  user_id?: string | number;
  // Some API versions wrap the answer in a data array.
  data?: { access_token: string; user_id: string | number }[];
}
interface LongTokenResponse {
  access_token: string;
  expires_in: number;
}

/** Instagram API with Instagram Login (Business Login), per docs/design/API-FACTS.md §2(a). */
export function createInstagramOAuth(deps: {
  appId: string;
  appSecret: string;
  endpoints: MetaEndpoints;
  http: GraphHttp;
}): InstagramOAuth {
  const { appId, appSecret, endpoints, http } = deps;
  const graphRoot = endpoints.instagramGraphUrl.replace(/\/$/, '');

  return {
    authUrl({ state, redirectUri }) {
      const params = new URLSearchParams({
        client_id: appId,
        redirect_uri: redirectUri,
        response_type: 'code',
        scope: SCOPES.join(','),
        state,
      });
      return `${AUTHORIZE_URL}?${params.toString()}`;
    },

    async exchangeCode({ code, redirectUri }) {
      const short = await http.post<ShortTokenResponse>(
        `${endpoints.instagramApiUrl.replace(/\/$/, '')}/oauth/access_token`,
        {
          client_id: appId,
          client_secret: appSecret,
          grant_type: 'authorization_code',
          redirect_uri: redirectUri,
          code,
        },
      );
      const shortToken = short.access_token ?? short.data?.[0]?.access_token;
      if (!shortToken) throw new Error("réponse d'Instagram sans jeton");
      const long = await http.get<LongTokenResponse>(`${graphRoot}/access_token`, {
        grant_type: 'ig_exchange_token',
        client_secret: appSecret,
        access_token: shortToken,
      });
      const me = await http.get<{ user_id: string | number; username: string }>(
        versioned(graphRoot, endpoints.version, 'me'),
        { fields: 'user_id,username', access_token: long.access_token },
      );
      return {
        accountId: String(me.user_id),
        username: me.username,
        accessToken: long.access_token,
        expiresInSeconds: long.expires_in,
      };
    },

    async refreshToken(accessToken) {
      const refreshed = await http.get<LongTokenResponse>(`${graphRoot}/refresh_access_token`, {
        grant_type: 'ig_refresh_token',
        access_token: accessToken,
      });
      return { accessToken: refreshed.access_token, expiresInSeconds: refreshed.expires_in };
    },
  };
}
