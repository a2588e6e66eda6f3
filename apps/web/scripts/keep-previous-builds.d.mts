import type { Plugin } from 'vite';

export const KEEP_PREVIOUS_MS: number;
export const RECORD_FILE: string;
/** Records when each earlier build's file went out of use, and removes those out of use for longer than keepMs. */
export function prunePreviousAssets(outDir: string, currentFiles: string[], options?: { keepMs?: number; now?: number }): string[];
/** Keeps the files of earlier builds in dist/assets for a day (see keep-previous-builds.mjs). */
export function keepPreviousBuilds(options?: { keepMs?: number }): Plugin;
