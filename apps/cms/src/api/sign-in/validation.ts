/** What the sign-in routes accept (controllers/sign-in.ts); anything else is a 400 before the service sees it. */
import { z } from 'zod';
import { invitationToken } from '../member-account/invitation';
import { PROVIDERS } from './providers';

/** A path of the site to come back to: one slash, never another origin (`//evil.example`, `/\evil.example`). */
const sitePath = z
  .string()
  .max(500)
  .regex(/^\/(?![/\\])[^\s]*$/)
  .optional()
  .catch(undefined);

export const signInInputs = {
  provider: z.enum(PROVIDERS),
  start: z.object({ from: sitePath, invitation: invitationToken.optional() }),
  confirm: z.object({ code: z.string().min(1).max(200) }),
  link: z.object({ password: z.string().min(1, 'Please enter your password').max(200) }),
  remove: z.object({ provider: z.enum(PROVIDERS, { error: 'Choose a sign-in to remove: google or microsoft' }) }),
};
