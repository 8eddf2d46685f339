/** Production entry: build, migrate, seed on first run, serve, and shut down gracefully. */
import { fileURLToPath } from 'node:url';
import closeWithGrace from 'close-with-grace';
import { buildApp } from './app.ts';
import { type Jobs, startJobs } from './jobs.ts';
import { DEMO_ACCOUNTS, DEMO_NEIGHBOURS, DEMO_PIN, DEMO_STAFF, seedDemoData } from './seed.ts';

// A first start on PGlite copies the database the build made (dist/pglite-base, or PGLITE_BASE) instead of
// running initdb.
const app = await buildApp({
  pgliteBase: process.env.PGLITE_BASE || fileURLToPath(new URL('./pglite-base', import.meta.url)),
});
const seeded = process.env.SEED_DEMO === 'false' ? false : await seedDemoData(app);

let jobs: Jobs | undefined;
closeWithGrace({ delay: app.config.shutdownGraceMs }, async ({ signal, err }) => {
  if (err) app.log.error({ err }, 'shutting down after an error');
  else app.log.info({ signal }, 'shutting down: finishing in-flight requests');
  await jobs?.stop();
  await app.close();
});

await app.listen({ port: app.config.port, host: app.config.host });
jobs = await startJobs(app);
// Every link the server makes (e-mails, redirects) starts with PUBLIC_URL, so that is the address to open.
const base = app.config.publicUrl;
const logins = [...DEMO_ACCOUNTS, ...DEMO_STAFF, ...DEMO_NEIGHBOURS]
  .map(
    (a) =>
      `    ${a.role === 'ADMIN' ? 'admin ' : 'member'}  ${a.email.padEnd(28)} ${a.password}${a.status !== 'ACTIVE' ? `  (${a.status.toLowerCase()})` : ''}${a.business ? '  (business)' : ''}${a.language === 'fr-CA' ? '  (reads French)' : ''}${a.role === 'ADMIN' ? `  (${(a.adminRole ?? 'SUPER_ADMIN').toLowerCase().replace('_', ' ')})` : ''}`,
  )
  .join('\n');
process.stdout.write(`
  ${app.config.productName} is running (${app.database.kind === 'pglite' ? `PGlite in ${app.config.dataDir}` : 'PostgreSQL'})${seeded ? ', demo data seeded' : ''}

    Member app     ${base}/
    Admin console  ${base}/admin
    API docs       ${base}/v1/docs   (OpenAPI: ${base}/v1/openapi.json, live events: ${base}/v1/asyncapi.json)
    (PUBLIC_URL: links in e-mails point here; set it to the address members use)${
      app.config.smtpUrl || !app.config.devOutbox
        ? ''
        : `\n    E-mail outbox  ${base}/v1/dev/outbox   (no SMTP_URL: e-mails are kept here, open their links from this machine)`
    }

  Demo logins (members' wallet PIN: ${DEMO_PIN}):
${logins}

`);
