/**
 * The logged-in half of /subscribe (docs/product.md, "Your Account"): the profile in view mode,
 * 'Edit account details' (or 'Add school details' when no school is given) to edit it, 'Your
 * details have been saved.' with 'Edit again' after a save, Cancel back to view, and the password
 * change link. The owner of a school account is not asked to add a school: the one they manage is
 * shown as theirs (the CMS names it: GET /api/account/access, `owned_school`).
 */
import { useEffect, useState, type FormEvent } from 'react';
import { useFetcher } from 'react-router';
import type { clientAction } from '../../routes/account-actions';
import { CheckboxGroup, FormError, TextField } from '../../ui/FormFields';
import { AREAS_OF_INTEREST, emptyFieldErrors } from './field-errors';
import { useAccountAction } from './account-form';
import { RESET_SENT } from './LoginForm';
import { useSession } from './SessionProvider';
import { fetchAccess } from './auth-api';

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
  const { profile, email } = useSession();
  const [mode, setMode] = useState<'view' | 'edit'>('view');
  const [values, setValues] = useState<Record<FieldName, string>>(() => blankValues());
  const [areas, setAreas] = useState<string[]>([]);
  const { fetcher: saving, busy, result, errors, general, setEmpty } = useAccountAction();
  const saved = mode === 'edit' && Boolean(result) && !result?.error;
  const ownedSchool = useOwnedSchool();
  const school = (profile?.school as string | null | undefined) || ownedSchool;

  function blankValues(): Record<FieldName, string> {
    return Object.fromEntries(FIELDS.map(([field]) => [field, ''])) as Record<FieldName, string>;
  }

  function startEditing() {
    setValues(Object.fromEntries(FIELDS.map(([field]) => [field, (profile?.[field] as string | null | undefined) ?? ''])) as Record<FieldName, string>);
    setAreas(Array.isArray(profile?.areas_of_interest) ? (profile.areas_of_interest as string[]) : []);
    setEmpty({});
    saving.reset();
    setMode('edit');
  }

  function save(event: FormEvent) {
    event.preventDefault();
    const checked = emptyFieldErrors({ ...values, areas_of_interest: areas });
    setEmpty(checked);
    if (Object.keys(checked).length) return;
    void saving.submit({ ...values, areas_of_interest: areas }, { method: 'post', encType: 'application/json', action: '/account/action/profile-save' });
  }

  if (!profile) return <p role="status">Loading your details...</p>;

  return (
    <section aria-labelledby="profile-heading" className="profile">
      <h2 id="profile-heading">Your details</h2>
      {saved && (
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
            {!profile.school && ownedSchool && (
              <div>
                <dt>School</dt>
                <dd>{ownedSchool} (you manage its school account)</dd>
              </div>
            )}
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
            {school ? 'Edit account details' : 'Add school details'}
          </button>
          <PasswordChange email={email ?? undefined} />
        </>
      )}
      {mode === 'edit' && !saved && (
        <form onSubmit={save} noValidate aria-label="Edit your details">
          <FormError>{general}</FormError>
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

/** The name of the school account the teacher owns, once the CMS has said (undefined otherwise). */
function useOwnedSchool(): string | undefined {
  const [school, setSchool] = useState<string>();
  useEffect(() => {
    let current = true;
    fetchAccess().then(
      (summary) => current && setSchool(summary.owned_school ?? undefined),
      () => undefined, // the subscription section beside it says the account could not be checked
    );
    return () => {
      current = false;
    };
  }, []);
  return school;
}

function PasswordChange({ email }: { email?: string }) {
  const asking = useFetcher<typeof clientAction>();
  const problem = asking.data?.error;
  if (!email) return null;
  if (asking.state !== 'idle') return <p role="status">requesting password change...</p>;
  if (asking.data && !problem) return <p role="status">{RESET_SENT}</p>;
  return (
    <p>
      <button
        type="button"
        className="link-button"
        onClick={() => asking.submit({ email }, { method: 'post', encType: 'application/json', action: '/account/action/forgot-password' })}
      >
        Change your password
      </button>
      {asking.data && (
        <span className="field__error" role="alert">
          {' '}
          We could not send the email{problem ? `: ${problem}` : ''}. Please try again.
        </span>
      )}
    </p>
  );
}
