import type { RegisterRequest } from '../auth';
import type { NoteRequest } from '../notes';
import type { Post } from '../posts';

/**
 * Data builders shared by every test tier: the API's integration tests, the web's unit tests and the browser
 * journeys build the same registration, note and post from here, then override what a test is about. Plain data
 * only (no server code, no browser code), so any tier can import it.
 */

let sequence = 0;

/** A string no other call returns, in this process or another one running beside it. */
export function uniqueSuffix(): string {
  sequence += 1;
  return `${Date.now().toString(36)}${sequence.toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

/** A registration whose names are always given (the API also accepts a business name alone). */
export type Registration = RegisterRequest & { first_name: string; last_name: string; business_name: string };

/** POST /api/auth/register's body for a new owner, with an email nobody has used. */
export function buildRegistration(overrides: Partial<Registration> = {}): Registration {
  return {
    email: `marie.${uniqueSuffix()}@boulangerie.fr`,
    password: 'croissant-2025',
    first_name: 'Marie',
    last_name: 'Dupont',
    business_name: 'Marie Dupont',
    ...overrides,
  };
}

/** POST /api/notes's body: a monthly note unless the override gives a month. */
export function buildNote(overrides: Partial<NoteRequest> = {}): NoteRequest {
  return { description: 'Rappel', content: 'Commander la farine', is_monthly_note: true, ...overrides };
}

/** A post as GET /api/posts/generated returns it: a draft with one image. */
export function buildPost(overrides: Partial<Post> = {}): Post {
  return {
    id: 'post-1',
    title: 'Nouveautés de la boutique',
    text: 'Découvrez nos nouveautés cette semaine en boutique.',
    hashtags: ['#boutique', '#nouveautés', '#lyon'],
    platform: 'instagram',
    status: 'draft',
    failure_reason: null,
    failure_message: null,
    validated: false,
    published: false,
    published_at: null,
    scheduled_date: null,
    scheduled_time: null,
    scheduled_at: null,
    visual_url: '/api/media/m1?token=tk',
    thumb_url: '/api/media/m1/thumb?token=tk',
    media_ids: ['m1'],
    media: [
      {
        id: 'm1',
        file_type: 'image/jpeg',
        url: '/api/media/m1?token=tk',
        thumb_url: '/api/media/m1/thumb?token=tk',
      },
    ],
    month_key: 'décembre_2026',
    attributed_month: 'décembre_2026',
    target_month: 'décembre_2026',
    date: '2026-12-10',
    time: '10:30',
    modified_at: null,
    publication_method: null,
    external_url: null,
    created_at: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}

/** A post as GET /api/calendar/posts returns it: validated and scheduled on Monday 3 March 2025 at 10:00 in
 * Paris. */
export function buildScheduledPost(overrides: Partial<Post> = {}): Post {
  return buildPost({
    status: 'scheduled',
    validated: true,
    scheduled_date: '2025-03-03',
    scheduled_time: '10:00',
    scheduled_at: '2025-03-03T09:00:00.000Z',
    month_key: 'mars_2025',
    attributed_month: 'mars_2025',
    target_month: 'mars_2025',
    date: '2025-03-03',
    time: '10:00',
    publication_method: 'scheduled',
    created_at: '2025-02-20T08:00:00.000Z',
    ...overrides,
  });
}
