import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll } from 'vitest';
import type { MetaEndpoints } from './meta-config';

export interface GraphCall {
  method: string;
  path: string;
  params: Record<string, string>;
}

export type GraphReply = { status?: number; body: unknown };
export type GraphRoute = (call: GraphCall) => GraphReply | undefined;

/** A Graph error body as Meta sends it. */
export const graphError = (code: number, status = 400, message = 'erreur simulée'): GraphReply => ({
  status,
  body: { error: { message, type: 'OAuthException', code, fbtrace_id: 'trace' } },
});

async function readBody(request: IncomingMessage) {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * A local server speaking the Graph API's wire format (query or form parameters in, JSON out). Routes
 * check the parameters and tokens they expect; an unmatched call answers a Graph error 100 and is recorded,
 * so a test sees exactly what the client sent.
 */
export async function startFakeGraphServer(routes: GraphRoute[] = []) {
  const calls: GraphCall[] = [];
  const server = createServer((request, response) => {
    void (async () => {
      const url = new URL(request.url ?? '/', 'http://127.0.0.1');
      const params = Object.fromEntries(url.searchParams);
      if (request.method === 'POST')
        Object.assign(params, Object.fromEntries(new URLSearchParams(await readBody(request))));
      const call = { method: request.method ?? 'GET', path: url.pathname, params };
      calls.push(call);
      const reply =
        routes.map((route) => route(call)).find(Boolean) ??
        graphError(100, 400, `route inconnue ${url.pathname}`);
      response.writeHead(reply.status ?? 200, { 'content-type': 'application/json' });
      response.end(JSON.stringify(reply.body));
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    routes,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type FakeGraphServer = Awaited<ReturnType<typeof startFakeGraphServer>>;

/** A route for `method path` answering `body` when `check` accepts the parameters. */
export function route(
  method: string,
  path: string | RegExp,
  check: (params: Record<string, string>) => boolean,
  reply: GraphReply | ((call: GraphCall) => GraphReply),
): GraphRoute {
  return (call) => {
    const pathMatches = typeof path === 'string' ? call.path === path : path.test(call.path);
    if (call.method !== method || !pathMatches || !check(call.params)) return undefined;
    return typeof reply === 'function' ? reply(call) : reply;
  };
}

/** Starts one fake server for a test file, with Meta endpoints pointing at it; routes and calls are
 * cleared after each test. Call at the top level of the test file. */
export function useFakeGraphServer(hosts: { graphVideoPath?: string; instagramApiPath?: string } = {}) {
  const context = {} as { graph: FakeGraphServer; endpoints: MetaEndpoints };
  beforeAll(async () => {
    context.graph = await startFakeGraphServer();
    const { url } = context.graph;
    context.endpoints = {
      version: 'v25.0',
      graphUrl: url,
      graphVideoUrl: url + (hosts.graphVideoPath ?? ''),
      instagramApiUrl: url + (hosts.instagramApiPath ?? ''),
      instagramGraphUrl: url,
    };
  });
  afterAll(() => context.graph.close());
  afterEach(() => {
    context.graph.routes.length = 0;
    context.graph.calls.length = 0;
  });
  return context;
}
