/**
 * /account/school, the school account's own page for its owner (docs/product.md, "School member
 * accounts"): its places, inviting a staff room by pasting addresses or choosing a CSV file (a
 * preview of what will be sent, then one press, then a result per address), its members (removing one
 * asks first, in a dialog) and its pending invitations (resend, withdraw). The CMS decides who may do
 * what and takes the school from the token; a teacher who owns no school account is told so.
 *
 * Loaded in the browser only: the calls carry the teacher's token (features/account/auth-api.ts).
 * Each change is this route's action, after which the router reloads the list.
 */
import './school.css';
import { useEffect, useRef, useState } from 'react';
import { Link, useFetcher, useLoaderData, useRevalidator, type ClientActionFunctionArgs } from 'react-router';
import * as z from 'zod/mini';
import { useDocumentTitle } from '../../lib/document-title';
import { jsonInput } from '../../lib/action-input';
import {
  AuthError,
  GENERIC_PROBLEM,
  fetchMemberAccount,
  inviteList,
  previewInvitations,
  removeInvitation,
  removeMember,
  resendInvitation,
  type ListAnswer,
  type MemberAccount,
} from '../account/auth-api';
import { accountState, track } from '../account/account-store';
import { useSession } from '../account/SessionProvider';
import { LoginForm } from '../account/LoginForm';
import { formatDate } from '../account/AccessSection';
import { InvitationForm } from './InvitationForm';
import { SUPPORT_EMAIL } from '../../lib/config';
import { ConfirmDialog } from '../../ui/ConfirmDialog';

export const handle = { crumb: 'Your school account' };

type Loaded = { state: 'owner'; account: MemberAccount } | { state: 'not-owner' } | { state: 'logged-out' } | { state: 'error'; message: string };

const problemOf = (error: unknown) => (error instanceof AuthError ? error.message : GENERIC_PROBLEM);

export async function clientLoader(): Promise<Loaded> {
  if (!accountState().session) return { state: 'logged-out' };
  try {
    const account = await fetchMemberAccount();
    return account ? { state: 'owner', account } : { state: 'not-owner' };
  } catch (error) {
    return { state: 'error', message: problemOf(error) };
  }
}

const input = z.union([
  z.object({ intent: z.enum(['preview', 'invite']), addresses: z.array(z.string()) }),
  z.object({ intent: z.enum(['resend', 'withdraw', 'remove']), email: z.string() }),
]);

export type SchoolActionResult =
  | { intent: 'preview' | 'invite'; answer?: ListAnswer; error?: string }
  | { intent: 'resend' | 'withdraw' | 'remove'; email: string; done?: string; error?: string };

export async function clientAction({ request }: ClientActionFunctionArgs): Promise<SchoolActionResult> {
  const submitted = await jsonInput(input, request);
  if ('addresses' in submitted) {
    const { intent, addresses } = submitted;
    try {
      const answer = intent === 'preview' ? await previewInvitations(addresses) : await track('invite-member', () => inviteList(addresses));
      return { intent, answer };
    } catch (error) {
      return { intent, error: problemOf(error) };
    }
  }
  const { intent, email } = submitted;
  try {
    if (intent === 'resend') await resendInvitation(email);
    if (intent === 'withdraw') await track('remove-invited-member', () => removeInvitation(email));
    if (intent === 'remove') await track('remove-member', () => removeMember(email));
    const done = {
      resend: `A new invitation is on its way to ${email}. The link in the earlier one no longer works.`,
      withdraw: `The invitation to ${email} has been withdrawn.`,
      remove: `${email} has been removed from your school account.`,
    }[intent];
    return { intent, email, done };
  } catch (error) {
    return { intent, email, error: problemOf(error) };
  }
}

export function HydrateFallback() {
  return (
    <main id="main" tabIndex={-1} className="page school-page">
      <h1>Your school account</h1>
      <p role="status">Loading your school account...</p>
    </main>
  );
}

