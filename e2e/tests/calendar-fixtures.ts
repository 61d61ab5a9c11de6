import type { Page } from '@playwright/test';
import { monthKeyOf, yearMonthAt, type YearMonth } from '../../packages/contracts/src/months';
import type { Post } from '../../packages/contracts/src/posts';
import { buildScheduledPost } from '../../packages/contracts/src/testing/builders';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium';

// Posts in the shape of GET /api/calendar/posts, for the screenshot run only: they let the calendar's layout be
// looked at with every status (published, failed, 'À vérifier', five posts on one day) before the backend can
// produce them. The journey in calendar.spec.ts uses the real API.

/** The date and time fields are drawn by Chromium in its own interface language (taken from the environment on
 * Linux): French, as our users see them. */
export const frenchChromium = {
  launchOptions: {
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS, '--lang=fr-FR'],
    env: { ...process.env, LANG: 'fr_FR.UTF-8', LANGUAGE: 'fr_FR:fr' },
  },
};

const colours = ['#7c3aed', '#f97316', '#0ea5e9', '#16a34a', '#db2777', '#facc15'];

const swatch = (index: number) =>
  `data:image/svg+xml;utf8,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="160"><rect width="160" height="160" fill="${
      colours[index % colours.length]
    }"/><circle cx="110" cy="50" r="28" fill="white" opacity="0.5"/></svg>`,
  )}`;

const texts = [
  'Nouvelle collection de printemps : venez découvrir nos bouquets de saison en boutique, du mardi au samedi, de 9 h à 19 h. Réservation conseillée pour les mariages !',
  'Les coulisses de notre atelier : ce matin, l’équipe prépare les compositions pour la fête des grands-mères.',
  'Offre spéciale : -15 % sur les plantes vertes tout le week-end.',
  'Merci à nos clients fidèles ! Votre avis compte : laissez-nous un mot sur notre page.',
  'Atelier d’art floral samedi prochain : il reste 3 places.',
];

export function calendarFixturePosts({ year, month }: YearMonth): Post[] {
  const monthKey = monthKeyOf({ year, month });
  const day = (d: number) => `${year}-${String(month).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
  let counter = 0;
  const post = (date: string, time: string, overrides: Partial<Post> = {}) => {
    counter += 1;
    const thumb = swatch(counter);
    return buildScheduledPost({
      id: `demo-${counter}`,
      title: ['Bouquets de saison', 'Dans l’atelier', 'Offre du week-end', 'Merci !', 'Atelier floral'][
        counter % 5
      ],
      text: texts[counter % texts.length],
      hashtags: ['#fleuriste', '#artfloral'],
      platform: counter % 2 === 0 ? 'instagram' : 'facebook',
      scheduled_date: date,
      scheduled_time: time,
      scheduled_at: `${date}T${time}:00.000Z`,
      visual_url: thumb,
      thumb_url: thumb,
      media_ids: [`m${counter}`],
      media: [{ id: `m${counter}`, file_type: 'image/png', url: thumb, thumb_url: thumb }],
      month_key: monthKey,
      attributed_month: monthKey,
      target_month: monthKey,
      date,
      time,
      created_at: `${day(1)}T08:00:00.000Z`,
      ...overrides,
    });
  };
  return [
    post(day(5), '09:30', { status: 'published', published: true, external_url: 'https://exemple.fr/p/1' }),
    post(day(12), '18:00', { status: 'published', published: true }),
    post(day(18), '12:15', {
      status: 'failed',
      failure_reason: 'permanent',
      failure_message: 'La page Facebook doit être reconnectée (jeton expiré).',
    }),
    ...['08:00', '10:00', '12:30', '16:00', '19:45'].map((time) => post(day(25), time)),
    post(day(27), '11:00', {
      status: 'failed',
      failure_reason: 'unconfirmed',
      failure_message: 'Publication à vérifier sur le réseau.',
    }),
    post(day(27), '17:30', {
      thumb_url: '/api/content/introuvable/thumb',
      visual_url: '/api/content/introuvable/file',
    }),
  ];
}

/** Answers the calendar's call with the fixture posts for the current month, and an empty month otherwise. */
export async function serveCalendarFixtures(page: Page) {
  const current = yearMonthAt(new Date());
  const posts = calendarFixturePosts(current);
  const prefix = `${current.year}-${String(current.month).padStart(2, '0')}`;
  await page.route('**/api/calendar/posts?**', (route) => {
    const start = new URL(route.request().url()).searchParams.get('start_date') ?? '';
    const end = new URL(route.request().url()).searchParams.get('end_date') ?? '';
    const covers = start <= `${prefix}-15` && end >= `${prefix}-15`;
    return route.fulfill({ json: { posts: covers ? posts : [] } });
  });
}
