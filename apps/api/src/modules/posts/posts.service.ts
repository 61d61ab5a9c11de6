import type { AttachImageRequest, Post, SavePostRequest } from '@plume/contracts/posts';
import type { ContentItemRow, PostRow } from '../../db/schema/index';
import { AppError } from '../../errors/app-error';
import type { Clock } from '../../lib/clock';
import { resolveAttachment, type AttachmentSources } from './attachment';
import { mediaRefusal } from './media-fit';
import type { PostMediaRepository } from './post-media.repository';
import { toPost } from './post-dto';
import type { PostsListCache, TaggedBody } from './posts-list-cache';
import { assertEditable, assertWithinPlatformRules } from './post-rules';
import { isUuid, type PostsRepository } from './posts.repository';
import { describeIssues, rewriteIssues } from './rewrite-gate';
import type { FactsGatherer } from './writer-facts';
import type { PostWriter } from './writer.port';

export interface PostsServiceDeps extends AttachmentSources {
  posts: PostsRepository;
  postMedia: PostMediaRepository;
  writer: PostWriter;
  gatherFacts: FactsGatherer;
  timezoneOf(userId: string): Promise<string>;
  mediaToken(userId: string): string;
  findMedia(userId: string, ids: string[]): Promise<ContentItemRow[]>;
  instagramHashtagCap: number;
  listCache: PostsListCache;
  /** The owner's time zone and posts list counter, kept while every change is heard, else read. */
  accountStamp(userId: string): Promise<{ postsListVersion: number }>;
  clock: Clock;
}

/** Reading, editing, deleting posts and attaching their media (generation is in generation.service.ts). */
export function createPostsService(deps: PostsServiceDeps) {
  const { posts, postMedia, clock } = deps;

  async function requirePost(userId: string, id: string): Promise<PostRow> {
    const post = await posts.findOwned(userId, id);
    if (!post) throw new AppError('POST_NOT_FOUND');
    return post;
  }

  async function present(userId: string, row: PostRow): Promise<Post> {
    const media = await postMedia.mediaOf([row.id]);
    return toPost(row, media.get(row.id) ?? [], deps.mediaToken(userId));
  }

  return {
    /**
     * The list as JSON text ({posts}) with its ETag, served from the cache while the owner's counter and media
     * token are unchanged; callers missing it at the same time share one build. The counter is read BEFORE the rows: a change committed in between leaves a copy newer than its
     * tag (rebuilt on the next call), never an older one. With `monthKey`, only that month's posts (ADR 0024),
     * cached under their own key and the same counter.
     */
    async listJson(
      userId: string,
      monthKey?: string,
      stamp?: { postsListVersion: number },
    ): Promise<TaggedBody> {
      const token = deps.mediaToken(userId);
      // The counter: read by this request's account check, or kept while every change is heard
      // (lib/owner-reads.ts); either way a cached list costs no further query.
      const { postsListVersion: version } = stamp ?? (await deps.accountStamp(userId));
      const key = monthKey === undefined ? userId : `${userId}/${monthKey}`;
      return deps.listCache.load(key, version, token, async () => {
        const rows = await posts.listWithMedia(userId, monthKey);
        return JSON.stringify({ posts: rows.map(({ row, media }) => toPost(row, media, token)) });
      });
    },

    /** Only unvalidated, unpublished posts can be deleted (docs/spec/part-2-signed-in-application.md
     * §4.2). */
    async remove(userId: string, id: string) {
      const post = await requirePost(userId, id);
      if (post.published) throw new AppError('POST_PUBLISHED');
      if (!(await posts.deleteReplaceable(userId, id))) throw new AppError('POST_NOT_DELETABLE');
      return { success: true as const, id };
    },

    /** The writer's rewrite as a preview: nothing is saved until the owner confirms
     * (docs/spec/part-2-signed-in-application.md §4.3). */
    async modify(userId: string, id: string, request: string) {
      const post = await requirePost(userId, id);
      assertEditable(post);
      const media = await posts.monthMedia(userId, post.monthKey);
      const facts = await deps.gatherFacts({
        userId,
        monthKey: post.monthKey,
        timezone: await deps.timezoneOf(userId),
        media,
      });
      const original = { title: post.title, text: post.text, hashtags: post.hashtags };
      const {
        done = [],
        notDone = [],
        ...modified
      } = await deps.writer.rewrite({
        facts,
        platform: post.platform,
        post: original,
        request,
      });
      const unchanged =
        modified.title === original.title &&
        modified.text === original.text &&
        modified.hashtags.join(' ') === original.hashtags.join(' ');
      if (unchanged && notDone.length)
        throw new AppError('POST_REWRITE_NOT_DONE', { detail: `Je n'ai pas pu : ${notDone.join(' ; ')}.` });
      if (unchanged) throw new AppError('WRITER_EMPTY');
      // Every rewritten text passes the quality gate before the owner can save it (nothing failing is shown).
      const issues = await rewriteIssues({
        facts,
        request,
        platform: post.platform,
        date: post.plannedDate,
        original,
        rewritten: modified,
      });
      if (issues.length)
        throw new AppError('POST_REWRITE_REJECTED', {
          detail: `La réécriture n'a pas été retenue, elle contenait : ${describeIssues(issues)}. Rien n'a été enregistré : reformulez la demande ou modifiez le texte vous-même.`,
        });
      return {
        success: true as const,
        modified_post: modified,
        operations_done: done,
        operations_not_done: notDone,
      };
    },

    async save(userId: string, id: string, input: SavePostRequest) {
      const post = await requirePost(userId, id);
      assertEditable(post);
      assertWithinPlatformRules(post.platform, input, deps.instagramHashtagCap);
      // The server's clock stamps the change; the client's modified_at is informative only.
      const row = await posts.updateContent(userId, id, {
        title: input.title,
        text: input.text,
        hashtags: input.hashtags,
        modifiedAt: clock.now(),
      });
      if (!row) throw new AppError('POST_NOT_FOUND');
      return { success: true as const, post: await present(userId, row) };
    },

    /** Library item(s), files uploaded for the post, or a stock image saved to the library first. */
    async attachImage(userId: string, id: string, input: AttachImageRequest) {
      const post = await requirePost(userId, id);
      assertEditable(post);
      const chosen = await resolveAttachment(deps, userId, post, input);
      const current = input.mode === 'add' ? ((await postMedia.mediaOf([id])).get(id) ?? []) : [];
      const ids = [...new Set([...current.map((medium) => medium.id), ...chosen])];
      const rows = ids.every(isUuid) ? await deps.findMedia(userId, ids) : [];
      if (rows.length !== ids.length) throw new AppError('CONTENT_NOT_FOUND');
      const refusal = mediaRefusal(post.platform, rows);
      if (refusal) throw new AppError('POST_MEDIA_INCOMPATIBLE', { detail: refusal });
      const row = await posts.setMedia(userId, post, ids, clock.now());
      const message =
        ids.length > 1 ? `Carrousel de ${ids.length} médias ajouté au post` : 'Image ajoutée au post';
      return { success: true as const, message, post: await present(userId, row) };
    },
  };
}

export type PostsService = ReturnType<typeof createPostsService>;
