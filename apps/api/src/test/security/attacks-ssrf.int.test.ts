import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { safeFetch } from '../../modules/analysis/safe-fetch';
import type { Resolver } from '../../modules/analysis/ssrf-guard';
import { createUser } from '../factories';
import { serveFixtureSite, type FixtureSite } from '../fixture-site';
import { createTestApp, type TestApp } from '../test-app';

/**
 * SSRF vectors against the website analysis that the analysis suites do not already send (those cover
 * 127.0.0.1, 10.0.0.1, 169.254.169.254, [::1], [::ffff:7f00:1], a name among public and private answers and
 * a redirect to the metadata address): numeric spellings of loopback, names resolving to it, and DNS
 * rebinding between the check and the connection.
 */
let t: TestApp;
let headers: Record<string, string>;
let site: FixtureSite;
beforeAll(async () => {
  site = await serveFixtureSite({ '/': { body: '<title>Intranet</title><p>secret interne</p>' } });
  // The analysis runs as a job: the refusal is the job's stored outcome, so the engine must run.
  t = await createTestApp({ jobs: true });
  ({ headers } = await createUser(t.app));
});
afterAll(async () => {
  await site.close();
  await t.close();
});

const analyse = (website_url: string) =>
  t.app.inject({ method: 'POST', url: '/api/website/analyze', headers, payload: { website_url } });

describe('SSRF through POST /api/website/analyze (private networks not allowed)', () => {
  it.each([
    'http://2130706433/',
    'http://0177.0.0.1/',
    'http://0x7f.0.0.1/',
    'http://127.1/',
    'http://0/',
    'http://0.0.0.0/',
    'http://[::]/',
    'http://[::ffff:127.0.0.1]/',
    'http://[0:0:0:0:0:ffff:a9fe:a9fe]/',
    'http://169.254.169.254.xip.io.invalid./',
    'http://localhost/',
    'http://LOCALHOST./',
    'http://metadata.google.internal/',
  ])('refuses %s in French without reaching it', async (url) => {
    const response = await analyse(url);
    expect(response.statusCode, response.body).toBe(422);
    // Refused by the contract (no public host name), by the guard, or unresolvable: never fetched.
    expect(response.json().code).toMatch(
      /^(VALIDATION_ERROR|ANALYSIS_URL_REFUSED|ANALYSIS_SITE_UNREACHABLE)$/,
    );
    expect(response.json().detail).toMatch(
      /^(Champ|Cette adresse ne peut pas être analysée|Le site est injoignable)/,
    );
  });

  it('refuses the loopback fixture through its port as well, and the fixture sees no request', async () => {
    for (const url of [
      site.url,
      site.url.replace('127.0.0.1', '2130706433'),
      site.url.replace('127.0.0.1', 'localhost'),
    ]) {
      const response = await analyse(`${url}/`);
      expect(response.statusCode, url).toBe(422);
    }
    expect(site.hits).toEqual([]);
  });
});

describe('DNS rebinding between the check and the fetch', () => {
  /** Answers `first` to the guard's lookup, then `second` to any later lookup of the same name. */
  function rebindingResolver(first: string, second: string) {
    const calls: string[] = [];
    const resolve: Resolver = async (hostname) => {
      calls.push(hostname);
      return [{ address: calls.length === 1 ? first : second, family: 4 }];
    };
    return { resolve, calls };
  }

  it('connects to the address that was checked, never to a second answer', async () => {
    // Private networks allowed (as for local fixture sites), but the metadata range never is: the guard
    // sees 127.0.0.1, a rebinding resolver would answer 169.254.169.254 next time.
    const { resolve, calls } = rebindingResolver('127.0.0.1', '169.254.169.254');
    const outcome = await safeFetch(
      `http://rebinding.exemple:${site.port}/`,
      { allowPrivateNetworks: true, allowedPorts: [], resolve },
      { maxBytes: 100_000, timeoutMs: 2000 },
    );
    expect(outcome).toMatchObject({ kind: 'ok', status: 200 });
    expect(outcome.kind === 'ok' && outcome.body).toContain('secret interne');
    expect(calls).toEqual(['rebinding.exemple']);
  });

  it('does not follow a name that was public at check time to loopback at connection time', async () => {
    const hitsBefore = site.hits.length;
    const { resolve, calls } = rebindingResolver('93.184.215.14', '127.0.0.1');
    const strictGuard = { allowPrivateNetworks: false, allowedPorts: [site.port], resolve };
    const outcome = await safeFetch(`http://rebinding.exemple:${site.port}/`, strictGuard, {
      maxBytes: 100_000,
      timeoutMs: 500,
    });
    // The connection goes to the public address that was checked (unreachable, or answered by whatever
    // stands there on this machine's network), never to the loopback fixture.
    expect(outcome.kind === 'ok' ? outcome.body : '').not.toContain('secret interne');
    expect(site.hits.length).toBe(hitsBefore);
    expect(calls).toEqual(['rebinding.exemple']);
  });
});
