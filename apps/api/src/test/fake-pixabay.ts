import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';

/**
 * A local stand-in for the Pixabay API speaking its wire format (docs/design/API-FACTS.md §4): JSON on GET
 * /api/?key=…, plain-text errors, 429 "API rate limit exceeded", images under /get/.
 */
export async function startFakePixabay() {
  const requests: URLSearchParams[] = [];
  let rateLimited = false;
  const image = await sharp({ create: { width: 1280, height: 853, channels: 3, background: '#2e86de' } })
    .jpeg()
    .toBuffer();

  const server = createServer((request: IncomingMessage, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    if (url.pathname.startsWith('/get/')) {
      response.writeHead(200, { 'content-type': 'image/jpeg', 'content-length': image.length });
      return response.end(image);
    }
    requests.push(url.searchParams);
    if (url.searchParams.get('key') !== 'cle-de-test') {
      response.writeHead(400, { 'content-type': 'text/plain' });
      return response.end('[ERROR 400] Invalid or missing API key');
    }
    if (rateLimited) {
      response.writeHead(429, { 'content-type': 'text/plain', 'x-ratelimit-remaining': '0' });
      return response.end('API rate limit exceeded');
    }
    const base = `http://${request.headers.host}`;
    const hit = (id: number) => ({
      id,
      pageURL: `https://pixabay.com/photos/boulangerie-${id}/`,
      type: 'photo',
      tags: 'boulangerie, pain, croissant',
      previewURL: `${base}/get/${id}_150.jpg`,
      webformatURL: `${base}/get/${id}_640.jpg`,
      largeImageURL: `${base}/get/${id}_1280.jpg`,
      views: 1200,
      downloads: 340,
      likes: 12,
      comments: 1,
      user_id: 42,
      user: 'Jean',
      userImageURL: '',
    });
    const id = url.searchParams.get('id');
    const hits = id ? (id === '404' ? [] : [hit(Number(id))]) : [hit(101), hit(102)];
    response.writeHead(200, { 'content-type': 'application/json', 'x-ratelimit-limit': '100' });
    return response.end(JSON.stringify({ total: hits.length, totalHits: hits.length, hits }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/api/`,
    requests,
    setRateLimited: (value: boolean) => {
      rateLimited = value;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
