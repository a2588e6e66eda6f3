/**
 * /join/{token}: a school invitation's one-time link, as the invitation email carries it
 * (docs/product.md, "School member accounts"). The seat goes to whoever holds the link: a visitor
 * registers (the §2.5 form, logged in at once, without a trial of its own) or logs in, and joins;
 * a logged-in teacher joins with their account. A used, expired or unknown link says so. The page
 * asks the CMS what the link is now, for the caller, after every login, registration and acceptance
 * (they revalidate this loader), so it shows the teacher has joined once they have.
 */
import { Link, useFetcher, useLoaderData, useParams, type ClientLoaderFunctionArgs } from 'react-router';
import { PRODUCT_NAME } from '../../lib/config';
import { useDocumentTitle } from '../../lib/document-title';
import type { clientAction } from '../../routes/account-actions';
import { AuthError, GENERIC_PROBLEM, invitationStatus, type InvitationStatus } from './auth-api';
import { accountState, logOut as endSession } from './account-store';
import { LoginForm } from './LoginForm';
import { RegistrationForm } from './RegistrationForm';
import { useSession } from './SessionProvider';
import './login-form.css';
import './subscribe.css';
import { FormError } from '../../ui/FormFields';

export const handle = { crumb: 'Join your school' };

type LinkAnswer = InvitationStatus | { state: 'error'; message: string };

export async function clientLoader({ params }: ClientLoaderFunctionArgs): Promise<LinkAnswer> {
  try {
    return await invitationStatus(params.invitation ?? '', accountState().session?.token);
  } catch (error) {
    return { state: 'error', message: error instanceof AuthError ? error.message : GENERIC_PROBLEM };
  }
}

export function HydrateFallback() {
  return (
    <main id="main" tabIndex={-1} className="page page--narrow">
      <h1>Join your school</h1>
      <p role="status">Checking your invitation...</p>
    </main>
  );
}

/** Why a link cannot be used, as the teacher should read it. */
export function closedLinkMessage(link: LinkAnswer): string | undefined {
  switch (link.state) {
    case 'used':
      return 'This invitation link has been used already. If you still need to join, please ask your school for a new invitation.';
    case 'expired':
      return `This invitation link to join ${link.school} has expired. Please ask your school to invite you again.`;
    case 'unknown':
      return 'This invitation link is not valid. It may have been withdrawn by your school: please ask them for a new invitation.';
    case 'error':
      return link.message;
    default:
      return undefined;
  }
}

export default function JoinRoute() {
  const link = useLoaderData<typeof clientLoader>();
  const { invitation = '' } = useParams();
  const { isLoggedIn, email } = useSession();
  const accepting = useFetcher<typeof clientAction>();
  const busy = accepting.state !== 'idle';
  const acceptError = busy ? undefined : accepting.data?.error;
  const school = 'school' in link ? link.school : undefined;
  useDocumentTitle(school ? `Join ${school}` : 'Join your school');

  const accept = () => void accepting.submit({ invitation }, { method: 'post', encType: 'application/json', action: '/account/action/accept-invitation' });

  if (link.state === 'joined') {
    return (
      <main id="main" tabIndex={-1} className="page page--narrow">
        <h1>You have joined {school}</h1>
        <p role="status">Your school&rsquo;s subscription gives you access to {PRODUCT_NAME}.</p>
        <p>
          <Link to="/" className="button">
            Start exploring
          </Link>
        </p>
      </main>
    );
  }

  const closed = closedLinkMessage(link);
  if (closed || link.state !== 'open') {
    return (
      <main id="main" tabIndex={-1} className="page page--narrow">
        <h1>This invitation link cannot be used</h1>
        <FormError>{closed ?? GENERIC_PROBLEM}</FormError>
        <p>
          <Link to="/subscribe">Log in or create an account</Link>
        </p>
      </main>
    );
  }

  return (
    <main id="main" tabIndex={-1} className="page subscribe">
      <h1>
        You have been invited to join {school} on {PRODUCT_NAME}
      </h1>
      <FormError>{acceptError}</FormError>
      {isLoggedIn ? (
        <section aria-labelledby="join-as" className="card">
          <h2 id="join-as">Join with your account</h2>
          <p>
            You are logged in as <strong>{email}</strong>. Joining gives this account access through {school}&rsquo;s subscription.
          </p>
          <p>
            As a member, the school account&rsquo;s owner sees your record of teaching: your classes and the lessons you mark as taught (never anything about
            pupils), for as long as you are a member. See the <Link to="/privacy">privacy policy</Link>.
          </p>
          <p className="profile__actions">
            <button type="button" className="button" onClick={accept} disabled={busy} aria-busy={busy}>
              {busy ? 'Joining...' : `Join ${school}`}
            </button>
            <button type="button" className="link-button" onClick={endSession}>
              Not you? Log out
            </button>
          </p>
        </section>
      ) : (
        <>
          <p>Create your account, or log in if you already have one: you join {school} straight away. The link works once, so only you can use this place.</p>
          <p>
            As a member, the school account&rsquo;s owner sees your record of teaching: your classes and the lessons you mark as taught (never anything about
            pupils), for as long as you are a member. See the <Link to="/privacy">privacy policy</Link>.
          </p>
          <div className="subscribe__columns">
            <RegistrationForm skipTrial={false} invitation={invitation} onRegistered={() => undefined} />
            <aside className="subscribe__aside" aria-label="Already registered">
              <div className="card">
                <LoginForm onLoggedIn={accept} signUpLink={false} />
              </div>
            </aside>
          </div>
        </>
      )}
    </main>
  );
}
