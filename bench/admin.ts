// Admin figures: GET /api/admin/stats and GET /api/admin/users?search= on 50,000 users and 1,000,000
// generation events (the counters read events, docs/design/ARCHITECTURE.md §10), spread over a year. Targets:
// p99 < 100 ms.
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { buildRegistration } from '@plume/contracts/testing/builders';
import { startBenchApp } from './bench-app';

/** One connection shows the time of a request alone; ten show the queue on the single database session. */
const CONNECTIONS = [1, 10];
const USERS = 50_000;
const EVENTS = 1_000_000;

export async function benchAdmin(durationSeconds: number) {
  const { app, runtime, base, close } = await startBenchApp('admin');
  try {
    const registration = buildRegistration({
      email: 'bench-admin@exemple.fr',
      password: 'mesure-de-performance',
    });
    await app.inject({ method: 'POST', url: '/api/auth/register', payload: registration });
    const { db } = runtime.database;
    await db.execute(sql`update users set is_admin = true where email = ${registration.email}`);
    const credentials = { email: registration.email, password: registration.password };
    const login = await app.inject({ method: 'POST', url: '/api/auth/login-robust', payload: credentials });
    const authorization = `Bearer ${login.json<{ access_token: string }>().access_token}`;

    const seeded = performance.now();
    await db.execute(sql`
      insert into users (email, password_hash, first_name, last_name, subscription_status, subscription_plan, created_at)
      select 'client' || i || '@exemple.fr', 'x', 'Prénom' || i, 'Nom' || i,
             (array['trial','active','expired','cancelled'])[1 + i % 4],
             case when i % 4 = 1 then (array['starter','rocket','pro'])[1 + i % 3] end,
             now() - (i % 730) * interval '1 day'
      from generate_series(1, ${USERS}) as i`);
    await db.execute(sql`
      insert into business_profiles (user_id, business_name)
      select id, 'Commerce ' || email from users where email like 'client%' and right(split_part(email, '@', 1), 1) in ('1', '5')`);
    await db.execute(sql`
      insert into post_generation_events (user_id, post_count, created_at)
      select u.id, 1, now() - (g.i % 365) * interval '1 day' - (g.i % 24) * interval '1 hour'
      from (select id, row_number() over () as n from users) u
      join generate_series(1, ${EVENTS}) as g(i) on u.n = 1 + g.i % ${USERS}`);
    // The running totals recordGeneration keeps, rebuilt here in bulk from the seeded events.
    await db.execute(sql`
      insert into user_generation_totals (user_id, posts)
      select user_id, sum(post_count) from post_generation_events group by user_id`);
    await db.execute(sql`
      insert into hourly_generation_totals (hour, posts)
      select date_trunc('hour', created_at), sum(post_count) from post_generation_events group by 1`);
    const seedSeconds = (performance.now() - seeded) / 1000;

    const rows: Record<string, { 'req/s': number; 'p50 (ms)': number; 'p99 (ms)': number }> = {};
    for (const url of ['/api/admin/stats', '/api/admin/users?search=', '/api/admin/users?search=nom4242']) {
      for (const connections of CONNECTIONS) {
        const options = { url: `${base}${url}`, connections, headers: { authorization } };
        await autocannon({ ...options, duration: 1 }); // warm-up
        const result = await autocannon({ ...options, duration: durationSeconds });
        if (result.non2xx > 0 || result.errors > 0) throw new Error(`${url} : réponses en erreur`);
        rows[`GET ${url} (${connections} conn.)`] = {
          'req/s': Math.round(result.requests.average),
          'p50 (ms)': result.latency.p50,
          'p99 (ms)': result.latency.p99,
        };
      }
    }
    console.log(
      `\nAdministration (${USERS} utilisateurs, ${EVENTS} générations, remplies en ${seedSeconds.toFixed(1)} s ; 1 puis 10 connexions, ${durationSeconds} s chacun ; objectif p99 < 100 ms)`,
    );
    console.table(rows);
  } finally {
    await close();
  }
}
