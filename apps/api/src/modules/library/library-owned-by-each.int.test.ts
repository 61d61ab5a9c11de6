import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../test/factories';
import { insertMedium } from '../../test/post-factory';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createLibraryRepository } from './library.repository';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

// The publishing engine reads the media of a whole batch of posts, from many owners, in one statement.
describe('the library items of several owners read at once', () => {
  it('gives each request its own owner’s items only, once each, in the order asked', async () => {
    const repository = createLibraryRepository(t.database.db);
    const alice = (await createUser(t.app)).login.user_id;
    const bob = (await createUser(t.app)).login.user_id;
    const [a1, a2] = [await insertMedium(t.database, alice), await insertMedium(t.database, alice)];
    const b1 = await insertMedium(t.database, bob);
    const unknown = '00000000-0000-4000-8000-000000000000';

    const answer = await repository.findOwnedByEach([
      { userId: alice, ids: [a2, a1, a2] },
      { userId: bob, ids: [b1, a1] },
      { userId: alice, ids: [b1, unknown] },
      { userId: bob, ids: [] },
    ]);

    expect(answer.map((items) => items.map((item) => item.id))).toEqual([[a2, a1], [b1], [], []]);
    expect(answer[1]?.[0]?.userId).toBe(bob);
    expect(await repository.findOwnedByEach([])).toEqual([]);
    expect(await repository.findOwnedByEach([{ userId: alice, ids: [] }])).toEqual([[]]);
  });
});
