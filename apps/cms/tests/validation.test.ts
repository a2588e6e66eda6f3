/**
 * The checks at the account and playlist boundaries (src/validation): each problem comes back once,
 * under the dotted path of its field, with the message the site shows there.
 */
import { describe, expect, it } from 'vitest';
import { MESSAGES, profileIssues, registrationIssues } from '../src/validation/registration';
import { itemIssues, titleIssues } from '../src/api/playlist/validation';
import { parseArguments } from '../src/validation/issues';
import { EMAIL_NOT_VALID, memberAccountBodies } from '../src/api/member-account/validation';
import { INVITATION_NOT_VALID } from '../src/api/member-account/invitation';

const byPath = (issues: Array<{ path: string[]; message: string }>) => Object.fromEntries(issues.map((issue) => [issue.path.join('.'), issue.message]));
const profile = { first_name: 'Ada', last_name: 'Lovelace', postcode: 'LS1 1AA', areas_of_interest: ['Primary education'] };

describe('registration', () => {
  it('accepts a complete registration, and a country in place of a postcode', () => {
    expect(registrationIssues({ email: 'ada@school.org', password: 'Notes1234', user_profile_data: profile })).toEqual([]);
    expect(profileIssues({ ...profile, postcode: ' ', country: 'France' })).toEqual([]);
  });

  it('lists every problem once, with its dotted path', () => {
    const issues = registrationIssues({
      email: 'ada@',
      password: 'letters',
      user_profile_data: { first_name: ' ', last_name: 7, areas_of_interest: ['Knitting', 'Primary education'] },
    });
    expect(byPath(issues)).toEqual({
      email: MESSAGES.email,
      password: MESSAGES.password,
      'user_profile_data.first_name': MESSAGES.first_name,
      'user_profile_data.last_name': MESSAGES.last_name,
      'user_profile_data.postcode': MESSAGES.postcode,
      'user_profile_data.areas_of_interest': MESSAGES.areas_of_interest,
    });
    expect(issues).toHaveLength(6);
    expect(issues.every((issue) => issue.name === 'ValidationError')).toBe(true);
  });

  it('reads a profile that is not an object as an empty one', () => {
    for (const sent of [undefined, null, 'Ada', ['Ada']]) {
      expect(Object.keys(byPath(profileIssues(sent))).sort(), String(sent)).toEqual(['areas_of_interest', 'first_name', 'last_name', 'postcode']);
    }
  });

  it('refuses text over 200 characters, and an address that is far too long', () => {
    expect(byPath(profileIssues({ ...profile, school: 's'.repeat(201) }))).toEqual({ school: 'Please use text of at most 200 characters' });
    expect(byPath(registrationIssues({ email: `${'a'.repeat(250)}@school.org`, password: 'Notes1234', user_profile_data: profile }))).toEqual({
      email: MESSAGES.email,
    });
  });
});

describe('playlists', () => {
  it('asks for a name, and one that fits', () => {
    expect(titleIssues('Warm-ups')).toEqual([]);
    for (const empty of ['', '   ', null, undefined, 5])
      expect(byPath(titleIssues(empty)), String(empty)).toEqual({ title: 'Please give your playlist a name.' });
    expect(byPath(titleIssues('t'.repeat(121)))).toEqual({ title: "A playlist's name can be at most 120 characters." });
  });

  it('checks each item under its index', () => {
    const good = { type: 'activity', item: 'abc', title: 'Pulse game', context_path: '/primary/x', playlist_order: 0 };
    expect(itemIssues([good, { type: 'audio', item: 'def' }])).toEqual([]);
    const issues = itemIssues([
      good,
      null,
      { type: 'video', item: ' ' },
      { type: 'audio', item: 'x', context_path: '//elsewhere.example/page', playlist_order: -1 },
      { type: 'audio', item: 'y', playlist_order: 0 },
    ]);
    expect(byPath(issues)).toEqual({
      'items.1': 'An item is missing.',
      'items.2.type': "An item's type must be activity or audio.",
      'items.2.item': 'An item must name its activity or recording.',
      'items.3.context_path': "An item's page must be a path on this site.",
      'items.3.playlist_order': "An item's order must be a whole number from 0.",
      'items.4.playlist_order': 'Two items cannot share a place in the order.',
    });
  });

  it('holds at most 200 items, said once', () => {
    const items = Array.from({ length: 201 }, (_, index) => ({ type: 'activity', item: `a${index}` }));
    expect(itemIssues(items)).toEqual([{ path: ['items'], message: 'A playlist can hold at most 200 items.', name: 'ValidationError' }]);
  });
});

describe('a profile save', () => {
  it('lists its problems in the form’s order', () => {
    const issues = profileIssues({ first_name: '', last_name: 'Bloggs', postcode: '', areas_of_interest: [] });
    expect(issues.map((issue) => issue.path.join('.'))).toEqual(['first_name', 'postcode', 'areas_of_interest']);
  });
});

describe('member account bodies', () => {
  const refusal = (schema: Parameters<typeof parseArguments>[0], body: unknown) => {
    try {
      parseArguments(schema, body);
    } catch (error) {
      return { name: (error as Error).name, message: (error as Error).message };
    }
    return undefined;
  };

  it('passes strings through as they are: the service judges the address', () => {
    expect(parseArguments(memberAccountBodies.invitee, { invitee: ' Ada@School.org ' })).toEqual({ invitee: ' Ada@School.org ' });
    expect(parseArguments(memberAccountBodies.member, { member_email: 'not an email' })).toEqual({ member_email: 'not an email' });
    expect(parseArguments(memberAccountBodies.invitation, { invitation: ' abc ', extra: 1 })).toEqual({ invitation: 'abc' });
  });

  it('refuses a missing or non-string field, or no body at all, with the message of today', () => {
    for (const body of [{}, { invitee: 42 }, { invitee: null }, undefined, 'ada@school.org', ['ada@school.org']]) {
      expect(refusal(memberAccountBodies.invitee, body)).toEqual({ name: 'ValidationError', message: EMAIL_NOT_VALID });
    }
    expect(refusal(memberAccountBodies.member, { invitee: 'ada@school.org' })).toEqual({ name: 'ValidationError', message: EMAIL_NOT_VALID });
    for (const body of [{}, { invitation: 42 }, { invitation: '  ' }, { invitation: 'x'.repeat(201) }, null]) {
      expect(refusal(memberAccountBodies.invitation, body)).toEqual({ name: 'ValidationError', message: INVITATION_NOT_VALID });
    }
  });
});
