/**
 * 'Reminder emails' on the account page (docs/product.md, "Your Account"): a switch for the reminders
 * that are not about money owed, saved at once for the token's teacher (GET/PUT /api/reminders).
 */
import { useEffect, useId, useState } from 'react';
import { AuthError, fetchReminders, setReminders } from './auth-api';

export function ReminderSettings() {
  const id = useId();
  const [on, setOn] = useState<boolean | 'failed'>();
  const [saving, setSaving] = useState(false);
  const [message, setMessage] = useState<string>();
  const [error, setError] = useState<string>();

  useEffect(() => {
    let current = true;
    fetchReminders().then(
      (value) => current && setOn(value),
      () => current && setOn('failed'),
    );
    return () => {
      current = false;
    };
  }, []);

  /** Shows the choice at once, and puts it back if it could not be saved. */
  async function change(next: boolean) {
    setSaving(true);
    setError(undefined);
    setMessage(undefined);
    setOn(next);
    try {
      const saved = await setReminders(next);
      setOn(saved);
      setMessage(saved ? 'Reminder emails are on.' : 'Reminder emails are off.');
    } catch (failure) {
      setOn(!next);
      setError(failure instanceof AuthError ? failure.message : 'Your choice could not be saved just now. Please try again.');
    } finally {
      setSaving(false);
    }
  }

  return (
    <section aria-labelledby={`${id}-heading`} className="account-reminders card" aria-busy={on === undefined}>
      <h2 id={`${id}-heading`}>Reminder emails</h2>
      {on === undefined && <p>Checking your reminder emails...</p>}
      {on === 'failed' && <p role="alert">Your reminder emails could not be checked just now. Please reload the page to try again.</p>}
      {typeof on === 'boolean' && (
        <>
          <label className="field__checkbox">
            <input type="checkbox" checked={on} disabled={saving} onChange={(event) => void change(event.target.checked)} />
            Email me before my free trial or subscription ends, and when my access has ended
          </label>
          <p className="account-reminders__note">Emails about a payment that did not go through are always sent.</p>
        </>
      )}
      <p role="status" aria-live="polite">
        {message}
      </p>
      {error && <p role="alert">{error}</p>}
    </section>
  );
}
