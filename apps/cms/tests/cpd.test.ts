/**
 * The CPD area (docs/at-home-and-cpd.md): its listing public, each event's and session's own text for
 * logged-in teachers, its videos and downloads for active subscribers, enforced over GraphQL (fields,
 * filters and sorts), REST and the document links.
 */
import { describe, expect, it } from 'vitest';
import { cmsForThisFile } from './helpers/cms-for-file';
import { LOGIN_NEEDED, SUBSCRIPTION_NEEDED } from '../src/access/teaching-content';
import { demoCallerTokens, type DemoCaller } from './helpers/cms';

let tokens: Record<DemoCaller, string | undefined>;

const PAGE = `{
  cpd { title body_content live_events_heading video_sessions_title
    live_events { title slug event_date venue blurb }
    sessions { title slug blurb main_image { url } }
  }
}`;
const EVENT = `query ($slug: String!) {
  cpdLiveEvents(filters: { slug: { eq: $slug } }) {
    title event_date venue blurb main_text main_image { url alternativeText }
    session { title session_date is_remote address_location start_end_time session_link session_link_title additional_info }
  }
}`;
const codeOf = (body: { errors?: Array<{ extensions?: { code?: string } }> }) => body.errors?.[0]?.extensions?.code;
const auth = (token?: string): Record<string, string> => (token ? { Authorization: `Bearer ${token}` } : {});

const cms = cmsForThisFile({ catalogue: false }, async () => {
  tokens = await demoCallerTokens(cms.baseUrl);
});

