/**
 * Knex's own log lines for PostgreSQL (config/database.ts). When the database goes, knex warns once
 * per pooled connection ("Connection Error: Connection ended unexpectedly"); the outage is reported
 * once by outages/database-monitor.ts instead, so those lines go to the debug level. Other warnings
 * keep the warn level.
 */
const LOST_CONNECTION = /^Connection Error:/;

function logger() {
  // The global strapi, once the CMS has started (this runs inside knex, long after config is read).
  return typeof strapi === 'undefined' ? undefined : strapi.log;
}

export const knexLog = {
  warn(message: unknown) {
    const text = typeof message === 'string' ? message : String(message);
    const log = logger();
    if (!log) console.warn(text);
    else if (LOST_CONNECTION.test(text)) log.debug(`knex: ${text}`);
    else log.warn(`knex: ${text}`);
  },
};
