import { describe, expect, it } from 'vitest';
import { cmsForThisFile } from './helpers/cms-for-file';
import { login } from './helpers/cms';

const ME = '{ me { email role { type description } user_profile { first_name last_name areas_of_interest user_updated } } }';

const cms = cmsForThisFile({ catalogue: false });

describe('GraphQL me (UserRoleMembership)', () => {
  it.each([
    ['subscriber@example.com', 'Subscriber1', 'active_subscriber', 'Sam', 'Taylor'],
    ['lapsed@example.com', 'Lapsed1', 'authenticated', 'Alex', 'Morgan'],
    ['schooladmin@example.com', 'SchoolAdmin1', 'active_subscriber', 'Priya', 'Shah'],
  ])('answers %s with their own role and profile', async (email, password, roleType, first, last) => {
    const token = await login(cms.baseUrl, email, password);
    const { body } = await cms.graphql(ME, {}, token);
    expect(body.errors).toBeUndefined();
    expect(body.data.me.email).toBe(email);
    expect(body.data.me.role.type).toBe(roleType);
    expect(body.data.me.user_profile).toMatchObject({ first_name: first, last_name: last, user_updated: false });
    expect(body.data.me.user_profile.areas_of_interest.length).toBeGreaterThan(0);
  });

  it('saves what a teacher teaches (the welcome screen): areas of interest and known year groups only, their own profile only', async () => {
    const token = await login(cms.baseUrl, 'lapsed@example.com', 'Lapsed1');
    const save = (variables: Record<string, unknown>, as: string | undefined) =>
      cms.graphql(
        'mutation($areas: [String!]!, $years: [String!]!) { updateTeachingInterests(areas_of_interest: $areas, year_groups: $years) { areas_of_interest year_groups first_name } }',
        variables,
        as,
      );
    const years = (await cms.strapi.db.query('api::year-group.year-group').findMany({ select: ['slug', 'position'], orderBy: { position: 'asc' } })).map(
      (year: { slug: string }) => year.slug,
    );
    expect(years.length).toBeGreaterThan(3);
    const saved = await save({ areas: ['Secondary education', 'SEND education'], years: [years[3], years[1]] }, token);
    expect(saved.body.errors).toBeUndefined();
    // Kept in the list's order; the teacher's other details untouched.
    expect(saved.body.data.updateTeachingInterests).toEqual({
      areas_of_interest: ['Secondary education', 'SEND education'],
      year_groups: [years[1], years[3]],
      first_name: 'Alex',
    });
    const read = await cms.graphql('{ me { user_profile { year_groups areas_of_interest } } }', {}, token);
    expect(read.body.data.me.user_profile.year_groups).toEqual([years[1], years[3]]);

    for (const bad of [
      { areas: [], years: [] },
      { areas: ['Primary education'], years: ['year-99'] },
      { areas: ['Nursery rhymes'], years: [] },
      { areas: ['Primary education'], years: ['x'.repeat(500)] },
    ]) {
      const refused = await save(bad, token);
      expect(refused.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    }
    const visitor = await save({ areas: ['Primary education'], years: [] }, undefined);
    expect(visitor.body.data?.updateTeachingInterests ?? null).toBeNull();
    expect(visitor.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    // What was refused changed nothing.
    expect((await cms.graphql('{ me { user_profile { year_groups } } }', {}, token)).body.data.me.user_profile.year_groups).toEqual([years[1], years[3]]);
  });

  it('refuses a visitor', async () => {
    const { body } = await cms.graphql(ME);
    expect(body.data?.me ?? null).toBeNull();
    expect(body.errors?.length).toBeGreaterThan(0);
  });

  it('answers 401 to a token that is not valid', async () => {
    const { status } = await cms.graphql(ME, {}, 'not-a-real-token');
    expect(status).toBe(401);
  });

  it('offers no other way to read profiles', async () => {
    const token = await login(cms.baseUrl, 'subscriber@example.com', 'Subscriber1');
    for (const query of [
      '{ userProfiles { first_name } }',
      '{ userProfile(documentId: "x") { first_name } }',
      'mutation { deleteUserProfile(documentId: "x") { documentId } }',
    ]) {
      const { body } = await cms.graphql(query, {}, token);
      expect(body.errors?.[0]?.extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
    }
    for (const route of ['/api/user-profiles', '/api/user-profiles/1']) {
      const response = await fetch(`${cms.baseUrl}${route}`, { headers: { Authorization: `Bearer ${token}` } });
      expect(response.status).toBe(404);
    }
  });
});

describe('GraphQL updateUserProfile (UpdateUserProfile)', () => {
  const UPDATE = `mutation Update($first_name: String, $last_name: String, $postcode: String, $school: String, $areas_of_interest: [String!]) {
    updateUserProfile(first_name: $first_name, last_name: $last_name, postcode: $postcode, school: $school, areas_of_interest: $areas_of_interest) {
      first_name last_name postcode school areas_of_interest user_updated
    }
  }`;

  async function freshTeacher() {
    const email = `profile-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
    const response = await fetch(`${cms.baseUrl}/api/auth/local/register`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        email,
        username: email,
        password: 'Original1',
        user_profile_data: { first_name: 'Jo', last_name: 'Bloggs', postcode: 'N1 1AA', areas_of_interest: ['SEND education'] },
      }),
    });
    return (await response.json()).jwt as string;
  }

  it('changes only the caller’s own profile and sets user_updated', async () => {
    const token = await freshTeacher();
    const other = await freshTeacher();
    const { body } = await cms.graphql(
      UPDATE,
      { first_name: 'Joanna', last_name: 'Bloggs', postcode: 'N1 1AA', school: 'Hill Primary', areas_of_interest: ['SEND education', 'Live performances'] },
      token,
    );
    expect(body.errors).toBeUndefined();
    expect(body.data.updateUserProfile).toEqual({
      first_name: 'Joanna',
      last_name: 'Bloggs',
      postcode: 'N1 1AA',
      school: 'Hill Primary',
      areas_of_interest: ['SEND education', 'Live performances'],
      user_updated: true,
    });
    expect((await cms.graphql(ME, {}, token)).body.data.me.user_profile.first_name).toBe('Joanna');
    expect((await cms.graphql(ME, {}, other)).body.data.me.user_profile).toMatchObject({ first_name: 'Jo', user_updated: false });
  });

  it('gives each problem with its path, and saves nothing', async () => {
    const token = await freshTeacher();
    const { body } = await cms.graphql(UPDATE, { first_name: '', last_name: 'Bloggs', postcode: '', areas_of_interest: [] }, token);
    const details = body.errors[0].extensions.error.details.errors.map((e: { path: string[]; message: string }) => [e.path.join('.'), e.message]);
    expect(details).toEqual([
      ['first_name', 'Please enter your first name'],
      ['postcode', "Please enter your school's postcode, or your country if you are outside the UK"],
      ['areas_of_interest', 'Please select at least one option'],
    ]);
    expect((await cms.graphql(ME, {}, token)).body.data.me.user_profile.first_name).toBe('Jo');
  });

  it('refuses a visitor', async () => {
    const { body } = await cms.graphql(UPDATE, { first_name: 'X', last_name: 'Y', postcode: 'Z', areas_of_interest: ['Primary education'] });
    expect(body.errors[0].extensions.code).toBe('FORBIDDEN');
  });
});
