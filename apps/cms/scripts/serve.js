// Starts the built CMS (dist/) as `strapi start` does, through Strapi's own createStrapi, but
// without loading Strapi's command line. That loads every command, and its `console` command loads
// Node's REPL and with it the `domain` module: from then on every event emitter the server makes
// (each request's socket, request and response) pays the domain module's extra work, and the
// process holds about 50 MB more. scripts/start.mjs and the tests that run the CMS as a process use it.
const path = require('node:path');
const { createStrapi } = require('@strapi/strapi');

const appDir = path.resolve(__dirname, '..');
// start() reports a failed start and exits by itself (Strapi's stopWithError), and handles SIGINT and SIGTERM.
createStrapi({ appDir, distDir: path.join(appDir, 'dist') }).start();
