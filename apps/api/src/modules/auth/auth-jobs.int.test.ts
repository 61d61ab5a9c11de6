import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startJobEngine, type JobEngine } from '../../jobs/engine';
import { createUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { ensureAdministrators, DEMO_ADMIN_EMAIL } from './admin-accounts';
import { PURGE_AUTH_RECORDS } from './auth.jobs';

let t: TestApp;
let engine: JobEngine;
beforeAll(async () => {
  t = await createTestApp();
  engine = await startJobEngine({
    database: t.database,
    definitions: t.container.jobDefinitions,
    logger: pino({ level: 'silent' }),
    work: false,
  });
});
afterAll(async () => {
  await engine.stop();
  await t.close();
});

const refresh = (refresh_token: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/refresh', payload: { refresh_token } });

describe('purge of expired refresh tokens', () => {
  it('is scheduled hourly by the engine', async () => {
    const schedules = await engine.boss.getSchedules(PURGE_AUTH_RECORDS);
    expect(schedules.map((s) => s.cron)).toEqual(['17 * * * *']);
  });

  it('deletes expired tokens and keeps live ones', async () => {
    const live = await createUser(t.app);
    t.clock.advance(-40 * 86_400_000);
    const old = await createUser(t.app);
    t.clock.set(new Date());
    const definition = t.container.jobDefinitions.find((d) => d.name === PURGE_AUTH_RECORDS);
    await definition?.handler({}, { jobId: 'test', retryCount: 0 });
    const tokens = await t.database.db.query.refreshTokens.findMany();
    const userIds = tokens.map((token) => token.userId);
    expect(userIds).toContain(live.login.user_id);
    expect(userIds).not.toContain(old.login.user_id);
    expect((await refresh(live.login.refresh_token)).statusCode).toBe(200);
  });
});

describe('administrators', () => {
  const deps = () => ({ users: t.container.repositories.users, passwords: t.container.passwords });

  it('creates a demo administrator once on an embedded first start', async () => {
    const created = await ensureAdministrators(deps(), { embedded: true });
    expect(created?.email).toBe(DEMO_ADMIN_EMAIL);
    expect(await ensureAdministrators(deps(), { embedded: true })).toBeUndefined();
    const login = await t.app.inject({ method: 'POST', url: '/api/auth/login-robust', payload: created });
    expect(login.json()).toMatchObject({ is_admin: true });
  });

  it('promotes the ADMIN_EMAIL account and keeps its password', async () => {
    const { registration, headers } = await createUser(t.app);
    await ensureAdministrators(deps(), {
      embedded: false,
      adminEmail: registration.email,
      adminPassword: 'un-autre-mot-de-passe',
    });
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers });
    expect(me.json()).toMatchObject({ is_admin: true });
  });
});
