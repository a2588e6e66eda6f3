/** The Music at Home link's id codec (api/at-home-library/link-ids.ts): unit tests, no CMS needed. */
import Hashids from 'hashids';
import { describe, expect, it } from 'vitest';
import { AtHomeLinkCodec, AtHomeLinkDecodingError } from '../src/api/at-home-library/link-ids';
import { DEV_AT_HOME_LINK_SALT } from '../src/runtime/settings';

const codec = new AtHomeLinkCodec(DEV_AT_HOME_LINK_SALT);

describe('the at-home link id', () => {
  it('round-trips a library id and a teacher id', () => {
    for (const ids of [
      { libraryId: 1, teacherId: 1 },
      { libraryId: 7, teacherId: 42 },
      { libraryId: 123456, teacherId: 9876543 },
    ]) {
      const id = codec.encode(ids);
      expect(id).toMatch(/^[a-zA-Z0-9]{8,}$/);
      expect(codec.decode(id)).toEqual(ids);
    }
  });

  it('hides the numbers, and depends on the salt', () => {
    const id = codec.encode({ libraryId: 7, teacherId: 42 });
    expect(id).not.toContain('42');
    expect(new AtHomeLinkCodec('another-salt-for-another-site').encode({ libraryId: 7, teacherId: 42 })).not.toBe(id);
  });

  it('decodes an empty id to 0', () => {
    expect(codec.decode('')).toEqual({ libraryId: 0, teacherId: 0 });
  });

  it('raises a decoding error for a malformed id', () => {
    const id = codec.encode({ libraryId: 7, teacherId: 42 });
    for (const malformed of ['not-an-id!', `${id}/`, 'ÅÄÖ', codec.encode({ libraryId: 7, teacherId: 42 }).replace(/./, '-')]) {
      expect(() => codec.decode(malformed), malformed).toThrow(AtHomeLinkDecodingError);
    }
    // An id made of one number (well formed for hashids, not for a link) is not ours either.
    const oneNumber = new Hashids(DEV_AT_HOME_LINK_SALT, 8).encode([7]);
    expect(() => codec.decode(oneNumber)).toThrow(AtHomeLinkDecodingError);
  });

  it('gives nothing that opens for an id altered by hand', () => {
    const id = codec.encode({ libraryId: 7, teacherId: 42 });
    const altered = id.slice(0, -1) + (id.endsWith('a') ? 'b' : 'a');
    // hashids checks an id by encoding its numbers again: a changed character decodes to nothing.
    expect(codec.decode(altered)).toEqual({ libraryId: 0, teacherId: 0 });
  });

  it('refuses to encode ids that are not positive whole numbers', () => {
    expect(() => codec.encode({ libraryId: 0, teacherId: 3 })).toThrow(RangeError);
    expect(() => codec.encode({ libraryId: 2, teacherId: 1.5 })).toThrow(RangeError);
  });
});
