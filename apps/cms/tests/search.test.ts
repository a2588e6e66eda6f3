/**
 * The search (docs/search.md; issue 39) on a real Strapi with the demo catalogue: relevance (an
 * exact title first, typos, plurals, stems, British and American spellings), access (teaching text
 * found and quoted for a subscriber only, through GraphQL and REST, as a visitor, a lapsed teacher
 * and a subscriber; drafts never), filters and facets, suggestions and spelling corrections, bad
 * input refused with a 400, and freshness within this instance (publish, change, unpublish).
 */
import { afterAll, describe, expect, it } from 'vitest';
import { cmsForThisFile } from './helpers/cms-for-file';
import { demoCallerTokens, type DemoCaller } from './helpers/cms';
import { TestFixtures } from './helpers/fixtures';

let fixtures: TestFixtures;
let tokens: Record<DemoCaller, string | undefined>;
const CALLERS: DemoCaller[] = ['visitor', 'lapsed', 'subscriber'];

/** Words that occur nowhere else, each in one place of the fixture. */
const GATED_WORD = 'quillwortian';
const DRAFT_WORD = 'draftonlyzebu';
const FRESH_WORD = 'freshlymintedgnu';

const paragraph = (text: string) => [{ type: 'paragraph', children: [{ type: 'text', text }] }];

const fixture = { programmeSlug: '', unit: '', lesson: '', gatedActivity: '', exactActivity: '', longActivity: '' };

