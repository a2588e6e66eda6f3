/**
 * Short links (docs/short-links.md): /s/{code} for the page a teacher shows as a QR code. Tried from
 * the outside as a visitor, a lapsed teacher and a subscriber: the mutation that makes them
 * (GraphQL), the REST routes there are not, and the /s/{code} door with the page it leads to.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { cmsForThisFile } from './helpers/cms-for-file';
import { demoCallerTokens, type DemoCaller } from './helpers/cms';
import { registerTrialTeacher } from './helpers/accounts';
import { TestFixtures } from './helpers/fixtures';
import { FILE_COOKIE } from '../src/middlewares/protected-files';

const UID = 'api::short-link.short-link';
const CODE = /^[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{7}$/;
const CALLERS: DemoCaller[] = ['visitor', 'lapsed', 'subscriber'];
const MAKE = `mutation ($kind: ShortLinkKind!, $target: String!, $path: String!) { createShortLink(kind: $kind, target: $target, path: $path) { code path } }`;

let tokens: Record<DemoCaller, string | undefined>;
let fixtures: TestFixtures;
let lesson: { documentId: string; title: string; path: string };
let activity: { documentId: string; title: string; path: string };
let atHome: { linkId: string; path: string };

// What a page is sent, not how fast a busy machine reads it (as in first-views.test.ts).
const cms = cmsForThisFile({ environment: { FIRST_VIEW_TIMEOUT_MS: process.env.FIRST_VIEW_TIMEOUT_MS ?? '8000' } }, async () => {
  fixtures = new TestFixtures(cms);
  tokens = await demoCallerTokens(cms.baseUrl);
  const { body } = await cms.graphql(
    `{ lessons(pagination: { limit: 20 }, filters: { scheme: { documentId: { notNull: true } } }) {
         documentId title activities { activity { documentId title } } scheme { documentId programme { slug audience { slug } } } }
       atHome: programmes(filters: { at_home_libraries: { documentId: { notNull: true } } }, pagination: { limit: 1 }) { slug at_home_link_id audience { slug } } }`,
    {},
    tokens.subscriber,
  );
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
  const found = body.data.lessons.find((item: any) => item.scheme.programme && item.activities.some((entry: any) => entry.activity));
  const { programme } = found.scheme;
  const lessonPath = `/${programme.audience.slug}/${programme.slug}/unit/${found.scheme.documentId}/lesson/${found.documentId}`;
  lesson = { documentId: found.documentId, title: found.title, path: lessonPath };
  const entry = found.activities.find((item: any) => item.activity);
  activity = { documentId: entry.activity.documentId, title: entry.activity.title, path: `${lessonPath}/activity/${entry.activity.documentId}` };
  const [programmeWithAtHome] = body.data.atHome;
  atHome = {
    linkId: programmeWithAtHome.at_home_link_id,
    path: `/${programmeWithAtHome.audience.slug}/${programmeWithAtHome.slug}/at-home/${programmeWithAtHome.at_home_link_id}`,
  };
});

afterAll(async () => {
  await cms.strapi.db.query(UID).deleteMany({});
  await fixtures?.removeAll();
});

async function make(token: string | undefined, kind: string, target: string, path: string) {
  const { body } = await cms.graphql(MAKE, { kind, target, path }, token);
  return {
    link: body.data?.createShortLink as { code: string; path: string } | undefined,
    errors: body.errors as Array<{ message: string; extensions: { code: string } }> | undefined,
  };
}

/** Opens /s/{code} as the caller, without following the redirect. */
async function openCode(code: string, token?: string) {
  const response = await fetch(`${cms.baseUrl}/s/${code}`, { redirect: 'manual', headers: token ? { Cookie: `${FILE_COOKIE}=${token}` } : {} });
  return {
    status: response.status,
    location: response.headers.get('location'),
    cacheControl: response.headers.get('cache-control'),
    text: await response.text(),
  };
}

/** The page at `path` as the caller's browser is sent it. */
async function pageAt(path: string, token?: string): Promise<string> {
  const response = await fetch(`${cms.baseUrl}${path}`, { headers: token ? { Cookie: `${FILE_COOKIE}=${token}` } : {} });
  expect(response.status, path).toBe(200);
  return response.text();
}

