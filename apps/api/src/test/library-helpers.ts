import type { FastifyInstance } from 'fastify';
import type { ContentItem, ListContentResponse, UploadResponse } from '@plume/contracts/library';
import { jpeg, multipart, type MultipartFile } from './media-fixtures';

/** Uploads files to a month through the real endpoint and returns the created items as the list shows them. */
export async function uploadToMonth(
  app: FastifyInstance,
  headers: Record<string, string>,
  month: string,
  files?: MultipartFile[],
): Promise<ContentItem[]> {
  const body = multipart(
    { attributed_month: month, upload_type: 'batch' },
    files ?? [{ filename: 'photo.jpg', data: await jpeg() }],
  );
  const response = await app.inject({
    method: 'POST',
    url: '/api/content/batch-upload',
    payload: body.payload,
    headers: { ...headers, ...body.headers },
  });
  if (response.statusCode !== 200) throw new Error(`envoi refusé : ${response.body}`);
  const ids = new Set(response.json<UploadResponse>().created.map((c) => c.id));
  const listed = await app.inject({ method: 'GET', url: '/api/content/pending-temp?limit=100', headers });
  return listed.json<ListContentResponse>().content.filter((item) => ids.has(item.id));
}
