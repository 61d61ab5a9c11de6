import type { FastifyInstance } from 'fastify';
import type { UploadResponse } from '@plume/contracts/library';
import type { Post } from '@plume/contracts/posts';
import type { Clock } from '../lib/clock';
import type { GenerationRunsRepository } from '../modules/posts/generation-runs.repository';
import { createGenerationService } from '../modules/posts/generation.service';
import { createFactsGatherer } from '../modules/posts/writer-facts';
import type { PostWriter } from '../modules/posts/writer.port';
import { multipart, type MultipartFile } from './media-fixtures';
import type { TestApp } from './test-app';

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

/** The app's generation service with another writer and clock (writer failures, slow writers). */
export function generationServiceWith(
  t: TestApp,
  deps: { writer: PostWriter; clock: Clock; runs: GenerationRunsRepository },
) {
  return createGenerationService({
    posts: t.container.posts.repository,
    postMedia: t.container.posts.postMedia,
    gatherFacts: createFactsGatherer({
      profile: (id) => t.container.services.businessProfile.get(id),
      analysis: async () => null,
      notes: async () => [],
    }),
    connectedNetworks: async () => ['instagram'],
    timezoneOf: async () => 'Europe/Paris',
    mediaToken: () => 'jeton',
    recordGeneration: async () => undefined,
    ...deps,
  });
}
