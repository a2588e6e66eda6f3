/**
 * Reads of Strapi's core store (the admin panel's and the plugins' settings), kept in this process
 * for a short while. Strapi reads some of them for nearly every request or write: users-permissions
 * its advanced settings for each request it authenticates, and the document service i18n's default
 * locale for each entry, component and relation it writes (24 of the 120 statements of adding an
 * item to a playlist). They change when an administrator saves a settings page.
 *
 * Every read goes through `strapi.store.get` (a scoped store, `strapi.store({...}).get`, calls it
 * too), which this wraps once at the start. A read is kept for SETTING_REUSE_MS on the product's
 * clock and forgotten on every instance when the core store is written (the `settings` fact:
 * runtime/db-writes.ts, once the write is committed) or, in this process, as soon as a write is
 * sent through the store. While a write sent inside a transaction has not ended (committed or
 * rolled back), reads inside transactions go to the database and are not kept: they may be reading
 * their own write. A read overlapping any write is answered but not kept (Remembered). Each caller
 * gets its own copy of a kept value, since Strapi's code changes the settings it reads before
 * writing them back.
 */
import type { Core } from '@strapi/strapi';
import { now } from './clock';
import { Remembered } from './shared-state';

/** How long a read is kept at most: as long as the roles and permissions read for a request (accounts/entitlement.ts). */
export const SETTING_REUSE_MS = 10_000;

type StoreParams = { key: string; type?: string; name?: string; environment?: string | null; tag?: string | null };
type CoreStore = {
  get: (params: StoreParams) => Promise<unknown>;
  set: (params: StoreParams & { value: unknown }) => Promise<unknown>;
  delete: (params: StoreParams) => Promise<unknown>;
};

const settings = new Remembered<string, unknown>(['settings'], { max: 500, ttl: SETTING_REUSE_MS, perf: { now: () => now().getTime() } });

/** The row a read names, as the core store builds its key (type, plugin name, key, environment, tag). */
const rowOf = ({ key, type = 'core', name, environment, tag }: StoreParams) => JSON.stringify([type, name ?? null, key, environment ?? null, tag ?? null]);

/** Writes sent inside transactions not yet ended: while there are any, a transaction reads the database. */
let uncommittedWrites = 0;

/** Wraps the core store's reads and writes (once per start, in register). */
export function keepCoreStoreReads(strapi: Core.Strapi): void {
  const store = strapi.store as unknown as CoreStore;
  const { get, set, delete: remove } = store;

  /** Forgets now, and once the transaction the write is part of (if any) ends either way. */
  async function beforeWrite(): Promise<void> {
    settings.forget();
    if (!strapi.db.inTransaction()) return;
    uncommittedWrites += 1;
    // Within a transaction this joins it (no new one) and adds to the callbacks its end runs.
    await strapi.db.transaction(async ({ onCommit, onRollback }) => {
      const ended = () => {
        uncommittedWrites -= 1;
        settings.forget();
      };
      onCommit(ended);
      onRollback(ended);
    });
  }

  store.get = async (params) => {
    if (uncommittedWrites > 0 && strapi.db.inTransaction()) return get(params);
    return structuredClone(await settings.get(rowOf(params), () => get(params)));
  };
  store.set = async (params) => {
    await beforeWrite();
    return set(params);
  };
  store.delete = async (params) => {
    await beforeWrite();
    return remove(params);
  };
}
