import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedPost {
  id: string;
  message: string;
  createdAt: Date;
}

/**
 * A slow Facebook Graph API for crash tests: it connects one Page (OAuth as in social-meta.int.test.ts),
 * records each `POST /{page}/feed` the moment it arrives (the network has accepted the post) and answers
 * `answerAfterMs` later, so a process killed in between never learns the outcome. `GET /{page}/feed` lists
 * what it received, as the existence check reads it. Loopback only.
 */
export async function startSlowGraph(answerAfterMs: number) {
  const received: ReceivedPost[] = [];
  const json = (response: ServerResponse, body: unknown, status = 200) => {
    if (response.destroyed) return;
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(body));
  };
  const server = createServer((request, response) => {
    response.on('error', () => undefined); // the caller may be killed while we wait
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const url = new URL(request.url ?? '/', 'http://127.0.0.1');
      const params = { ...Object.fromEntries(url.searchParams) };
      Object.assign(params, Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString('utf8'))));
      const route = `${request.method} ${url.pathname}`;
      if (route === 'GET /v25.0/oauth/access_token')
        return json(response, { access_token: params.code === 'fb-code' ? 'short' : 'long' });
      if (route === 'GET /v25.0/me/accounts')
        return json(response, {
          data: [{ id: 'p1', name: 'Boulangerie Marie', access_token: 'page-token' }],
        });
      if (params.access_token !== 'page-token') return json(response, { error: { code: 190 } }, 401);
      if (route === 'POST /v25.0/p1/feed') {
        const post = {
          id: `p1_${received.length + 1}`,
          message: params.message ?? '',
          createdAt: new Date(),
        };
        received.push(post);
        setTimeout(() => json(response, { id: post.id }), answerAfterMs);
        return;
      }
      if (route === 'GET /v25.0/p1/feed') {
        const since = Number(params.since ?? 0) * 1000;
        const data = received
          .filter((post) => post.createdAt.getTime() >= since)
          .reverse()
          .map((post) => ({
            id: post.id,
            message: post.message,
            created_time: post.createdAt.toISOString(),
          }));
        return json(response, { data });
      }
      json(response, { error: { code: 100, message: `route inconnue ${route}` } }, 400);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
