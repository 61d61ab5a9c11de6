import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-app';
import { changedTables, fingerprintUsers, type Fingerprint } from './db-fingerprint';
import { fuzzCases, type FuzzCase } from './fuzz-cases';
import { report } from './report';
import { apiRoutes, fillPath, type ApiRoute } from './route-catalogue';
import { isSessionAlive, seedSecurityWorld, type SecurityWorld } from './security-world';

/** Cases per route: with ~80 routes, about 40 s on two idle cores; the timeout leaves room for a busy machine. */
const RUNS_PER_ROUTE = 20;
const SEED = 20_261_122;

let t: TestApp;
let world: SecurityWorld;
const failures: string[] = [];
let tried = 0;

beforeAll(async () => {
  t = await createTestApp();
  world = await seedSecurityWorld(t);
});
afterAll(async () => {
  for (const failure of failures) report(failure);
  report(`Fuzzing des schémas : ${tried} cas essayés, ${failures.length} échec(s)`);
  await t?.close();
});

/** A stable seed per route, so that adding a route does not change the cases of the others. */
function routeSeed(route: ApiRoute): number {
  let hash = SEED;
  for (const char of route.key) hash = (Math.imul(hash, 31) + char.charCodeAt(0)) | 0;
  return hash;
}

const ENGLISH =
  /\b(invalid|expected|required|received|must|should|unexpected|unsupported|error|body|querystring)\b/i;

/** What a refused request must answer: JSON `{ detail, code }` in French, or a French HTML page. */
function refusalProblem(response: { headers: Record<string, unknown>; body: string }): string | null {
  const type = String(response.headers['content-type'] ?? '');
  if (type.startsWith('text/html'))
    return response.body.includes('lang="fr"') ? null : 'page HTML non française';
  try {
    const { detail } = JSON.parse(response.body) as { detail?: unknown };
    if (typeof detail !== 'string' || !detail.trim()) return 'pas de detail';
    return ENGLISH.test(detail) ? `detail non français : ${detail}` : null;
  } catch {
    return `corps non JSON (${type})`;
  }
}

function toRequest(route: ApiRoute, fuzz: FuzzCase, headers: Record<string, string>) {
  const url = fillPath(route.url, fuzz.params, { encoded: true }) + (fuzz.query ? `?${fuzz.query}` : '');
  if (!fuzz.body) return { method: route.method as 'GET', url, headers };
  const [payload, contentType] =
    'json' in fuzz.body
      ? [JSON.stringify(fuzz.body.json) ?? 'null', 'application/json']
      : [fuzz.body.raw, fuzz.body.contentType];
  return {
    method: route.method as 'GET',
    url,
    headers: { ...headers, 'content-type': contentType },
    payload,
  };
}

describe('schema fuzzing of every route (fast-check, fixed seed)', () => {
  it('never answers 5xx, explains every refusal in French and leaves the database as it was', async () => {
    const routes = apiRoutes(t.app);
    const everyone = () => Object.values(world.actors).flatMap((actor) => (actor.id ? [actor.id] : []));
    let before: Fingerprint = await fingerprintUsers(t.database, everyone());
    for (const route of routes) {
      for (const fuzz of fuzzCases(route, routeSeed(route), RUNS_PER_ROUTE)) {
        const actor = route.isAdmin ? world.actors.admin : world.actors.userA;
        tried += 1;
        const request = toRequest(route, fuzz, actor.headers);
        const response = await t.app.inject(request);
        if (response.statusCode < 300 && route.method !== 'GET' && !(await isSessionAlive(t, actor))) {
          // An accepted request ended the caller's account or session: carry on with live users.
          world = await seedSecurityWorld(t);
          before = await fingerprintUsers(t.database, everyone());
          continue;
        }
        const after = await fingerprintUsers(t.database, everyone());
        const where = `${route.key} [${fuzz.label}] ${request.url.slice(0, 160)} → ${response.statusCode}`;
        // Readiness answers 503 by design here: this app runs without a job engine.
        const notReadyByDesign = route.key === 'GET /api/health/ready' && response.statusCode === 503;
        if (response.statusCode >= 500 && !notReadyByDesign)
          failures.push(`${where} ${response.body.slice(0, 200)}`);
        if (response.statusCode >= 400 && !notReadyByDesign) {
          const problem = refusalProblem(response);
          if (problem) failures.push(`${where} : ${problem}`);
          const changed = changedTables(before, after);
          if (changed.length) failures.push(`${where} : refusée mais a modifié ${changed.join(', ')}`);
        }
        before = after;
      }
    }
    expect(failures).toEqual([]);
  }, 240_000);
});
