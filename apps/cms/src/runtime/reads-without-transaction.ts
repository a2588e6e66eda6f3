/**
 * Document reads sent without a transaction. Strapi's document service runs each of its methods in
 * a transaction (`wrapInTransaction`, document-service/common.js in @strapi/core), its reads too: a
 * lesson asked through GraphQL, or the year groups /teaching lists, is BEGIN, the read, COMMIT. A
 * read gains nothing from it on PostgreSQL: at its default isolation (read committed) each statement
 * sees the data as of its own start, in a transaction or not. So the reads (findMany, findFirst,
 * findOne, count) are run as they are: two statements fewer each, and no connection held and no
 * transaction context made for them. A read made inside a write's transaction still runs in it
 * (Strapi's query engine takes the transaction from its context, as before). Writes keep theirs.
 *
 * On SQLite (the embedded default) a read of several statements could now see a write made between
 * them, as it always could on PostgreSQL.
 *
 * `tests/reads-without-transaction.test.ts` reads through the document service and through GraphQL
 * and counts the statements; a version of Strapi that renames these functions or stops looking the
 * wrapper up when it makes a repository fails it.
 */
import { moduleBeside } from './package-internals';

type Wrap = (fn: (...args: unknown[]) => unknown) => (...args: unknown[]) => unknown;

export const DOCUMENT_READS = new Set(['findMany', 'findFirst', 'findOne', 'count']);

/** The document service's module that wraps its methods (it exports no path to it). */
function documentServiceCommon(): { wrapInTransaction: Wrap & { readsAsTheyAre?: boolean } } {
  return moduleBeside('@strapi/core/package.json', 'dist/services/document-service/common.js');
}

/** Once per start, in register: before the first repository is made (each is made on first use of its model). */
export function sendReadsWithoutTransaction(): void {
  const common = documentServiceCommon();
  const wrap = common.wrapInTransaction;
  if (wrap.readsAsTheyAre) return;
  common.wrapInTransaction = Object.assign((fn: Parameters<Wrap>[0]) => (DOCUMENT_READS.has(fn.name) ? fn : wrap(fn)), { readsAsTheyAre: true });
}
