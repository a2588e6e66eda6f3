// Starts the built CMS (dist/) as `strapi start` does, through Strapi's own createStrapi, but
// without loading Strapi's command line. That loads every command, and its `console` command loads
// Node's REPL and with it the `domain` module: from then on every event emitter the server makes
// (each request's socket, request and response) pays the domain module's extra work, and the
// process holds about 50 MB more. scripts/start.mjs and the tests that run the CMS as a process use it.
//
// CMS_PROCESSES=N (docs/operations.md, "Several processes") runs N workers sharing the port
// through Node's cluster module: this process then only forks them, forks a new one when one dies,
// and passes SIGINT and SIGTERM on so that a stop is clean. One process (the default) runs Strapi
// here, as before. More than one needs PostgreSQL and Redis; a start asking for more without them
// stops here with a message naming what is missing.
const cluster = require('node:cluster');
const path = require('node:path');

const appDir = path.resolve(__dirname, '..');
const distDir = path.join(appDir, 'dist');

function serve() {
  const { createStrapi } = require('@strapi/strapi');
  // start() reports a failed start and exits by itself (Strapi's stopWithError), and handles SIGINT and SIGTERM.
  createStrapi({ appDir, distDir }).start();
}

/** How long a stop may take before the workers still running are killed. */
const STOP_TIMEOUT_MS = 30_000;
/** A pause before a dead worker's replacement, so a worker that keeps dying does not spin. */
const RESTART_DELAY_MS = 1000;

function runWorkers(count) {
  const log = (message) => console.log(`[cms primary ${process.pid}] ${message}`);
  let stopping = false;
  let stopCode = 0;
  let everListened = false;

  const fork = () => cluster.fork().once('listening', () => (everListened = true));

  cluster.on('exit', (worker, code, signal) => {
    const how = signal ? `signal ${signal}` : `code ${code}`;
    if (stopping) {
      if (Object.keys(cluster.workers).length === 0) {
        log('every worker has stopped');
        process.exit(stopCode);
      }
      return;
    }
    // A worker that dies before any worker ever answered is a start that cannot work (a setting, the
    // database refusing us): starting it again would only loop. Stop, with its exit code.
    if (!everListened) {
      log(`a worker stopped during the start (${how}); stopping`);
      stop(code || 1);
      return;
    }
    log(`worker ${worker.process.pid} died (${how}); starting another`);
    setTimeout(() => stopping || fork(), RESTART_DELAY_MS);
  });

  function stop(exitCode = 0) {
    if (stopping) return;
    stopping = true;
    stopCode = exitCode;
    const workers = Object.values(cluster.workers);
    if (workers.length === 0) process.exit(exitCode);
    for (const worker of workers) worker.process.kill('SIGTERM');
    setTimeout(() => {
      log(`workers still running after ${STOP_TIMEOUT_MS / 1000} s; killing them`);
      for (const worker of Object.values(cluster.workers)) worker.process.kill('SIGKILL');
      process.exit(exitCode || 1);
    }, STOP_TIMEOUT_MS).unref();
  }

  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.on(signal, () => {
      log(`${signal}: stopping the workers`);
      stop(0);
    });
  }

  log(`starting ${count} workers on one port`);
  for (let n = 0; n < count; n++) fork();
}

if (cluster.isPrimary) {
  const { checkEnvironment, cmsProcesses } = require(path.join(distDir, 'src', 'runtime', 'environment'));
  let count;
  try {
    checkEnvironment();
    count = cmsProcesses();
    // The development secrets file is written once, here, before several workers would race to.
    if (count > 1) require(path.join(distDir, 'src', 'runtime', 'settings')).secrets();
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
  if (count === 1) serve();
  else runWorkers(count);
} else {
  serve();
}
