import { describe, expect, it } from 'vitest';
import type { PostRow } from '../../db/schema/index';
import { toPost } from './post-dto';

const row: PostRow = {
  id: 'p1',
  userId: 'u1',
  platform: 'instagram',
  title: 'Titre',
  text: 'Texte',
  hashtags: ['#pain'],
  status: 'scheduled',
  failureReason: null,
  failureMessage: null,
  validated: true,
  published: false,
  publishedAt: null,
  monthKey: 'mars_2030',
  plannedDate: '2030-03-31',
  plannedTime: '10:00',
  scheduledAt: new Date('2030-03-31T08:00:00Z'),
  scheduleVersion: 1,
  publishJobId: null,
  publicationMethod: 'scheduled',
  externalId: null,
  externalUrl: null,
  generationId: null,
  modifiedAt: null,
  createdAt: new Date('2030-03-01T00:00:00Z'),
  updatedAt: new Date('2030-03-01T00:00:00Z'),
};

describe('toPost', () => {
  it('uses the first medium as the visual, with the media token in every URL', () => {
    const post = toPost(
      row,
      [
        { id: 'm1', mimeType: 'image/jpeg' },
        { id: 'm2', mimeType: 'video/mp4' },
      ],
      'a.b+c',
    );
    expect(post.visual_url).toBe('/api/content/m1/file?token=a.b%2Bc');
    expect(post.thumb_url).toBe('/api/content/m1/thumb?token=a.b%2Bc');
    expect(post.media_ids).toEqual(['m1', 'm2']);
    expect(post.media[1]).toMatchObject({ file_type: 'video/mp4' });
    expect(post).toMatchObject({
      scheduled_date: '2030-03-31',
      scheduled_time: '10:00',
      scheduled_at: '2030-03-31T08:00:00.000Z',
      attributed_month: 'mars_2030',
      target_month: 'mars_2030',
    });
  });

  it('has no visual and no schedule for a post waiting for its image', () => {
    const post = toPost({ ...row, status: 'needs_image', validated: false, scheduledAt: null }, [], 't');
    expect(post.visual_url).toBeNull();
    expect(post.scheduled_date).toBeNull();
    expect(post.date).toBe('2030-03-31');
  });
});