describe('making a short link', () => {
  it('is for subscribers only: a visitor and a lapsed teacher are refused and nothing is made', async () => {
    const before = await cms.strapi.db.query(UID).count();
    const visitor = await make(undefined, 'lesson', lesson.documentId, lesson.path);
    expect(visitor.link).toBeUndefined();
    expect(['FORBIDDEN', 'UNAUTHENTICATED']).toContain(visitor.errors?.[0]?.extensions.code);
    const lapsed = await make(tokens.lapsed, 'lesson', lesson.documentId, lesson.path);
    expect(lapsed.errors?.[0]).toMatchObject({ message: 'You need an active subscription to make a short link.', extensions: { code: 'FORBIDDEN' } });
    // Nor their own Music at Home link: it does not open for families while they are lapsed.
    const programmeSlug = atHome.path.split('/')[2];
    const lapsedAtHome = await cms.graphql(`{ programmes(filters: { slug: { eq: "${programmeSlug}" } }) { at_home_link_id } }`, {}, tokens.lapsed);
    const lapsedLink = lapsedAtHome.body.data.programmes[0].at_home_link_id;
    expect((await make(tokens.lapsed, 'at_home', lapsedLink, atHome.path.replace(atHome.linkId, lapsedLink))).errors?.[0]?.extensions.code).toBe('FORBIDDEN');
    expect(await cms.strapi.db.query(UID).count()).toBe(before);
  });

  it('gives a subscriber a random code for a lesson, an activity or their own Music at Home link, and the same page keeps its code', async () => {
    const forLesson = await make(tokens.subscriber, 'lesson', lesson.documentId, `${lesson.path}/`);
    expect(forLesson.errors).toBeUndefined();
    expect(forLesson.link!.code).toMatch(CODE);
    expect(forLesson.link!.path).toBe(lesson.path);
    // The lesson's address is the CMS's own, whatever the page said.
    const elsewhere = await make(tokens.subscriber, 'lesson', lesson.documentId, '/primary/somewhere/unit/x/lesson/y');
    expect(elsewhere.link).toEqual(forLesson.link);
    // Another teacher gets the same code for the same page: a code names a page, not who made it.
    const other = await registerTrialTeacher(cms.baseUrl, 'short-link-other');
    expect((await make(other, 'lesson', lesson.documentId, lesson.path)).link).toEqual(forLesson.link);

    // An activity's tabs (option, delivery) are left out of its address.
    const forActivity = await make(tokens.subscriber, 'activity', activity.documentId, `${activity.path}/some-option/some-delivery`);
    expect(forActivity.errors).toBeUndefined();
    expect(forActivity.link).toEqual({ code: expect.stringMatching(CODE), path: activity.path });
    expect(forActivity.link!.code).not.toBe(forLesson.link!.code);

    const forAtHome = await make(tokens.subscriber, 'at_home', atHome.linkId, atHome.path);
    expect(forAtHome.errors).toBeUndefined();
    expect(forAtHome.link).toEqual({ code: expect.stringMatching(CODE), path: atHome.path });

    // What is kept: the page's kind, its document and its address; nothing about who asked.
    const attributes = Object.keys(cms.strapi.contentType(UID as never).attributes);
    expect(
      attributes.filter((name) => !['createdAt', 'updatedAt', 'publishedAt', 'createdBy', 'updatedBy', 'locale', 'localizations'].includes(name)).sort(),
    ).toEqual(['code', 'kind', 'path', 'target_ref']);
  });

  it('refuses a page the subscriber cannot share: no such page, a draft, another teacher’s at-home link, an address that is not the site’s', async () => {
    const draft = await cms.strapi.documents('api::lesson.lesson').create({ data: { title: 'Short link draft lesson' } } as never);
    fixtures.keep('api::lesson.lesson', draft.documentId);
    const other = await registerTrialTeacher(cms.baseUrl, 'short-link-at-home');
    const subscriber = tokens.subscriber;
    const refusals: Array<[string | undefined, string, string, string, string]> = [
      [subscriber, 'lesson', 'nosuchlesson', lesson.path, 'STRAPI_NOT_FOUND_ERROR'],
      [subscriber, 'lesson', draft.documentId, lesson.path, 'STRAPI_NOT_FOUND_ERROR'],
      [subscriber, 'activity', 'nosuchactivity', activity.path, 'STRAPI_NOT_FOUND_ERROR'],
      // The subscriber's own Music at Home link, asked for by another teacher; a link id that is not one.
      [other, 'at_home', atHome.linkId, atHome.path, 'BAD_USER_INPUT'],
      [subscriber, 'at_home', 'NotALinkId', atHome.path.replace(atHome.linkId, 'NotALinkId'), 'BAD_USER_INPUT'],
      [subscriber, 'at_home', atHome.linkId, `/primary/no-such-programme/at-home/${atHome.linkId}`, 'BAD_USER_INPUT'],
      // Addresses that are not the activity's page on this site.
      [subscriber, 'activity', activity.documentId, `//evil.example/${activity.documentId}`, 'BAD_USER_INPUT'],
      [subscriber, 'activity', activity.documentId, `${activity.path}?token=abc`, 'BAD_USER_INPUT'],
      [subscriber, 'activity', activity.documentId, `/account/${activity.documentId}`, 'BAD_USER_INPUT'],
      [subscriber, 'activity', activity.documentId, `/nowhere/x/activity/${activity.documentId}`, 'BAD_USER_INPUT'],
      [subscriber, 'activity', activity.documentId, `/primary/x/custom-unit/y/lesson/z/activity/${activity.documentId}`, 'BAD_USER_INPUT'],
      [subscriber, 'activity', activity.documentId, lesson.path, 'BAD_USER_INPUT'],
    ];
    const before = await cms.strapi.db.query(UID).count();
    for (const [token, kind, target, path, code] of refusals) {
      const answer = await make(token, kind, target, path);
      expect(answer.link, `${kind} ${target} ${path}`).toBeUndefined();
      expect(answer.errors?.[0]?.extensions.code, `${kind} ${target} ${path}`).toBe(code);
    }
    expect(await cms.strapi.db.query(UID).count()).toBe(before);
  });

  it('has no other door: no REST route, no GraphQL query of the codes', async () => {
    for (const who of CALLERS) {
      const token = tokens[who];
      for (const path of ['/api/short-links', '/api/short-links?populate=*', '/api/short-links/1']) {
        const response = await fetch(`${cms.baseUrl}${path}`, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
        expect(response.status, `${who} ${path}`).toBeGreaterThanOrEqual(400);
        expect(await response.text()).not.toMatch(/"code"\s*:\s*"[2-9A-Z]{7}"/);
      }
      for (const query of ['{ shortLinks { code path } }', '{ shortLink(documentId: "x") { code } }']) {
        const { body } = await cms.graphql(query, {}, token);
        expect(body.data ?? null, `${who} ${query}`).toBeNull();
        expect(body.errors?.[0]?.extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
      }
    }
  });
});

describe('opening a short link', () => {
  it('redirects everyone to the page, which then applies its own rules: the selling page for a visitor or a lapsed teacher, the activity for a subscriber', async () => {
    const { link } = await make(tokens.subscriber, 'activity', activity.documentId, activity.path);
    for (const who of CALLERS) {
      const opened = await openCode(link!.code, tokens[who]);
      expect(opened.status, who).toBe(302);
      expect(opened.location, who).toBe(activity.path);
      expect(opened.cacheControl).toBe('no-store');
      const page = await pageAt(opened.location!, tokens[who]);
      if (who === 'subscriber') expect(page).toContain(activity.title);
      else {
        // The lesson's selling page: its public title, never the activity's.
        expect(page, who).toContain(lesson.title);
        expect(page, who).not.toContain(activity.title);
      }
    }
    // Typed from the board: any case, with a space or a dash.
    const typed = `${link!.code.slice(0, 3).toLowerCase()}-${link!.code.slice(3).toLowerCase()}`;
    expect((await openCode(typed)).location).toBe(activity.path);
    // A HEAD request (a link checker) is answered the same.
    const head = await fetch(`${cms.baseUrl}/s/${link!.code}`, { method: 'HEAD', redirect: 'manual' });
    expect(head.status).toBe(302);

    const atHomeLink = (await make(tokens.subscriber, 'at_home', atHome.linkId, atHome.path)).link!;
    expect(await openCode(atHomeLink.code)).toMatchObject({ status: 302, location: atHome.path });
  });

  it('follows a lesson to its unit, and answers a clear 404 page once its page is unpublished or gone', async () => {
    const unit = await cms.strapi.documents('api::scheme.scheme').findOne({ documentId: lesson.path.split('/')[4], populate: { programme: true } } as never);
    const made = await fixtures.publish('api::lesson.lesson', { title: 'Short link lesson', scheme: unit!.documentId });
    const unitPath = lesson.path.split('/lesson/')[0];
    const { link } = await make(tokens.subscriber, 'lesson', made, `${unitPath}/lesson/${made}`);
    expect((await openCode(link!.code)).location).toBe(`${unitPath}/lesson/${made}`);
    await cms.strapi.documents('api::lesson.lesson').unpublish({ documentId: made } as never);
    const gone = await openCode(link!.code);
    expect(gone.status).toBe(404);
    expect(gone.text).toContain('That short link leads nowhere');
    expect(gone.text).not.toContain('Short link lesson');

    const unknown = await openCode('ZZZZZZZ');
    expect(unknown.status).toBe(404);
    expect(unknown.text).toContain('That short link leads nowhere');
    // Not a code at all: the same page.
    expect((await openCode('0O1IL')).status).toBe(404);
  });

  it('refuses an address that keeps opening codes that lead nowhere, even a good code, for a while (guessing)', async () => {
    const { link } = await make(tokens.subscriber, 'lesson', lesson.documentId, lesson.path);
    let refused = 0;
    for (let tries = 0; tries < 60 && !refused; tries += 1) {
      const opened = await openCode('ZZZZZZY');
      if (opened.status === 429) refused = tries;
      else expect(opened.status).toBe(404);
    }
    expect(refused).toBeGreaterThan(10);
    const good = await openCode(link!.code);
    expect(good.status).toBe(429);
    expect(good.text).toContain('Too many short links that lead nowhere');
  });

  it('lets a teacher make only so many new codes an hour', async () => {
    const teacher = await registerTrialTeacher(cms.baseUrl, 'short-link-many');
    const audience = activity.path.split('/')[1];
    let refusedAt = 0;
    for (let made = 0; made < 70 && !refusedAt; made += 1) {
      const answer = await make(teacher, 'activity', activity.documentId, `/${audience}/page-${made}/activity/${activity.documentId}`);
      if (answer.errors) {
        expect(answer.errors[0].message).toContain('short links in the last hour');
        refusedAt = made;
      }
    }
    expect(refusedAt).toBe(60);
    // A page that already has its code is still answered.
    expect((await make(teacher, 'activity', activity.documentId, `/${audience}/page-0/activity/${activity.documentId}`)).errors).toBeUndefined();
  });
});
