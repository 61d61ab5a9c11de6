import type { Post } from '@plume/contracts/posts';

/** A complete post for the web tests (a draft with one image unless overridden). */
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
