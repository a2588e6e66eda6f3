/**
 * Server validation errors (docs/product.md, "Server validation"): a list of issues with a path and
 * a message becomes a map keyed by the dotted path; keys under user_profile_data. lose that prefix,
 * so each message lands under the field it is about.
 */
export type FieldErrors = Record<string, string>;

interface Issue {
  path?: unknown;
  message?: unknown;
}

export function issuesToFieldErrors(details: unknown): FieldErrors {
  const issues = (details as { errors?: unknown } | undefined)?.errors;
  if (!Array.isArray(issues)) return {};
  const map: FieldErrors = {};
  for (const issue of issues as Issue[]) {
    if (!Array.isArray(issue.path) || typeof issue.message !== 'string') continue;
    const key = issue.path.join('.').replace(/^user_profile_data\./, '');
    map[key] ??= issue.message;
  }
  return map;
}

export const AREAS_OF_INTEREST = ['Primary education', 'Secondary education', 'SEND education', 'Live performances'] as const;
export const SELECT_ONE = 'Please select at least one option';

/** The form's own check: empty-only, on the fields that must not be empty. */
export function emptyFieldErrors(
  values: { first_name?: string; last_name?: string; postcode?: string; country?: string; areas_of_interest?: string[] },
  { countryAllowed = false } = {},
): FieldErrors {
  const errors: FieldErrors = {};
  if (!values.first_name?.trim()) errors.first_name = 'Please enter your first name';
  if (!values.last_name?.trim()) errors.last_name = 'Please enter your last name';
  if (!values.postcode?.trim() && !(countryAllowed && values.country?.trim())) {
    errors.postcode = countryAllowed ? "Please enter your school's postcode, or your country if you are outside the UK" : "Please enter your school's postcode";
  }
  if (!values.areas_of_interest?.length) errors.areas_of_interest = SELECT_ONE;
  return errors;
}
