/**
 * Checking a password at login with the native bcrypt library instead of users-permissions' bcryptjs.
 *
 * Why: bcryptjs computes the hash in JavaScript on the one main thread, so a class of teachers
 * logging in at 9 a.m. queued behind each other and stalled every other request meanwhile (the
 * benchmark measured 11 logins/s with timeouts at 50 connections). The native library computes it
 * on libuv's thread pool, about three times as fast and on every core, while the main thread goes
 * on answering. The hashes are the same bcrypt format ($2a$/$2b$, cost 10), so passwords stored by
 * bcryptjs check as before; new hashes are still written by Strapi's document service.
 */
import bcrypt from 'bcrypt';

export async function passwordMatches(password: unknown, hash: unknown): Promise<boolean> {
  if (typeof password !== 'string' || typeof hash !== 'string' || !hash.startsWith('$2')) return false;
  return bcrypt.compare(password, hash);
}
