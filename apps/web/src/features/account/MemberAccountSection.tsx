/**
 * For the owner of a school member account, on /subscribe: its members and pending invitations,
 * with invite, remove-invitation and remove-member (docs/product.md, "School member accounts").
 * Each operation goes through its start, success and error states; the server decides who may do
 * what.
 */
import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { TextField } from '../../ui/FormFields';
import { AuthError, GENERIC_PROBLEM, fetchMemberAccount, inviteMember, removeInvitation, removeMember, type MemberAccount } from './auth-api';
import { isBusy } from './auth-flow';
import { useSession } from './SessionProvider';

type Operation = 'invite-member' | 'remove-invited-member' | 'remove-member';

const SUCCESS: Record<Operation, (email: string) => string> = {
  'invite-member': (email) => `Invitation sent to ${email}.`,
  'remove-invited-member': (email) => `The invitation to ${email} has been withdrawn.`,
  'remove-member': (email) => `${email} has been removed from your school account.`,
};

export function MemberAccountSection() {
  const [account, setAccount] = useState<MemberAccount | null>();
  const { flow, track } = useSession();
  const [message, setMessage] = useState<string>();
  const [failed, setFailed] = useState(false);
  const [invitee, setInvitee] = useState('');

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

  async function run(operation: Operation, email: string, action: (email: string) => Promise<void>) {
    setMessage(undefined);
    try {
      await track(operation, () => action(email));
      setFailed(false);
      setMessage(SUCCESS[operation](email));
      if (operation === 'invite-member') setInvitee('');
      await load();
    } catch (error) {
      setFailed(true);
      setMessage(error instanceof AuthError ? error.message : GENERIC_PROBLEM);
    }
  }

  if (!account) return null;
  const busy = isBusy(flow);
  const used = account.members.length + account.invitations.length;

  return (
    <section aria-labelledby="school-heading" className="school">
      <h2 id="school-heading">{account.name}: your school account</h2>
      <p>
        {used} of {account.seats} places used. Teachers you invite get full access while your school subscription is active.
      </p>
      {message && (
        <p className={failed ? 'login-form__error' : 'notice'} role={failed ? 'alert' : 'status'}>
          {message}
        </p>
      )}
      <form
        onSubmit={(event: FormEvent) => {
          event.preventDefault();
          void run('invite-member', invitee.trim(), inviteMember);
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
        onAction={(email) => run('remove-member', email, removeMember)}
      />
      <PeopleList
        title="Pending invitations"
        people={account.invitations}
        empty="No invitations are waiting."
        action="Remove invitation"
        disabled={busy}
        onAction={(email) => run('remove-invited-member', email, removeInvitation)}
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
