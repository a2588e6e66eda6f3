/**
 * /account/reset-password?code=... (docs/product.md, "Password reset"): a new password and its
 * confirmation. On success the teacher is logged in and sent to /?password-reset=true; a failure
 * shows the message.
 */
import { useId, useState, type FormEvent } from 'react';
import { Link, redirect, useFetcher, useSearchParams, type ClientActionFunctionArgs } from 'react-router';
import * as z from 'zod/mini';
import { useDocumentTitle } from '../../lib/document-title';
import { jsonInput } from '../../lib/action-input';
import { AuthError, GENERIC_PROBLEM, resetPassword } from './auth-api';
import { logIn, track } from './account-store';
import './login-form.css';
import { FormControls, FormError } from '../../ui/FormFields';

export const handle = { crumb: 'Reset password' };

/** What the form submits (as JSON). */
const resetInput = z.object({ code: z.string(), password: z.string(), confirmation: z.string() });

export async function clientAction({ request }: ClientActionFunctionArgs) {
  const { code, password, confirmation } = await jsonInput(resetInput, request);
  try {
    await track('password-reset', async () => {
      const answer = await resetPassword(code, password, confirmation);
      await logIn(answer.jwt, answer.user);
    });
  } catch (error) {
    return { error: error instanceof AuthError ? error.message : GENERIC_PROBLEM };
  }
  return redirect('/?password-reset=true');
}

export default function ResetPasswordRoute() {
  useDocumentTitle('Choose a new password');
  const [params] = useSearchParams();
  const code = params.get('code') ?? '';
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const fetcher = useFetcher<typeof clientAction>();
  const busy = fetcher.state !== 'idle';
  const error = busy ? undefined : fetcher.data?.error;
  const id = useId();

  function submit(event: FormEvent) {
    event.preventDefault();
    void fetcher.submit({ code, password, confirmation }, { method: 'post', encType: 'application/json' });
  }

  return (
    <main id="main" tabIndex={-1} className="page page--narrow">
      <form className="login-form" onSubmit={submit} noValidate>
        <FormControls>
          <h1 className="login-form__title">Choose a new password</h1>
          {!code ? (
            <FormError>This link has no reset code. Please use the link in your email, or ask for a new one from the login panel.</FormError>
          ) : (
            <>
              <p>Use 6 or more characters with a mix of letters and numbers.</p>
              <FormError>{error}</FormError>
              <label htmlFor={`${id}-password`}>New password</label>
              <input id={`${id}-password`} type="password" autoComplete="new-password" value={password} onChange={(e) => setPassword(e.target.value)} />
              <label htmlFor={`${id}-confirmation`}>Confirm new password</label>
              <input
                id={`${id}-confirmation`}
                type="password"
                autoComplete="new-password"
                value={confirmation}
                onChange={(e) => setConfirmation(e.target.value)}
              />
              <button type="submit" className="button" disabled={busy} aria-busy={busy}>
                {busy ? 'Saving...' : 'Save new password'}
              </button>
            </>
          )}
          <p>
            <Link to="/login">Back to log in</Link>
          </p>
        </FormControls>
      </form>
    </main>
  );
}
