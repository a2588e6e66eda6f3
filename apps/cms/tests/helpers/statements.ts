/** Counting what a test CMS sends its database (knex's `query` event on its connection). */
import type { Core } from '@strapi/strapi';

type Listener = (query: { sql: string }) => void;

/** How many statements (those matching `only`, when given) the database was sent while `work` ran. */
export async function statementsDuring(strapi: Core.Strapi, work: () => Promise<unknown>, only?: RegExp): Promise<number> {
  const connection = strapi.db.connection as unknown as { on: (event: string, listener: Listener) => void; off: (event: string, listener: Listener) => void };
  let statements = 0;
  const count: Listener = (query) => {
    if (!only || only.test(query.sql)) statements += 1;
  };
  connection.on('query', count);
  try {
    await work();
  } finally {
    connection.off('query', count);
  }
  return statements;
}
