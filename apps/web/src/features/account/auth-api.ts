/**
 * The account calls (docs/product.md, "Accounts"), to the CMS's REST API under /api. A failed call
 * carries the server's message, or 'There was a problem' when the answer has none
 * (docs/product.md, "Failed account calls").
 */
import { getBearerToken } from '../../lib/graphql';
import type { StoredUser } from './session';

export const GENERIC_PROBLEM = 'There was a problem';

export class AuthError extends Error {
  constructor(
    message: string,
    readonly status?: number,
    readonly details?: unknown,
  ) {
    super(message);
    this.name = 'AuthError';
  }
}

export interface AuthAnswer {
  jwt: string;
  user: StoredUser;
}

/**
 * A JSON call to the CMS's REST API (`/api/<path>`) as `token`'s teacher (none: as a visitor). A
 * refusal becomes an AuthError with the CMS's message, status and details; the network failing, one
 * that says so.
 */
export async function callApi<T>(method: 'GET' | 'POST' | 'PUT', path: string, body?: unknown, token?: string): Promise<T> {
  let response: Response;
  try {
    response = await fetch(`/api/${path}`, {
      method,
      headers: {
        Accept: 'application/json',
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    throw new AuthError('We could not reach the classroom. Please check your connection and try again.');
  }
  const payload = await response.json().catch(() => undefined);
  if (!response.ok) {
    const error = payload?.error;
    const message = response.status === 429 ? error?.message || 'Too many attempts. Please wait a minute and try again.' : error?.message;
    throw new AuthError(message || GENERIC_PROBLEM, response.status, error?.details);
  }
  return payload as T;
}

/**
 * The auth calls go as a visitor (Strapi grants them to the public role); the member account calls
 * carry the teacher's token, since the server takes the owner from it (or `login`, a token given).
 */
function call<T>(
  method: 'GET' | 'POST' | 'PUT',
  path: string,
  body?: unknown,
  { asTeacher = false, login }: { asTeacher?: boolean; login?: string } = {},
): Promise<T> {
  return callApi<T>(method, path, body, login ?? (asTeacher ? getBearerToken() : undefined));
}

const post = <T>(path: string, body: unknown) => call<T>('POST', path, body);
const postAsTeacher = <T>(path: string, body: unknown) => call<T>('POST', path, body, { asTeacher: true });

export function logIn(identifier: string, password: string): Promise<AuthAnswer> {
  return post('auth/local', { identifier, password });
}

export interface RegistrationProfile {
  first_name: string;
  last_name: string;
  postcode?: string;
  country?: string;
  areas_of_interest: string[];
}

/**
 * POST auth/local/register: username is the email; skip_trial defaults to false. With a school
 * invitation link's token the new account joins that school (and starts no trial).
 */
export function register(email: string, password: string, profile: RegistrationProfile, skipTrial = false, invitation?: string): Promise<AuthAnswer> {
  return post('auth/local/register', { email, username: email, password, user_profile_data: profile, skip_trial: skipTrial, invitation });
}

export async function forgotPassword(email: string): Promise<void> {
  await post('auth/forgot-password', { email });
}

export function resetPassword(code: string, password: string, passwordConfirmation: string): Promise<AuthAnswer> {
  return post('auth/reset-password', { code, password, passwordConfirmation });
}

/** The caller's own access (GET /api/account/access; apps/cms/src/accounts/access-summary.ts). */
export interface AccessSummary {
  access: 'trial' | 'paid' | 'school' | 'none';
  ends_at: string | null;
  school: string | null;
  ended_at: string | null;
  owns_school_account: boolean;
  owned_school: string | null;
  school_owner: { name: string; email: string } | null;
  /** The teacher's subscription paid online through Stripe, the latest (running or ended), if any. */
  paid_online: PaidOnline | null;
  /** Whether paying online is on (without Stripe's settings, the page says "email us"). */
  online_payments: boolean;
}

export interface PaidOnline {
  /** Stripe's state: active, past_due (a renewal's payment failed), canceled... */
  status: string;
  cancel_at_period_end: boolean;
  current_period_end: string | null;
  amount_pence: number | null;
  currency: string | null;
  ends_at: string;
  payment_failed: boolean;
}

let accessAsked: Promise<AccessSummary> | undefined;

/** The account page asks in two places at once (its profile and its subscription): one request serves both. */
export function fetchAccess(): Promise<AccessSummary> {
  accessAsked ??= call<AccessSummary>('GET', 'account/access', undefined, { asTeacher: true }).finally(() => {
    accessAsked = undefined;
  });
  return accessAsked;
}

/** Starts Stripe Checkout for the logged-in teacher (apps/cms/src/api/billing): answers the payment page's address. */
export function startCheckout(): Promise<{ url: string }> {
  return postAsTeacher('billing/checkout', {});
}

/** Opens Stripe's billing portal for the logged-in teacher: answers its address. */
export function openBillingPortal(): Promise<{ url: string }> {
  return postAsTeacher('billing/portal', {});
}

export interface MemberAccount {
  name: string;
  seats: number;
  members: Array<{ email: string; joined_at?: string }>;
  /** `sending`: its email is waiting to go (the CMS sends list invitations in the background). */
  invitations: Array<{ email: string; invited_at?: string; sending?: boolean }>;
}

/** What became of one address of a list (apps/cms/src/api/member-account/services, ListResult). */
export type ListResult = 'invite' | 'invited' | 'already_member' | 'already_invited' | 'duplicate' | 'invalid' | 'no_place' | 'too_many_emails';

export interface ListAnswer {
  school: string;
  places: number;
  free: number;
  results: Array<{ written: string; email: string | null; result: ListResult; reason?: string }>;
  left_out: number;
}

/** The caller's school member account, or undefined when they do not own one (403). */
export async function fetchMemberAccount(): Promise<MemberAccount | undefined> {
  try {
    return await call<MemberAccount>('GET', 'member-account', undefined, { asTeacher: true });
  } catch (error) {
    if (error instanceof AuthError && error.status === 403) return undefined;
    throw error;
  }
}

export async function inviteMember(invitee: string): Promise<void> {
  await postAsTeacher('member-account/invitation', { invitee });
}

/** What inviting a list (the pasted text and any CSV file's text) would do, address by address. */
export function previewInvitations(addresses: string[]): Promise<ListAnswer> {
  return postAsTeacher('member-account/invitations/preview', { addresses });
}

/** Invites a list: one request, a result per address; the emails follow in the background. */
export function inviteList(addresses: string[]): Promise<ListAnswer> {
  return postAsTeacher('member-account/invitations', { addresses });
}

/** Sends a pending invitation again, with a new link (the old one stops working). */
export async function resendInvitation(invitee: string): Promise<void> {
  await postAsTeacher('member-account/resend-invitation', { invitee });
}

export async function removeInvitation(invitee: string): Promise<void> {
  await postAsTeacher('member-account/remove-invitation', { invitee });
}

export async function removeMember(memberEmail: string): Promise<void> {
  await postAsTeacher('member-account/remove-member', { member_email: memberEmail });
}

/** What a school invitation link is now (apps/cms/src/api/member-account/services): for the caller, if logged in. */
export interface InvitationStatus {
  state: 'open' | 'joined' | 'used' | 'expired' | 'unknown';
  school?: string;
}

export function invitationStatus(invitation: string, token?: string): Promise<InvitationStatus> {
  return call<InvitationStatus>('POST', 'member-account/invitation-status', { invitation }, { login: token });
}

/** The logged-in teacher takes the invitation's seat with the link's token. */
export function acceptInvitation(invitation: string): Promise<{ school: string }> {
  return postAsTeacher('member-account/accept-invitation', { invitation });
}

/** Whether the caller gets the reminder emails they may turn off (GET /api/reminders; apps/cms/src/api/reminder). */
export async function fetchReminders(): Promise<boolean> {
  return (await call<{ on: boolean }>('GET', 'reminders', undefined, { asTeacher: true })).on;
}

export async function setReminders(on: boolean): Promise<boolean> {
  return (await call<{ on: boolean }>('PUT', 'reminders', { on }, { asTeacher: true })).on;
}

/** Turns reminder emails off with the signed token of a reminder's link, without a login. */
export async function turnOffReminders(token: string): Promise<void> {
  await post('reminders/turn-off', { token });
}
