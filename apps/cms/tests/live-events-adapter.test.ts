/**
 * The events-site adapter on its own (docs/live.md): the mapping of WordPress answers, UK times across
 * the clocks change, and the cache's rules against the local stand-in with a controlled clock.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { checkEventList, checkMedia, plainText, siteTimeToInstant, upcoming, type LiveEvent } from '../src/api/live-event/events-site/wordpress';
import { LiveEventsService, type LiveEventsSettings } from '../src/api/live-event/events-site/events-service';
import { sampleEvents, startEventsStandIn, type EventsStandIn } from '../../../scripts/lib/events-stand-in.mjs';

describe('UK wall-clock times', () => {
  it('reads a GMT winter time and a BST summer time as the right instants', () => {
    expect(siteTimeToInstant('2027-01-15 19:30:00')).toBe('2027-01-15T19:30:00.000Z');
    expect(siteTimeToInstant('2027-07-15 19:30:00')).toBe('2027-07-15T18:30:00.000Z');
  });

  it('crosses the clocks change: the evening before is GMT, the evening after is BST', () => {
    // The clocks go forward at 01:00 GMT on Sunday 28 March 2027.
    expect(siteTimeToInstant('2027-03-27 19:00')).toBe('2027-03-27T19:00:00.000Z');
    expect(siteTimeToInstant('2027-03-28 19:00')).toBe('2027-03-28T18:00:00.000Z');
    // And back at 02:00 BST on Sunday 31 October 2027.
    expect(siteTimeToInstant('2027-10-30 10:00')).toBe('2027-10-30T09:00:00.000Z');
    expect(siteTimeToInstant('2027-10-31 10:00')).toBe('2027-10-31T10:00:00.000Z');
  });

  it('is the same whatever the server’s own time zone', () => {
    const zone = process.env.TZ;
    try {
      for (const tz of ['America/Los_Angeles', 'Asia/Tokyo', 'UTC']) {
        process.env.TZ = tz;
        expect(siteTimeToInstant('2027-03-28 19:00')).toBe('2027-03-28T18:00:00.000Z');
        expect(siteTimeToInstant('20271205')).toBe('2027-12-05T00:00:00.000Z');
      }
    } finally {
      process.env.TZ = zone;
    }
  });

  it('takes a time with an offset as it is, one without as UK time, and refuses what is not a date', () => {
    expect(siteTimeToInstant('2027-06-01T10:00:00+02:00')).toBe('2027-06-01T08:00:00.000Z');
    expect(siteTimeToInstant('2027-06-01T10:00:00'), 'no zone: UK time').toBe('2027-06-01T09:00:00.000Z');
    for (const bad of ['', 'soon', '2027-02-31 10:00', '2027-13-01', '31/12/2027', '2027-06-01 25:00']) {
      expect(siteTimeToInstant(bad), bad).toBeNull();
    }
  });
});

describe('the events list', () => {
  const wordpressEvent = (overrides: Record<string, unknown> = {}, acf: Record<string, unknown> = {}) => ({
    id: 7,
    link: 'https://events.example.org/event/7/',
    title: { rendered: 'Strings &amp; Things &#8211; <em>Live</em>' },
    excerpt: { rendered: '<p>First line.</p><p>Second <a href="https://x.example">line</a>.</p><script>alert(1)</script>' },
    featured_media: 12,
    _links: { 'wp:featuredmedia': [{ href: 'https://events.example.org/wp-json/wp/v2/media/12' }] },
    acf: {
      event_start_date: '2027-05-02 14:00:00',
      event_end_date: '2027-05-02 15:30:00',
      tickets_link: false,
      venue_short: 'Hall',
      full_address: '',
      ticket_price: 5,
      also_shown_at: null,
      ...acf,
    },
    ...overrides,
  });

  it('maps an event to plain text, UTC instants and its media link', () => {
    const checked = checkEventList(JSON.stringify([wordpressEvent()]));
    expect(checked.ok).toBe(true);
    if (!checked.ok) return;
    expect(checked.value.dropped).toEqual([]);
    const [{ event, mediaLink }] = checked.value.events;
    expect(event).toEqual({
      id: '7',
      title: 'Strings & Things – Live',
      excerpt: 'First line.\n\nSecond line.',
      link: 'https://events.example.org/event/7/',
      tickets_link: null,
      venue_short: 'Hall',
      full_address: null,
      ticket_price: '5',
      event_start_date: '2027-05-02T13:00:00.000Z',
      event_end_date: '2027-05-02T14:30:00.000Z',
      also_shown_at: null,
    });
    expect(mediaLink).toBe('https://events.example.org/wp-json/wp/v2/media/12');
  });

  it('rejects an answer that is not JSON or not a list', () => {
    expect(checkEventList('<html>Maintenance</html>')).toEqual({ ok: false, reason: 'the events list is not valid JSON' });
    expect(checkEventList('{"code":"rest_no_route"}')).toEqual({ ok: false, reason: 'the events list is not a list' });
  });

  it('leaves out, with a reason, each event that is not usable, and keeps the others', () => {
    const checked = checkEventList(
      JSON.stringify([
        wordpressEvent(),
        wordpressEvent({ id: 8, link: 'javascript:alert(1)' }),
        wordpressEvent({ id: 9 }, { event_start_date: 'next Tuesday' }),
        wordpressEvent({ id: 10, title: { rendered: '<img src=x onerror=alert(1)>' } }),
        wordpressEvent({ id: 11 }, { tickets_link: 'javascript:alert(1)' }),
        { nothing: 'useful' },
      ]),
    );
    expect(checked.ok).toBe(true);
    if (!checked.ok) return;
    expect(checked.value.events.map((e) => e.event.id)).toEqual(['7']);
    expect(checked.value.dropped).toHaveLength(5);
    expect(checked.value.dropped[0]).toMatch(/^event #8: link is not an http\(s\) link/);
    expect(checked.value.dropped[1]).toMatch(/^event #9: event_start_date 'next Tuesday' is not a date/);
    expect(checked.value.dropped[2]).toMatch(/^event #10: the title is empty/);
    expect(checked.value.dropped[4]).toMatch(/^event at position 6:/);
  });

  it('treats an end before the start as no end', () => {
    const checked = checkEventList(JSON.stringify([wordpressEvent({}, { event_end_date: '2027-05-01 10:00' })]));
    expect(checked.ok && checked.value.events[0].event.event_end_date).toBeNull();
  });

  it('picks the medium_large image, else the full one, from a media answer', () => {
    const media = {
      source_url: 'https://e.example/full.jpg',
      alt_text: 'A &amp; B',
      media_details: { width: 2000, height: 1000, sizes: { medium_large: { source_url: 'https://e.example/768.jpg', width: 768, height: 384 } } },
    };
    expect(checkMedia(JSON.stringify(media))).toEqual({ ok: true, value: { url: 'https://e.example/768.jpg', width: 768, height: 384, alt: 'A & B' } });
    expect(checkMedia(JSON.stringify({ ...media, media_details: { width: 2000, height: 1000, sizes: {} } }))).toEqual({
      ok: true,
      value: { url: 'https://e.example/full.jpg', width: 2000, height: 1000, alt: 'A & B' },
    });
    expect(checkMedia(JSON.stringify({ source_url: 'data:image/png;base64,AAAA' })).ok).toBe(false);
    expect(checkMedia('nope').ok).toBe(false);
  });

  it('lists what is still to come, soonest first, keeping an event until the end of its UK day', () => {
    const event = (id: string, start: string, end: string | null = null): LiveEvent => ({
      id,
      title: id,
      excerpt: '',
      link: 'https://e.example',
      tickets_link: null,
      venue_short: null,
      full_address: null,
      ticket_price: null,
      event_start_date: start,
      event_end_date: end,
      also_shown_at: null,
      image: null,
    });
    const now = new Date('2027-06-10T20:00:00Z'); // 9pm in London
    const listed = upcoming(
      [
        event('later', '2027-07-01T10:00:00Z'),
        event('this-morning', '2027-06-10T09:00:00Z'),
        event('yesterday', '2027-06-09T09:00:00Z'),
        event('soon', '2027-06-11T09:00:00Z'),
        event('ran-until-yesterday', '2027-06-01T09:00:00Z', '2027-06-09T18:00:00Z'),
        event('runs-until-next-week', '2027-06-01T09:00:00Z', '2027-06-17T18:00:00Z'),
      ],
      now,
    );
    expect(listed.map((e) => e.id)).toEqual(['runs-until-next-week', 'this-morning', 'soon', 'later']);
  });

  it('keeps markup out of text', () => {
    expect(plainText('<p>Hi <b>there</b> &lt;script&gt;</p>')).toBe('Hi there <script>');
  });
});

describe('the cache, against the stand-in', () => {
  let standIn: EventsStandIn;
  let clock = 0;
  const logged: string[] = [];
  const log = { warn: (m: string) => logged.push(m), error: (m: string) => logged.push(m) };
  const settings = (overrides: Partial<LiveEventsSettings> = {}): LiveEventsSettings => ({
    baseUrl: standIn.url,
    cacheSeconds: 60,
    timeoutMs: 400,
    staleLimitSeconds: 3600,
    ...overrides,
  });
  const expectedUpcoming = () => sampleEvents(new Date(clock)).filter((e) => Date.parse(String(e.acf.event_start_date).replace(' ', 'T') + 'Z') > clock).length;

  beforeAll(async () => {
    standIn = await startEventsStandIn();
  });
  afterAll(() => standIn?.close());
  beforeEach(() => {
    clock = Date.now();
    logged.length = 0;
    standIn.setMode('ok');
  });

  it('answers from the events site, then from memory until the copy is older than the cache time', async () => {
    const service = new LiveEventsService(settings(), log, () => clock);
    const before = standIn.listRequests();
    const first = await service.answer();
    expect(first.status).toBe('OK');
    expect(first.problem).toBeNull();
    expect(first.events.length).toBe(expectedUpcoming());
    expect(first.events.map((e) => e.title)).not.toContain('Autumn Gala');
    const starts = first.events.map((e) => e.event_start_date);
    expect(starts).toEqual([...starts].sort());
    expect(first.events.find((e) => e.id === '502')?.image?.url).toMatch(/event-2-768x432\.svg$/);
    expect(first.events.find((e) => e.id === '504')?.image).toBeNull();

    clock += 59_000;
    await service.answer();
    expect(standIn.listRequests()).toBe(before + 1);
    clock += 2_000;
    await service.answer();
    expect(standIn.listRequests()).toBe(before + 2);
  });

  it('answers the last good copy, marked STALE with the reason, while the events site fails', async () => {
    const service = new LiveEventsService(settings(), log, () => clock);
    const good = await service.answer();
    const failures: Array<[Parameters<EventsStandIn['setMode']>[0], RegExp]> = [
      ['error', /answered the events list with HTTP 500/],
      ['malformed', /rejected: the events list is not valid JSON/],
      ['not-a-list', /rejected: the events list is not a list/],
      ['slow', /did not answer the events list within 0.4 s/],
    ];
    for (const [mode, reason] of failures) {
      standIn.setMode(mode, { delayMs: 3000 });
      clock += 61_000;
      const started = Date.now();
      const answer = await service.answer();
      expect(Date.now() - started, `${mode}: bounded by the timeout`).toBeLessThan(2000);
      expect(answer.status, mode).toBe('STALE');
      expect(answer.problem, mode).toMatch(reason);
      expect(answer.events, mode).toEqual(good.events);
      expect(answer.fetched_at, mode).toBe(good.fetched_at);
      expect(logged.at(-1), mode).toMatch(reason);
    }
    standIn.setMode('ok');
    clock += 61_000;
    expect((await service.answer()).status).toBe('OK');
  });

  it('does not ask a failing events site again for a while', async () => {
    const service = new LiveEventsService(settings({ cacheSeconds: 300 }), log, () => clock);
    standIn.setMode('error');
    const before = standIn.listRequests();
    expect((await service.answer()).status).toBe('UNAVAILABLE');
    clock += 10_000;
    expect((await service.answer()).status).toBe('UNAVAILABLE');
    expect(standIn.listRequests()).toBe(before + 1);
    clock += 21_000;
    await service.answer();
    expect(standIn.listRequests()).toBe(before + 2);
  });

  it('is UNAVAILABLE, with the reason, without a copy or with one older than the stale limit', async () => {
    const service = new LiveEventsService(settings({ staleLimitSeconds: 600 }), log, () => clock);
    standIn.setMode('error');
    const none = await service.answer();
    expect(none).toEqual({ status: 'UNAVAILABLE', events: [], fetched_at: null, problem: expect.stringMatching(/HTTP 500/) });
    standIn.setMode('ok');
    clock += 31_000;
    expect((await service.answer()).status).toBe('OK');
    standIn.setMode('error');
    clock += 301_000;
    expect((await service.answer()).status).toBe('STALE');
    clock += 301_000;
    expect((await service.answer()).status).toBe('UNAVAILABLE');
  });

  it('shares one request among callers who arrive together', async () => {
    const service = new LiveEventsService(settings(), log, () => clock);
    const before = standIn.listRequests();
    const answers = await Promise.all(Array.from({ length: 10 }, () => service.answer()));
    expect(answers.every((a) => a.status === 'OK')).toBe(true);
    expect(standIn.listRequests()).toBe(before + 1);
  });

  it('gives every caller that waited on a read the copy it made, even with no staleness allowed', async () => {
    // The clock moves on while the read is under way and after it, as a real one does.
    const service = new LiveEventsService(settings({ cacheSeconds: 0, staleLimitSeconds: 0 }), log, () => (clock += 5));
    const answers = await Promise.all(Array.from({ length: 3 }, () => service.answer()));
    expect(answers.map((a) => a.status)).toEqual(['OK', 'OK', 'OK']);
  });

  it('serves the events without images when image links fail, and leaves out unusable events', async () => {
    standIn.setMode('broken-image');
    const withoutImages = await new LiveEventsService(settings(), log, () => clock).answer();
    expect(withoutImages.status).toBe('OK');
    expect(withoutImages.events.length).toBe(expectedUpcoming());
    expect(withoutImages.events.every((e) => e.image === null)).toBe(true);
    expect(logged.some((m) => /the image of event #502 was left out: .*HTTP 404/.test(m))).toBe(true);

    standIn.setMode('bad-event');
    const checked = await new LiveEventsService(settings(), log, () => clock).answer();
    expect(checked.status).toBe('OK');
    expect(checked.events.map((e) => e.id)).not.toContain('901');
    expect(checked.events.map((e) => e.id)).not.toContain('902');
    expect(checked.events.length).toBe(expectedUpcoming());
    expect(logged.some((m) => m.includes('left out event #902'))).toBe(true);
  });

  it('reads event images only from the events site itself: a media link elsewhere is not followed', async () => {
    standIn.setMode('foreign-image');
    const answer = await new LiveEventsService(settings(), log, () => clock).answer();
    expect(answer.status).toBe('OK');
    expect(answer.events.length).toBe(expectedUpcoming());
    expect(answer.events.every((e) => e.image === null)).toBe(true);
    expect(logged.some((m) => /its media link is not on the events site \(http:\/\/127\.0\.0\.1:/.test(m))).toBe(true);
  });

  it('says so when no events site is configured', async () => {
    const answer = await new LiveEventsService(settings({ baseUrl: null }), log).answer();
    expect(answer).toEqual({ status: 'UNAVAILABLE', events: [], fetched_at: null, problem: expect.stringMatching(/LIVE_EVENTS_URL/) });
  });
});
