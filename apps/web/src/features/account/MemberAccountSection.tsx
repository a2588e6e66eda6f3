/**
 * For the owner of a school member account, on /subscribe: its members and pending invitations,
 * with invite, remove-invitation and remove-member (docs/product.md, "School member accounts").
 * Each operation goes through its start, success and error states; the server decides who may do
 * what.
 */
import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { useFetcher } from 'react-router';
import type { clientAction } from '../../routes/account-actions';
import { TextField } from '../../ui/FormFields';
import { fetchMemberAccount, type MemberAccount } from './auth-api';
import { successState } from './auth-flow';
import { accountState } from './account-store';

type Operation = 'invite-member' | 'remove-invited-member' | 'remove-member';

const SUCCESS: Record<Operation, (email: string) => string> = {
  'invite-member': (email) => `Invitation sent to ${email}.`,
  'remove-invited-member': (email) => `The invitation to ${email} has been withdrawn.`,
  'remove-member': (email) => `${email} has been removed from your school account.`,
};

export function MemberAccountSection() {
  const [account, setAccount] = useState<MemberAccount | null>();
  const [done, setDone] = useState<string>();
  const [invitee, setInvitee] = useState('');
  const change = useFetcher<typeof clientAction>();
  const busy = change.state !== 'idle';
  const failure = busy ? undefined : change.data?.error;
  const message = failure ?? done;

  const load = useCallback(async () => {
    try {
      setAccount((await fetchMemberAccount()) ?? null);
    } catch {
      setAccount(null);
    }
  }, []);

  useEffect(() => {
    void load();
  }, [load]);

  async function run(operation: Operation, email: string) {
    setDone(undefined);
    await change.submit({ email }, { method: 'post', encType: 'application/json', action: `/account/action/${operation}` });
    if (accountState().flow !== successState(operation)) return;
    setDone(SUCCESS[operation](email));
    if (operation === 'invite-member') setInvitee('');
    await load();
  }

  if (!account) return null;
  const used = account.members.length + account.invitations.length;

  return (
    <section aria-labelledby="school-heading" className="school">
      <h2 id="school-heading">{account.name}: your school account</h2>
      <p>
        {used} of {account.seats} places used. Teachers you invite get full access while your school subscription is active.
      </p>
      {message && (
        <p className={failure ? 'login-form__error' : 'notice'} role={failure ? 'alert' : 'status'}>
          {message}
        </p>
      )}
      <form
        onSubmit={(event: FormEvent) => {
          event.preventDefault();
          void run('invite-member', invitee.trim());
        }}
        aria-label="Invite a teacher"
        noValidate
      >
        <TextField label="Teacher's email address" type="email" autoComplete="off" value={invitee} onChange={setInvitee} />
        <button type="submit" className="button" disabled={busy || !invitee.trim()}>
          Send invitation
        </button>
      </form>
      <PeopleList
        title="Members"
        people={account.members}
        empty="No teachers have joined yet."
        action="Remove member"
        disabled={busy}
        onAction={(email) => run('remove-member', email)}
      />
      <PeopleList
        title="Pending invitations"
        people={account.invitations}
        empty="No invitations are waiting."
        action="Remove invitation"
        disabled={busy}
        onAction={(email) => run('remove-invited-member', email)}
      />
    </section>
  );
}

function PeopleList({
  title,
  people,
  empty,
  action,
  disabled,
  onAction,
}: {
  title: string;
  people: Array<{ email: string }>;
  empty: string;
  action: string;
  disabled: boolean;
  onAction: (email: string) => void;
}) {
  return (
    <>
      <h3>{title}</h3>
      {people.length === 0 ? (
        <p>{empty}</p>
      ) : (
        <ul className="school__list" aria-label={title}>
          {people.map(({ email }) => (
            <li key={email}>
              <span>{email}</span>
              <button type="button" className="link-button" disabled={disabled} onClick={() => onAction(email)}>
                {action} <span className="visually-hidden">{email}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
