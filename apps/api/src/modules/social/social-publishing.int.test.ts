import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SandboxFeed, SocialConnections } from '@plume/contracts/social';
import { createUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { refreshInstagramTokens } from './social.jobs';
import type { PublishMedia } from '../../networks/network.port';
import {
  connectSandboxByRedirect,
  connectSandboxFacebook,
  connectSandboxInstagram,
} from './social-test-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
const image: PublishMedia = {
  kind: 'image',
  mimeType: 'image/png',
  publicUrl: 'http://127.0.0.1/media/1',
  read: async () => png,
};

describe('publishing on the sandbox network', () => {
  it('connects the LinkedIn twin like the others and publishes to its feed as the member', async () => {
    const owner = await createUser(t.app);
    const redirect = await connectSandboxByRedirect(t.app, owner.headers, 'linkedin');
    expect(redirect.headers.location).toBe('/?linkedin_success=true&username=Mon+profil+%28d%C3%A9mo%29');
    const state = (
      await t.app.inject({ method: 'GET', url: '/api/social/connections', headers: owner.headers })
    ).json<SocialConnections>();
    expect(state.linkedin).toMatchObject({ account_name: 'Mon profil (démo)', expires_soon: false });
    expect(state.linkedin?.accounts).toHaveLength(2);
    await t.container.social.service.publish(owner.login.user_id, 'linkedin', {
      text: 'Bonjour LinkedIn',
      media: [image],
    });
    const feed = await t.app.inject({
      method: 'GET',
      url: '/api/social/sandbox/feed',
      headers: owner.headers,
    });
    expect(feed.json<SandboxFeed>().posts[0]).toMatchObject({
      platform: 'linkedin',
      account_name: 'Mon profil (démo)',
      text: 'Bonjour LinkedIn',
    });
    await expect(
      t.container.social.service.publish(owner.login.user_id, 'linkedin', {
        text: 'Une vidéo',
        media: [{ ...image, kind: 'video', mimeType: 'video/mp4' }],
      }),
    ).rejects.toMatchObject({ kind: 'permanent' });
  });

  it('puts the post and its media in the user’s local feed', async () => {
    const owner = await createUser(t.app);
    const other = await createUser(t.app);
    await connectSandboxInstagram(t.app, owner.headers);
    const social = t.container.social.service;
    const result = await social.publish(owner.login.user_id, 'instagram', {
      text: 'Nouveau pain',
      media: [image],
    });
    expect(result.externalId).toMatch(/[0-9a-f-]{36}/);

    const feed = await t.app.inject({
      method: 'GET',
      url: '/api/social/sandbox/feed',
      headers: owner.headers,
    });
    const [post] = feed.json<SandboxFeed>().posts;
    expect(post).toMatchObject({
      platform: 'instagram',
      account_name: 'mon_compte_demo',
      text: 'Nouveau pain',
    });
    const mediaUrl = `/api/social/sandbox/media/${post?.media[0]?.id}`;
    const media = await t.app.inject({ method: 'GET', url: mediaUrl, headers: owner.headers });
    expect(media.headers['content-type']).toBe('image/png');
    expect(media.rawPayload.equals(png)).toBe(true);

    expect((await t.app.inject({ method: 'GET', url: mediaUrl, headers: other.headers })).statusCode).toBe(
      404,
    );
    expect((await t.app.inject({ method: 'GET', url: mediaUrl })).statusCode).toBe(401);
    const otherFeed = await t.app.inject({
      method: 'GET',
      url: '/api/social/sandbox/feed',
      headers: other.headers,
    });
    expect(otherFeed.json<SandboxFeed>().posts).toEqual([]);
  });

  it('puts posts published together in their owners’ feeds, character for character', async () => {
    const owners = [await createUser(t.app), await createUser(t.app), await createUser(t.app)];
    for (const owner of owners) await connectSandboxFacebook(t.app, owner.headers);
    const texts = owners.map(
      (_, index) =>
        `Pain n° ${index} : « croustillant » à 2,50 €\nGuillemets "doubles", \\ barre, 🥖 et 'apostrophe'`,
    );
    // Published in the same turn: the feed writes them in one statement.
    await Promise.all(
      owners.map((owner, index) =>
        t.container.social.service.publish(owner.login.user_id, 'facebook', {
          text: texts[index] ?? '',
          media: [],
        }),
      ),
    );
    for (const [index, owner] of owners.entries()) {
      const feed = await t.app.inject({
        method: 'GET',
        url: '/api/social/sandbox/feed',
        headers: owner.headers,
      });
      const posts = feed.json<SandboxFeed>().posts;
      expect(posts).toHaveLength(1);
      expect(posts[0]).toMatchObject({ platform: 'facebook', text: texts[index], media: [] });
    }
  });

  it('applies Instagram’s rules with a French reason', async () => {
    const { login, headers } = await createUser(t.app);
    await connectSandboxInstagram(t.app, headers);
    await expect(
      t.container.social.service.publish(login.user_id, 'instagram', { text: 'Sans image', media: [] }),
    ).rejects.toMatchObject({
      kind: 'permanent',
      reason: 'Instagram exige au moins une image ou une vidéo.',
    });
  });

  it('marks the connection à reconnecter when the network rejects the token', async () => {
    const { login, headers } = await createUser(t.app);
    await connectSandboxFacebook(t.app, headers);
    const { social } = t.container;
    const connection = await social.repository.find(login.user_id, 'facebook');
    await t.database.db.execute(
      `update social_connections set access_token_encrypted = '${social.cipher.encrypt('revoque')}' where id = '${connection?.id}'`,
    );
    await expect(
      social.service.publish(login.user_id, 'facebook', { text: 'Bonjour', media: [] }),
    ).rejects.toMatchObject({
      kind: 'permanent',
      tokenInvalid: true,
    });
    const state = (
      await t.app.inject({ method: 'GET', url: '/api/social/connections', headers })
    ).json<SocialConnections>();
    expect(state.facebook).toMatchObject({ is_active: false, needs_reconnect: true });
  });
});

describe('Instagram token refresh job', () => {
  it('refreshes tokens with under 20 days left, and only those', async () => {
    const soon = await createUser(t.app);
    await connectSandboxInstagram(t.app, soon.headers);
    const { social } = t.container;
    const before = await social.repository.find(soon.login.user_id, 'instagram');
    t.clock.advance(45 * 86_400_000);
    const fresh = await createUser(t.app);
    await connectSandboxInstagram(t.app, fresh.headers);
    const deps = {
      repository: social.repository,
      oauth: social.networks.instagram.oauth,
      cipher: social.cipher,
    };
    try {
      const result = await refreshInstagramTokens({
        ...deps,
        clock: t.clock,
        logger: pino({ level: 'silent' }),
      });
      expect(result.refreshed).toBeGreaterThanOrEqual(1);
      const after = await social.repository.find(soon.login.user_id, 'instagram');
      expect(after?.tokenExpiresAt?.getTime()).toBeGreaterThan(
        (before?.tokenExpiresAt?.getTime() ?? 0) + 40 * 86_400_000,
      );
      expect(social.cipher.decrypt(after?.accessTokenEncrypted ?? '')).not.toBe(
        social.cipher.decrypt(before?.accessTokenEncrypted ?? ''),
      );
      const untouched = await social.repository.find(fresh.login.user_id, 'instagram');
      expect(untouched?.tokenRefreshedAt.getTime()).toBe(untouched?.connectedAt.getTime());
    } finally {
      t.clock.set(new Date());
    }
  });

  it('is registered as a daily job', () => {
    const job = t.container.jobDefinitions.find((d) => d.name === 'social.instagram-token-refresh');
    expect(job?.cron).toBe('23 4 * * *');
  });
});
