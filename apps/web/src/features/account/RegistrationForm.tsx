/**
 * Registration on /subscribe (docs/product.md, "Registration"): names, school postcode (or a
 * country outside the UK), email, password and areas of interest. The form checks only for empty
 * fields; the server decides the rest and its messages appear under each field. With
 * ?skip_trial=true in the address no free trial starts; with a school invitation link's token
 * (JoinRoute) the new account joins that school, without a trial of its own.
 */
import type { FormEvent } from 'react';
import { Link } from 'react-router';
import { FormControls, FormError, TextField, textFieldsOf } from '../../ui/FormFields';
import { accountState } from './account-store';
import { emptyFieldErrors } from './field-errors';
import { SchoolPlaceFields, useAccountAction, useFormValues } from './account-form';
import { AreasOfInterestFieldset } from './AreasOfInterestFieldset';
import { SignInButtons } from '../sign-in/SignInButtons';

export function RegistrationForm({ skipTrial, invitation, onRegistered }: { skipTrial: boolean; invitation?: string; onRegistered: () => void }) {
  const { values, set } = useFormValues({
    first_name: '',
    last_name: '',
    postcode: '',
    country: '',
    email: '',
    password: '',
    areas_of_interest: [] as string[],
  });
  const { fetcher, busy, errors, general, setEmpty } = useAccountAction();
  const textField = textFieldsOf(values, set, errors);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const checked = emptyFieldErrors(values, { countryAllowed: true });
    if (!values.email.trim()) checked.email = 'Please enter your email address';
    if (!values.password) checked.password = 'Please choose a password';
    setEmpty(checked);
    if (Object.keys(checked).length) return;
    await fetcher.submit(
      { ...values, skipTrial, ...(invitation ? { invitation } : {}) },
      { method: 'post', encType: 'application/json', action: '/account/action/register' },
    );
    // The page shows the logged-in view as soon as the login is kept: ask the session, not the fetcher.
    if (accountState().session) onRegistered();
  }

  return (
    <form className="registration" onSubmit={submit} noValidate aria-labelledby="register-heading">
      <FormControls>
        <h2 id="register-heading">Create your account</h2>
        <SignInButtons invitation={invitation} />
        <FormError>{general}</FormError>
        <TextField label="First name" autoComplete="given-name" {...textField('first_name')} />
        <TextField label="Last name" autoComplete="family-name" {...textField('last_name')} />
        <SchoolPlaceFields values={values} set={set} errors={errors} />
        <TextField label="Email" type="email" autoComplete="email" {...textField('email')} />
        <TextField
          label="Password"
          type="password"
          autoComplete="new-password"
          hint="6 or more characters with a mix of letters and numbers"
          {...textField('password')}
        />
        <AreasOfInterestFieldset selected={values.areas_of_interest} onChange={set('areas_of_interest')} errors={errors} />
        <p>
          By creating an account you agree to our <Link to="/terms-and-conditions">Terms and Conditions</Link> and <Link to="/privacy">Privacy policy</Link>.
        </p>
        {(skipTrial || invitation) && <p className="notice">This account starts without a free trial: your school gives you access.</p>}
        <button type="submit" className="button" disabled={busy} aria-busy={busy}>
          {busy ? 'Creating your account...' : 'Create your account'}
        </button>
      </FormControls>
    </form>
  );
}
