/**
 * The account forms' actions (docs/product.md, "Accounts"), at /account/action/{operation}: the
 * login form is on several pages, so the account forms submit here with a fetcher (as JSON) rather
 * than to their page. Each operation goes through its flow states (account-store.ts, `track`); a
 * failure answers its message and any field errors (docs/product.md, "Server validation") for the
 * form to show.
 */
import { data, type ClientActionFunctionArgs } from 'react-router';
import { UpdateUserProfileDocument, type UpdateUserProfileMutationVariables } from '../graphql/generated';
import { RequestError, request } from '../lib/graphql';
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
  type RegistrationProfile,
} from '../features/account/auth-api';
import { logIn as keepLogin, reloadMe, replaceProfile, track } from '../features/account/account-store';
import { issuesToFieldErrors, type FieldErrors } from '../features/account/field-errors';
import type { AuthOperation } from '../features/account/auth-flow';

type Email = { email: string };
type Registration = Email & Required<RegistrationProfile> & { password: string; skipTrial: boolean; invitation?: string };

const OPERATIONS = {
  login: async ({ email, password }: Email & { password: string }) => {
    const answer = await logIn(email, password);
    await keepLogin(answer.jwt, answer.user);
  },
  'forgot-password': ({ email }: Email) => forgotPassword(email),
  register: async ({ email, password, postcode, country, skipTrial, invitation, ...profile }: Registration) => {
    const answer = await register(
      email.trim(),
      password,
      { ...profile, postcode: postcode || undefined, country: country || undefined },
      skipTrial,
      invitation || undefined,
    );
    await keepLogin(answer.jwt, answer.user);
  },
  'profile-save': async (profile: UpdateUserProfileMutationVariables) => {
    const { updateUserProfile } = await request(UpdateUserProfileDocument, profile);
    if (updateUserProfile) replaceProfile(updateUserProfile);
  },
  'invite-member': ({ email }: Email) => inviteMember(email),
  'remove-invited-member': ({ email }: Email) => removeInvitation(email),
  'remove-member': ({ email }: Email) => removeMember(email),
  // A school invitation's link, opened by a logged-in teacher: they join, and their new role is loaded.
  'accept-invitation': async ({ invitation }: { invitation: string }) => {
    await acceptInvitation(invitation);
    await reloadMe();
  },
} satisfies Partial<Record<AuthOperation, (fields: never) => Promise<void>>>;

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
  const fields: unknown = await submission.json();
  try {
    await track(operation, () => run(fields));
    return {};
  } catch (error) {
    const details = error instanceof AuthError ? error.details : error instanceof RequestError ? error.errors[0]?.extensions?.error?.details : undefined;
    const message = error instanceof AuthError || error instanceof RequestError ? error.message : GENERIC_PROBLEM;
    return { error: message, fieldErrors: issuesToFieldErrors(details) };
  }
}
