import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-app';
import { EXPECTED_PUBLIC } from './expected-public';
import { report } from './report';
import { changedTables, fingerprintUsers } from './db-fingerprint';
import { apiRoutes, buildRequest, hintFor, isOpenRoute, type ApiRoute } from './route-catalogue';
import {
  isSessionAlive,
  seedSecurityWorld,
  type Actor,
  type ObjectKind,
  type SecurityWorld,
} from './security-world';

let t: TestApp;
let world: SecurityWorld;
let routes: ApiRoute[];
const violations: string[] = [];
let cells = 0;

beforeAll(async () => {
  t = await createTestApp();
  world = await seedSecurityWorld(t);
  routes = apiRoutes(t.app);
});
afterAll(async () => {
  report(`Matrice d'autorisation : ${cells} cases, ${violations.length} violation(s)`);
  await t?.close();
});

async function call(route: ApiRoute, actor: Actor, params: Record<string, string> = {}) {
  const request = buildRequest(route, { actor, world }, params);
  cells += 1;
  const response = await t.app.inject({ ...request, method: request.method as 'GET' });
  if (response.statusCode < 300 && request.method !== 'GET' && !(await isSessionAlive(t, actor))) {
    // The route ended its caller's account or session: the next checks need live users again.
    report(`${route.key} a fermé la session de ${actor.name} : nouveaux utilisateurs pour la suite`);
    world = await seedSecurityWorld(t);
  }
  return response;
}

function errorCode(body: string): string {
  try {
    return (JSON.parse(body) as { code?: string }).code ?? '';
  } catch {
    return '';
  }
}

function record(condition: boolean, message: string) {
  if (!condition) violations.push(message);
}

describe('authorisation matrix, generated from the route table', () => {
  it('knows every route, and exactly the expected ones are public', () => {
    expect(routes.length).toBeGreaterThan(50);
    const open = routes.filter((route) => route.isPublic).map((route) => route.key);
    expect(open.sort()).toEqual(EXPECTED_PUBLIC);
  });

  it('answers 401 in French to an anonymous caller on every route that is not public', async () => {
    for (const route of routes) {
      const response = await call(route, world.actors.anonymous);
      if (isOpenRoute(route)) {
        // Readiness answers 503 by design here: this app runs without a job engine.
        const mayBeUnavailable = route.key === 'GET /api/health/ready';
        record(
          response.statusCode < 500 || mayBeUnavailable,
          `${route.key} anonyme : ${response.statusCode}`,
        );
        record(
          !['UNAUTHENTICATED', 'TOKEN_INVALID'].includes(errorCode(response.body)),
          `${route.key} public mais demande une session`,
        );
      } else {
        record(
          response.statusCode === 401 && response.json().detail === 'Vous devez être connecté',
          `${route.key} anonyme : ${response.statusCode} au lieu de 401`,
        );
      }
    }
    expect(violations).toEqual([]);
  });

  it('answers 403 to users and lets the administrator in on admin routes; lets every user in elsewhere', async () => {
    for (const route of routes.filter((candidate) => !isOpenRoute(candidate))) {
      for (const actor of [world.actors.userA, world.actors.userB, world.actors.admin]) {
        const response = await call(route, actor);
        const where = `${route.key} (${actor.name}) : ${response.statusCode} ${response.body.slice(0, 120)}`;
        record(response.statusCode < 500, where);
        if (route.isAdmin && actor.name !== 'admin') {
          record(
            response.statusCode === 403 && response.json().detail === 'Accès administrateur requis',
            `${where} au lieu de 403`,
          );
        } else {
          record(![401, 403].includes(response.statusCode), `${where} : accès refusé à tort`);
        }
      }
    }
    expect(violations).toEqual([]);
  });

  it("never lets B read, change or delete A's objects: 404, and A's rows unchanged", async () => {
    const candidates = routes.filter(
      (route) => !route.isAdmin && (route.params.length > 0 || hintFor(route)?.owner),
    );
    const kinds = Object.entries(world.owned) as [ObjectKind, string][];
    const userA = world.actors.userA.id!;
    const unreached: string[] = [];
    for (const route of candidates) {
      const owner = hintFor(route)?.owner;
      if (route.isPublic && !owner) continue;
      for (const [kind, id] of kinds) {
        const before = await fingerprintUsers(t.database, [userA]);
        const values = Object.fromEntries(route.params.map((name) => [name, id]));
        const response = await call(route, world.actors.userB, values);
        const where = `${route.key} (B avec ${kind} de A) : ${response.statusCode}`;
        const changed = changedTables(before, await fingerprintUsers(t.database, [userA]));
        record(changed.length === 0, `${where} a modifié ${changed.join(', ')}`);
        record(response.statusCode >= 400 && response.statusCode < 500, where);
        if (owner !== kind) continue;
        if (response.statusCode === 422 && !hintFor(route)?.body && route.schema?.body) unreached.push(where);
        else record(response.statusCode === 404, `${where} au lieu de 404`);
      }
    }
    if (unreached.length)
      report(`Propriété non atteinte (corps d'exemple refusé) :\n${unreached.join('\n')}`);
    expect(violations).toEqual([]);
  });

  it("still lets A use A's own objects (the 404s above are about ownership, not broken requests)", async () => {
    const note = routes.find((route) => route.key === 'PUT /api/notes/:id?')!;
    const response = await call(note, world.actors.userA, { id: world.owned.note });
    expect(response.statusCode).toBe(200);
  });
});
