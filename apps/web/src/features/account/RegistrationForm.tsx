/**
 * Registration on /subscribe (docs/product.md, "Registration"): names, school postcode (or a
 * country outside the UK), email, password and areas of interest. The form checks only for empty
 * fields; the server decides the rest and its messages appear under each field. With
 * ?skip_trial=true in the address (for invited school teachers) no free trial starts.
 */
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { CheckboxGroup, TextField, FormControls } from '../../ui/FormFields';
import { AuthError, GENERIC_PROBLEM, register } from './auth-api';
import { AREAS_OF_INTEREST, emptyFieldErrors, issuesToFieldErrors, type FieldErrors } from './field-errors';
import { useSession } from './SessionProvider';

export function RegistrationForm({ skipTrial, onRegistered }: { skipTrial: boolean; onRegistered: () => void }) {
  const session = useSession();
  const [values, setValues] = useState({ first_name: '', last_name: '', postcode: '', country: '', email: '', password: '' });
  const [areas, setAreas] = useState<string[]>([]);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [general, setGeneral] = useState<string>();
  const [busy, setBusy] = useState(false);
  const set = (field: keyof typeof values) => (value: string) => setValues((previous) => ({ ...previous, [field]: value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    setGeneral(undefined);
    const empty = emptyFieldErrors({ ...values, areas_of_interest: areas }, { countryAllowed: true });
    if (!values.email.trim()) empty.email = 'Please enter your email address';
    if (!values.password) empty.password = 'Please choose a password';
    setErrors(empty);
    if (Object.keys(empty).length) return;
    setBusy(true);
    try {
      const profile = {
        first_name: values.first_name,
        last_name: values.last_name,
        postcode: values.postcode || undefined,
        country: values.country || undefined,
        areas_of_interest: areas,
      };
      await session.track('register', async () => {
        const answer = await register(values.email.trim(), values.password, profile, skipTrial);
        await session.logIn(answer.jwt, answer.user);
      });
      onRegistered();
    } catch (caught) {
      const fieldErrors = caught instanceof AuthError ? issuesToFieldErrors(caught.details) : {};
      setErrors(fieldErrors);
      if (!Object.keys(fieldErrors).length) setGeneral(caught instanceof Error ? caught.message : GENERIC_PROBLEM);
      setBusy(false);
    }
  }

  return (
    <form className="registration" onSubmit={submit} noValidate aria-labelledby="register-heading">
      <FormControls>
        <h2 id="register-heading">Create your account</h2>
        {general && (
          <p className="login-form__error" role="alert">
            {general}
          </p>
        )}
        <TextField label="First name" autoComplete="given-name" value={values.first_name} onChange={set('first_name')} error={errors.first_name} />
        <TextField label="Last name" autoComplete="family-name" value={values.last_name} onChange={set('last_name')} error={errors.last_name} />
        <TextField label="School postcode" autoComplete="postal-code" value={values.postcode} onChange={set('postcode')} error={errors.postcode} />
        <TextField
          label="Country (if your school is outside the UK)"
          autoComplete="country-name"
          value={values.country}
          onChange={set('country')}
          error={errors.country}
        />
        <TextField label="Email" type="email" autoComplete="email" value={values.email} onChange={set('email')} error={errors.email} />
        <TextField
          label="Password"
          type="password"
          autoComplete="new-password"
          hint="6 or more characters with a mix of letters and numbers"
          value={values.password}
          onChange={set('password')}
          error={errors.password}
        />
        <CheckboxGroup legend="Areas of interest" options={AREAS_OF_INTEREST} selected={areas} onChange={setAreas} error={errors.areas_of_interest} />
        <p>
          By creating an account you agree to our <Link to="/terms-and-conditions">Terms and Conditions</Link> and <Link to="/privacy">Privacy policy</Link>.
        </p>
        {skipTrial && <p className="notice">This account starts without a free trial: your school gives you access.</p>}
        <button type="submit" className="button" disabled={busy} aria-busy={busy}>
          {busy ? 'Creating your account...' : 'Create your account'}
        </button>
      </FormControls>
    </form>
  );
}
