import type { FastifyInstance } from 'fastify';
import type { AuthUrlResponse, ConnectablePlatform } from '@plume/contracts/social';

/** The code the sandbox consent page hands back when the user clicks 'Autoriser'. */
export async function sandboxConsentCode(app: FastifyInstance, authUrl: string): Promise<string> {
  const consent = await app.inject({ method: 'GET', url: authUrl });
  if (consent.statusCode !== 200) throw new Error(`page d'autorisation refusée : ${consent.body}`);
  const allow = /href="([^"]+)">Autoriser</.exec(consent.body)?.[1]?.replaceAll('&#38;', '&');
  const code = allow && new URL(allow).searchParams.get('code');
  if (!code) throw new Error("lien 'Autoriser' introuvable");
  return code;
}

export async function authUrlFor(
  app: FastifyInstance,
  headers: Record<string, string>,
  platform: ConnectablePlatform,
): Promise<AuthUrlResponse> {
  const response = await app.inject({ method: 'GET', url: `/api/social/${platform}/auth-url`, headers });
  return response.json<AuthUrlResponse>();
}

/** Connects the sandbox Facebook Pages through the same calls as the popup flow. */
export async function connectSandboxFacebook(app: FastifyInstance, headers: Record<string, string>) {
  const { auth_url, state } = await authUrlFor(app, headers, 'facebook');
  const code = await sandboxConsentCode(app, auth_url);
  return app.inject({
    method: 'POST',
    url: '/api/social/facebook/callback',
    headers,
    payload: { code, state },
  });
}

/** Connects a network's twin that comes back through the server redirect (Instagram, LinkedIn). */
export async function connectSandboxByRedirect(
  app: FastifyInstance,
  headers: Record<string, string>,
  platform: ConnectablePlatform,
) {
  const { auth_url, state } = await authUrlFor(app, headers, platform);
  const code = await sandboxConsentCode(app, auth_url);
  const query = new URLSearchParams({ code, state });
  return app.inject({ method: 'GET', url: `/api/social/${platform}/callback?${query.toString()}` });
}

/** Connects the sandbox Instagram account through the server redirect. */
export async function connectSandboxInstagram(app: FastifyInstance, headers: Record<string, string>) {
  return connectSandboxByRedirect(app, headers, 'instagram');
}