describe('the CPD pages', () => {
  it('list their events and sessions to visitors: titles, dates, venues, summaries and pictures', async () => {
    const { body } = await cms.graphql(PAGE);
    expect(body.errors).toBeUndefined();
    expect(body.data.cpd.live_events.map((e: { slug: string }) => e.slug)).toEqual(['leading-singing-online', 'instruments-hands-on-day']);
    expect(body.data.cpd.sessions[0]).toMatchObject({
      slug: 'teaching-pulse-and-rhythm',
      blurb: expect.any(String),
      main_image: { url: expect.stringMatching(/^\/uploads\//) },
    });
    const events = await cms.graphql('{ cpdLiveEvents { title event_date venue blurb main_image { url } } cpdSessions { title blurb } }');
    expect(events.body.errors).toBeUndefined();
    expect(events.body.data.cpdSessions).toHaveLength(2);
  });

  it("keep each event's and session's own text and joining details for logged-in teachers", async () => {
    const loggedInOnly = [
      '{ cpdSessions { title main_text } }',
      '{ cpdLiveEvents { title main_text } }',
      '{ cpdLiveEvents { title session { session_link } } }',
      '{ cpd { live_events { session { address_location } } } }',
      '{ cpd { sessions { main_text } } }',
      // Read a letter at a time through a filter or a sort: refused too.
      '{ cpdSessions(filters: { main_text: { containsi: "a" } }) { title } }',
      '{ cpdLiveEvents(filters: { session: { session_link: { startsWith: "h" } } }) { title } }',
      '{ cpdLiveEvents(filters: { or: [{ title: { eq: "x" } }, { session: { additional_info: { containsi: "e" } } }] }) { title } }',
      '{ cpdLiveEvents(sort: "session.session_link:asc") { title } }',
      '{ cpd { sessions(filters: { main_text: { containsi: "a" } }) { title } } }',
    ];
    for (const query of loggedInOnly) {
      const { body } = await cms.graphql(query);
      expect(codeOf(body), query).toBe('FORBIDDEN');
      expect(body.errors![0].message, query).toBe(LOGIN_NEEDED);
      expect(JSON.stringify(body.data ?? null), query).not.toMatch(/zoom|http|Riverside/i);
    }
    for (const query of loggedInOnly) {
      const { body } = await cms.graphql(query, {}, tokens.lapsed);
      expect(body.errors, `lapsed: ${query}`).toBeUndefined();
    }
  });

  it('are not answered over REST to anyone, as every content route is closed', async () => {
    for (const path of [
      '/api/cpd',
      '/api/cpd-live-events',
      '/api/cpd-sessions',
      '/api/cpd-sessions?populate=*',
      '/api/cpd-sessions?filters[main_text][$containsi]=a',
    ]) {
      for (const who of ['visitor', 'lapsed'] as const) {
        const response = await fetch(`${cms.baseUrl}${path}`, { headers: auth(tokens[who]) });
        expect([403, 404], `${who} ${path}`).toContain(response.status);
      }
    }
  });

  it('are read by logged-in teachers, with or without a subscription', async () => {
    for (const who of ['lapsed', 'subscriber'] as const) {
      const { body } = await cms.graphql(PAGE, {}, tokens[who]);
      expect(body.errors, who).toBeUndefined();
      expect(body.data.cpd).toMatchObject({ title: 'Professional development', live_events_heading: 'Live events', video_sessions_title: 'Video sessions' });
      expect(body.data.cpd.live_events.map((e: { slug: string }) => e.slug)).toEqual(['leading-singing-online', 'instruments-hands-on-day']);
      expect(body.data.cpd.sessions.map((s: { slug: string }) => s.slug)).toEqual(['teaching-pulse-and-rhythm', 'body-percussion-for-beginners']);
    }
  });

  it('give a live event its date, venue and session: one online, one in person', async () => {
    const online = (await cms.graphql(EVENT, { slug: 'leading-singing-online' }, tokens.lapsed)).body.data.cpdLiveEvents[0];
    expect(online).toMatchObject({
      venue: 'Online',
      session: { is_remote: true, start_end_time: '16:00 to 17:30', session_link_title: 'Join the online workshop' },
    });
    expect(online.event_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(online.session.session_date).toBe(online.event_date);
    const inPerson = (await cms.graphql(EVENT, { slug: 'instruments-hands-on-day' }, tokens.lapsed)).body.data.cpdLiveEvents[0];
    expect(inPerson.session).toMatchObject({ is_remote: false, address_location: expect.stringContaining('Riverside Music Centre') });
    expect(inPerson.main_image.url).toMatch(/^\/uploads\//);
  });
});

describe('CPD videos and downloads', () => {
  const gated = [
    '{ cpd { documents { title file { url } } } }',
    '{ cpdLiveEvents { title documents { title } } }',
    '{ cpdSessions { title video { embed } } }',
    '{ cpdSessions { title documents { title } } }',
  ];

  it('answer Forbidden over GraphQL to a teacher without an active subscription', async () => {
    for (const query of gated) {
      const { body } = await cms.graphql(query, {}, tokens.lapsed);
      expect(codeOf(body), query).toBe('FORBIDDEN');
      expect(body.errors![0].message, query).toBe(SUBSCRIPTION_NEEDED);
    }
  });

  it('are read by active subscribers', async () => {
    for (const query of gated) {
      const { body } = await cms.graphql(query, {}, tokens.subscriber);
      expect(body.errors, query).toBeUndefined();
    }
    const { body } = await cms.graphql(
      '{ cpdSessions(filters: { slug: { eq: "teaching-pulse-and-rhythm" } }) { video { title embed } documents { title file { documentId url } } } cpd { documents { title } } }',
      {},
      tokens.subscriber,
    );
    const session = body.data.cpdSessions[0];
    expect(session.video).toEqual({ title: 'Pulse and rhythm in practice', embed: { url: '/demo-video/?clip=conductor-beats' } });
    expect(session.documents[0]).toMatchObject({ title: 'Pulse and rhythm: session handout', file: { url: expect.stringMatching(/\.pdf$/) } });
    expect(body.data.cpd.documents.map((d: { title: string }) => d.title)).toEqual(['Planning a music lesson: a checklist', 'Leading singing with confidence']);
  });

  it('are not answered over REST, where every content route is closed', async () => {
    for (const path of [
      '/api/cpd-sessions',
      '/api/cpd-sessions?populate=video',
      '/api/cpd-sessions?populate=*',
      '/api/cpd-live-events?populate[documents]=true',
      '/api/cpd?populate=documents',
    ]) {
      for (const who of ['lapsed', 'subscriber'] as const) {
        const response = await fetch(`${cms.baseUrl}${path}`, { headers: auth(tokens[who]) });
        expect([403, 404], `${who} ${path}`).toContain(response.status);
        expect(await response.text(), `${who} ${path}`).not.toContain('demo-video');
      }
    }
  });

  it('are downloaded through the document links by subscribers only', async () => {
    const { body } = await cms.graphql('{ cpd { documents { file { documentId } } } }', {}, tokens.subscriber);
    const documentId = body.data.cpd.documents[0].file.documentId;
    const cookie = (token?: string) => ({ Cookie: `classroom_auth=${token}` });
    expect((await fetch(`${cms.baseUrl}/documents/${documentId}`, { headers: cookie(tokens.lapsed), redirect: 'manual' })).status).toBe(403);
    const subscriber = await fetch(`${cms.baseUrl}/documents/${documentId}`, { headers: cookie(tokens.subscriber), redirect: 'manual' });
    expect(subscriber.status).toBe(302);
    expect(subscriber.headers.get('location')).toMatch(/^\/uploads\/.*\.pdf$/);
  });
});
