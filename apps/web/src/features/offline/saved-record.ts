/**
 * The record kept beside a saved item's files (offline-store.ts), read back through a schema: a
 * record this site did not write, or an earlier site wrote differently, is no saved item.
 */
import * as z from 'zod/mini';
import type { SavedKind } from './saved-files';

export interface SavedItem {
  key: string;
  kind: SavedKind;
  title: string;
  /** The item's page; its slides are at `${href}/slides`. */
  href: string;
  /** The teacher who saved it (their user id). */
  owner: number;
  pages: string[];
  files: string[];
  /** The site's built files it was saved with (a later deploy's may differ). */
  code: string[];
  bytes: number;
  savedAt: string;
}

const addresses = z.array(z.string());

const savedItemRecord: z.ZodMiniType<SavedItem> = z.object({
  key: z.string(),
  kind: z.enum(['lesson', 'activity', 'playlist'] satisfies SavedKind[]),
  title: z.string(),
  href: z.string(),
  owner: z.number(),
  pages: addresses,
  files: addresses,
  code: addresses,
  bytes: z.number(),
  savedAt: z.string(),
});

/** The saved item a stored record holds; undefined when there is no record, or it is not JSON or not a saved item. */
export async function readSavedRecord(record: Response | undefined): Promise<SavedItem | undefined> {
  if (!record) return undefined;
  const value = await record.json().catch(() => undefined);
  const item = savedItemRecord.safeParse(value);
  return item.success ? item.data : undefined;
}
