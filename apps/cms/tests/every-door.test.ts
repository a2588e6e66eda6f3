/**
 * Every door to gated content (issue 21): the same access decision whichever way a request comes in.
 * Each finding of the issue has its test here (the first-view and file findings are in
 * first-views.test.ts and teaching-access.test.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoCallerTokens, startCms, type DemoCaller, type TestCms } from './helpers/cms';
import { registerTrialTeacher } from './helpers/accounts';

let cms: TestCms;
let tokens: Record<DemoCaller, string | undefined>;

beforeAll(async () => {
  cms = await startCms();
  tokens = await demoCallerTokens(cms.baseUrl);
});
afterAll(async () => {
  await cms?.stop();
});

const userIdOf = (token: string) => Number(JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString('utf8')).id);

/** The ways Strapi accepts to write the GraphQL path and the login header. */
const GRAPHQL_PATHS = ['/graphql', '/graphql/', '/GraphQL', '/GRAPHQL/'];
const AUTHORIZATIONS = (token: string) => [`Bearer ${token}`, `bearer ${token}`, `BEARER ${token}`, `Bearer\t${token}`, `Bearer  ${token}`];

async function graphqlAs(path: string, authorization: string | undefined, query: string) {
  const response = await fetch(`${cms.baseUrl}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(authorization ? { Authorization: authorization } : {}) },
    body: JSON.stringify({ query }),
  });
  const text = await response.text();
  return { status: response.status, text };
}

const LESSON_TITLES = '{ lessons(pagination: { limit: 3 }) { title } }';

describe('the role is decided again on every request, however the request is spelt (finding 5)', () => {
  it('gives a teacher whose trial has just ended no lessons, through any path or header spelling', async () => {
    const token = await registerTrialTeacher(cms.baseUrl, 'doors');
    const { body } = await cms.graphql(LESSON_TITLES, {}, token);
    const title = body.data.lessons[0].title as string;
    // The trial ends (as the clock or an editor would end it); the stored role is still active_subscriber.
    const subscriptions = cms.strapi.db.query('api::subscription.subscription');
    for (const { id } of await subscriptions.findMany({ where: { user: { id: userIdOf(token) } }, select: ['id'] })) {
      await subscriptions.update({ where: { id }, data: { ends_at: new Date(Date.now() - 60_000).toISOString() } });
    }
    // The plain spelling last: before the fix, it alone made the stored role match again.
    for (const path of [...GRAPHQL_PATHS].reverse()) {
      for (const authorization of AUTHORIZATIONS(token).reverse()) {
        const answer = await graphqlAs(path, authorization, LESSON_TITLES);
        expect(answer.text, `${path} with "${authorization.slice(0, 8)}…"`).not.toContain(title);
      }
    }
  });

  it('still serves a subscriber under every spelling Strapi accepts', async () => {
    const { body } = await cms.graphql(LESSON_TITLES, {}, tokens.subscriber);
    const title = body.data.lessons[0].title as string;
    let served = 0;
    for (const path of GRAPHQL_PATHS) {
      for (const authorization of AUTHORIZATIONS(tokens.subscriber!)) {
        if ((await graphqlAs(path, authorization, LESSON_TITLES)).text.includes(title)) served += 1;
      }
    }
    expect(served).toBeGreaterThan(1);
  });
});
