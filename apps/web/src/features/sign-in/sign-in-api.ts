/**
 * The CMS's sign-in calls (apps/cms/src/api/sign-in): which providers are on, and the finishing
 * page's calls, which read the flow's outcome from its cookie (same origin, never in the address).
 */
import { callApi, type AuthAnswer } from '../account/auth-api';
import { getBearerToken } from '../../lib/graphql';

export interface SignInProvider {
  name: 'google' | 'microsoft';
  label: string;
}

/** What a sign-in ended in: a login (new account or not), or a link that waits for the account's password. */
export type SignInFinish =
  | (AuthAnswer & { new_account: boolean; from: string | null; link?: undefined })
  | { link: { provider: string; label: string; email: string }; from: string | null; jwt?: undefined };

let providers: Promise<SignInProvider[]> | undefined;
/** The providers whose buttons show, asked once per tab (none when the CMS cannot be reached). */
export function signInProviders(): Promise<SignInProvider[]> {
  providers ??= callApi<{ providers: SignInProvider[] }>('GET', 'sign-in/providers').then(
    (answer) => answer.providers,
    () => {
      providers = undefined;
      return [];
    },
  );
  return providers;
}

/** The address that starts a sign-in: the CMS's start route, told where to come back to. */
export function signInStart(provider: string, { from, invitation }: { from?: string; invitation?: string } = {}): string {
  const query = new URLSearchParams();
  if (from) query.set('from', from);
  if (invitation) query.set('invitation', invitation);
  const search = query.toString();
  return `/api/sign-in/${provider}/start${search ? `?${search}` : ''}`;
}

/** Where a login goes back to: a path of this site only (the CMS checks it too), and home from /login. */
export function safePath(from: string | null | undefined): string {
  return from && /^\/(?![/\\])/.test(from) && from !== '/login' ? from : '/';
}

export const finishSignIn = () => callApi<SignInFinish>('POST', 'sign-in/finish');

export const linkWithPassword = (password: string) => callApi<AuthAnswer & { from: string | null }>('POST', 'sign-in/link', { password });

export const mailLink = () => callApi<{ ok: true; email: string }>('POST', 'sign-in/mail-link', {});

export const confirmLink = (code: string) => callApi<AuthAnswer & { from: string | null }>('POST', 'sign-in/confirm', { code });

export interface WaysIn {
  password: boolean;
  sign_ins: Array<{ provider: string; label: string; email: string | null; linked_at: string }>;
}

export const fetchWaysIn = () => callApi<WaysIn>('GET', 'account/sign-ins', undefined, getBearerToken());
export const removeSignIn = (provider: string) => callApi<WaysIn>('POST', 'account/sign-ins/remove', { provider }, getBearerToken());
