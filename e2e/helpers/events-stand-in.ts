/**
 * Drives the local stand-in for the charity's events site that `npm start` runs for the server
 * under test (it records its address in the data folder). The events site is a system we do not
 * own, so it is the one thing these tests may put into failure on purpose.
 */
import fs from 'node:fs';
import path from 'node:path';

export type StandInMode = 'ok' | 'slow' | 'error' | 'malformed' | 'not-a-list' | 'bad-event' | 'broken-image';

function standInUrl(): string {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set: the browser tests start the server with a data folder of their own');
  return JSON.parse(fs.readFileSync(path.join(dataDir, 'events-stand-in.json'), 'utf8')).url;
}

export async function setEventsSite(mode: StandInMode, options: { delayMs?: number } = {}): Promise<void> {
  const response = await fetch(`${standInUrl()}/__stand-in`, { method: 'POST', body: JSON.stringify({ mode, ...options }) });
  if (!response.ok) throw new Error(`the events stand-in refused mode ${mode}: ${await response.text()}`);
}
