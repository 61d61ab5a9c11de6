import { unzipSync, strFromU8 } from 'fflate';
import type { FastifyInstance } from 'fastify';
import { notes, payments } from '../../db/schema/index';
import type { TestApp } from '../../test/test-app';
import { uploadToMonth } from '../../test/library-helpers';
import { insertPost } from '../../test/post-factory';
import { seedUser } from '../admin/admin-test-helpers';

/** Downloads the export and returns its files (JSON ones parsed). */
export async function downloadExport(app: FastifyInstance, headers: Record<string, string>) {
  const response = await app.inject({ method: 'GET', url: '/api/account/export', headers });
  if (response.statusCode !== 200) throw new Error(`export refusé : ${response.body}`);
  const files = unzipSync(new Uint8Array(response.rawPayload));
  const json = (name: string) => JSON.parse(strFromU8(files[name]!)) as unknown;
  return { response, files, json };
}

/** Gives a user one note, one medium, one post using it and one succeeded payment. */
export async function seedAccountData(t: TestApp, user: { id: string; headers: Record<string, string> }) {
  const [item] = await uploadToMonth(t.app, user.headers, 'novembre_2026');
  await t.database.db.insert(notes).values({
    userId: user.id,
    description: 'Fermeture exceptionnelle',
    content: 'Fermé le 25 décembre',
  });
  const post = await insertPost(t.database, { userId: user.id, mediaIds: [item!.id] });
  const [payment] = await t.database.db
    .insert(payments)
    .values({
      userId: user.id,
      amountCents: 2900,
      subscriptionPlan: 'rocket',
      billingPeriod: 'monthly',
      status: 'succeeded',
      providerRef: `in_${user.id.slice(0, 8)}`,
    })
    .returning();
  return { item: item!, post, payment: payment! };
}

/** An active user whose subscription lives at the payment provider under `subscriptionId`. */
export async function subscribedUser(t: TestApp, subscriptionId: string) {
  const user = await seedUser(t, { subscriptionStatus: 'active', subscriptionPlan: 'rocket' });
  await t.container.payments.store.billing.upsertAccount({
    userId: user.id,
    customerId: `cus_${subscriptionId}`,
    subscriptionId,
    planId: 'rocket',
    billingPeriod: 'monthly',
  });
  return user;
}
