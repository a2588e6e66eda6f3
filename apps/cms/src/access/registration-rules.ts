/**
 * What registration accepts (spec part 1 §5 and §7). Problems come back as a list of issues with a
 * path and a message, as Strapi's validation errors do, so the page can show each under its field.
 * The form's own check is empty-only; the server is the one that decides.
 */
export const AREAS_OF_INTEREST = ['Primary education', 'Secondary education', 'SEND education', 'Live performances'] as const;

export const MESSAGES = {
  email: 'Please enter a valid email address',
  password: 'Use 6 or more characters with a mix of letters and numbers',
  first_name: 'Please enter your first name',
  last_name: 'Please enter your last name',
  postcode: "Please enter your school's postcode, or your country if you are outside the UK",
  areas_of_interest: 'Please select at least one option',
} as const;

export interface Issue {
  path: string[];
  message: string;
  name: 'ValidationError';
}

export interface ProfileData {
  salutation?: string;
  first_name?: string;
  last_name?: string;
  phone_number?: string;
  school?: string;
  role?: string;
  address_1?: string;
  address_2?: string;
  postcode?: string;
  country?: string;
  areas_of_interest?: string[];
}

const PROFILE_FIELDS = ['salutation', 'first_name', 'last_name', 'phone_number', 'school', 'role', 'address_1', 'address_2', 'postcode', 'country'] as const;
const MAX_LENGTH = 200;

export function isAcceptablePassword(password: unknown): boolean {
  return typeof password === 'string' && password.length >= 6 && password.length <= 200 && /[A-Za-z]/.test(password) && /\d/.test(password);
}

const blank = (value: unknown) => typeof value !== 'string' || value.trim() === '';

/** Checks a profile as sent at registration or on save; `prefix` is the path it sits under. */
export function profileIssues(data: unknown, prefix: string[] = []): Issue[] {
  const issue = (field: string, message: string): Issue => ({ path: [...prefix, field], message, name: 'ValidationError' });
  if (data === null || typeof data !== 'object' || Array.isArray(data)) {
    return [issue('first_name', MESSAGES.first_name), issue('last_name', MESSAGES.last_name), issue('postcode', MESSAGES.postcode), issue('areas_of_interest', MESSAGES.areas_of_interest)];
  }
  const profile = data as Record<string, unknown>;
  const issues: Issue[] = [];
  for (const field of PROFILE_FIELDS) {
    const value = profile[field];
    if (value !== undefined && value !== null && (typeof value !== 'string' || value.length > MAX_LENGTH)) {
      issues.push(issue(field, `Please use text of at most ${MAX_LENGTH} characters`));
    }
  }
  if (blank(profile.first_name)) issues.push(issue('first_name', MESSAGES.first_name));
  if (blank(profile.last_name)) issues.push(issue('last_name', MESSAGES.last_name));
  if (blank(profile.postcode) && blank(profile.country)) issues.push(issue('postcode', MESSAGES.postcode));
  const areas = profile.areas_of_interest;
  const validAreas = Array.isArray(areas) && areas.length > 0 && areas.every((area) => (AREAS_OF_INTEREST as readonly unknown[]).includes(area));
  if (!validAreas) issues.push(issue('areas_of_interest', MESSAGES.areas_of_interest));
  return issues;
}

export function registrationIssues(body: Record<string, unknown>): Issue[] {
  const issues: Issue[] = [];
  const email = body.email;
  if (typeof email !== 'string' || email.length > 254 || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) {
    issues.push({ path: ['email'], message: MESSAGES.email, name: 'ValidationError' });
  }
  if (!isAcceptablePassword(body.password)) issues.push({ path: ['password'], message: MESSAGES.password, name: 'ValidationError' });
  issues.push(...profileIssues(body.user_profile_data, ['user_profile_data']));
  return issues;
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