export default function SchoolRoute() {
  const loaded = useLoaderData<typeof clientLoader>();
  const { isLoggedIn } = useSession();
  const revalidator = useRevalidator();
  useDocumentTitle(loaded.state === 'owner' ? `${loaded.account.name}: your school account` : 'Your school account');

  // Logging in or out on this page: read the account again.
  const wasLoggedIn = useRef(isLoggedIn);
  useEffect(() => {
    if (wasLoggedIn.current !== isLoggedIn) void revalidator.revalidate();
    wasLoggedIn.current = isLoggedIn;
  }, [isLoggedIn, revalidator]);

  if (loaded.state === 'owner') return <SchoolAccount account={loaded.account} />;
  return (
    <main id="main" tabIndex={-1} className="page page--narrow school-page">
      <h1>Your school account</h1>
      {loaded.state === 'logged-out' && (
        <>
          <p>Log in to manage your school’s account: its places, invitations and members.</p>
          <div className="card">
            <LoginForm />
          </div>
        </>
      )}
      {loaded.state === 'not-owner' && (
        <p>
          Your account does not manage a school account. If your school subscribes, whoever manages its account can invite you. Your own subscription is on{' '}
          <Link to="/subscribe">Your Account</Link>.
        </p>
      )}
      {loaded.state === 'error' && (
        <>
          <p role="alert">{loaded.message}</p>
          <button type="button" className="button" onClick={() => void revalidator.revalidate()}>
            Try again
          </button>
        </>
      )}
    </main>
  );
}