const cms = cmsForThisFile({}, async () => {
  fixtures = new TestFixtures(cms);
  tokens = await demoCallerTokens(cms.baseUrl);
  const primary = await cms.strapi.documents('api::audience.audience' as never).findFirst({ filters: { slug: 'primary' } } as never);
  fixture.programmeSlug = `search-programme-${Date.now()}`;
  const programme = await fixtures.publish('api::programme.programme', {
    title: 'Search test programme',
    slug: fixture.programmeSlug,
    audience: primary!.documentId,
  });
  fixture.gatedActivity = await fixtures.publish('api::activity-page.activity-page', {
    title: 'Sing and clap the vowels',
    time: '5 minutes',
    introduction: paragraph(`Begin with the ${GATED_WORD} warm-up, then clap.`),
  });
  fixture.exactActivity = await fixtures.publish('api::activity-page.activity-page', { title: 'Zephyr tone colour', time: '25 minutes' });
  fixture.longActivity = await fixtures.publish('api::activity-page.activity-page', {
    title: 'Zephyr tone colour games: more zephyr, more tone colour, zephyr colour tone',
    time: '45 minutes',
  });
  fixture.unit = await fixtures.publish('api::scheme.scheme', { title: 'Search test unit', blurb: 'A unit for the centre of the search.', programme });
  fixture.lesson = await fixtures.publish('api::lesson.lesson', {
    title: 'Search test lesson',
    scheme: fixture.unit,
    activities: [{ activity: fixture.gatedActivity }, { activity: fixture.exactActivity }, { activity: fixture.longActivity }],
  });
  // A draft never published: nobody finds it.
  const draft = await cms.strapi
    .documents('api::activity-page.activity-page' as never)
    .create({ data: { title: `The ${DRAFT_WORD} activity`, introduction: paragraph(DRAFT_WORD) } } as never);
  fixtures.keep('api::activity-page.activity-page', draft.documentId);
  // The index is rebuilt in the background after writes (within 2 s: the freshness test below).
  for (let tries = 0; tries < 40; tries++) {
    const { body } = await cms.graphql(SEARCH, { query: 'Search test lesson', kind: 'lesson' });
    if (body.data?.search.total > 0) break;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
});
afterAll(async () => {
  await fixtures?.removeAll();
});

const SEARCH = `query Search($query: String!, $audience: String, $yearGroup: String, $area: String, $kind: SearchKind, $time: SearchTime, $limit: Int) {
  search(query: $query, audience: $audience, yearGroup: $yearGroup, area: $area, kind: $kind, time: $time, limit: $limit) {
    query total didYouMean
    groups { kind total results { kind documentId url title { text match } excerpt { text match } audience { slug title } programme { slug title } yearGroups { slug title } areas { slug title } minutes } }
    facets { audiences { slug title count } yearGroups { slug count } areas { slug count } kinds { slug title count } times { slug title count } }
  }
}`;
const SUGGEST = `query Suggest($query: String!) { searchSuggestions(query: $query) { kind url title { text match } context } }`;

interface Piece {
  text: string;
  match: boolean;
}
interface Result {
  kind: string;
  documentId: string;
  url: string;
  title: Piece[];
  excerpt: Piece[] | null;
  audience: { slug: string } | null;
  yearGroups: Array<{ slug: string }>;
  areas: Array<{ slug: string }>;
  minutes: number | null;
}
interface Answer {
  query: string;
  total: number;
  didYouMean: string | null;
  groups: Array<{ kind: string; total: number; results: Result[] }>;
  facets: Record<string, Array<{ slug: string; title: string; count: number }>>;
}

/** An answer as sent, without the query it echoes: what it says beyond what was asked. */
const bytesBeyondQuery = (answer: unknown) => JSON.stringify({ ...(answer as object), query: undefined });

async function search(caller: DemoCaller, variables: Record<string, unknown>): Promise<{ answer: Answer; bytes: string }> {
  const { status, body } = await cms.graphql<{ search: Answer }>(SEARCH, variables, tokens[caller]);
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
  expect(status).toBe(200);
  return { answer: body.data!.search, bytes: bytesBeyondQuery(body.data!.search) };
}

const titleOf = (result: Result) => result.title.map((piece) => piece.text).join('');
const resultsOf = (answer: Answer) => answer.groups.flatMap((group) => group.results);
const titles = (answer: Answer) => resultsOf(answer).map(titleOf);
/** The best result: the first of the first group (groups are ordered by their best result). */
const best = (answer: Answer) => answer.groups[0]?.results[0];

async function rest(path: string, caller: DemoCaller = 'visitor') {
  const token = tokens[caller];
  const response = await fetch(`${cms.baseUrl}${path}`, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  const text = await response.text();
  return { status: response.status, text, body: JSON.parse(text) };
}

describe('relevance', () => {
  it('puts an exact title first, above a title that repeats the words', async () => {
    const { answer } = await search('subscriber', { query: 'zephyr tone colour' });
    expect(titleOf(best(answer)!)).toBe('Zephyr tone colour');
    expect(titles(answer)).toContain('Zephyr tone colour games: more zephyr, more tone colour, zephyr colour tone');
    const demo = await search('visitor', { query: 'rhythm patterns' });
    expect(best(demo.answer)).toMatchObject({ kind: 'unit' });
    expect(titleOf(best(demo.answer)!)).toBe('Rhythm Patterns');
  });

  it('forgives a typo and marks the word it matched', async () => {
    for (const [typed, meant] of [
      ['rythm', 'rhythm'],
      ['percusion', 'percussion'],
    ]) {
      const { answer } = await search('visitor', { query: typed });
      expect(answer.total, typed).toBeGreaterThan(0);
      const marked = best(answer)!
        .title.filter((piece) => piece.match)
        .map((piece) => piece.text.toLowerCase());
      expect(
        marked.some((word) => word.startsWith(meant)),
        `${typed}: ${JSON.stringify(best(answer)!.title)}`,
      ).toBe(true);
      expect(answer.didYouMean).toBe(meant);
    }
  });

  it('finds a singular by its plural and a word by another form of it', async () => {
    const drums = await search('visitor', { query: 'drums' });
    expect(titles(drums.answer)).toEqual(expect.arrayContaining(['Drum call, group answer', 'Drum, shaker, woodblock']));
    const singing = await search('visitor', { query: 'singing vowels' });
    expect(titleOf(best(singing.answer)!)).toBe('Sing and clap the vowels');
  });

  it('reads British and American spellings as one', async () => {
    const color = await search('visitor', { query: 'zephyr tone color' });
    expect(titleOf(best(color.answer)!)).toBe('Zephyr tone colour');
    expect(
      best(color.answer)!
        .title.filter((piece) => piece.match)
        .map((piece) => piece.text),
    ).toEqual(['Zephyr', 'tone', 'colour']);
    const center = await search('visitor', { query: 'search test center' });
    expect(resultsOf(center.answer).map((result) => result.documentId)).toContain(fixture.unit);
  });

  it("gives each result its page's address on the site, its audience, programme and time", async () => {
    const { answer } = await search('visitor', { query: 'Search test lesson' });
    const lesson = best(answer)!;
    expect(lesson).toMatchObject({ kind: 'lesson', documentId: fixture.lesson, audience: { slug: 'primary' } });
    expect(lesson.url).toBe(`/primary/${fixture.programmeSlug}/unit/${fixture.unit}/lesson/${fixture.lesson}`);
    expect(lesson.minutes).toBe(75);
    const activity = resultsOf((await search('visitor', { query: 'Zephyr tone colour' })).answer).find(
      (result) => result.documentId === fixture.exactActivity,
    )!;
    expect(activity.url).toBe(`/primary/${fixture.programmeSlug}/unit/${fixture.unit}/lesson/${fixture.lesson}/activity/${fixture.exactActivity}`);
    expect(activity.minutes).toBe(25);
  });
});

describe('access', () => {
  it('finds an activity by a word of its introduction for a subscriber, and quotes it only to them', async () => {
    const subscriber = await search('subscriber', { query: GATED_WORD });
    expect(resultsOf(subscriber.answer).map((result) => result.documentId)).toEqual([fixture.gatedActivity]);
    const excerpt = resultsOf(subscriber.answer)[0].excerpt!;
    expect(excerpt.find((piece) => piece.match)?.text).toBe(GATED_WORD);
    for (const caller of ['visitor', 'lapsed'] as const) {
      const { answer, bytes } = await search(caller, { query: GATED_WORD });
      expect(answer.total, caller).toBe(0);
      expect(bytes.toLowerCase(), caller).not.toContain(GATED_WORD);
    }
  });

  it('never quotes teaching text to a visitor or a lapsed teacher, even when the title matches', async () => {
    for (const caller of ['visitor', 'lapsed'] as const) {
      const { answer, bytes } = await search(caller, { query: 'Sing and clap the vowels' });
      expect(resultsOf(answer).map((result) => result.documentId)).toContain(fixture.gatedActivity);
      expect(bytes.toLowerCase(), caller).not.toContain(GATED_WORD);
    }
    const { bytes } = await search('subscriber', { query: 'Sing and clap the vowels' });
    expect(bytes).toContain(GATED_WORD);
  });

  it('keeps teaching words out of suggestions and spelling corrections for everyone but a subscriber', async () => {
    const nearMiss = GATED_WORD.slice(0, -1) + 'x';
    for (const caller of ['visitor', 'lapsed'] as const) {
      const suggested = await cms.graphql(SUGGEST, { query: GATED_WORD.slice(0, 6) }, tokens[caller]);
      expect(JSON.stringify(suggested.body).toLowerCase()).not.toContain(GATED_WORD);
      const { answer, bytes } = await search(caller, { query: nearMiss });
      expect(answer.didYouMean).toBeNull();
      expect(bytes.toLowerCase()).not.toContain(GATED_WORD);
    }
    const { answer } = await search('subscriber', { query: nearMiss });
    expect(answer.didYouMean).toBe(GATED_WORD);
  });

  it('answers the same through REST, by the role in the token', async () => {
    const subscriber = await rest(`/api/search?q=${GATED_WORD}`, 'subscriber');
    expect(subscriber.status).toBe(200);
    expect(subscriber.body.total).toBe(1);
    expect(subscriber.body.groups[0].results[0].documentId).toBe(fixture.gatedActivity);
    for (const caller of ['visitor', 'lapsed'] as const) {
      const answer = await rest(`/api/search?q=${GATED_WORD}`, caller);
      expect(answer.status).toBe(200);
      expect(answer.body.total).toBe(0);
      expect(bytesBeyondQuery(answer.body).toLowerCase()).not.toContain(GATED_WORD);
      const suggestions = await rest(`/api/search/suggestions?q=${GATED_WORD.slice(0, 7)}`, caller);
      expect(suggestions.status).toBe(200);
      expect(suggestions.text.toLowerCase()).not.toContain(GATED_WORD);
    }
    const same = await rest(`/api/search?q=${encodeURIComponent('Zephyr tone colour')}&kind=activity`);
    const graphql = await search('visitor', { query: 'Zephyr tone colour', kind: 'activity' });
    expect(same.body).toEqual(graphql.answer);
  });

  it('never finds a draft', async () => {
    for (const caller of CALLERS) {
      const { answer, bytes } = await search(caller, { query: DRAFT_WORD });
      expect(answer.total).toBe(0);
      expect(bytes).not.toContain(DRAFT_WORD);
    }
  });
});

describe('filters, facets and suggestions', () => {
  it('narrows by kind, audience and time, and counts each value', async () => {
    const all = (await search('subscriber', { query: 'rhythm', limit: 50 })).answer;
    expect(all.total).toBeGreaterThan(3);
    const kinds = Object.fromEntries(all.facets.kinds.map((value) => [value.slug, value.count]));
    expect(Object.values(kinds).reduce((sum, n) => sum + n, 0)).toBe(all.total);

    const units = (await search('subscriber', { query: 'rhythm', kind: 'unit', limit: 50 })).answer;
    expect(units.total).toBe(kinds.unit);
    expect(units.total).toBeLessThan(all.total);
    expect(resultsOf(units).every((result) => result.kind === 'unit')).toBe(true);

    const audiences = Object.fromEntries(all.facets.audiences.map((value) => [value.slug, value.count]));
    const primary = (await search('subscriber', { query: 'rhythm', audience: 'primary', limit: 50 })).answer;
    expect(primary.total).toBe(audiences.primary);
    expect(primary.total).toBeGreaterThan(0);
    expect(primary.total).toBeLessThan(all.total);
    expect(resultsOf(primary).every((result) => result.audience?.slug === 'primary')).toBe(true);

    const short = (await search('subscriber', { query: 'zephyr', time: 'from_10_to_30' })).answer;
    expect(resultsOf(short).map((result) => result.documentId)).toEqual([fixture.exactActivity]);
    const long = (await search('subscriber', { query: 'zephyr', time: 'over_30' })).answer;
    expect(resultsOf(long).map((result) => result.documentId)).toEqual([fixture.longActivity]);
    // A facet counts its values with the other filters applied, its own left out.
    expect(Object.fromEntries(long.facets.times.map((value) => [value.slug, value.count]))).toEqual({ from_10_to_30: 1, over_30: 1 });
  });

  it('narrows by year group and curriculum area (tags after inheritance), and counts each value', async () => {
    const all = (await search('visitor', { query: 'rhythm', limit: 50 })).answer;
    for (const [facet, argument] of [
      ['yearGroups', 'yearGroup'],
      ['areas', 'area'],
    ] as const) {
      const values = all.facets[facet];
      expect(values.length, facet).toBeGreaterThan(0);
      const narrower = values.find((value) => value.count < all.total)!;
      expect(narrower, facet).toBeDefined();
      const narrowed = (await search('visitor', { query: 'rhythm', [argument]: narrower.slug, limit: 50 })).answer;
      expect(narrowed.total).toBe(narrower.count);
      const tagged = resultsOf(narrowed).map((result) => (facet === 'yearGroups' ? result.yearGroups : result.areas));
      expect(tagged.every((tags) => tags.some((tag) => tag.slug === narrower.slug))).toBe(true);
    }
  });

  it('groups results by kind and marks matches as plain text pieces', async () => {
    const { answer } = await search('visitor', { query: 'rhythm' });
    const kinds = answer.groups.map((group) => group.kind);
    expect(new Set(kinds).size).toBe(kinds.length);
    for (const group of answer.groups) expect(group.results.every((result) => result.kind === group.kind)).toBe(true);
    for (const result of resultsOf(answer)) {
      for (const piece of [...result.title, ...(result.excerpt ?? [])]) expect(piece.text).not.toMatch(/<[a-z/]/i);
    }
  });

  it('suggests pages from two letters on, by title', async () => {
    const none = await cms.graphql(SUGGEST, { query: 'z' });
    expect(none.body.data.searchSuggestions).toEqual([]);
    const { body } = await cms.graphql(SUGGEST, { query: 'zeph' });
    const suggestions = body.data.searchSuggestions as Array<{ kind: string; url: string; title: Piece[]; context: string }>;
    expect(suggestions.map((s) => s.title.map((piece) => piece.text).join(''))).toContain('Zephyr tone colour');
    const exact = suggestions.find((s) => s.title.map((piece) => piece.text).join('') === 'Zephyr tone colour')!;
    expect(exact).toMatchObject({ kind: 'activity', context: 'Activity · Primary' });
    expect(exact.title[0]).toEqual({ text: 'Zephyr', match: true });
  });
});

describe('bad input', () => {
  it('refuses it with a clear 400 through REST', async () => {
    const cases: Array<[string, RegExp]> = [
      ['/api/search?q=rhythm&kind=song', /kind must be one of/],
      [`/api/search?q=${'a'.repeat(201)}`, /at most 200 characters/],
      ['/api/search', /what to search for/],
      ['/api/search?q=rhythm&time=forever', /time must be one of/],
      ['/api/search?q=rhythm&audience=Not%20a%20slug', /audience must be a slug/],
      ['/api/search?q=rhythm&limit=5000', /limit must be at most 50/],
      ['/api/search?q=rhythm&q=drum', /what to search for/],
      ['/api/search/suggestions?q=', /what to search for/],
    ];
    for (const [path, message] of cases) {
      const { status, body } = await rest(path);
      expect(status, path).toBe(400);
      expect(body.error.message, path).toMatch(message);
    }
  });

  it('refuses it through GraphQL', async () => {
    const long = await cms.graphql(SEARCH, { query: 'a'.repeat(201) });
    expect(long.body.errors?.[0].message).toMatch(/at most 200 characters/);
    const kind = await cms.graphql(SEARCH, { query: 'rhythm', kind: 'song' });
    expect(kind.status).toBe(400);
  });
});

describe('freshness', () => {
  /** Polls until `check` passes, for up to 2 s. */
  async function within2s(check: () => Promise<boolean>): Promise<number> {
    const started = Date.now();
    while (Date.now() - started < 2000) {
      if (await check()) return Date.now() - started;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error('not within 2 s');
  }
  const found = async (word: string) => (await search('visitor', { query: word })).answer.total > 0;

  it('shows a publish, a change and an unpublish within 2 s', async () => {
    await found('warm'); // the index is built
    const documents = cms.strapi.documents('api::activity-page.activity-page' as never);
    const documentId = await fixtures.publish('api::activity-page.activity-page', { title: `The ${FRESH_WORD} round` });
    await within2s(() => found(FRESH_WORD));
    await documents.update({ documentId, data: { title: 'The renamed okapi round' } } as never);
    await documents.publish({ documentId } as never);
    await within2s(async () => (await found('okapi')) && !(await found(FRESH_WORD)));
    await documents.unpublish({ documentId } as never);
    await within2s(async () => !(await found('okapi')));
  });
});
