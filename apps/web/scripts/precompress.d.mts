import type { Plugin } from 'vite';

/** Writes .br and .gz copies of the built text files (see precompress.mjs). */
export function precompress(): Plugin;