function SchoolAccount({ account }: { account: MemberAccount }) {
  const change = useFetcher<typeof clientAction>({ key: 'school-change' });
  const revalidator = useRevalidator();
  const [removing, setRemoving] = useState<string>();
  const membersHeading = useRef<HTMLHeadingElement>(null);
  const used = account.members.length + account.invitations.length;
  const busy = change.state !== 'idle';
  const result = busy ? undefined : change.data;
  const last = result && 'email' in result ? result : undefined;

  // Invitations whose email is still on its way: look again every few seconds until it has gone.
  const sending = account.invitations.some((invitation) => invitation.sending);
  useEffect(() => {
    if (!sending) return;
    const timer = window.setInterval(() => revalidator.state === 'idle' && void revalidator.revalidate(), 3000);
    return () => window.clearInterval(timer);
  }, [sending, revalidator]);

  // A removal answered: close the dialog; focus then goes to the members' heading, since the row is
  // gone (after the dialog has closed, which puts focus back where it was: on that row's button).
  const focusMembers = useRef(false);
  useEffect(() => {
    if (!removing || busy || change.data?.intent !== 'remove') return;
    focusMembers.current = true;
    setRemoving(undefined);
  }, [busy, change.data, removing]);
  useEffect(() => {
    if (removing || !focusMembers.current) return;
    focusMembers.current = false;
    membersHeading.current?.focus();
  }, [removing]);

  const act = (intent: 'resend' | 'withdraw' | 'remove', email: string) =>
    change.submit({ intent, email }, { method: 'post', encType: 'application/json', action: '/account/school' });

  return (
    <main id="main" tabIndex={-1} className="page school-page">
      <h1>{account.name}</h1>
      <p className="lead">Your school account. Teachers you invite get every lesson, activity and recording while your school subscription is active.</p>
      <Places used={used} seats={account.seats} members={account.members.length} invitations={account.invitations.length} />

      <section className="school-teaching card" aria-labelledby="school-teaching-heading">
        <h2 id="school-teaching-heading">What your school teaches</h2>
        <p>
          Your members see their own record of teaching on My teaching, and you see the whole school&rsquo;s: the coverage of the curriculum, the time taught
          each week, and a draft of your music development plan summary.
        </p>
        <p className="school-teaching__links">
          <Link to="/account/school/record">Your school&rsquo;s record of teaching</Link>
          <Link to="/account/school/plan">Music development plan summary</Link>
        </p>
      </section>

      <InvitationForm free={Math.max(0, account.seats - used)} />

      {last && (
        <p className={last.error ? 'login-form__error' : 'notice'} role={last.error ? 'alert' : 'status'}>
          {last.error ?? last.done}
        </p>
      )}

      <section aria-labelledby="members-heading" className="school-people">
        <h2 id="members-heading" ref={membersHeading} tabIndex={-1}>
          Members ({account.members.length})
        </h2>
        {account.members.length === 0 ? (
          <p>No teachers have joined yet.</p>
        ) : (
          <ul className="school-people__list" aria-label="Members">
            {account.members.map(({ email, joined_at: joined }) => (
              <li key={email} className="school-people__row">
                <span className="school-people__email">{email}</span>
                <span className="school-people__when">{joined ? `Joined ${formatDate(joined)}` : 'Joined'}</span>
                <span className="button-row school-people__actions">
                  <button type="button" className="link-button link-button--danger" disabled={busy} onClick={() => setRemoving(email)}>
                    Remove <span className="visually-hidden">{email}</span>
                  </button>
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="invitations-heading" className="school-people">
        <h2 id="invitations-heading">Pending invitations ({account.invitations.length})</h2>
        {account.invitations.length === 0 ? (
          <p>No invitations are waiting.</p>
        ) : (
          <ul className="school-people__list" aria-label="Pending invitations">
            {account.invitations.map(({ email, invited_at: invited, sending: waiting }) => (
              <li key={email} className="school-people__row">
                <span className="school-people__email">{email}</span>
                <span className="school-people__when">{waiting ? 'Email on its way...' : invited ? `Invited ${formatDate(invited)}` : 'Invited'}</span>
                <span className="button-row school-people__actions">
                  <button type="button" className="link-button" disabled={busy || waiting} onClick={() => act('resend', email)}>
                    Resend <span className="visually-hidden">the invitation to {email}</span>
                  </button>
                  <button type="button" className="link-button" disabled={busy} onClick={() => act('withdraw', email)}>
                    Withdraw <span className="visually-hidden">the invitation to {email}</span>
                  </button>
                </span>
              </li>
            ))}
          </ul>
        )}
        <p className="school-people__note">An invitation link works once, for 14 days. Resending sends a new link and the old one stops working.</p>
      </section>

      <ConfirmDialog
        open={Boolean(removing)}
        title={`Remove ${removing ?? ''} from ${account.name}?`}
        confirmLabel={busy ? 'Removing...' : 'Remove from the school'}
        cancelLabel="Keep them"
        busy={busy}
        onCancel={() => setRemoving(undefined)}
        onConfirm={() => removing && act('remove', removing)}
      >
        <p>
          They lose access to every lesson, activity and recording that your school account gives them, straight away: the next page they open tells them so.
          Their place is freed for another teacher.
        </p>
        <p>
          Their own account, playlists, units and record of teaching stay theirs, and you can invite them again later. What they taught leaves your
          school&rsquo;s record of teaching at once.
        </p>
      </ConfirmDialog>
    </main>
  );
}

function Places({ used, seats, members, invitations }: { used: number; seats: number; members: number; invitations: number }) {
  return (
    <div className="school-places card">
      <p className="school-places__count">
        <strong>
          {used} of {seats}
        </strong>{' '}
        places used
      </p>
      <meter className="school-places__meter" min={0} max={seats} value={used} aria-label="Places used">
        {used} of {seats}
      </meter>
      <p className="school-places__detail">
        {members} {members === 1 ? 'member' : 'members'}, {invitations} {invitations === 1 ? 'invitation' : 'invitations'} waiting. For more places, email{' '}
        <a href={`mailto:${SUPPORT_EMAIL}?subject=More%20places%20for%20our%20school`}>{SUPPORT_EMAIL}</a>.
      </p>
    </div>
  );
}
