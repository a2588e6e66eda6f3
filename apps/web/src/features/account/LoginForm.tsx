/**
 * The login panel's form (docs/product.md, "Login"): email and password, or, after 'Forgotten your
 * password?', the email alone with 'Reset password'. No client-side checks: the server decides and
 * its message shows in a red block.
 */
import { useId, useState, type FormEvent } from 'react';
import { Link, useFetcher } from 'react-router';
import { PRODUCT_NAME } from '../../lib/config';
import type { clientAction } from '../../routes/account-actions';
import { accountState, roleTypeOf } from './account-store';
import './login-form.css';
import { FormControls, FormError } from '../../ui/FormFields';
import { SignInButtons } from '../sign-in/SignInButtons';

export const RESET_SENT = 'An email with instructions to reset your password has been sent to you.';

type Mode = 'login' | 'reset';

export function LoginForm({
  onLoggedIn,
  headingLevel = 2,
  signUpLink = true,
  providerButtons = true,
}: {
  onLoggedIn?: (roleType?: string) => void;
  headingLevel?: 1 | 2;
  /** 'Create a free account' (to /subscribe); not where the page has a registration form of its own. */
  signUpLink?: boolean;
  /** 'Continue with Google' and 'Continue with Microsoft' (features/sign-in); the login panel shows them once opened. */
  providerButtons?: boolean;
}) {
  const [mode, setMode] = useState<Mode>('login');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const fetcher = useFetcher<typeof clientAction>();
  const busy = fetcher.state !== 'idle';
  const result = busy ? undefined : fetcher.data;
  const error = result?.error;
  const resetSent = mode === 'reset' && Boolean(result) && !error;
  const id = useId();
  const Heading = headingLevel === 1 ? 'h1' : 'h2';

  const switchTo = (next: Mode) => {
    setMode(next);
    fetcher.reset();
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    const login = mode === 'login';
    await fetcher.submit(login ? { email, password } : { email }, {
      method: 'post',
      encType: 'application/json',
      action: login ? '/account/action/login' : '/account/action/forgot-password',
    });
    // Asks the session, not the fetcher: most pages show their logged-in view as soon as the login
    // is kept, so this form has often gone by now, and its fetcher's answer with it.
    const account = accountState();
    if (login && account.session) onLoggedIn?.(roleTypeOf(account));
  }

  return (
    <form className="login-form" onSubmit={submit} aria-labelledby={`${id}-title`} noValidate>
      <FormControls>
        <Heading id={`${id}-title`} className="login-form__title">
          Log in to {PRODUCT_NAME}
        </Heading>
        {providerButtons && mode === 'login' && <SignInButtons />}
        <FormError>{error}</FormError>
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
        {signUpLink && (
          <p>
            New to {PRODUCT_NAME}? <Link to="/subscribe">Create a free account</Link>
          </p>
        )}
      </FormControls>
    </form>
  );
}
