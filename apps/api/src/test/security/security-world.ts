import type { CheckoutResponse } from '@plume/contracts/payments';
import type { Note } from '@plume/contracts/notes';
import { buildNote } from '@plume/contracts/testing/builders';
import { sandboxMedia, sandboxPosts } from '../../db/schema/index';
import { seedAdmin, seedUser } from '../../modules/admin/admin-test-helpers';
import { connectSandboxFacebook } from '../../modules/social/social-test-helpers';
import { uploadToMonth } from '../library-helpers';
import { insertPost } from '../post-factory';
import type { TestApp } from '../test-app';

export type ActorName = 'anonymous' | 'userA' | 'userB' | 'admin';
export interface Actor {
  name: ActorName;
  id: string | null;
  headers: Record<string, string>;
}

/** The kinds of objects user A owns, each reachable through some route's path parameter. */
export type ObjectKind = 'note' | 'content' | 'post' | 'checkoutSession' | 'sandboxMedia';

export interface SecurityWorld {
  actors: Record<ActorName, Actor>;
  /** A's objects, created through the API where an endpoint exists. */
  owned: Record<ObjectKind, string>;
  /** A media token of the given user (media routes authenticate by it instead of a bearer). */
  mediaToken(userId: string): string;
}

async function ok<T>(response: { statusCode: number; body: string; json(): T }, what: string): Promise<T> {
  if (response.statusCode >= 300)
    throw new Error(`${what} refusé (${response.statusCode}) : ${response.body}`);
  return response.json();
}

/** Users A and B, an administrator, and one object of each kind belonging to A. */
export async function seedSecurityWorld(t: TestApp): Promise<SecurityWorld> {
  const [a, b, admin] = [await seedUser(t), await seedUser(t), await seedAdmin(t)];
  const { note } = await ok<{ note: Note }>(
    await t.app.inject({
      method: 'POST',
      url: '/api/notes',
      headers: a.headers,
      payload: buildNote({ description: 'Note de A', content: 'Secret de A' }),
    }),
    'note',
  );
  const [content] = await uploadToMonth(t.app, a.headers, 'janvier_2030');
  if (!content) throw new Error('contenu de A absent');
  const post = await insertPost(t.database, { userId: a.id, mediaIds: [content.id] });
  const checkout = await ok<CheckoutResponse>(
    await t.app.inject({
      method: 'POST',
      url: '/api/payments/v1/checkout/session',
      headers: a.headers,
      payload: { package_id: 'rocket', origin_url: 'http://localhost:3000' },
    }),
    'session de paiement',
  );
  await ok(await connectSandboxFacebook(t.app, a.headers), 'connexion Facebook');
  const [published] = await t.database.db
    .insert(sandboxPosts)
    .values({
      userId: a.id,
      platform: 'facebook',
      accountId: 'p1',
      accountName: 'Page de A',
      text: 'x',
      media: [],
    })
    .returning();
  const [medium] = await t.database.db
    .insert(sandboxMedia)
    .values({ postId: published!.id, userId: a.id, mimeType: 'image/png', bytes: Buffer.from('png') })
    .returning();
  const actor = (name: ActorName, user: { id: string; headers: Record<string, string> } | null): Actor => ({
    name,
    id: user?.id ?? null,
    headers: user?.headers ?? {},
  });
  return {
    actors: {
      anonymous: actor('anonymous', null),
      userA: actor('userA', a),
      userB: actor('userB', b),
      admin: actor('admin', admin),
    },
    owned: {
      note: note.note_id,
      content: content.id,
      post: post.id,
      checkoutSession: checkout.session_id,
      sandboxMedia: medium!.id,
    },
    mediaToken: (userId) => t.container.library.mediaTokens.issue(userId),
  };
}

/** Whether the actor's session still works: a route may sign out or delete its own caller (account deletion). */
export async function isSessionAlive(t: TestApp, actor: Actor): Promise<boolean> {
  if (!actor.id) return true;
  const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: actor.headers });
  return me.statusCode === 200;
}
