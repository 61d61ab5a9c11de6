import { monthKeyOf, parseMonthKey } from '@plume/contracts/months';
import {
  POST_MESSAGES,
  type GenerateRequest,
  type GenerateResponse,
  type GenerationStatus,
  type PostPlatform,
} from '@plume/contracts/posts';
import { AppError, isAppError } from '../../errors/app-error';
import type { Clock } from '../../lib/clock';
import { currentYearMonth, generationAvailability } from './availability';
import type { GenerationRunsRepository } from './generation-runs.repository';
import type { PostMediaRepository } from './post-media.repository';
import { toPost } from './post-dto';
import { writeMonthGated } from './quality/gated-month';
import type { PostsRepository } from './posts.repository';
import { monthSlots } from './month-slots';
import { keepWrittenSlots } from './kept-slots';
import type { FactsGatherer } from './writer-facts';
import type { PostWriter } from './writer.port';

/** A running run refreshes its row this often, even while one slow post is being written. */
export const RUN_HEARTBEAT_MS = 15_000;
/** A running run silent for this long (four missed heartbeats) was left by a process that stopped. */
export const STALE_RUN_MS = 60_000;
/** A second click arriving just after a fast (offline) run has finished must not regenerate the month. */
export const REPEAT_GUARD_MS = 10_000;

export interface GenerationServiceDeps {
  posts: PostsRepository;
  runs: GenerationRunsRepository;
  postMedia: PostMediaRepository;
  writer: PostWriter;
  gatherFacts: FactsGatherer;
  /** Networks connected and usable (not waiting for a reconnection). */
  connectedNetworks(userId: string): Promise<PostPlatform[]>;
  timezoneOf(userId: string): Promise<string>;
  mediaToken(userId: string): string;
  /** The admin counters count generation events (docs/design/ARCHITECTURE.md §10). */
  recordGeneration(userId: string, count: number, at: Date): Promise<void>;
  clock: Clock;
}

/**
 * Progress writes for the status endpoint: one at a time, always the latest count. A fast writer reporting 30
 * steps in one tick costs two updates, not thirty; a slow LLM writer gets one per finished post.
 */
export function coalescedProgress(write: (done: number) => Promise<void>) {
  let pending: number | null = null;
  let running: Promise<void> | null = null;
  const drain = async () => {
    while (pending !== null) {
      const done = pending;
      pending = null;
      // A lost progress write only delays the bar; the run's outcome is written separately.
      await write(done).catch(() => undefined);
    }
    running = null;
  };
  return {
    report(done: number) {
      pending = done;
      running ??= drain();
    },
    settled: () => running ?? Promise.resolve(),
  };
}

