/**
 * A new account made by signing in with Google or Microsoft completes its profile here: only what
 * the provider did not give (a name it left out, the school's postcode or a country, the areas of
 * interest), under the registration's rules (the CMS's updateUserProfile checks them again).
 */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { FormControls, FormError, TextField, textFieldsOf } from '../../ui/FormFields';
import { emptyFieldErrors } from '../account/field-errors';
import { SchoolPlaceFields, useAccountAction, useFormValues } from '../account/account-form';
import { AreasOfInterestFieldset, areasOf } from '../account/AreasOfInterestFieldset';
import { useSession } from '../account/SessionProvider';

export function CompleteProfileForm({ onSaved }: { onSaved: () => void }) {
  const { profile } = useSession();
  // The names the provider gave are kept and not asked again.
  const [given] = useState(() => ({ first_name: profile?.first_name ?? '', last_name: profile?.last_name ?? '' }));
  const { values, set } = useFormValues({ ...given, postcode: '', country: '', areas_of_interest: areasOf(profile?.areas_of_interest) });
  const { fetcher: saving, busy, result, errors, general, setEmpty } = useAccountAction();
  const textField = textFieldsOf(values, set, errors);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const checked = emptyFieldErrors(values, { countryAllowed: true });
    setEmpty(checked);
    if (Object.keys(checked).length) return;
    await saving.submit(
      { ...values, postcode: values.postcode || null, country: values.country || null },
      { method: 'post', encType: 'application/json', action: '/account/action/profile-save' },
    );
  }

  useSavedEffect(result, onSaved);

  return (
    <form className="registration" onSubmit={submit} noValidate aria-labelledby="complete-profile-heading">
      <FormControls>
        <h1 id="complete-profile-heading">Finish creating your account</h1>
        <p role="status">Your account is made and your free trial has started. Tell us a little about your school to finish.</p>
        <FormError>{general}</FormError>
        {!given.first_name && <TextField label="First name" autoComplete="given-name" {...textField('first_name')} />}
        {!given.last_name && <TextField label="Last name" autoComplete="family-name" {...textField('last_name')} />}
        <SchoolPlaceFields values={values} set={set} errors={errors} />
        <AreasOfInterestFieldset selected={values.areas_of_interest} onChange={set('areas_of_interest')} errors={errors} />
        <button type="submit" className="button" disabled={busy} aria-busy={busy}>
          {busy ? 'Saving...' : 'Finish'}
        </button>
      </FormControls>
    </form>
  );
}

/** Runs `onSaved` once the save has answered without an error. */
function useSavedEffect(result: { error?: string } | undefined, onSaved: () => void) {
  const latest = useRef(onSaved);
  latest.current = onSaved;
  useEffect(() => {
    if (result && !result.error) latest.current();
  }, [result]);
}
