import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { loadConfig } from './config';
import { legalVariables, productionProblems, providerRules } from './config-production';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

/** What an operator must give (`${NAME:?…}`): sample values of the right shape. */
const operatorValue = (name: string) =>
  name === 'PUBLIC_URL' ? 'https://plume.exemple.fr' : `valeur-${name.toLowerCase()}-`.padEnd(40, 'x');

/** Compose's interpolation: `${NAME:?message}` required, `${NAME:-default}`, `$$` for a literal `$`. */
function interpolate(value: unknown, required: Set<string>): string {
  return String(value)
    .replace(/\$\{(\w+):\?[^}]*\}/g, (_match, name: string) => {
      required.add(name);
      return operatorValue(name);
    })
    .replace(/\$\{(\w+):-([^}]*)\}/g, (_match, _name: string, fallback: string) => fallback)
    .replaceAll('$$', '$');
}

interface ComposeService {
  environment?: Record<string, unknown>;
  image?: string;
  build?: unknown;
  healthcheck?: { disable?: boolean };
  expose?: string[];
  ports?: string[];
}
const compose = parse(read('compose.yaml'), { merge: true }) as { services: Record<string, ComposeService> };
const workerPort = loadConfig({}).WORKER_HTTP_PORT;

function serviceEnvironment(name: string) {
  const required = new Set<string>();
  const environment = Object.fromEntries(
    Object.entries(compose.services[name]?.environment ?? {}).map(([key, value]) => [
      key,
      interpolate(value, required),
    ]),
  );
  return { environment, required };
}

describe('compose.yaml', () => {
  it('runs PostgreSQL, an S3-compatible store, a mail catcher, web and worker', () => {
    expect(Object.keys(compose.services)).toEqual(
      expect.arrayContaining(['postgres', 'minio', 'mailpit', 'web', 'worker']),
    );
    expect(compose.services.web?.environment?.PLUME_ROLE).toBe('web');
    expect(compose.services.worker?.environment?.PLUME_ROLE).toBe('worker');
    expect(compose.services.worker?.image).toBe(compose.services.web?.image);
    // The worker answers the image's readiness check on its own listener, never on the API's port.
    expect(compose.services.worker?.healthcheck?.disable).toBeUndefined();
    expect(compose.services.worker?.expose).toEqual([String(workerPort)]);
    expect(compose.services.worker?.ports).toBeUndefined();
    expect(loadConfig(serviceEnvironment('worker').environment).WORKER_HTTP_PORT).toBe(workerPort);
  });

  it.each(['web', 'worker'])('gives %s every variable production mode requires', (service) => {
    const { environment } = serviceEnvironment(service);
    expect(productionProblems(environment)).toEqual([]);
    const config = loadConfig(environment);
    expect(config.production).toBe(true);
    expect(config.role).toBe(service);
    for (const name of legalVariables) expect(environment[name], name).toBeTruthy();
    // Each provider: real credentials, or its demonstration twin listed on purpose.
    for (const [provider, rule] of Object.entries(providerRules)) {
      const configured = rule.variables.every((variable) => environment[variable]);
      expect(configured || config.demoProviders.includes(provider as never), provider).toBe(true);
    }
  });

  it('leaves no secret to a default: each required one stops `compose up` when missing', () => {
    const { environment, required } = serviceEnvironment('web');
    for (const name of ['JWT_SECRET', 'MEDIA_SECRET', 'ENCRYPTION_KEY', ...legalVariables]) {
      expect(required.has(name), name).toBe(true);
    }
    // And production would refuse each one missing: the list above is the one the server enforces.
    for (const name of required) {
      const { [name]: _removed, ...without } = environment;
      expect(productionProblems(without).join('\n'), name).toContain(name);
    }
  });
});

describe('Dockerfile', () => {
  const dockerfile = read('Dockerfile');
  const scripts = (JSON.parse(read('package.json')) as { scripts: Record<string, string> }).scripts;

  it('builds in one stage and runs as a non-root user in another', () => {
    expect(dockerfile.match(/^FROM /gm)?.length).toBeGreaterThanOrEqual(2);
    expect(dockerfile).toMatch(/^FROM node:20[\w.-]* AS runtime$/m);
    expect(dockerfile).toMatch(/^USER node$/m);
  });

  it('only runs npm scripts that exist, and starts the compiled server as package.json does', () => {
    const used = [...dockerfile.matchAll(/npm run ([\w:-]+)/g)].map((match) => match[1]!);
    expect(used.length).toBeGreaterThan(0);
    for (const script of used) expect(Object.keys(scripts), script).toContain(script);
    const cmd = /^CMD (\[.*\])$/m.exec(dockerfile)?.[1];
    const command = (JSON.parse(cmd ?? '[]') as string[]).join(' ');
    expect(scripts['start:web']).toBe(`${command} --role=web`);
    expect(scripts['start:worker']).toBe(`${command} --role=worker`);
  });

  it('checks readiness, not mere liveness, on the port of the role', () => {
    expect(dockerfile).toMatch(/HEALTHCHECK[\s\S]*\/api\/health\/ready/);
    const check = /^HEALTHCHECK[\s\S]*?CMD (\[.*\])$/m.exec(dockerfile)?.[1];
    const script = (JSON.parse(check ?? '[]') as string[]).at(-1) ?? '';
    const urlOf = (env: Record<string, string>) => {
      let asked = '';
      const run = new Function('process', 'fetch', script) as (p: unknown, f: unknown) => void;
      run({ env, exit: () => undefined }, (url: string) => {
        asked = url;
        return new Promise(() => undefined);
      });
      return asked;
    };
    const image = { PORT: '3000', WORKER_HTTP_PORT: String(workerPort) };
    expect(dockerfile).toContain(`WORKER_HTTP_PORT=${workerPort}`);
    expect(urlOf(image)).toBe('http://127.0.0.1:3000/api/health/ready');
    expect(urlOf({ ...image, PLUME_ROLE: 'web' })).toBe('http://127.0.0.1:3000/api/health/ready');
    expect(urlOf({ ...image, PLUME_ROLE: 'worker' })).toBe(`http://127.0.0.1:${workerPort}/api/health/ready`);
  });
});
