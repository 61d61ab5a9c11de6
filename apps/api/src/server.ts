// First: V8 settings that must hold before the rest is loaded.
import { startupOver } from './runtime-flags';
import { collectWhenQuiet } from './lib/quiet-memory';
import type { FastifyInstance } from 'fastify';
import { bootstrap } from './bootstrap';
import { ConfigError, loadConfig, type AppConfig } from './config';
import { startJobEngine } from './jobs/engine';
import { sweepDueJobRef } from './modules/publishing/sweep-due.job';
import { ensureAdministrators } from './modules/auth/admin-accounts';
import { knownAdmin, rememberDemoAdmin, startBanner } from './start-banner';
import { recoverInterruptedWork } from './startup-recovery';
import { listenerUrl, startWorkerHttp, type WorkerHttp } from './worker-http';

/** `--role=web|worker|all` on the command line wins over PLUME_ROLE (one build, three commands). */
function loadConfigOrExit(): AppConfig {
  const role = process.argv.find((arg) => arg.startsWith('--role='))?.slice('--role='.length);
  try {
    return loadConfig(role ? { ...process.env, PLUME_ROLE: role } : process.env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    process.stderr.write(`${error.message}\n\nLe serveur ne démarre pas : corrigez ces variables.\n`);
    process.exit(1);
  }
}

async function main() {
  const config = loadConfigOrExit();
  // Plain words for a person at a terminal; production speaks JSON through the logger only.
  const say = (line: string) => {
    if (!config.production) process.stdout.write(`${line}\n`);
  };
  say(
    config.mode === 'embedded'
      ? `Ouverture de la base de données (${config.dataDir}) et migrations…`
      : 'Connexion à PostgreSQL et migrations…',
  );
  const { logger, database, container } = await bootstrap(config);
  await recoverInterruptedWork(container);
  const created = await ensureAdministrators(
    { users: container.repositories.users, passwords: container.passwords },
    {
      adminEmail: config.ADMIN_EMAIL,
      adminPassword: config.ADMIN_PASSWORD,
      // Production never gets an account whose password was printed to a terminal.
      embedded: config.mode === 'embedded' && !config.production,
    },
  );
  const admin = created ? await rememberDemoAdmin(config.dataDir, created) : await knownAdmin(config);

  // Every role starts the engine so it can enqueue; only `all` and `worker` run the jobs.
  const jobs = await startJobEngine({
    database,
    definitions: container.jobDefinitions,
    logger,
    work: config.role !== 'web',
    poolMax: config.JOBS_POOL_MAX,
  });
  container.jobs.bind(jobs);
  // Posts that fell due while no process was running are caught up now rather than at the next minute.
  await jobs.send(sweepDueJobRef, {});

  // The worker loads no route of the API: only its probe listener, started once the engine runs.
  const app: FastifyInstance | undefined =
    config.role === 'worker' ? undefined : await (await import('./app')).buildApp({ container });
  let probes: WorkerHttp | undefined;

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    logger.info({ signal }, 'arrêt en cours');
    const timer = setTimeout(() => process.exit(1), 15_000).unref();
    try {
      await app?.close();
      await probes?.close();
      container.jobs.unbind();
      await jobs.stop();
      await database.close();
    } finally {
      clearTimeout(timer);
      process.exit(0);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  let url: string | undefined;
  if (app) {
    await app.listen({ port: config.PORT, host: config.HOST });
    url = listenerUrl(app, config.HOST);
  } else {
    probes = await startWorkerHttp(container, { port: config.WORKER_HTTP_PORT, host: config.HOST });
  }
  startupOver();
  collectWhenQuiet();
  if (config.production) {
    logger.info(
      { role: config.role, url, probes: probes?.url, demoProviders: config.demoProviders },
      'serveur prêt',
    );
  } else {
    process.stdout.write(startBanner({ config, url, probes: probes?.url, admin }));
  }
}

main().catch((error: unknown) => {
  process.stderr.write(
    `Démarrage impossible : ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exit(1);
});
