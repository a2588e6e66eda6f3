/**
 * The login panel's form (docs/product.md, "Login"): email and password, or, after 'Forgotten your
 * password?', the email alone with 'Reset password'. No client-side checks: the server decides and
 * its message shows in a red block.
 */
import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { PRODUCT_NAME } from '../../app/config';
import { AuthError, GENERIC_PROBLEM, forgotPassword, logIn } from './auth-api';
import { useSession } from './SessionProvider';
import './login-form.css';
import { FormControls } from '../../ui/FormFields';

export const RESET_SENT = 'An email with instructions to reset your password has been sent to you.';

type Mode = 'login' | 'reset';

export function LoginForm({ onLoggedIn, headingLevel = 2 }: { onLoggedIn?: (roleType?: string) => void; headingLevel?: 1 | 2 }) {
  const session = useSession();
  const [mode, setMode] = useState<Mode>('login');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const [resetSent, setResetSent] = useState(false);
  const id = useId();
  const Heading = headingLevel === 1 ? 'h1' : 'h2';

  const switchTo = (next: Mode) => {
    setMode(next);
    setError(undefined);
    setResetSent(false);
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(undefined);
    try {
      if (mode === 'login') {
        const roleType = await session.track('login', async () => {
          const answer = await logIn(email, password);
          return session.logIn(answer.jwt, answer.user);
        });
        onLoggedIn?.(roleType);
      } else {
        await session.track('forgot-password', () => forgotPassword(email));
        setResetSent(true);
      }
    } catch (caught) {
      setError(caught instanceof AuthError ? caught.message : GENERIC_PROBLEM);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="login-form" onSubmit={submit} aria-labelledby={`${id}-title`} noValidate>
      <FormControls>
        <Heading id={`${id}-title`} className="login-form__title">
          Log in to {PRODUCT_NAME}
        </Heading>
        {error && (
          <p className="login-form__error" role="alert">
            {error}
          </p>
        )}
        {resetSent ? (
          <p className="login-form__sent" role="status">
            {RESET_SENT}
          </p>
        ) : (
          <>
            <label htmlFor={`${id}-email`}>Email</label>
            <input id={`${id}-email`} type="email" name="email" autoComplete="username" value={email} onChange={(e) => setEmail(e.target.value)} />
            {mode === 'login' && (
              <>
                <label htmlFor={`${id}-password`}>Password</label>
                <input
                  id={`${id}-password`}
                  type="password"
                  name="password"
                  autoComplete="current-password"
                  value={password}
                  onChange={(e) => setPassword(e.target.value)}
                />
              </>
            )}
            <button type="submit" className="button" disabled={busy} aria-busy={busy}>
              {mode === 'login' ? (busy ? 'Logging in...' : 'Log in') : busy ? 'Sending...' : 'Reset password'}
            </button>
          </>
        )}
        <p className="login-form__links">
          {mode === 'login' ? (
            <button type="button" className="link-button" onClick={() => switchTo('reset')}>
              Forgotten your password?
            </button>
          ) : (
            <button type="button" className="link-button" onClick={() => switchTo('login')}>
              Remembered your password?
            </button>
          )}
        </p>
        <p>
          New to {PRODUCT_NAME}? <Link to="/subscribe">Create a free account</Link>
        </p>
      </FormControls>
    </form>
  );
}
