import { buildApp } from './app';
import { bootstrap } from './bootstrap';
import { ConfigError, loadConfig } from './config';
import { startJobEngine, type JobEngine } from './jobs/engine';
import { sweepDueJobRef } from './modules/publishing/sweep-due.job';
import { ensureAdministrators } from './modules/auth/admin-accounts';
import { recoverInterruptedWork } from './startup-recovery';

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
  const { logger, database, container } = await bootstrap(config);
  await recoverInterruptedWork(container);
  const demoAdmin = await ensureAdministrators(
    { users: container.repositories.users, passwords: container.passwords },
    {
      adminEmail: config.ADMIN_EMAIL,
      adminPassword: config.ADMIN_PASSWORD,
      embedded: config.mode === 'embedded',
    },
  );
  const app = await buildApp({ container });
  // Always started so this process can enqueue; JOBS_ENABLED=false leaves the running of jobs to
  // other processes on the same PostgreSQL.
  const jobs: JobEngine = await startJobEngine({
    database,
    definitions: container.jobDefinitions,
    logger,
    work: config.JOBS_ENABLED,
  });
  container.jobs.bind(jobs);
  // Posts that fell due while no process was running are caught up now rather than at the next minute.
  await jobs.send(sweepDueJobRef, {});

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    logger.info({ signal }, 'arrêt en cours');
    const timer = setTimeout(() => process.exit(1), 15_000).unref();
    try {
      await app.close();
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

  await app.listen({ port: config.PORT, host: config.HOST });
  const address = `http://${config.HOST === '0.0.0.0' || config.HOST === '::' ? 'localhost' : config.HOST}:${config.PORT}`;
  process.stdout.write(
    `\n  ${config.BRAND_NAME} est prêt : ${address}  (mode ${config.mode === 'embedded' ? 'intégré' : 'production'})\n`,
  );
  if (demoAdmin) {
    process.stdout.write(
      `\n  Compte administrateur de démonstration créé (affiché une seule fois) :\n` +
        `    e-mail       : ${demoAdmin.email}\n    mot de passe : ${demoAdmin.password}\n\n`,
    );
  }
}

main().catch((error: unknown) => {
  process.stderr.write(
    `Démarrage impossible : ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exit(1);
});
