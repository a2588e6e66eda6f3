/**
 * /sign-in/confirm?code=... (docs/product.md, "Signing in with Google or Microsoft"): the link mailed
 * to an account's address to link Google or Microsoft to it. Opening it links the provider and logs
 * the teacher in (once); a used or expired link says so.
 */
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useDocumentTitle } from '../../lib/document-title';
import { Spinner } from '../../app/StatusViews';
import { AuthError, GENERIC_PROBLEM } from '../account/auth-api';
import { logIn, track } from '../account/account-store';
import { confirmLink } from './sign-in-api';
import '../account/login-form.css';
import { FormError } from '../../ui/FormFields';

export const handle = { crumb: 'Signing in' };

export default function SignInConfirmRoute() {
  useDocumentTitle('Signing in');
  const [params] = useSearchParams();
  const code = params.get('code') ?? '';
  const [error, setError] = useState<string>();
  const navigate = useNavigate();
  const confirming = useRef<ReturnType<typeof confirmLink>>(undefined);

  useEffect(() => {
    if (!code) return;
    let live = true;
    confirming.current ??= track('login', () => confirmLink(code));
    confirming.current
      .then(async (answer) => {
        await logIn(answer.jwt, answer.user);
        if (live) navigate('/', { replace: true });
      })
      .catch((failure: unknown) => live && setError(failure instanceof AuthError ? failure.message : GENERIC_PROBLEM));
    return () => {
      live = false;
    };
  }, [code, navigate]);

  return (
    <main id="main" tabIndex={-1} className="page page--narrow">
      {code && !error ? (
        <Spinner label="Linking your sign-in..." />
      ) : (
        <section aria-labelledby="confirm-refused">
          <h1 id="confirm-refused">You are not logged in</h1>
          <FormError>{error ?? 'This link has no code. Please use the link in your email.'}</FormError>
          <p>
            <Link to="/login">Back to log in</Link>
          </p>
        </section>
      )}
    </main>
  );
}
