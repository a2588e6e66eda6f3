/**
 * What registration and a profile save accept (docs/accounts.md). The form's own check is
 * empty-only; the server is the one that decides, and lists every problem at once.
 */
import { z } from 'zod';
import { check, issueAt, type Issue } from './issues';

export const AREAS_OF_INTEREST = ['Primary education', 'Secondary education', 'SEND education', 'Live performances'] as const;

export const MESSAGES = {
  email: 'Please enter a valid email address',
  password: 'Use 6 or more characters with a mix of letters and numbers',
  first_name: 'Please enter your first name',
  last_name: 'Please enter your last name',
  postcode: "Please enter your school's postcode, or your country if you are outside the UK",
  areas_of_interest: 'Please select at least one option',
} as const;

const MAX_LENGTH = 200;
const TOO_LONG = `Please use text of at most ${MAX_LENGTH} characters`;
const PROFILE_FIELDS = ['salutation', 'first_name', 'last_name', 'phone_number', 'school', 'role', 'address_1', 'address_2', 'postcode', 'country'] as const;

export type ProfileData = Partial<Record<(typeof PROFILE_FIELDS)[number], string>> & { areas_of_interest?: string[] };

const blank = (value: unknown) => typeof value !== 'string' || value.trim() === '';
const optionalText = z.string({ error: TOO_LONG }).max(MAX_LENGTH, TOO_LONG).nullish();
const requiredText = (message: string) =>
  z
    .string({ error: message })
    .max(MAX_LENGTH, TOO_LONG)
    .refine((value) => value.trim() !== '', message);

const profileSchema = z
  .object({
    salutation: optionalText,
    first_name: requiredText(MESSAGES.first_name),
    last_name: requiredText(MESSAGES.last_name),
    phone_number: optionalText,
    school: optionalText,
    role: optionalText,
    address_1: optionalText,
    address_2: optionalText,
    postcode: optionalText,
    country: optionalText,
    areas_of_interest: z.array(z.enum(AREAS_OF_INTEREST), { error: MESSAGES.areas_of_interest }).min(1, MESSAGES.areas_of_interest),
  })
  // A school's postcode, or a country for a teacher outside the UK; checked whatever else is wrong.
  .refine((profile) => !blank(profile.postcode) || !blank(profile.country), { message: MESSAGES.postcode, path: ['postcode'], when: () => true });

/** Anything that is not an object is checked as an empty profile: every required field is missing. */
const profileInput = z.preprocess((value) => (value !== null && typeof value === 'object' && !Array.isArray(value) ? value : {}), profileSchema);

export function isAcceptablePassword(password: unknown): boolean {
  return typeof password === 'string' && password.length >= 6 && password.length <= 200 && /[A-Za-z]/.test(password) && /\d/.test(password);
}

const FIELD_ORDER: string[] = [...PROFILE_FIELDS, 'areas_of_interest'];
const fieldIndex = (issue: Issue, depth: number) => FIELD_ORDER.indexOf(issue.path[depth]);

/** One message per field, in the form's order: an unknown area among known ones reads as no valid choice. */
function onePerField(issues: Issue[], depth: number): Issue[] {
  const seen = new Set<string>();
  return issues
    .map((issue) => (issue.path.at(-2) === 'areas_of_interest' ? { ...issue, path: issue.path.slice(0, -1), message: MESSAGES.areas_of_interest } : issue))
    .filter((issue) => {
      const key = issue.path.join('.');
      return seen.has(key) ? false : (seen.add(key), true);
    })
    .sort((a, b) => fieldIndex(a, depth) - fieldIndex(b, depth));
}

/** Checks a profile as sent at registration or on save; `prefix` is the path it sits under. */
export function profileIssues(data: unknown, prefix: string[] = []): Issue[] {
  return onePerField(check(profileInput, data, prefix), prefix.length);
}

const emailSchema = z
  .string({ error: MESSAGES.email })
  .max(254, { message: MESSAGES.email, abort: true })
  .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, MESSAGES.email);

export function registrationIssues(body: Record<string, unknown>): Issue[] {
  return [
    ...check(emailSchema, body.email, ['email']),
    ...(isAcceptablePassword(body.password) ? [] : [issueAt(['password'], MESSAGES.password)]),
    ...profileIssues(body.user_profile_data, ['user_profile_data']),
  ];
}

/** The profile fields to store, trimmed, from data that passed profileIssues. */
export function cleanProfile(data: ProfileData): ProfileData {
  const clean: ProfileData = {};
  for (const field of PROFILE_FIELDS) {
    const value = data[field];
    if (typeof value === 'string') clean[field] = value.trim();
  }
  clean.areas_of_interest = [...new Set(data.areas_of_interest ?? [])];
  return clean;
}
