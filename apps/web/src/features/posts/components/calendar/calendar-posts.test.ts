import { describe, expect, it } from 'vitest';
import {
  calendarActions,
  cutText,
  groupByDay,
  matchesStatus,
  splitOverflow,
  statusLabel,
  toCalendarEntry,
} from './calendar-posts';
import { buildScheduledPost } from '@plume/contracts/testing/builders';

describe('toCalendarEntry', () => {
  it('places a scheduled post at its local date and time', () => {
    expect(toCalendarEntry(buildScheduledPost({ scheduled_time: '18:45:00' }), 'Europe/Paris')).toMatchObject(
      {
        date: '2025-03-03',
        time: '18:45',
      },
    );
  });

  it('places a published post where the owner’s clock read its publication', () => {
    const post = buildScheduledPost({
      status: 'published',
      scheduled_date: '2025-04-03', // published early with 'Publier de suite'
      published_at: '2025-03-31T22:30:00.000Z', // 00:30 on 1 April in Paris (summer time)
    });
    expect(toCalendarEntry(post, 'Europe/Paris')).toMatchObject({ date: '2025-04-01', time: '00:30' });
  });

  it('leaves out a post with no date at all', () => {
    const post = buildScheduledPost({ scheduled_date: null, scheduled_time: null, scheduled_at: null });
    expect(toCalendarEntry(post, 'Europe/Paris')).toBeNull();
  });
});

describe('groupByDay and splitOverflow', () => {
  const entries = ['14:00', '09:30', '18:00', '11:15', '08:00'].map((time, index) => ({
    post: buildScheduledPost({ id: `p${index}` }),
    date: '2025-03-03',
    time,
  }));

  it('groups by day in time order', () => {
    const days = groupByDay([
      ...entries,
      { post: buildScheduledPost({ id: 'x' }), date: '2025-03-01', time: '23:00' },
    ]);
    expect([...days.keys()]).toEqual(['2025-03-01', '2025-03-03']);
    expect(days.get('2025-03-03')!.map((entry) => entry.time)).toEqual([
      '08:00',
      '09:30',
      '11:15',
      '14:00',
      '18:00',
    ]);
  });

  it('shows 3 posts per cell and counts the rest for “+N autres”', () => {
    const { visible, hidden } = splitOverflow(groupByDay(entries).get('2025-03-03')!);
    expect(visible.map((entry) => entry.time)).toEqual(['08:00', '09:30', '11:15']);
    expect(hidden).toBe(2);
    expect(splitOverflow(entries.slice(0, 3)).hidden).toBe(0);
  });
});

describe('cutText', () => {
  it('keeps the first 100 or 50 characters and marks the cut', () => {
    const text = 'a'.repeat(120);
    expect(cutText(text, 100)).toBe(`${'a'.repeat(100)}…`);
    expect(cutText(text, 50)).toBe(`${'a'.repeat(50)}…`);
    expect(cutText('Court et clair', 50)).toBe('Court et clair');
    expect(cutText('b'.repeat(100), 100)).toBe('b'.repeat(100));
  });

  it('never cuts an emoji in half', () => {
    expect(cutText(`${'x'.repeat(49)}🎉🎉`, 50)).toBe(`${'x'.repeat(49)}🎉…`);
  });
});

describe('status labels and filters', () => {
  it('uses the spec’s badges, and says “À vérifier” or “Manqué” for those failures', () => {
    expect(statusLabel(buildScheduledPost({ status: 'scheduled' }))).toBe('📅 Programmé');
    expect(statusLabel(buildScheduledPost({ status: 'published' }))).toBe('✅ Publié');
    expect(statusLabel(buildScheduledPost({ status: 'failed', failure_reason: 'permanent' }))).toBe(
      '❌ Échec',
    );
    expect(statusLabel(buildScheduledPost({ status: 'publishing' }))).toBe('⏳ Publication…');
    expect(statusLabel(buildScheduledPost({ status: 'failed', failure_reason: 'unconfirmed' }))).toBe(
      'À vérifier',
    );
    expect(statusLabel(buildScheduledPost({ status: 'failed', failure_reason: 'missed' }))).toBe('Manqué');
  });

  it('filters on the client, a post being published counting as scheduled', () => {
    const publishing = buildScheduledPost({ status: 'publishing' });
    expect(matchesStatus(publishing, 'scheduled')).toBe(true);
    expect(matchesStatus(publishing, 'published')).toBe(false);
    expect(matchesStatus(buildScheduledPost({ status: 'failed' }), 'failed')).toBe(true);
    expect(matchesStatus(buildScheduledPost({ status: 'failed' }), 'all')).toBe(true);
  });
});

describe('calendarActions', () => {
  it('offers publish, move and unschedule on a scheduled post', () => {
    expect(calendarActions({ status: 'scheduled' })).toEqual(['publish', 'move', 'unschedule']);
  });

  it('offers retry and move on a failed post', () => {
    expect(calendarActions({ status: 'failed' })).toEqual(['retry', 'move']);
  });

  it('keeps published and publishing posts read-only', () => {
    expect(calendarActions({ status: 'published' })).toEqual([]);
    expect(calendarActions({ status: 'publishing' })).toEqual([]);
  });
});
