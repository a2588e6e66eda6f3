/**
 * Music at Home links (docs/at-home-and-cpd.md): families open them without an account, only while
 * the teacher whose id the link carries has an active subscription, and see only at-home fields.
 */
import { describe, expect, it } from 'vitest';
import { cmsForThisFile } from './helpers/cms-for-file';
import { SUBSCRIPTION_NEEDED } from '../src/access/teaching-content';
import { login } from './helpers/cms';
import { registerTrialTeacher } from './helpers/accounts';

let subscriber: string;
let lapsed: string;

const LINK_ID = '{ programmes(filters: { slug: { eq: "sound-explorers" } }) { at_home_link_id } }';
const LIBRARY = `query ($id: String!) { atHomeLibrary(id: $id) { id title introduction activities { documentId title image { url mime } } } }`;
const ACTIVITY = `query ($library: String!, $activity: ID!) {
  atHomeActivity(library: $library, activity: $activity) {
    documentId title music equipment
    details { id title description media { name url mime } }
    documents { title file { url mime } }
    previous { documentId title }
    next { documentId title }
    library { id title }
  }
}`;

const codeOf = (body: { errors?: Array<{ extensions?: { code?: string } }> }) => body.errors?.[0]?.extensions?.code;

async function linkIdOf(token: string): Promise<string> {
  const { body } = await cms.graphql(LINK_ID, {}, token);
  expect(body.errors).toBeUndefined();
  return body.data.programmes[0].at_home_link_id;
}

const cms = cmsForThisFile({}, async () => {
  subscriber = await login(cms.baseUrl, 'subscriber@example.com', 'Subscriber1');
  lapsed = await login(cms.baseUrl, 'lapsed@example.com', 'Lapsed1');
});

