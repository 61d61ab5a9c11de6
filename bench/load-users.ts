// One simulated user of the load benchmark: signs in once through the real login route, then, until the end
// of the run, does one dashboard action after another with 1–3 s of think time (seeded, so two runs make the
// same choices), and sends one real JPEG to the library each minute.
import { FRENCH_MONTHS } from '@plume/contracts/months';
import { buildNote } from '@plume/contracts/testing/builders';
import type { Recorder } from './load-recorder';

export interface LoadRun {
  base: string;
  password: string;
  photo: Buffer;
  recorder: Recorder;
  endsAt: number;
}

/** mulberry32: a small seeded generator, enough to pick actions and think times reproducibly. */
export function seededRandom(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));
const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/** First and last day and month key of the month `delta` months from now (the months the seed filled). */
function monthAround(delta: number) {
  const now = new Date();
  const first = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + delta, 1));
  const last = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0));
  return {
    start: isoDay(first),
    end: isoDay(last),
    key: `${FRENCH_MONTHS[first.getUTCMonth()]}_${first.getUTCFullYear()}`,
  };
}

type Action = (user: UserSession) => Promise<unknown>;

interface UserSession {
  run: LoadRun;
  random: () => number;
  call(route: string, path: string, init?: RequestInit): Promise<string | undefined>;
  noteIds: string[];
  createdNoteIds: string[];
}

const json = (body: unknown): RequestInit => ({
  body: JSON.stringify(body),
  headers: { 'content-type': 'application/json' },
});
const pick = <T>(random: () => number, values: readonly T[]) =>
  values[Math.floor(random() * values.length)] as T;
const noteBody = (random: () => number) => {
  const { start } = monthAround(pick(random, [0, 1]));
  return buildNote({
    description: `Idée ${Math.floor(random() * 1000)}`,
    content: 'Penser à photographier la nouvelle tarte aux pommes pour le post du samedi.',
    priority: pick(random, ['low', 'normal', 'high'] as const),
    is_monthly_note: false,
    note_month: Number(start.slice(5, 7)),
    note_year: Number(start.slice(0, 4)),
  });
};

async function listNotes(user: UserSession) {
  const body = await user.call('GET /api/notes', '/api/notes');
  if (body) user.noteIds = (JSON.parse(body) as { notes: { note_id: string }[] }).notes.map((n) => n.note_id);
}

async function createNote(user: UserSession) {
  const body = await user.call('POST /api/notes', '/api/notes', {
    method: 'POST',
    ...json(noteBody(user.random)),
  });
  if (body) user.createdNoteIds.push((JSON.parse(body) as { note: { note_id: string } }).note.note_id);
}

/** The mix, weighted like a dashboard session: mostly reading posts, calendar and library. */
const ACTIONS: [number, Action][] = [
  [20, (user) => user.call('GET /api/posts/generated', '/api/posts/generated')],
  [
    15,
    (user) => {
      const month = monthAround(pick(user.random, [-1, 0, 0, 1]));
      return user.call(
        'GET /api/calendar/posts',
        `/api/calendar/posts?start_date=${month.start}&end_date=${month.end}`,
      );
    },
  ],
  [
    15,
    (user) => {
      const month = user.random() < 0.4 ? `&month=${monthAround(pick(user.random, [-1, 0, 1])).key}` : '';
      return user.call(
        'GET /api/content/pending-temp',
        `/api/content/pending-temp?limit=24&offset=0${month}`,
      );
    },
  ],
  [10, (user) => user.call('GET /api/business-profile', '/api/business-profile')],
  [
    5,
    (user) => {
      const field = pick(user.random, [
        { business_description: `Boulangerie de quartier, fournée n°${Math.floor(user.random() * 100)}.` },
        { target_audience: 'Familles, étudiants et actifs pressés du quartier' },
        { brand_tone: pick(user.random, ['amical', 'proximite', 'professionnel']) },
      ]);
      return user.call('PUT /api/business-profile', '/api/business-profile', {
        method: 'PUT',
        ...json(field),
      });
    },
  ],
  [10, listNotes],
  [4, createNote],
  [
    4,
    (user) => {
      const id = user.noteIds.length > 0 ? pick(user.random, user.noteIds) : undefined;
      if (!id) return listNotes(user);
      return user.call('PUT /api/notes/:id', `/api/notes/${id}`, {
        method: 'PUT',
        ...json(noteBody(user.random)),
      });
    },
  ],
  // Only notes made during the run are deleted, so the seeded data stays the same size.
  [
    3,
    (user) => {
      const id = user.createdNoteIds.pop();
      if (!id) return createNote(user);
      user.noteIds = user.noteIds.filter((known) => known !== id);
      return user.call('DELETE /api/notes/:id', `/api/notes/${id}`, { method: 'DELETE' });
    },
  ],
  [8, (user) => user.call('GET /api/payments/my-subscription', '/api/payments/my-subscription')],
  [6, (user) => user.call('GET /api/auth/me', '/api/auth/me')],
];
const TOTAL_WEIGHT = ACTIONS.reduce((sum, [weight]) => sum + weight, 0);

function nextAction(random: () => number): Action {
  let roll = random() * TOTAL_WEIGHT;
  for (const [weight, action] of ACTIONS) {
    roll -= weight;
    if (roll < 0) return action;
  }
  return ACTIONS[0]![1];
}

function upload(user: UserSession) {
  const form = new FormData();
  form.append('attributed_month', monthAround(0).key);
  form.append('files', new Blob([user.run.photo], { type: 'image/jpeg' }), 'vitrine.jpg');
  return user.call('POST /api/content/batch-upload', '/api/content/batch-upload', {
    method: 'POST',
    body: form,
  });
}

/** `arrivalMs`: when the user signs in, from the start of the run. */
export async function simulateUser(run: LoadRun, email: string, seed: number, arrivalMs: number) {
  const random = seededRandom(seed);
  await sleep(arrivalMs);
  const login = await run.recorder.time('POST /api/auth/login-robust', () =>
    fetch(`${run.base}/api/auth/login-robust`, {
      method: 'POST',
      ...json({ email, password: run.password }),
      signal: AbortSignal.timeout(30_000),
    }),
  );
  if (!login) return;
  const authorization = `Bearer ${(JSON.parse(login) as { access_token: string }).access_token}`;
  const user: UserSession = {
    run,
    random,
    noteIds: [],
    createdNoteIds: [],
    call: (route, path, init = {}) =>
      run.recorder.time(route, () =>
        fetch(`${run.base}${path}`, {
          ...init,
          headers: { ...(init.headers as Record<string, string> | undefined), authorization },
          signal: AbortSignal.timeout(30_000),
        }),
      ),
  };
  // Each user's upload falls at its own moment of each minute (within the run when it is shorter).
  let nextUploadAt = Date.now() + random() * Math.min(60_000, run.endsAt - Date.now() - 3000);
  while (Date.now() < run.endsAt) {
    if (Date.now() >= nextUploadAt) {
      nextUploadAt += 60_000;
      await upload(user);
    } else {
      await nextAction(random)(user);
    }
    await sleep(Math.min(1000 + random() * 2000, run.endsAt - Date.now()));
  }
}
