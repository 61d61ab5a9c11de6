import type { Post } from '@plume/contracts/posts';

/** A post as GET /api/calendar/posts returns it, for the web tests; override what a test is about. */
export function makePost(overrides: Partial<Post> = {}): Post {
  return {
    id: 'post-1',
    title: 'Les nouveautés de mars',
    text: 'Venez découvrir nos nouvelles créations en boutique cette semaine !',
    hashtags: ['#boutique', '#printemps'],
    platform: 'instagram',
    status: 'scheduled',
    failure_reason: null,
    failure_message: null,
    validated: true,
    published: false,
    published_at: null,
    scheduled_date: '2025-03-03',
    scheduled_time: '10:00',
    scheduled_at: '2025-03-03T09:00:00.000Z',
    visual_url: '/api/content/m1/file?token=t',
    thumb_url: '/api/content/m1/thumb?token=t',
    media_ids: ['m1'],
    media: [
      {
        id: 'm1',
        file_type: 'image/jpeg',
        url: '/api/content/m1/file?token=t',
        thumb_url: '/api/content/m1/thumb?token=t',
      },
    ],
    month_key: 'mars_2025',
    attributed_month: 'mars_2025',
    target_month: 'mars_2025',
    date: '2025-03-03',
    time: '10:00',
    modified_at: null,
    publication_method: 'scheduled',
    external_url: null,
    created_at: '2025-02-20T08:00:00.000Z',
    ...overrides,
  };
}
