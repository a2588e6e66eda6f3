/**
 * Short links' codes (docs/short-links.md): CODE_LENGTH characters drawn at random (node's crypto)
 * from an alphabet without look-alikes, so a code read off a whiteboard is typed right: no 0 or O,
 * no 1, I or L. 31^7 codes (about 27 billion): guessing one that exists, at the address throttle's
 * pace, takes years. A code says nothing about its page or who made it.
 */
import crypto from 'node:crypto';

export const CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export const CODE_LENGTH = 7;

export function newCode(): string {
  return Array.from({ length: CODE_LENGTH }, () => CODE_ALPHABET[crypto.randomInt(CODE_ALPHABET.length)]).join('');
}

/** A code as typed (any case, spaces or a dash between its halves), or null when it cannot be one. */
export function readCode(typed: string): string | null {
  const code = typed.replace(/[\s-]/g, '').toUpperCase();
  return code.length === CODE_LENGTH && [...code].every((character) => CODE_ALPHABET.includes(character)) ? code : null;
}