export function createGenerationService(deps: GenerationServiceDeps) {
  const { posts, runs, writer, clock } = deps;

  /** Month, mode, facts and slots with their media, decided from the server's clock. */
  async function plan(userId: string, request: GenerateRequest, now: Date) {
    const timezone = await deps.timezoneOf(userId);
    // Client values (last_day_mode, generation_hour) are hints only: the server's clock decides.
    const target = (request.month_key && parseMonthKey(request.month_key)) || currentYearMonth(now, timezone);
    const monthKey = monthKeyOf(target);
    const availability = generationAvailability(target, now, timezone);
    if (!availability.available) {
      throw new AppError('GENERATION_UNAVAILABLE', { detail: availability.detail });
    }
    const networks = await deps.connectedNetworks(userId);
    if (networks.length === 0) throw new AppError('GENERATION_NO_NETWORK');

    const media = await posts.monthMedia(userId, monthKey);
    const facts = await deps.gatherFacts({ userId, monthKey, timezone, media });
    const { lastDayMode } = availability;
    const frequency = facts.profile.posting_frequency;
    const slots = monthSlots(facts, media, {
      target,
      now,
      timeZone: timezone,
      networks,
      frequency,
      lastDayMode,
    });
    return { monthKey, lastDayMode, facts, slots };
  }

  /** The run row: one running run per user and month, and no second run right after a finished one. */
  async function claimRun(userId: string, monthKey: string, total: number, lastDayMode: boolean, now: Date) {
    await runs.abandonStale(userId, monthKey, new Date(now.getTime() - STALE_RUN_MS), now);
    const doneSince = new Date(now.getTime() - REPEAT_GUARD_MS);
    const run = await runs.start({ userId, monthKey, total, lastDayMode, now, doneSince });
    if (run) return run;
    const previous = await runs.latest(userId, monthKey);
    throw previous?.status === 'done'
      ? new AppError('GENERATION_IN_PROGRESS', { detail: POST_MESSAGES.generationJustDone })
      : new AppError('GENERATION_IN_PROGRESS');
  }

  /** Plans the month, then writes it; the run row guards against a second click and carries progress. */
  async function generate(userId: string, request: GenerateRequest): Promise<GenerateResponse> {
    const now = clock.now();
    const { monthKey, lastDayMode, facts, slots } = await plan(userId, request, now);
    const run = await claimRun(userId, monthKey, slots.length, lastDayMode, now);
    const progress = coalescedProgress((done) => runs.progress(userId, run.id, done, clock.now()));
    let done = 0;
    const report = (count: number) => progress.report((done = count));
    // The stale rule must not take a live run for an abandoned one while a slow LLM writes a single post.
    const heartbeat = setInterval(() => progress.report(done), RUN_HEARTBEAT_MS).unref();
    try {
      // Every post passes the quality gate; a post no variant could write correctly is not saved.
      const { posts: written } = await writeMonthGated(writer, { facts, slots }, report);
      await progress.settled();
      if (written.length !== slots.length)
        throw new Error('le rédacteur a rendu un nombre de posts inattendu');
      const kept = keepWrittenSlots(slots, written);
      // The LLM writer hands a post it could not get right to the offline writer: the owner is told how many.
      const writtenOffline = kept.filter(({ post }) => post.writtenBy === 'offline').length;
      const { inserted, replaced } = await posts.replaceMonth({
        userId,
        monthKey,
        runId: run.id,
        now: clock.now(),
        offlinePosts: writtenOffline,
        posts: kept.map(({ slot, post }) => {
          const { title, text, hashtags } = post;
          return {
            title,
            text,
            hashtags,
            platform: slot.platform,
            status: slot.mediaIds.length > 0 ? 'draft' : 'needs_image',
            plannedDate: slot.date,
            plannedTime: slot.time,
            generationId: run.id,
            mediaIds: slot.mediaIds,
            createdAt: now,
          };
        }),
      });
      await deps.recordGeneration(userId, inserted.length, now);
      const mediaByPost = await deps.postMedia.mediaOf(inserted.map((row) => row.id));
      const token = deps.mediaToken(userId);
      const dtos = inserted.map((row) => toPost(row, mediaByPost.get(row.id) ?? [], token));
      dtos.sort((a, b) => `${a.date} ${a.time}`.localeCompare(`${b.date} ${b.time}`));
      const generated = inserted.length;
      return {
        success: true,
        month_key: monthKey,
        last_day_mode: lastDayMode,
        generated,
        replaced,
        posts: dtos,
        ...(writtenOffline > 0 ? { written_offline: writtenOffline } : {}),
      };
    } catch (error) {
      const code = isAppError(error) ? error.code : 'INTERNAL_ERROR';
      // The writer's error is the one to report; a failure to close the run is covered by the stale rule.
      await runs.fail(userId, run.id, code, clock.now()).catch(() => undefined);
      throw error;
    } finally {
      clearInterval(heartbeat);
    }
  }

  async function status(userId: string, monthKey: string): Promise<GenerationStatus> {
    const run = await runs.latest(userId, monthKey);
    return {
      month_key: monthKey,
      status: run?.status ?? 'idle',
      done: run?.done ?? 0,
      total: run?.total ?? 0,
      started_at: run?.startedAt.toISOString() ?? null,
      finished_at: run?.finishedAt?.toISOString() ?? null,
      ...(run?.status === 'done' ? { written_offline: run.offlinePosts } : {}),
    };
  }

  /** At start of the only process on the database: runs it was writing when stopped can be started again. */
  const abandonInterruptedRuns = () => runs.abandonAllRunning(clock.now());

  return { generate, status, abandonInterruptedRuns };
}

export type GenerationService = ReturnType<typeof createGenerationService>;
