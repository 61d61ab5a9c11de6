import type { BusinessProfile } from '@plume/contracts/business-profile';
import type { Note } from '@plume/contracts/notes';
import type { PostPlatform } from '@plume/contracts/posts';
import type { AnalysisContent } from '@plume/contracts/website-analysis';
import type { SiteFacts } from '../analysis/facts/site-facts';

/** What the writers know about the business for one month. */
export interface WriterFacts {
  profile: BusinessProfile;
  /** Null when the website was never analysed. */
  analysis: AnalysisContent | null;
  /** The site's facts with the owner's corrections (the owner's word wins); null when never analysed. */
  facts?: SiteFacts | null;
  /** The month's notes and the monthly notes, high priority first. */
  notes: Note[];
  /** The month's media (titles and usage contexts help the text match the picture). */
  media: WriterMedium[];
  /** Month key (janvier_2025) and the owner's timezone. */
  monthKey: string;
  timezone: string;
}

export interface WriterMedium {
  id: string;
  title: string;
  context: string;
  mimeType: string;
}

/** One post to write: where and when it will be published, and the media chosen for it. */
export interface PostSlot {
  platform: PostPlatform;
  /** Local date YYYY-MM-DD and time HH:MM in the owner's timezone. */
  date: string;
  time: string;
  mediaIds: string[];
}

export interface WrittenPost {
  title: string;
  text: string;
  hashtags: string[];
  /** Set by the LLM writer: 'offline' flags a post the offline writer wrote after the endpoint failed it. */
  writtenBy?: 'llm' | 'offline';
}

/** A rewrite: the post, and what the owner's request asked that was done or not (French, for the preview). */
export interface RewrittenPost extends WrittenPost {
  /** Operations carried out ("Texte raccourci", "« X » remplacé par « Y »"). */
  done?: string[];
  /** Operations not carried out, each with its reason ("traduire le post (…)"). */
  notDone?: string[];
}

export interface WriterLimits {
  /** Hashtag cap on Instagram (configurable, default 5). */
  instagramHashtagCap: number;
}

/**
 * The post writer's port: the offline writer (embedded default, deterministic) and the OpenAI-compatible one
 * implement it (integrations/writer, integrations/llm); the composition root chooses one. Both return posts
 * within the platform rules (text length, hashtag count and syntax).
 */
export interface PostWriter {
  /** One written post per slot, in the slots' order. `onProgress` is called as posts are ready. A `variant`
   * above 0 asks for other wordings of the same slots (the quality gate's second try). */
  writeMonth(
    input: {
      facts: WriterFacts;
      slots: PostSlot[];
      variant?: number;
      /** Posts of the month already kept (the quality gate's later tries): not to be repeated. */
      kept?: WrittenPost[];
    },
    onProgress?: (done: number, total: number) => void,
  ): Promise<WrittenPost[]>;
  /** Applies the owner's modification request to one post; the result is a preview, not saved. */
  rewrite(input: {
    facts: WriterFacts;
    platform: PostPlatform;
    post: WrittenPost;
    request: string;
  }): Promise<RewrittenPost>;
}
