import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login, startCms, type TestCms } from './helpers/cms';

const ME = '{ me { email role { type description } user_profile { first_name last_name areas_of_interest user_updated } } }';

let cms: TestCms;
beforeAll(async () => {
  cms = await startCms();
});
afterAll(async () => {
  await cms?.stop();
});

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
    for (const query of ['{ userProfiles { first_name } }', '{ userProfile(documentId: "x") { first_name } }', 'mutation { deleteUserProfile(documentId: "x") { documentId } }']) {
      const { body } = await cms.graphql(query, {}, token);
      expect(body.errors?.[0]?.extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
    }
    for (const route of ['/api/user-profiles', '/api/user-profiles/1']) {
      const response = await fetch(`${cms.baseUrl}${route}`, { headers: { Authorization: `Bearer ${token}` } });
      expect(response.status).toBe(404);
    }
  });
});
