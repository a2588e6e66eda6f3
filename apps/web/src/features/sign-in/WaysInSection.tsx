/**
 * 'Ways to log in' on the account page (docs/product.md, "Signing in with Google or Microsoft"): the
 * password (or how to add one) and the Google and Microsoft sign-ins linked to the account, each
 * removable while another way in remains (the CMS refuses removing the last, and says so).
 */
import { useEffect, useState } from 'react';
import { AuthError, GENERIC_PROBLEM } from '../account/auth-api';
import { Spinner } from '../../app/StatusViews';
import { fetchWaysIn, removeSignIn, type WaysIn } from './sign-in-api';
import './sign-in.css';
import { FormError } from '../../ui/FormFields';

export function WaysInSection() {
  const [ways, setWays] = useState<WaysIn>();
  const [error, setError] = useState<string>();
  const [removing, setRemoving] = useState<string>();

  useEffect(() => {
    let live = true;
    fetchWaysIn().then(
      (answer) => live && setWays(answer),
      (failure: unknown) => live && setError(failure instanceof AuthError ? failure.message : GENERIC_PROBLEM),
    );
    return () => {
      live = false;
    };
  }, []);

  async function remove(provider: string) {
    setRemoving(provider);
    setError(undefined);
    try {
      setWays(await removeSignIn(provider));
    } catch (failure) {
      setError(failure instanceof AuthError ? failure.message : GENERIC_PROBLEM);
    } finally {
      setRemoving(undefined);
    }
  }

  return (
    <section className="card ways-in" aria-labelledby="ways-in-title">
      <h2 id="ways-in-title">Ways to log in</h2>
      <FormError>{error}</FormError>
      {!ways && !error && <Spinner label="Loading your ways to log in..." />}
      {ways && (
        <ul>
          <li>
            <span>{ways.password ? 'Email and password' : 'No password yet: use Forgotten your password? on the login panel to add one.'}</span>
          </li>
          {ways.sign_ins.map((signIn) => (
            <li key={signIn.provider}>
              <span>
                {signIn.label}
                {signIn.email ? ` (${signIn.email})` : ''}
              </span>
              <button
                type="button"
                className="button button--outline button--small"
                onClick={() => void remove(signIn.provider)}
                disabled={removing !== undefined}
                aria-busy={removing === signIn.provider}
              >
                {removing === signIn.provider ? 'Removing...' : `Remove ${signIn.label}`}
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
