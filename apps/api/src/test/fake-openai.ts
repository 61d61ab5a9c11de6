import http from 'node:http';
import type { AddressInfo } from 'node:net';

export type FakeReply =
  | { content: string }
  | { status: number; body?: unknown; headers?: Record<string, string> }
  | { delayMs: number; content: string };

/** An OpenAI-compatible /v1/chat/completions endpoint on 127.0.0.1 that answers a scripted list of replies
 * (the last one repeats), records the request bodies and the most requests it had in flight at once. */
export async function serveFakeOpenAi(replies: FakeReply[]) {
  const requests: {
    model: string;
    messages: { role: string; content: string }[];
    response_format?: unknown;
  }[] = [];
  let index = 0;
  const load = { inFlight: 0, maxInFlight: 0 };
  const server = http.createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    request.on('end', () => {
      if (request.url !== '/v1/chat/completions') {
        response.writeHead(404).end();
        return;
      }
      requests.push(JSON.parse(raw));
      load.inFlight += 1;
      load.maxInFlight = Math.max(load.maxInFlight, load.inFlight);
      response.on('close', () => (load.inFlight -= 1));
      const reply = replies[Math.min(index, replies.length - 1)];
      index += 1;
      if (!reply) return void response.writeHead(500).end();
      if ('status' in reply) {
        response
          .writeHead(reply.status, { 'content-type': 'application/json', ...reply.headers })
          .end(JSON.stringify(reply.body ?? { error: { message: 'erreur simulée', type: 'server_error' } }));
        return;
      }
      const send = () =>
        response.writeHead(200, { 'content-type': 'application/json' }).end(
          JSON.stringify({
            id: `chatcmpl-${index}`,
            object: 'chat.completion',
            created: Math.floor(Date.now() / 1000),
            model: 'fake-model',
            choices: [
              {
                index: 0,
                finish_reason: 'stop',
                message: { role: 'assistant', content: reply.content, refusal: null },
              },
            ],
            usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
          }),
        );
      if ('delayMs' in reply) {
        const timer = setTimeout(send, reply.delayMs);
        response.on('close', () => clearTimeout(timer));
      } else send();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseURL: `http://127.0.0.1:${port}/v1`,
    requests,
    /** Highest number of requests answered concurrently so far. */
    get maxInFlight() {
      return load.maxInFlight;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
