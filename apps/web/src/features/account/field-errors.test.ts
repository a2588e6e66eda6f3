import { describe, expect, it } from 'vitest';
import { emptyFieldErrors, issuesToFieldErrors } from './field-errors';

describe('issuesToFieldErrors', () => {
  it('keys messages by dotted path, without the user_profile_data. prefix', () => {
    expect(
      issuesToFieldErrors({
        errors: [
          { path: ['email'], message: 'Please enter a valid email address' },
          { path: ['user_profile_data', 'first_name'], message: 'Please enter your first name' },
          { path: ['user_profile_data', 'address', 'line'], message: 'Nested' },
        ],
      }),
    ).toEqual({ email: 'Please enter a valid email address', first_name: 'Please enter your first name', 'address.line': 'Nested' });
  });

  it('keeps the first message for a field and ignores malformed issues', () => {
    expect(
      issuesToFieldErrors({ errors: [{ path: ['password'], message: 'first' }, { path: ['password'], message: 'second' }, { message: 'no path' }, 'junk'] }),
    ).toEqual({ password: 'first' });
    expect(issuesToFieldErrors(undefined)).toEqual({});
    expect(issuesToFieldErrors({ errors: 'nope' })).toEqual({});
  });
});

describe('emptyFieldErrors', () => {
  it('flags only empty required fields and a missing area of interest', () => {
    expect(emptyFieldErrors({ first_name: ' ', last_name: 'Shah', postcode: '', areas_of_interest: [] })).toEqual({
      first_name: 'Please enter your first name',
      postcode: "Please enter your school's postcode",
      areas_of_interest: 'Please select at least one option',
    });
    expect(emptyFieldErrors({ first_name: 'Priya', last_name: 'Shah', postcode: 'B1', areas_of_interest: ['SEND education'] })).toEqual({});
  });

  it('accepts a country instead of a postcode at registration', () => {
    expect(
      emptyFieldErrors({ first_name: 'A', last_name: 'B', country: 'Ireland', areas_of_interest: ['Live performances'] }, { countryAllowed: true }),
    ).toEqual({});
  });
});
