/**
 * The account forms' actions (docs/product.md, "Accounts"), at /account/action/{operation}: the
 * login form is on several pages, so the account forms submit here with a fetcher (as JSON) rather
 * than to their page. Each operation goes through its flow states (account-store.ts, `track`); a
 * failure answers its message and any field errors (docs/product.md, "Server validation") for the
 * form to show.
 */
import { data, type ClientActionFunctionArgs } from 'react-router';
import * as z from 'zod/mini';
import { UpdateUserProfileDocument, type UpdateUserProfileMutationVariables } from '../graphql/generated';
import { RequestError, request } from '../lib/graphql';
import { jsonInput } from '../lib/action-input';
import {
  AuthError,
  GENERIC_PROBLEM,
  acceptInvitation,
  forgotPassword,
  inviteMember,
  logIn,
  register,
  removeInvitation,
  removeMember,
} from '../features/account/auth-api';
import { logIn as keepLogin, reloadMe, replaceProfile, track } from '../features/account/account-store';
import { issuesToFieldErrors, type FieldErrors } from '../features/account/field-errors';
import type { AuthOperation } from '../features/account/auth-flow';

const text = z.string();
const maybeText = z.nullish(text);
const email = z.object({ email: text });

/** What each account form submits (as JSON); a body that does not fit is a 400 (lib/action-input.ts). */
const INPUTS = {
  login: z.object({ email: text, password: text }),
  'forgot-password': email,
  register: z.object({
    email: text,
    password: text,
    first_name: text,
    last_name: text,
    postcode: text,
    country: text,
    areas_of_interest: z.array(text),
    skipTrial: z.boolean(),
    invitation: z.optional(text),
  }),
  'profile-save': z.object({
    salutation: maybeText,
    first_name: maybeText,
    last_name: maybeText,
    phone_number: maybeText,
    school: maybeText,
    role: maybeText,
    address_1: maybeText,
    address_2: maybeText,
    postcode: maybeText,
    country: maybeText,
    areas_of_interest: z.nullish(z.array(text)),
  }) satisfies z.ZodMiniType<UpdateUserProfileMutationVariables>,
  'invite-member': email,
  'remove-invited-member': email,
  'remove-member': email,
  'accept-invitation': z.object({ invitation: text }),
} satisfies Partial<Record<AuthOperation, z.ZodMiniType>>;
type Input<Operation extends keyof typeof INPUTS> = z.output<(typeof INPUTS)[Operation]>;

const OPERATIONS = {
  login: async ({ email, password }: Input<'login'>) => {
    const answer = await logIn(email, password);
    await keepLogin(answer.jwt, answer.user);
  },
  'forgot-password': ({ email }: Input<'forgot-password'>) => forgotPassword(email),
  register: async ({ email, password, postcode, country, skipTrial, invitation, ...profile }: Input<'register'>) => {
    const answer = await register(
      email.trim(),
      password,
      { ...profile, postcode: postcode || undefined, country: country || undefined },
      skipTrial,
      invitation || undefined,
    );
    await keepLogin(answer.jwt, answer.user);
  },
  'profile-save': async (profile: Input<'profile-save'>) => {
    const { updateUserProfile } = await request(UpdateUserProfileDocument, profile);
    if (updateUserProfile) replaceProfile(updateUserProfile);
  },
  'invite-member': ({ email }: Input<'invite-member'>) => inviteMember(email),
  'remove-invited-member': ({ email }: Input<'remove-invited-member'>) => removeInvitation(email),
  'remove-member': ({ email }: Input<'remove-member'>) => removeMember(email),
  // A school invitation's link, opened by a logged-in teacher: they join, and their new role is loaded.
  'accept-invitation': async ({ invitation }: Input<'accept-invitation'>) => {
    await acceptInvitation(invitation);
    await reloadMe();
  },
} satisfies { [Operation in keyof typeof INPUTS]: (fields: Input<Operation>) => Promise<void> };

/** What the form shows next: nothing more on success; a failure's message and its field errors. */
interface AccountResult {
  error?: string;
  fieldErrors?: FieldErrors;
}

// Forms reach these actions with a fetcher, never as a page: an address followed or typed here finds nothing.
export const loader = () => new Response('No page at this address', { status: 404 });

export async function clientAction({ params, request: submission }: ClientActionFunctionArgs): Promise<AccountResult> {
  const operation = params.operation as keyof typeof OPERATIONS;
  if (!Object.hasOwn(OPERATIONS, operation)) throw data('No such account operation', { status: 404 });
  const run = OPERATIONS[operation] as (fields: unknown) => Promise<void>;
  const fields = await jsonInput(INPUTS[operation], submission);
  try {
    await track(operation, () => run(fields));
    return {};
  } catch (error) {
    const details = error instanceof AuthError ? error.details : error instanceof RequestError ? error.errors[0]?.extensions?.error?.details : undefined;
    const message = error instanceof AuthError || error instanceof RequestError ? error.message : GENERIC_PROBLEM;
    return { error: message, fieldErrors: issuesToFieldErrors(details) };
  }
}
