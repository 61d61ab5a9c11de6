import type { NetworkOAuth } from '../network.port';
import type { LinkedinEndpoints, LinkedinHttp } from './linkedin-http';

const MEMBER_SCOPES = ['openid', 'profile', 'w_member_social'];
/** Community Management: the pages the member administers, and posting as them. */
const ORGANIZATION_SCOPES = ['r_organization_admin', 'w_organization_social'];

interface TokenResponse {
  access_token: string;
  expires_in: number;
}
interface UserInfo {
  sub: string;
  name?: string;
  given_name?: string;
  family_name?: string;
}
interface AclsResponse {
  elements: { organization: string }[];
}
interface Organization {
  localizedName?: string;
}

/** OAuth 2.0 authorisation code flow (docs/design/API-FACTS.md §3): 60-day token, no refresh for ordinary
 * apps. */
export function createLinkedinOAuth(deps: {
  clientId: string;
  clientSecret: string;
  organizations: boolean;
  endpoints: LinkedinEndpoints;
  http: LinkedinHttp;
}): NetworkOAuth {
  const scopes = deps.organizations ? [...MEMBER_SCOPES, ...ORGANIZATION_SCOPES] : MEMBER_SCOPES;

  async function organizationsOf(token: string) {
    const query = '?q=roleAssignee&role=ADMINISTRATOR&state=APPROVED';
    const acls = await deps.http.rest<AclsResponse>(token, 'GET', `/rest/organizationAcls${query}`);
    const ids = [...new Set(acls.body.elements.map((acl) => acl.organization))];
    return Promise.all(
      ids.map(async (urn) => {
        const id = urn.split(':').at(-1) ?? urn;
        const organization = await deps.http.rest<Organization>(token, 'GET', `/rest/organizations/${id}`);
        return { id: urn, name: organization.body.localizedName ?? urn, accessToken: token };
      }),
    );
  }

  return {
    authUrl({ state, redirectUri }) {
      const params = new URLSearchParams({
        response_type: 'code',
        client_id: deps.clientId,
        redirect_uri: redirectUri,
        state,
        scope: scopes.join(' '),
      });
      return `${deps.endpoints.authUrl.replace(/\/$/, '')}/oauth/v2/authorization?${params.toString()}`;
    },

    /** code → token → the member (`urn:li:person:{sub}`), then the pages they administer when allowed. */
    async exchangeCode({ code, redirectUri }) {
      const { body: token } = await deps.http.token<TokenResponse>({
        grant_type: 'authorization_code',
        code,
        redirect_uri: redirectUri,
        client_id: deps.clientId,
        client_secret: deps.clientSecret,
      });
      const { body: member } = await deps.http.userinfo<UserInfo>(token.access_token);
      const name =
        member.name ??
        ([member.given_name, member.family_name].filter(Boolean).join(' ') || 'Profil LinkedIn');
      const accounts = [{ id: `urn:li:person:${member.sub}`, name, accessToken: token.access_token }];
      if (deps.organizations) accounts.push(...(await organizationsOf(token.access_token)));
      return { accounts, expiresInSeconds: token.expires_in };
    },
  };
}
