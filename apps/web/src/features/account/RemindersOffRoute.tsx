/**
 * /reminders/off?token=…, the link in a reminder email (docs/product.md, "Reminder emails"): turns the
 * reminders that are not about money owed off at once, without a login (the token is the CMS's
 * signature of the teacher), and says so; a logged-in teacher may turn them back on. A link that is
 * not valid says so and points to the account page.
 */
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useDocumentTitle } from '../../lib/document-title';
import { AuthError, setReminders, turnOffReminders } from './auth-api';
import { useSession } from './SessionProvider';

export const handle = { crumb: 'Reminder emails' };

type State = { step: 'working' } | { step: 'off' } | { step: 'on' } | { step: 'failed'; message: string };

export default function RemindersOffRoute() {
  useDocumentTitle('Reminder emails');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const { isLoggedIn } = useSession();
  const [state, setState] = useState<State>({ step: 'working' });

  useEffect(() => {
    let current = true;
    turnOffReminders(token).then(
      () => current && setState({ step: 'off' }),
      (error) => current && setState({ step: 'failed', message: error instanceof AuthError ? error.message : 'Something went wrong. Please try again.' }),
    );
    return () => {
      current = false;
    };
  }, [token]);

  async function turnBackOn() {
    try {
      await setReminders(true);
      setState({ step: 'on' });
    } catch (error) {
      setState({ step: 'failed', message: error instanceof AuthError ? error.message : 'Something went wrong. Please try again.' });
    }
  }

  return (
    <main id="main" tabIndex={-1} className="page page--narrow" aria-busy={state.step === 'working'}>
      <h1>Reminder emails</h1>
      {state.step === 'working' && <p role="status">Turning off your reminder emails...</p>}
      {state.step === 'off' && (
        <>
          <p role="status">Reminder emails are off. We will no longer email you before your trial or subscription ends.</p>
          <p>Emails about a payment that did not go through are still sent.</p>
          {isLoggedIn ? (
            <p>
              <button type="button" className="button button--outline" onClick={() => void turnBackOn()}>
                Turn them back on
              </button>
            </p>
          ) : (
            <p>
              You can turn them back on from your account page once you have logged in. <Link to="/">Go to the home page</Link>
            </p>
          )}
        </>
      )}
      {state.step === 'on' && (
        <p role="status">
          Reminder emails are on again. <Link to="/subscribe">Your account</Link>
        </p>
      )}
      {state.step === 'failed' && (
        <>
          <p role="alert">{state.message}</p>
          <p>
            <Link to="/subscribe" className="button">
              Go to your account
            </Link>
          </p>
        </>
      )}
    </main>
  );
}
