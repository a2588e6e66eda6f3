/**
 * What the account forms (registration, completing a profile after signing in with Google or
 * Microsoft, "Your details") share: the form's own empty-field check before it asks an account
 * action, and the errors to show, the form's own first, else the CMS's by field, with a general
 * message only when no field has one.
 */
import { useState } from 'react';
import { useFetcher } from 'react-router';
import type { clientAction } from '../../routes/account-actions';
import { TextField, textFieldsOf } from '../../ui/FormFields';
import type { FieldErrors } from './field-errors';

export function useAccountAction() {
  const [empty, setEmpty] = useState<FieldErrors>({});
  const fetcher = useFetcher<typeof clientAction>();
  const busy = fetcher.state !== 'idle';
  const result = busy ? undefined : fetcher.data;
  const errors = Object.keys(empty).length ? empty : (result?.fieldErrors ?? {});
  const general = Object.keys(errors).length ? undefined : result?.error;
  return { fetcher, busy, result, errors, general, setEmpty };
}

/** A form's values and a setter for each field (`set('postcode')` is the postcode's onChange). */
export function useFormValues<Values extends object>(initial: Values | (() => Values)) {
  const [values, setValues] = useState(initial);
  const set =
    <Field extends keyof Values>(field: Field) =>
    (value: Values[Field]) =>
      setValues((previous) => ({ ...previous, [field]: value }));
  return { values, setValues, set };
}

/** The school's postcode, or a country for a school outside the UK (either will do: emptyFieldErrors' countryAllowed). */
export function SchoolPlaceFields({
  values,
  set,
  errors,
}: {
  values: { postcode: string; country: string };
  set: (field: 'postcode' | 'country') => (value: string) => void;
  errors: FieldErrors;
}) {
  const textField = textFieldsOf(values, set, errors);
  return (
    <>
      <TextField label="School postcode" autoComplete="postal-code" {...textField('postcode')} />
      <TextField label="Country (if your school is outside the UK)" autoComplete="country-name" {...textField('country')} />
    </>
  );
}
