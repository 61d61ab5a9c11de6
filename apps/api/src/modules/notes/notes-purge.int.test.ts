import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index';
import { createUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { PURGE_EXPIRED_NOTES } from './notes.jobs';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

async function runPurge(at: string) {
  t.clock.set(at);
  const job = t.container.jobDefinitions.find((d) => d.name === PURGE_EXPIRED_NOTES);
  await job?.handler({}, { jobId: 'test', retryCount: 0 });
}

async function ownerWithNotes(timezone?: string) {
  const user = await createUser(t.app);
  if (timezone) {
    await t.database.db.update(users).set({ timezone }).where(eq(users.id, user.login.user_id));
  }
  const add = async (body: Record<string, unknown>) =>
    (
      await t.app.inject({
        method: 'POST',
        url: '/api/notes',
        headers: user.headers,
        payload: { description: 'Note', content: 'Contenu', ...body },
      })
    ).json().note.note_id as string;
  return { user, add };
}

// Read through the repository: moving the clock months ahead expires the access token.
const remaining = async (user: { login: { user_id: string } }) =>
  (await t.container.repositories.notes.list(user.login.user_id)).map((n) => n.id);

describe('note purge job', () => {
  it('deletes a March note at the start of 5 April in Paris, across the change to summer time', async () => {
    const { user, add } = await ownerWithNotes();
    const march = await add({ note_month: 3, note_year: 2026 });
    const high = await add({ note_month: 3, note_year: 2026, priority: 'high' });
    const monthly = await add({ is_monthly_note: true });
    const april = await add({ note_month: 4, note_year: 2026 });

    // 5 April 00:00 in Paris (UTC+2 since 29 March) is 4 April 22:00 UTC.
    await runPurge('2026-04-04T21:59:00Z');
    expect(await remaining(user)).toContain(march);
    await runPurge('2026-04-04T22:00:00Z');
    const left = await remaining(user);
    expect(left).not.toContain(march);
    expect(left).toEqual(expect.arrayContaining([high, monthly, april]));
  });

  it('handles the year boundary and the return to winter time', async () => {
    const { user, add } = await ownerWithNotes();
    const october = await add({ note_month: 10, note_year: 2026 });
    const december = await add({ note_month: 12, note_year: 2026 });
    // 5 November 00:00 in Paris (UTC+1 since 25 October) is 4 November 23:00 UTC.
    await runPurge('2026-11-04T22:59:00Z');
    expect(await remaining(user)).toContain(october);
    await runPurge('2026-11-04T23:00:00Z');
    expect(await remaining(user)).toEqual([december]);
    await runPurge('2027-01-04T23:00:00Z');
    expect(await remaining(user)).toEqual([]);
  });

  it("uses each owner's timezone", async () => {
    const { user, add } = await ownerWithNotes('America/New_York');
    const may = await add({ note_month: 5, note_year: 2026 });
    // Already 5 June in Paris, still 4 June in New York (midnight there is 04:00 UTC).
    await runPurge('2026-06-05T03:00:00Z');
    expect(await remaining(user)).toEqual([may]);
    await runPurge('2026-06-05T04:00:00Z');
    expect(await remaining(user)).toEqual([]);
  });
});
