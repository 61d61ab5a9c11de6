import type { FastifyInstance } from 'fastify';
import type { UploadResponse } from '@plume/contracts/library';
import type { Post } from '@plume/contracts/posts';
import { multipart, type MultipartFile } from './media-fixtures';

type Headers = Record<string, string>;

/** Files sent from a post's attach dialog (upload_type post_single, no month), as the web app does. */
export async function uploadForPost(app: FastifyInstance, headers: Headers, files: MultipartFile[]) {
  const body = multipart({ upload_type: 'post_single' }, files);
  const response = await app.inject({
    method: 'POST',
    url: '/api/content/batch-upload',
    payload: body.payload,
    headers: { ...headers, ...body.headers },
  });
  if (response.statusCode !== 200) throw new Error(`envoi refusé : ${response.body}`);
  return response.json<UploadResponse>().created.map((item) => item.id);
}

export async function listPosts(app: FastifyInstance, headers: Headers): Promise<Post[]> {
  const response = await app.inject({ method: 'GET', url: '/api/posts/generated', headers });
  if (response.statusCode !== 200) throw new Error(`liste refusée : ${response.body}`);
  return response.json<{ posts: Post[] }>().posts;
}

export const generate = (app: FastifyInstance, headers: Headers, payload: Record<string, unknown> = {}) =>
  app.inject({ method: 'POST', url: '/api/posts/generate', headers, payload });
