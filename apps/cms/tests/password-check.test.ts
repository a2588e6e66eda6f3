/**
 * The login's password check (src/accounts/password-check.ts) uses native bcrypt, while Strapi's
 * document service keeps writing hashes with bcryptjs: every password bcryptjs stored must check
 * exactly as it did, and nothing that is not a password and a bcrypt hash may pass.
 */
import { describe, expect, it } from 'vitest';
import bcryptjs from 'bcryptjs';
import { passwordMatches } from '../src/accounts/password-check';

const PASSWORDS = ['Subscriber1', 'Clé-de-sol 𝄞 ♫ Ünïcødé', 'a'.repeat(72), `${'b'.repeat(72)}past the bcrypt limit`, ' leading and trailing spaces '];

describe('password check at login', () => {
  it.each(PASSWORDS)('accepts the password bcryptjs stored (%s) and refuses a near miss', async (password) => {
    const stored = bcryptjs.hashSync(password, 10);
    expect(await passwordMatches(password, stored)).toBe(true);
    const nearMiss = `${password.slice(0, -1)}${password.endsWith('z') ? 'y' : 'z'}`;
    // Past 72 bytes bcrypt ignores the rest, so the near miss matches there, in both libraries.
    expect(await passwordMatches(nearMiss, stored)).toBe(Buffer.byteLength(password) > 72);
    expect(await passwordMatches(nearMiss, stored)).toBe(bcryptjs.compareSync(nearMiss, stored));
  });

  it('treats bytes past 72 as bcryptjs does', async () => {
    const long = 'c'.repeat(80);
    const stored = bcryptjs.hashSync(long, 10);
    expect(await passwordMatches(`${'c'.repeat(72)}anything`, stored)).toBe(bcryptjs.compareSync(`${'c'.repeat(72)}anything`, stored));
  });

  it('refuses what is not a password and a bcrypt hash, without throwing', async () => {
    const stored = bcryptjs.hashSync('Subscriber1', 10);
    for (const [password, hash] of [
      [undefined, stored],
      [null, stored],
      [123, stored],
      [['Subscriber1'], stored],
      ['Subscriber1', undefined],
      ['Subscriber1', ''],
      ['Subscriber1', 'Subscriber1'],
      ['Subscriber1', '$2a$10$tooShort'],
      ['', stored],
    ] as Array<[unknown, unknown]>) {
      expect(await passwordMatches(password, hash)).toBe(false);
    }
  });
});
