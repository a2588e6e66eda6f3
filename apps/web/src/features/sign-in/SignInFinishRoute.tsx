/**
 * /sign-in/finish (docs/product.md, "Signing in with Google or Microsoft"): where the CMS sends the
 * browser back after the provider. It asks the CMS what the sign-in ended in (the outcome waits in
 * a cookie, never in the address) and then:
 * - logged in: keeps the login as a password login's is kept; a new account first completes its
 *   profile with what the provider did not give, then goes where registration goes
 *   (account/after-registration.ts); an existing one goes back where it started;
 * - an account already has that address: asks for its password once, to link the provider;
 * - refused (cancelled, consent denied, a check failed, an unverified address): nobody is logged
 *   in, and the page says why.
 */
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { useDocumentTitle } from '../../lib/document-title';
import { Spinner } from '../../app/StatusViews';
import { FormControls, FormError } from '../../ui/FormFields';
import { AuthError, GENERIC_PROBLEM } from '../account/auth-api';
import { logIn, track } from '../account/account-store';
import { pathAfterRegistration } from '../account/after-registration';
import { CompleteProfileForm } from './CompleteProfileForm';
import { finishSignIn, linkWithPassword, mailLink, safePath, type SignInFinish } from './sign-in-api';
import '../account/login-form.css';
import './sign-in.css';

export const handle = { crumb: 'Signing in' };

type State =
  | { step: 'loading' }
  | { step: 'refused'; message: string }
  | { step: 'link'; link: NonNullable<SignInFinish['link']>; from: string | null }
  | { step: 'profile'; from: string | null };

export default function SignInFinishRoute() {
  useDocumentTitle('Signing in');
  const [state, setState] = useState<State>({ step: 'loading' });
  const navigate = useNavigate();
  // The outcome is handed over once: an effect run twice (React's strict mode) waits for the same answer.
  const finishing = useRef<Promise<SignInFinish>>(undefined);

  useEffect(() => {
    let live = true;
    finishing.current ??= track('login', finishSignIn);
    finishing.current
      .then(async (answer) => {
        if (!live) return;
        if (answer.link) return setState({ step: 'link', link: answer.link, from: answer.from });
        await logIn(answer.jwt, answer.user);
        if (answer.new_account) setState({ step: 'profile', from: answer.from });
        else navigate(safePath(answer.from), { replace: true });
      })
      .catch((error: unknown) => live && setState({ step: 'refused', message: error instanceof AuthError ? error.message : GENERIC_PROBLEM }));
    return () => {
      live = false;
    };
  }, [navigate]);

  return (
    <main id="main" tabIndex={-1} className="page page--narrow sign-in-finish">
      {state.step === 'loading' && <Spinner label="Signing you in..." />}
      {state.step === 'refused' && (
        <section aria-labelledby="sign-in-refused">
          <h1 id="sign-in-refused">You are not logged in</h1>
          <FormError>{state.message}</FormError>
          <p>
            <Link to="/login">Back to log in</Link>
          </p>
        </section>
      )}
      {state.step === 'link' && <LinkWithPassword link={state.link} onLinked={(from) => navigate(safePath(from), { replace: true })} />}
      {state.step === 'profile' && (
        <CompleteProfileForm onSaved={() => navigate(pathAfterRegistration({ wantsToPay: state.from?.includes('plan=teacher') }), { replace: true })} />
      )}
    </main>
  );
}

/** An account has the provider's address already: its password, once, links the provider to it. */
function LinkWithPassword({ link, onLinked }: { link: NonNullable<SignInFinish['link']>; onLinked: (from: string | null) => void }) {
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [mailed, setMailed] = useState(false);
  const id = useId();

  async function sendLink() {
    setBusy(true);
    setError(undefined);
    try {
      await mailLink();
      setMailed(true);
    } catch (failure) {
      setError(failure instanceof AuthError ? failure.message : GENERIC_PROBLEM);
    } finally {
      setBusy(false);
    }
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(undefined);
    try {
      const answer = await track('login', () => linkWithPassword(password));
      await logIn(answer.jwt, answer.user);
      onLinked(answer.from);
    } catch (failure) {
      setError(failure instanceof AuthError ? failure.message : GENERIC_PROBLEM);
      setBusy(false);
    }
  }

  return (
    <form className="login-form" onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <FormControls>
        <h1 id={`${id}-title`} className="login-form__title">
          Link {link.label} to your account
        </h1>
        <p role="status">
          You already have an account with <strong>{link.email}</strong>, so you are not logged in yet. Enter its password once to link {link.label} to it;
          after that, Continue with {link.label} logs you straight in.
        </p>
        <FormError>{error}</FormError>
        <label htmlFor={`${id}-password`}>Password</label>
        <input id={`${id}-password`} type="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} />
        <button type="submit" className="button" disabled={busy} aria-busy={busy}>
          {busy ? 'Linking...' : `Link ${link.label} and log in`}
        </button>
        {mailed ? (
          <p className="login-form__sent" role="status">
            We have emailed a link to {link.email}. Open it to link {link.label} and log in (it works once, for 30 minutes).
          </p>
        ) : (
          <p>
            Forgotten the password?{' '}
            <button type="button" className="link-button" onClick={() => void sendLink()} disabled={busy}>
              Email me a link instead
            </button>
          </p>
        )}
      </FormControls>
    </form>
  );
}
