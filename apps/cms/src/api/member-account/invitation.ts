/**
 * The invitation token a school's invitation link carries (accounts/invitation-links.ts), as the
 * site sends it with a registration, an acceptance or a status question. Any string of a sane
 * length is looked up (a wrong one is simply unknown); anything else is a 400.
 */
import { z } from 'zod';
import { errors } from '@strapi/utils';

export const INVITATION_NOT_VALID = 'This invitation link is not valid. It may have been withdrawn by your school: please ask them for a new invitation.';

export const invitationToken = z.string({ error: INVITATION_NOT_VALID }).trim().min(1, INVITATION_NOT_VALID).max(200, INVITATION_NOT_VALID);

export function parseInvitationToken(value: unknown): string {
  const result = invitationToken.safeParse(value);
  if (!result.success) throw new errors.ValidationError(INVITATION_NOT_VALID);
  return result.data;
}