describe("a subscriber's Music at Home link", () => {
  it('is given to logged-in teachers on a programme with an at-home library, and to nobody else', async () => {
    expect(await linkIdOf(subscriber)).toMatch(/^[a-zA-Z0-9]{8,}$/);
    const visitor = await cms.graphql(LINK_ID);
    expect(visitor.body.errors).toBeUndefined();
    expect(visitor.body.data.programmes[0].at_home_link_id).toBeNull();
    const withoutLibrary = await cms.graphql('{ programmes(filters: { slug: { eq: "rhythm-and-pulse" } }) { at_home_link_id } }', {}, subscriber);
    expect(withoutLibrary.body.data.programmes[0].at_home_link_id).toBeNull();
  });

  it('opens the library for a visitor: title, introduction and four activities with images', async () => {
    const id = await linkIdOf(subscriber);
    const { body } = await cms.graphql(LIBRARY, { id });
    expect(body.errors).toBeUndefined();
    const library = body.data.atHomeLibrary;
    expect(library).toMatchObject({ id, title: 'Sound Explorers at home' });
    expect(JSON.stringify(library.introduction)).toContain('carry on the fun at home');
    expect(library.activities.map((a: { title: string }) => a.title)).toEqual([
      'Tiptoe or stomp?',
      'The sleeping giant',
      'Birds and bears',
      'Up the stairs, down the stairs',
    ]);
    for (const activity of library.activities) expect(activity.image.url).toMatch(new RegExp(`^/at-home-files/${id}/`));
  });

  it('opens each activity with its at-home details, media, documents and neighbours', async () => {
    const id = await linkIdOf(subscriber);
    const activities = (await cms.graphql(LIBRARY, { id })).body.data.atHomeLibrary.activities;
    const { body } = await cms.graphql(ACTIVITY, { library: id, activity: activities[1].documentId });
    expect(body.errors).toBeUndefined();
    const activity = body.data.atHomeActivity;
    expect(activity).toMatchObject({
      title: 'The sleeping giant',
      equipment: 'A chair for the giant; a clear space.',
      previous: { documentId: activities[0].documentId, title: 'Tiptoe or stomp?' },
      next: { documentId: activities[2].documentId, title: 'Birds and bears' },
      library: { id, title: 'Sound Explorers at home' },
    });
    expect(activity.details[0].title).toBe('Creep past the giant');
    expect(activity.details[0].media.map((m: { mime: string }) => m.mime)).toEqual(['image/jpeg', 'audio/wav']);
    expect(activity.documents).toEqual([
      { title: 'Creep past the giant', file: { url: expect.stringMatching(/^\/at-home-files\//), mime: 'application/pdf' } },
    ]);
    const first = (await cms.graphql(ACTIVITY, { library: id, activity: activities[0].documentId })).body.data.atHomeActivity;
    expect(first.previous).toBeNull();
    const last = (await cms.graphql(ACTIVITY, { library: id, activity: activities[3].documentId })).body.data.atHomeActivity;
    expect(last.next).toBeNull();
  });

  it("serves the activity's recording and documents to a visitor, and nothing outside the library", async () => {
    const id = await linkIdOf(subscriber);
    const activities = (await cms.graphql(LIBRARY, { id })).body.data.atHomeLibrary.activities;
    const activity = (await cms.graphql(ACTIVITY, { library: id, activity: activities[0].documentId })).body.data.atHomeActivity;
    const recording = activity.details[0].media.find((m: { mime: string }) => m.mime === 'audio/wav');
    const audio = await fetch(`${cms.baseUrl}${recording.url}`);
    expect(audio.status).toBe(200);
    expect(audio.headers.get('content-type')).toContain('audio/wav');
    expect(audio.headers.get('content-security-policy')).toContain('sandbox');
    const pdf = await fetch(`${cms.baseUrl}${activity.documents[0].file.url}`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toContain('application/pdf');
    // A teaching PDF of the catalogue is not part of the library: the link does not reach it.
    const teachingPdf = await cms.strapi.db.query('plugin::upload.file').findOne({ where: { name: 'composing-grid.pdf' }, select: ['documentId', 'url'] });
    expect((await fetch(`${cms.baseUrl}/at-home-files/${id}/${teachingPdf.documentId}`)).status).toBe(404);
    expect((await fetch(`${cms.baseUrl}${teachingPdf.url}`)).status).toBe(403);
  });
});

describe("a lapsed teacher's link", () => {
  it('does not open, and says so instead of showing the library or its files', async () => {
    const id = await linkIdOf(lapsed);
    expect(id).toMatch(/^[a-zA-Z0-9]{8,}$/);
    const library = await cms.graphql(LIBRARY, { id });
    expect(codeOf(library.body)).toBe('STRAPI_AT_HOME_LINK_UNAVAILABLE');
    expect(library.body.data?.atHomeLibrary ?? null).toBeNull();
    const subscriberId = await linkIdOf(subscriber);
    const activityId = (await cms.graphql(LIBRARY, { id: subscriberId })).body.data.atHomeLibrary.activities[0].documentId;
    const activity = await cms.graphql(ACTIVITY, { library: id, activity: activityId });
    expect(codeOf(activity.body)).toBe('STRAPI_AT_HOME_LINK_UNAVAILABLE');
    const pdf = (await cms.graphql(ACTIVITY, { library: subscriberId, activity: activityId })).body.data.atHomeActivity.documents[0].file.url as string;
    const response = await fetch(`${cms.baseUrl}${pdf.replace(subscriberId, id)}`);
    expect(response.status).toBe(403);
    expect(await response.text()).toContain('This Music at Home link is not available at the moment');
  });

  it('stops opening on the next request once the subscription ends, with no login in between', async () => {
    const token = await registerTrialTeacher(cms.baseUrl, 'at-home-trial');
    const id = await linkIdOf(token);
    expect((await cms.graphql(LIBRARY, { id })).body.data.atHomeLibrary.title).toBe('Sound Explorers at home');
    const me = await (await fetch(`${cms.baseUrl}/api/users/me`, { headers: { Authorization: `Bearer ${token}` } })).json();
    const subscriptions = cms.strapi.db.query('api::subscription.subscription');
    const rows: Array<{ id: number }> = await subscriptions.findMany({ where: { user: { id: me.id } }, select: ['id'] });
    expect(rows.length).toBeGreaterThan(0);
    try {
      for (const row of rows) await subscriptions.update({ where: { id: row.id }, data: { ends_at: new Date(Date.now() - 60_000).toISOString() } });
      expect(codeOf((await cms.graphql(LIBRARY, { id })).body)).toBe('STRAPI_AT_HOME_LINK_UNAVAILABLE');
    } finally {
      for (const row of rows) await subscriptions.delete({ where: { id: row.id } });
      const profile = await cms.strapi.db.query('api::user-profile.user-profile').findOne({ where: { user: { id: me.id } }, select: ['id'] });
      if (profile) await cms.strapi.db.query('api::user-profile.user-profile').delete({ where: { id: profile.id } });
      await cms.strapi.db.query('plugin::users-permissions.user').delete({ where: { id: me.id } });
    }
  });
});

describe('a tampered link', () => {
  it('does not open: a changed character, characters that are not ours, an empty id, another teacher id', async () => {
    const id = await linkIdOf(subscriber);
    const changed = id.slice(0, -1) + (id.endsWith('a') ? 'b' : 'a');
    const changedAnswer = await cms.graphql(LIBRARY, { id: changed });
    expect(changedAnswer.body.errors).toBeUndefined();
    expect(changedAnswer.body.data.atHomeLibrary).toBeNull();
    for (const malformed of ['not-an-id!', `${id}%`, '../../etc']) {
      const { status, body } = await cms.graphql(LIBRARY, { id: malformed });
      expect(status, malformed).toBe(200);
      expect(codeOf(body), malformed).toBe('STRAPI_AT_HOME_LINK_NOT_FOUND');
      expect(body.errors![0].message).toBe('That Music at Home link could not be found.');
    }
    expect((await cms.graphql(LIBRARY, { id: '' })).body.data.atHomeLibrary).toBeNull();
    // The same library with the id of a teacher who does not exist.
    const { AtHomeLinkCodec } = await import('../src/api/at-home-library/link-ids');
    const { atHomeLinkSalt } = await import('../src/runtime/settings');
    const codec = new AtHomeLinkCodec(atHomeLinkSalt());
    const { libraryId } = codec.decode(id);
    const stranger = codec.encode({ libraryId, teacherId: 987654 });
    expect(codeOf((await cms.graphql(LIBRARY, { id: stranger })).body)).toBe('STRAPI_AT_HOME_LINK_UNAVAILABLE');
    expect((await fetch(`${cms.baseUrl}/at-home-files/not-an-id/x`)).status).toBe(404);
    // Not spelt plainly: refused before any lookup (src/files/file-paths.ts).
    expect((await fetch(`${cms.baseUrl}/at-home-files/not-an-id!/x`)).status).toBe(400);
  });
});

describe('what a link serves', () => {
  it('is at-home fields only: no way to select the teaching fields of an activity', async () => {
    const id = await linkIdOf(subscriber);
    const activityId = (await cms.graphql(LIBRARY, { id })).body.data.atHomeLibrary.activities[0].documentId;
    for (const field of ['introduction', 'lesson_summary', 'activity_slideshow { title }', 'activity_options { title }', 'teaching_option']) {
      const { body } = await cms.graphql(`{ atHomeActivity(library: "${id}", activity: "${activityId}") { title ${field} } }`);
      expect(body.errors?.[0]?.message, field).toMatch(/Cannot query field/);
      expect(body.data, field).toBeUndefined();
    }
    // The whole answer, every field asked for, carries none of the activity's teaching text.
    const teaching = (await cms.graphql(`{ activityPage(documentId: "${activityId}") { introduction lesson_summary } }`, {}, subscriber)).body.data
      .activityPage;
    expect(teaching.lesson_summary).toBeTruthy();
    const served = JSON.stringify((await cms.graphql(ACTIVITY, { library: id, activity: activityId })).body.data);
    expect(served).not.toContain(teaching.lesson_summary);
    const firstIntroduction = JSON.stringify(teaching.introduction).match(/"text":"([^"]{20,})"/)?.[1];
    expect(firstIntroduction).toBeTruthy();
    expect(served).not.toContain(firstIntroduction);
  });

  it('answers null for an activity that is not in the library', async () => {
    const id = await linkIdOf(subscriber);
    const other = await cms.strapi
      .documents('api::activity-page.activity-page' as never)
      .findFirst({ filters: { title: 'Pass the pulse' }, status: 'published' } as never);
    const { body } = await cms.graphql(ACTIVITY, { library: id, activity: other!.documentId });
    expect(body.errors).toBeUndefined();
    expect(body.data.atHomeActivity).toBeNull();
  });

  it("leaves the generic at-home library queries and the programme's libraries to subscribers", async () => {
    for (const token of [undefined, lapsed]) {
      const libraries = await cms.graphql('{ atHomeLibraries { title } }', {}, token);
      expect(codeOf(libraries.body)).toBe('FORBIDDEN');
      const viaProgramme = await cms.graphql(
        '{ programmes(filters: { slug: { eq: "sound-explorers" } }) { at_home_libraries { title activities { introduction } } } }',
        {},
        token,
      );
      expect(codeOf(viaProgramme.body)).toBe('FORBIDDEN');
      expect([SUBSCRIPTION_NEEDED, 'Forbidden access']).toContain(viaProgramme.body.errors![0].message);
    }
    const { body } = await cms.graphql('{ atHomeLibraries { title programmes { slug } } }', {}, subscriber);
    expect(body.errors).toBeUndefined();
    expect(body.data.atHomeLibraries.map((l: { programmes: Array<{ slug: string }> }) => l.programmes[0].slug).sort()).toEqual([
      'composing-with-motifs',
      'sensory-soundscapes',
      'sound-explorers',
    ]);
  });
});
