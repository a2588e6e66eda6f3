/**
 * The live offer from the outside (docs/live.md): the live events through our endpoint, cached and
 * marked stale while the charity's events site (the local stand-in) fails; live programmes,
 * performances and productions with their bookings for everyone; a production's activities, audio
 * and documents for subscribers only.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cmsForThisFile } from './helpers/cms-for-file';
import { login } from './helpers/cms';
import { startEventsStandIn, type EventsStandIn } from '../../../scripts/lib/events-stand-in.mjs';

let standIn: EventsStandIn;
let subscriber: string;
let lapsed: string;

const EVENTS = `{ liveEvents { status fetched_at problem events { id title excerpt link tickets_link venue_short event_start_date event_end_date image { url width height alt } } } }`;
const PRODUCTION = `query ($slug: String!) { liveProductions(filters: { slug: { eq: $slug } }) {
  title active_live_performance venues_link_label performance_dates performance_venues
  bookings { event_date venue_name booking_link extra_info no_booking_available_msg }
  main_image { url } live_programme { slug } } }`;
const PRODUCTION_TEACHING = `query ($slug: String!) { liveProductions(filters: { slug: { eq: $slug } }) {
  related_activities { documentId title instrument time } audio_pages { documentId title } documents { title file { url } } } }`;

beforeAll(async () => {
  standIn = await startEventsStandIn();
});
afterAll(async () => {
  await standIn?.close();
});
const cms = cmsForThisFile(
  { environment: () => ({ LIVE_EVENTS_URL: standIn.url, LIVE_EVENTS_CACHE_SECONDS: '0', LIVE_EVENTS_TIMEOUT_MS: '800' }) },
  async () => {
    subscriber = await login(cms.baseUrl, 'subscriber@example.com', 'Subscriber1');
    lapsed = await login(cms.baseUrl, 'lapsed@example.com', 'Lapsed1');
  },
);

describe('live events', () => {
  it('answers a visitor the upcoming events, soonest first, with their images', async () => {
    standIn.setMode('ok');
    const { status, body } = await cms.graphql(EVENTS);
    expect(status).toBe(200);
    expect(body.errors).toBeUndefined();
    const { liveEvents } = body.data;
    expect(liveEvents.status).toBe('OK');
    expect(liveEvents.problem).toBeNull();
    const titles = liveEvents.events.map((e: { title: string }) => e.title);
    expect(titles).toEqual([
      'Schools Concert: Journey Through the Orchestra',
      'Family Concert: Animal Parade',
      'Winter Celebration',
      'Relaxed Performance: Under the Sea',
      'Come & Play – Orchestra Workshop',
    ]);
    const parade = liveEvents.events[1];
    expect(parade.image).toEqual({
      url: `${standIn.url}/wp-content/uploads/event-2-768x432.svg`,
      width: 768,
      height: 432,
      alt: 'Abstract shapes in the colours of concert 2',
    });
    expect(parade.excerpt).toBe('Lions, elephants and a very small mouse come to life in music. Ideal for ages 3 to 8.');
    expect(liveEvents.events[0].tickets_link).toBeNull();
  });

  it('keeps answering the last good copy, marked STALE with the reason, while the events site fails', async () => {
    standIn.setMode('ok');
    const good = (await cms.graphql(EVENTS)).body.data.liveEvents;
    for (const [mode, reason] of [
      ['error', /HTTP 500/],
      ['malformed', /not valid JSON/],
      ['slow', /did not answer the events list within 0.8 s/],
    ] as const) {
      standIn.setMode(mode, { delayMs: 3000 });
      const { status, body } = await cms.graphql(EVENTS);
      expect(status, mode).toBe(200);
      expect(body.data.liveEvents.status, mode).toBe('STALE');
      expect(body.data.liveEvents.problem, mode).toMatch(reason);
      expect(body.data.liveEvents.events, mode).toEqual(good.events);
    }
    standIn.setMode('ok');
    expect((await cms.graphql(EVENTS)).body.data.liveEvents.status).toBe('OK');
  });

  it('lets the site show the events site’s images, and no other outside images', async () => {
    const csp = (await fetch(`${cms.baseUrl}/`)).headers.get('content-security-policy') ?? '';
    const imgSrc =
      csp
        .split(';')
        .find((directive) => directive.trim().startsWith('img-src'))
        ?.trim()
        .split(/\s+/) ?? [];
    expect(imgSrc).toContain(new URL(standIn.url).origin);
    expect(
      imgSrc
        .filter((source) => /^https?:/.test(source))
        .every((source) => source === new URL(standIn.url).origin || source === 'https://market-assets.strapi.io'),
    ).toBe(true);
  });

  it('never passes an unusable event to the page', async () => {
    standIn.setMode('bad-event');
    const { body } = await cms.graphql(EVENTS);
    const ids = body.data.liveEvents.events.map((e: { id: string }) => e.id);
    expect(ids).not.toContain('901');
    expect(ids).not.toContain('902');
    expect(body.data.liveEvents.events.every((e: { link: string }) => /^https?:/.test(e.link))).toBe(true);
    standIn.setMode('ok');
  });
});

describe('live programmes and productions', () => {
  it('show a visitor the programme with quotations, performances and productions', async () => {
    const { body } = await cms.graphql(`{ liveProgrammes(filters: { slug: { eq: "schools-concerts" } }) {
      title performances_heading productions_heading quotation { quotation attribution }
      theme { main_banner_image { url } } live_performances { title dates active_live_performance } live_productions { slug } } }`);
    expect(body.errors).toBeUndefined();
    const [programme] = body.data.liveProgrammes;
    expect(programme.quotation).toHaveLength(3);
    expect(programme.quotation[0].attribution).toBeTruthy();
    expect(programme.live_performances.map((p: { title: string }) => p.title).sort()).toEqual(['Spring Schools Tour', 'Summer in the Park']);
    expect(programme.live_productions.map((p: { slug: string }) => p.slug).sort()).toEqual(['journey-through-the-orchestra', 'music-of-the-seasons']);
    expect(programme.theme.main_banner_image.url).toMatch(/^\/uploads\//);
  });

  it('show a visitor a production’s bookings, future-dated, some without a booking link', async () => {
    const { body } = await cms.graphql(PRODUCTION, { slug: 'journey-through-the-orchestra' });
    expect(body.errors).toBeUndefined();
    const [production] = body.data.liveProductions;
    expect(production.active_live_performance).toBe(true);
    expect(production.bookings).toHaveLength(5);
    expect(production.bookings.every((b: { event_date: string }) => Date.parse(b.event_date) > Date.now())).toBe(true);
    expect(production.bookings.filter((b: { booking_link: string | null }) => !b.booking_link)).toHaveLength(2);
    const other = (await cms.graphql(PRODUCTION, { slug: 'music-of-the-seasons' })).body.data.liveProductions[0];
    expect(other.active_live_performance).toBe(false);
    expect(other.bookings).toEqual([]);
  });

  it('give a production’s activities, audio and documents to subscribers only', async () => {
    for (const [who, token] of [
      ['visitor', undefined],
      ['lapsed teacher', lapsed],
    ] as const) {
      const { body } = await cms.graphql(PRODUCTION_TEACHING, { slug: 'journey-through-the-orchestra' }, token);
      expect(body.errors?.[0]?.extensions?.code, who).toBe('FORBIDDEN');
      expect(JSON.stringify(body.data ?? {}), who).not.toContain('instrument');
    }
    const { body } = await cms.graphql(PRODUCTION_TEACHING, { slug: 'journey-through-the-orchestra' }, subscriber);
    expect(body.errors).toBeUndefined();
    const [production] = body.data.liveProductions;
    expect(production.related_activities.map((a: { title: string; instrument: string }) => `${a.title}: ${a.instrument}`).sort()).toEqual([
      'Big instruments, small instruments: Piccolo and double bass',
      'Marching to the beat: Snare drum',
      'Pulse band: Untuned percussion',
      'Up the stairs, down the stairs: Voices',
    ]);
    expect(production.audio_pages.map((a: { title: string }) => a.title).sort()).toEqual(['High and low', 'Hot Cross Buns']);
    expect(production.documents).toEqual([{ title: 'Your visit to the concert hall', file: { url: expect.stringMatching(/^\/uploads\/.*\.pdf$/) } }]);
  });

  it('are not answered over REST, where every content route is closed', async () => {
    for (const path of [
      '/api/live-productions?populate=related_activities',
      '/api/live-productions?populate=bookings&filters[slug][$eq]=journey-through-the-orchestra',
    ]) {
      const response = await fetch(`${cms.baseUrl}${path}`);
      expect([403, 404], path).toContain(response.status);
      expect(await response.text(), path).not.toContain('journey-through-the-orchestra');
    }
  });
});
