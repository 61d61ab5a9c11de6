import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface LinkedinCall {
  method: string;
  path: string;
  query: Record<string, string>;
  headers: IncomingMessage['headers'];
  body: Buffer;
}

export interface FakeLinkedinPost {
  id: string;
  author: string;
  commentary: string;
  content?: unknown;
  createdAt: number;
}

/** Status and body a test forces on the next matching call (then removed). */
export interface FakeFailure {
  method: string;
  path: string;
  status: number;
  body: unknown;
}

async function readBody(request: IncomingMessage) {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

const reply = (
  response: ServerResponse,
  status: number,
  body?: unknown,
  headers: Record<string, string> = {},
) => {
  response.writeHead(status, { 'content-type': 'application/json', ...headers });
  response.end(body === undefined ? '' : JSON.stringify(body));
};
const refusal = (status: number, message: string) => ({ status, message });

/**
 * A loopback server speaking LinkedIn's wire format: the token endpoint (form), userinfo, organisation ACLs and
 * names, the Images API (initializeUpload + PUT of the bytes) and the Posts API. REST calls without
 * `LinkedIn-Version`, `X-Restli-Protocol-Version: 2.0.0` or a known bearer token are refused as LinkedIn does;
 * every call is recorded, and posts, uploads and tokens are kept so a test sees what the client sent.
 */
export async function startFakeLinkedinServer(options: {
  clientId: string;
  clientSecret: string;
  version: string;
}) {
  const calls: LinkedinCall[] = [];
  const posts: FakeLinkedinPost[] = [];
  const uploads = new Map<string, { bytes: Buffer; mimeType: string }>();
  const failures: FakeFailure[] = [];
  const codes = new Set<string>();
  const tokens = new Set<string>();
  const member = { sub: 'abc123', name: 'Marie Dupont' };
  const organizations = [{ id: '2414183', localizedName: 'Boulangerie Marie' }];
  let sequence = 0;

  const server = createServer((request, response) => {
    void (async () => {
      const url = new URL(request.url ?? '/', 'http://127.0.0.1');
      const body = await readBody(request);
      const call = {
        method: request.method ?? 'GET',
        path: url.pathname,
        query: Object.fromEntries(url.searchParams),
        headers: request.headers,
        body,
      };
      calls.push(call);
      const forced = failures.findIndex((f) => f.method === call.method && f.path === call.path);
      if (forced >= 0) {
        const [failure] = failures.splice(forced, 1);
        return reply(response, failure?.status ?? 500, failure?.body);
      }
      if (call.method === 'POST' && call.path === '/oauth/v2/accessToken') {
        const form = Object.fromEntries(new URLSearchParams(body.toString('utf8')));
        const valid =
          form.grant_type === 'authorization_code' &&
          form.client_id === options.clientId &&
          form.client_secret === options.clientSecret &&
          codes.delete(form.code ?? '') &&
          Boolean(form.redirect_uri);
        if (!valid)
          return reply(response, 400, { error: 'invalid_request', error_description: 'code refusé' });
        const token = `li-token-${(sequence += 1)}`;
        tokens.add(token);
        return reply(response, 200, { access_token: token, expires_in: 5_184_000, scope: 'openid,profile' });
      }
      const bearer = (request.headers.authorization ?? '').replace(/^Bearer /, '');
      if (!tokens.has(bearer)) return reply(response, 401, refusal(401, 'Invalid access token'));
      if (call.method === 'GET' && call.path === '/v2/userinfo') return reply(response, 200, member);
      if (call.method === 'PUT' && call.path.startsWith('/upload/')) {
        const image = decodeURIComponent(call.path.slice('/upload/'.length));
        if (!uploads.has(image)) return reply(response, 404, refusal(404, 'unknown upload'));
        uploads.set(image, { bytes: body, mimeType: request.headers['content-type'] ?? '' });
        return reply(response, 201);
      }
      if (!call.path.startsWith('/rest/')) return reply(response, 404, refusal(404, 'Not found'));
      if (request.headers['linkedin-version'] !== options.version) {
        return reply(response, 426, refusal(426, 'NONEXISTENT_VERSION'));
      }
      if (request.headers['x-restli-protocol-version'] !== '2.0.0') {
        return reply(response, 400, refusal(400, 'X-Restli-Protocol-Version 2.0.0 required'));
      }
      const json = body.length ? (JSON.parse(body.toString('utf8')) as Record<string, unknown>) : {};
      if (call.method === 'GET' && call.path === '/rest/organizationAcls') {
        const ok = call.query.q === 'roleAssignee' && call.query.role === 'ADMINISTRATOR';
        if (!ok) return reply(response, 400, refusal(400, 'bad finder'));
        return reply(response, 200, {
          elements: organizations.map((o) => ({
            organization: `urn:li:organization:${o.id}`,
            role: 'ADMINISTRATOR',
          })),
        });
      }
      const organization = /^\/rest\/organizations\/(\d+)$/.exec(call.path);
      if (call.method === 'GET' && organization) {
        const found = organizations.find((o) => o.id === organization[1]);
        return found ? reply(response, 200, found) : reply(response, 404, refusal(404, 'Not found'));
      }
      if (
        call.method === 'POST' &&
        call.path === '/rest/images' &&
        call.query.action === 'initializeUpload'
      ) {
        const owner = (json.initializeUploadRequest as { owner?: string } | undefined)?.owner;
        if (!owner?.startsWith('urn:li:')) return reply(response, 422, refusal(422, 'owner required'));
        const image = `urn:li:image:C${(sequence += 1)}`;
        uploads.set(image, { bytes: Buffer.alloc(0), mimeType: '' });
        const port = (server.address() as AddressInfo).port;
        return reply(response, 200, {
          value: { uploadUrl: `http://127.0.0.1:${port}/upload/${encodeURIComponent(image)}`, image },
        });
      }
      if (call.method === 'POST' && call.path === '/rest/posts') {
        const missing = ['author', 'commentary', 'visibility', 'distribution', 'lifecycleState'].filter(
          (field) => json[field] === undefined,
        );
        if (missing.length) return reply(response, 422, refusal(422, `missing ${missing.join(', ')}`));
        const mediaId = (json.content as { media?: { id?: string } } | undefined)?.media?.id;
        if (mediaId && !uploads.get(mediaId)?.bytes.length)
          return reply(response, 422, refusal(422, 'image not uploaded'));
        const post = {
          id: `urn:li:share:${(sequence += 1)}`,
          author: String(json.author),
          commentary: String(json.commentary),
          content: json.content,
          createdAt: Date.now(),
        };
        posts.push(post);
        return reply(response, 201, undefined, { 'x-restli-id': post.id });
      }
      if (call.method === 'GET' && call.path === '/rest/posts' && call.query.q === 'author') {
        const elements = posts
          .filter((post) => post.author === call.query.author)
          .reverse()
          .map((post) => ({ id: post.id, commentary: post.commentary, createdAt: post.createdAt }));
        return reply(response, 200, { elements });
      }
      return reply(response, 404, refusal(404, `route inconnue ${call.path}`));
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;
  return {
    url,
    calls,
    posts,
    uploads,
    failures,
    member,
    /** A code the authorisation page would have handed back. */
    issueCode(code = `li-code-${(sequence += 1)}`) {
      codes.add(code);
      return code;
    },
    revokeTokens: () => tokens.clear(),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type FakeLinkedinServer = Awaited<ReturnType<typeof startFakeLinkedinServer>>;
