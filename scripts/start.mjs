// `npm start`: install what is missing, build what is stale, then serve the site, the REST API,
// GraphQL and the admin panel from one origin (http://localhost:8080 unless PORT says otherwise).
// The database is created and the demo seeded on first start; DATA_DIR moves the data folder.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { cmsDir, log, prepareApps, root, waitForHealth } from './lib/project.mjs';
import { startMailCatcher } from './lib/mail-catcher.mjs';
import { startEventsStandIn } from './lib/events-stand-in.mjs';

const port = process.env.PORT || '8080';
const dataDir = path.resolve(process.env.DATA_DIR || path.join(root, 'data'));
const env = { ...process.env, PORT: port, DATA_DIR: dataDir, NODE_ENV: process.env.NODE_ENV || 'development' };
const production = env.NODE_ENV === 'production';

try {
  await prepareApps();
} catch (error) {
  console.error(`\n${error.message}`);
  process.exit(1);
}

// Without an SMTP relay configured, development mail goes to the local catcher and its inbox.
let mailCatcher;
if (!production && !process.env.SMTP_HOST) {
  mailCatcher = await startMailCatcher(dataDir);
  Object.assign(env, { SMTP_HOST: '127.0.0.1', SMTP_PORT: String(mailCatcher.smtpPort) });
}
// Without the charity's events site configured, development reads a local stand-in of it.
let eventsStandIn;
if (!production && !process.env.LIVE_EVENTS_URL) {
  eventsStandIn = await startEventsStandIn({ port: Number(process.env.EVENTS_STAND_IN_PORT ?? 0), dataDir });
  env.LIVE_EVENTS_URL = eventsStandIn.url;
}
env.SITE_URL ??= `http://localhost:${port}`;

log(`Starting on port ${port} with data in ${dataDir}`);
// The CMS's own start script: `strapi start` without Strapi's command line (apps/cms/scripts/serve.js).
const serveScript = path.join(cmsDir, 'scripts', 'serve.js');
// --expose-gc: the CMS collects its garbage once it is quiet after a burst (apps/cms/src/runtime/idle-collection.ts).
const cms = spawn(process.execPath, ['--expose-gc', serveScript], { cwd: cmsDir, env, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    cms.kill(signal);
    mailCatcher?.child.kill('SIGTERM');
  });
}
cms.on('exit', (code) => {
  mailCatcher?.child.kill('SIGTERM');
  process.exit(code ?? 0);
});

const baseUrl = `http://localhost:${port}`;
// A CMS waiting for its PostgreSQL (DATABASE_START_TIMEOUT_SECONDS, default 180) says so in its log
// and stops by itself when it gives up: give it that long on top of a first start's seeding.
const databaseWaitMs = process.env.DATABASE_URL ? (Number(process.env.DATABASE_START_TIMEOUT_SECONDS) || 180) * 1000 : 0;
try {
  await waitForHealth(baseUrl, cms, 180_000 + databaseWaitMs);
} catch (error) {
  console.error(`\n${error.message}`);
  cms.kill('SIGTERM');
  process.exit(1);
}

const { DEV_ADMIN, DEV_ADMINISTRATOR } = await import(path.join(cmsDir, 'dist', 'src', 'bootstrap', 'dev-admin.js'));
const { DEMO_ACCOUNTS } = await import(path.join(cmsDir, 'dist', 'src', 'seed', 'demo-accounts.js'));
const lines = [
  '',
  'Orchestra Classroom is running.',
  `  Site:          ${baseUrl}/`,
  `  Admin panel:   ${baseUrl}/admin${production ? '' : `   (development logins: editor ${DEV_ADMIN.email} / ${DEV_ADMIN.password}, administrator ${DEV_ADMINISTRATOR.email} / ${DEV_ADMINISTRATOR.password})`}`,
  `  GraphQL:       POST ${baseUrl}/graphql     REST: ${baseUrl}/api`,
];
if (!production) {
  lines.push('  Demo teachers:');
  for (const account of DEMO_ACCOUNTS) {
    lines.push(`    ${account.email.padEnd(26)} ${account.password.padEnd(14)} ${account.firstName} ${account.lastName} (${account.role})`);
  }
  lines.push(
    `  Live events:   ${eventsStandIn ? `${eventsStandIn.url}   (a local stand-in for the events site; set LIVE_EVENTS_URL for the real one)` : env.LIVE_EVENTS_URL}`,
  );
  lines.push(
    `  Mail inbox:    ${mailCatcher ? `${mailCatcher.inboxUrl}   (every email the product sends in development)` : `sent through ${process.env.SMTP_HOST}`}`,
  );
}
lines.push(`  Data folder:   ${dataDir}   (set DATA_DIR to use another; delete it to start afresh)`, '');
console.log(lines.join('\n'));
