/**
 * The id in a Music at Home link (docs/product.md, "Link ids"): the at-home library's
 * id and the sharing teacher's user id, obfuscated with hashids under a salt (runtime/settings.ts,
 * AT_HOME_LINK_SALT). It hides the numbers; it is not a secret or a signature, which is why the
 * server also checks, on every request, that the teacher it names still has an active subscription.
 *
 * Decoding follows the product's rule (docs/product.md, "Link ids"): an empty id (or one that
 * decodes to nothing) gives ids 0, which no library has; anything else that is not one of our ids
 * is a decoding error.
 */
import Hashids from 'hashids';

const MIN_LENGTH = 8;

export interface AtHomeLinkIds {
  libraryId: number;
  teacherId: number;
}

export class AtHomeLinkDecodingError extends Error {
  constructor(id: string) {
    super(`'${id}' is not a Music at Home link id`);
    this.name = 'AtHomeLinkDecodingError';
  }
}

export class AtHomeLinkCodec {
  private readonly hashids: Hashids;

  constructor(salt: string) {
    this.hashids = new Hashids(salt, MIN_LENGTH);
  }

  encode({ libraryId, teacherId }: AtHomeLinkIds): string {
    if (![libraryId, teacherId].every((n) => Number.isSafeInteger(n) && n > 0)) {
      throw new RangeError('An at-home link needs a library id and a teacher id, both positive whole numbers');
    }
    return this.hashids.encode([libraryId, teacherId]);
  }

  decode(id: string): AtHomeLinkIds {
    let numbers: Array<number | bigint>;
    try {
      numbers = this.hashids.decode(id);
    } catch {
      throw new AtHomeLinkDecodingError(id); // characters outside the alphabet
    }
    if (numbers.length === 0) return { libraryId: 0, teacherId: 0 };
    if (numbers.length !== 2 || !numbers.every((n) => typeof n === 'number' && Number.isSafeInteger(n))) {
      throw new AtHomeLinkDecodingError(id);
    }
    const [libraryId, teacherId] = numbers as number[];
    return { libraryId, teacherId };
  }
}

/** Why a link does not open: not one of our ids, or its teacher's subscription is not active. */
export type Refusal = 'malformed' | 'unavailable';
export class AtHomeLinkRefused extends Error {
  constructor(readonly reason: Refusal) {
    super(reason === 'malformed' ? 'That Music at Home link could not be found.' : 'This Music at Home link is not available at the moment.');
    this.name = 'AtHomeLinkRefused';
  }
}
