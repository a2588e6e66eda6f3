/**
 * The logged-in half of /subscribe (docs/product.md, "Your Account"): the profile in view mode,
 * 'Edit account details' (or 'Add school details' when no school is given) to edit it, 'Your
 * details have been saved.' with 'Edit again' after a save, Cancel back to view, and the password
 * change link.
 */
import { useState, type FormEvent } from 'react';
import { UpdateUserProfileDocument } from '../../graphql/generated';
import { RequestError, request } from '../../lib/graphql';
import { CheckboxGroup, TextField } from '../../ui/FormFields';
import { forgotPassword } from './auth-api';
import { AREAS_OF_INTEREST, emptyFieldErrors, issuesToFieldErrors, type FieldErrors } from './field-errors';
import { RESET_SENT } from './LoginForm';
import { useSession } from './SessionProvider';

type Mode = 'view' | 'edit' | 'saved';

const FIELDS = [
  ['salutation', 'Title (for example Ms, Mr, Dr)', 'honorific-prefix'],
  ['first_name', 'First name', 'given-name'],
  ['last_name', 'Last name', 'family-name'],
  ['phone_number', 'Phone number', 'tel'],
  ['school', 'School', 'organization'],
  ['role', 'Your role at the school', 'organization-title'],
  ['address_1', 'Address line 1', 'address-line1'],
  ['address_2', 'Address line 2', 'address-line2'],
  ['postcode', 'Postcode', 'postal-code'],
] as const;

type FieldName = (typeof FIELDS)[number][0];

export function ProfileSection() {
  const { profile, email, replaceProfile, track } = useSession();
  const [mode, setMode] = useState<Mode>('view');
  const [values, setValues] = useState<Record<FieldName, string>>(() => blankValues());
  const [areas, setAreas] = useState<string[]>([]);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [general, setGeneral] = useState<string>();
  const [busy, setBusy] = useState(false);

  function blankValues(): Record<FieldName, string> {
    return Object.fromEntries(FIELDS.map(([field]) => [field, ''])) as Record<FieldName, string>;
  }

  function startEditing() {
    setValues(Object.fromEntries(FIELDS.map(([field]) => [field, (profile?.[field] as string | null | undefined) ?? ''])) as Record<FieldName, string>);
    setAreas(Array.isArray(profile?.areas_of_interest) ? (profile.areas_of_interest as string[]) : []);
    setErrors({});
    setGeneral(undefined);
    setMode('edit');
  }

  async function save(event: FormEvent) {
    event.preventDefault();
    const empty = emptyFieldErrors({ ...values, areas_of_interest: areas });
    setErrors(empty);
    if (Object.keys(empty).length) return;
    setBusy(true);
    try {
      const data = await track('profile-save', () => request(UpdateUserProfileDocument, { ...values, areas_of_interest: areas }));
      if (data.updateUserProfile) replaceProfile(data.updateUserProfile);
      setMode('saved');
    } catch (caught) {
      const details = caught instanceof RequestError ? caught.errors[0]?.extensions?.error?.details : undefined;
      const fieldErrors = issuesToFieldErrors(details);
      setErrors(fieldErrors);
      if (!Object.keys(fieldErrors).length) setGeneral(caught instanceof Error ? caught.message : 'There was a problem');
    } finally {
      setBusy(false);
    }
  }

  if (!profile) return <p role="status">Loading your details...</p>;

  return (
    <section aria-labelledby="profile-heading" className="profile">
      <h2 id="profile-heading">Your details</h2>
      {mode === 'saved' && (
        <p className="notice" role="status">
          Your details have been saved.{' '}
          <button type="button" className="link-button" onClick={startEditing}>
            Edit again
          </button>
        </p>
      )}
      {mode === 'view' && (
        <>
          <dl className="profile__details">
            <dt>Email</dt>
            <dd>{email}</dd>
            {FIELDS.map(([field, label]) =>
              profile[field] ? (
                <div key={field}>
                  <dt>{label}</dt>
                  <dd>{profile[field] as string}</dd>
                </div>
              ) : null,
            )}
            <dt>Areas of interest</dt>
            <dd>{Array.isArray(profile.areas_of_interest) ? (profile.areas_of_interest as string[]).join(', ') : ''}</dd>
          </dl>
          <button type="button" className="button" onClick={startEditing}>
            {profile.school ? 'Edit account details' : 'Add school details'}
          </button>
          <PasswordChange email={email ?? undefined} />
        </>
      )}
      {mode === 'edit' && (
        <form onSubmit={save} noValidate aria-label="Edit your details">
          {general && (
            <p className="login-form__error" role="alert">
              {general}
            </p>
          )}
          {FIELDS.map(([field, label, autoComplete]) => (
            <TextField
              key={field}
              label={label}
              autoComplete={autoComplete}
              value={values[field]}
              onChange={(value) => setValues((previous) => ({ ...previous, [field]: value }))}
              error={errors[field]}
            />
          ))}
          <CheckboxGroup legend="Areas of interest" options={AREAS_OF_INTEREST} selected={areas} onChange={setAreas} error={errors.areas_of_interest} />
          <div className="profile__actions">
            <button type="submit" className="button" disabled={busy} aria-busy={busy}>
              {busy ? 'Saving...' : 'Save'}
            </button>
            <button type="button" className="button button--outline" onClick={() => setMode('view')}>
              Cancel
            </button>
          </div>
        </form>
      )}
    </section>
  );
}

function PasswordChange({ email }: { email?: string }) {
  const { track } = useSession();
  const [state, setState] = useState<'idle' | 'requesting' | 'sent' | 'failed'>('idle');
  const [problem, setProblem] = useState<string>();
  if (!email) return null;
  if (state === 'requesting') return <p role="status">requesting password change...</p>;
  if (state === 'sent') return <p role="status">{RESET_SENT}</p>;
  return (
    <p>
      <button
        type="button"
        className="link-button"
        onClick={async () => {
          setState('requesting');
          try {
            await track('forgot-password', () => forgotPassword(email));
            setState('sent');
          } catch (error) {
            setProblem(error instanceof Error ? error.message : undefined);
            setState('failed');
          }
        }}
      >
        Change your password
      </button>
      {state === 'failed' && (
        <span className="field__error" role="alert">
          {' '}
          We could not send the email{problem ? `: ${problem}` : ''}. Please try again.
        </span>
      )}
    </p>
  );
}
