/**
 * The bodies of the member account calls (src/api/member-account/controllers), parsed before the
 * service sees them. Types only: an address must be a string and a link's token a sane string; the
 * rules (a valid address, who may invite, seats, the link's state) are the member account service's
 * (src/api/member-account/services/member-account.ts), so a bad address keeps the service's message.
 * A missing body, or one that is not a JSON object, is read as an empty one. Parse with
 * parseArguments (./issues): a 400 ValidationError carrying the field's message.
 */
import { z } from 'zod';
import { invitationToken } from './invitation';
import { MAX_ADDRESSES, MAX_LIST_CHARACTERS } from './address-list';

/** The service's message for an address it cannot use (normaliseEmail). */
export const EMAIL_NOT_VALID = 'Please enter a valid email address';

const address = z.string({ error: EMAIL_NOT_VALID });
const LIST_TOO_LONG = `A list can hold up to ${MAX_ADDRESSES} addresses at a time (${MAX_LIST_CHARACTERS.toLocaleString('en-GB')} characters). Please send it in parts.`;
const LIST_NOT_TEXT = 'Please paste the email addresses, or choose a CSV file that holds them.';
/** A list: the text as pasted or read from a CSV file, or an array of such texts (each may hold several addresses). */
const addressList = z
  .union([z.string({ error: LIST_NOT_TEXT }), z.array(z.string({ error: LIST_NOT_TEXT }), { error: LIST_NOT_TEXT }).max(MAX_ADDRESSES, LIST_TOO_LONG)], {
    error: LIST_NOT_TEXT,
  })
  .refine((list) => [list].flat().reduce((length, text) => length + text.length + 1, 0) <= MAX_LIST_CHARACTERS, LIST_TOO_LONG);

const asObject = (body: unknown) => (typeof body === 'object' && body !== null && !Array.isArray(body) ? body : {});
const body = <T extends z.ZodRawShape>(shape: T) => z.preprocess(asObject, z.object(shape));

export const memberAccountBodies = {
  /** Invite an address, or withdraw its pending invitation. */
  invitee: body({ invitee: address }),
  /** Invite a list of addresses, or see what inviting it would do. */
  list: body({ addresses: addressList }),
  /** Remove a member by their account's email. */
  member: body({ member_email: address }),
  /** Accept an invitation link, or ask what it is now. */
  invitation: body({ invitation: invitationToken }),
};
