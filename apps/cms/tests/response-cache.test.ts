/**
 * The GraphQL response cache from the outside (docs/response-cache.md): repeated
 * catalogue queries are answered from memory, each role gets exactly its own answer (a lapsed or
 * blocked teacher is never served a subscriber's), a change of content is seen at once, the
 * caller's own fields are never cached, identical requests arriving together cost one computation,
 * what teachers write keeps the cache, and ETags give 304.
 */
import { describe, expect, it } from 'vitest';
import { cmsForThisFile } from './helpers/cms-for-file';
import { login } from './helpers/cms';
import { registerTrialTeacher } from './helpers/accounts';

let subscriber: string;
let lapsed: string;

const PROGRAMMES = 'query Programmes { programmes(sort: "slug:asc") { documentId slug title } }';
const TEACHING = 'query Teaching { programmes(sort: "slug:asc") { slug summary_document { url } } }';

async function post(query: string, token?: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${cms.baseUrl}/graphql`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}), ...headers },
    body: JSON.stringify({ query }),
  });
  const text = await response.text();
  return {
    status: response.status,
    cache: response.headers.get('x-response-cache'),
    etag: response.headers.get('etag'),
    text,
    body: text ? JSON.parse(text) : undefined,
  };
}

const cms = cmsForThisFile({ catalogue: false }, async () => {
  subscriber = await login(cms.baseUrl, 'subscriber@example.com', 'Subscriber1');
  lapsed = await login(cms.baseUrl, 'lapsed@example.com', 'Lapsed1');
});

describe('the response cache', () => {
  it('answers a repeated catalogue query from memory, with the same bytes', async () => {
    const first = await post(PROGRAMMES);
    const second = await post(PROGRAMMES);
    expect(first.status).toBe(200);
    expect(['miss', 'hit']).toContain(first.cache);
    expect(second.cache).toBe('hit');
    expect(second.text).toBe(first.text);
    expect(second.body.data.programmes.length).toBeGreaterThan(3);
  });

  it('gives each role its own answer: a visitor and a lapsed teacher never get a subscriber’s', async () => {
    const forSubscriber = await post(TEACHING, subscriber);
    expect(forSubscriber.body.errors).toBeUndefined();
    expect((await post(TEACHING, subscriber)).cache).toBe('hit');
    for (const [who, token] of [
      ['visitor', undefined],
      ['lapsed teacher', lapsed],
    ] as const) {
      for (let attempt = 0; attempt < 2; attempt += 1) {
        const answer = await post(TEACHING, token);
        expect(answer.body.errors?.[0]?.extensions?.code, who).toBe('FORBIDDEN');
        expect(answer.cache, `${who}: a refusal is not cached`).toBe('bypass');
      }
    }
  });

  it('never keeps an answer with an error, even one that has data too', async () => {
    // A visitor may list the programmes but not open their documents: data for one root field, an error for the other.
    const partial = 'query Partial { audiences { slug } programmes(sort: "slug:asc") { slug summary_document { url } } }';
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const answer = await post(partial);
      expect(answer.status).toBe(200);
      expect(answer.body.data?.audiences?.length).toBeGreaterThan(0);
      expect(answer.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      expect(answer.cache).toBe('bypass');
    }
  });

  it('stops serving a teacher the subscribers’ answer the moment their subscription ends, or they are blocked', async () => {
    const token = await registerTrialTeacher(cms.baseUrl, 'cache-lapse');
    expect((await post(TEACHING, token)).body.errors).toBeUndefined();
    const { id } = await (await fetch(`${cms.baseUrl}/api/users/me`, { headers: { Authorization: `Bearer ${token}` } })).json();
    const subscriptions = cms.strapi.db.query('api::subscription.subscription');
    const [trial] = await subscriptions.findMany({ where: { user: { id } } });
    await subscriptions.update({ where: { id: trial.id }, data: { ends_at: new Date(Date.now() - 60_000).toISOString() } });
    expect((await post(TEACHING, token)).body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');

    await subscriptions.update({ where: { id: trial.id }, data: { ends_at: new Date(Date.now() + 86_400_000).toISOString() } });
    expect((await post(TEACHING, token)).cache).toBe('hit');
    await cms.strapi.db.query('plugin::users-permissions.user').update({ where: { id }, data: { blocked: true } });
    const blocked = await post(TEACHING, token);
    expect(blocked.cache).toBe('bypass');
    expect(blocked.body?.data?.programmes ?? null).toBeNull();
    await cms.strapi.db.query('plugin::users-permissions.user').delete({ where: { id } });
  });

  it('shows an editor’s change at once', async () => {
    const before = (await post(PROGRAMMES)).body.data.programmes[0];
    expect((await post(PROGRAMMES)).cache).toBe('hit');
    const documents = cms.strapi.documents('api::programme.programme' as never);
    await documents.update({ documentId: before.documentId, data: { title: `${before.title} (renamed)` } } as never);
    await documents.publish({ documentId: before.documentId } as never);
    try {
      const after = await post(PROGRAMMES);
      expect(after.cache).toBe('miss');
      expect(after.body.data.programmes[0].title).toBe(`${before.title} (renamed)`);
    } finally {
      await documents.update({ documentId: before.documentId, data: { title: before.title } } as never);
      await documents.publish({ documentId: before.documentId } as never);
    }
  });

  it('never caches what depends on the caller rather than their role', async () => {
    for (const query of ['{ programmes { slug at_home_link_id } }', '{ me { id } }', 'mutation { createPlaylist(title: "Cache") { documentId } }']) {
      expect((await post(query, subscriber)).cache, query).toBe('bypass');
    }
    const { body } = await post('{ playlists { documentId } }', subscriber);
    for (const playlist of body.data.playlists) {
      await post(`mutation { deletePlaylist(documentId: "${playlist.documentId}") { documentId } }`, subscriber);
    }
  });

  it('is kept through what teachers do: registering, logging in, saving playlists, presenting a lesson', async () => {
    const activities = cms.strapi.documents('api::activity-page.activity-page');
    const lessons = cms.strapi.documents('api::lesson.lesson');
    const activity = await activities.create({ data: { title: 'Cache playlist activity' } } as never);
    await activities.publish({ documentId: activity.documentId } as never);
    const lesson = await lessons.create({ data: { title: 'Cache presented lesson' } } as never);
    await lessons.publish({ documentId: lesson.documentId } as never);
    try {
      await post(PROGRAMMES);
      expect((await post(PROGRAMMES)).cache).toBe('hit');
      const teacher = await registerTrialTeacher(cms.baseUrl, 'cache-kept');
      await login(cms.baseUrl, 'subscriber@example.com', 'Subscriber1');
      const items = `[{ type: "activity", item: "${activity.documentId}", title: "Cache playlist activity", context_path: "/primary" }]`;
      const saved = await post(`mutation { createPlaylist(title: "Cache kept", items: ${items}) { documentId } }`, teacher);
      expect(saved.body.errors).toBeUndefined();
      const playlist = saved.body.data.createPlaylist.documentId;
      const renamed = await post(`mutation { updatePlaylist(documentId: "${playlist}", version: 1, title: "Renamed", items: []) { version } }`, teacher);
      expect(renamed.body.errors).toBeUndefined();
      const presented = await post(`mutation { recordLessonPresented(lesson: "${lesson.documentId}") }`, teacher);
      expect(presented.body.data?.recordLessonPresented).toBe(true);
      await post(`mutation { deletePlaylist(documentId: "${playlist}") { documentId } }`, teacher);
      expect((await post(PROGRAMMES)).cache).toBe('hit');
    } finally {
      await activities.delete({ documentId: activity.documentId } as never);
      await lessons.delete({ documentId: lesson.documentId } as never);
    }
  });

  it('computes an answer once when identical requests arrive together, and gives each that answer', async () => {
    const query = (name: string) =>
      `query ${name} { audiences(sort: "slug:asc") { slug title programmes(sort: "slug:asc") { slug title } } programmes(sort: "slug:asc") { slug title audience { slug } } }`;
    const statements = async (work: () => Promise<unknown>) => {
      let count = 0;
      const counted = () => (count += 1);
      cms.strapi.db.connection.on('query', counted);
      try {
        await work();
      } finally {
        cms.strapi.db.connection.off('query', counted);
      }
      return count;
    };
    // On PostgreSQL each statement waits on the network, so the twelve requests overlap; on SQLite an
    // answer is computed without letting another request in, so there they take turns.
    const unique = `Together${Date.now()}`;
    const alone = await statements(() => post(query(`${unique}Alone`), subscriber));
    let answers: Array<Awaited<ReturnType<typeof post>>> = [];
    const together = await statements(async () => {
      answers = await Promise.all(Array.from({ length: 12 }, () => post(query(unique), subscriber)));
    });
    expect(alone).toBeGreaterThan(3);
    expect(answers.map((answer) => answer.cache).sort()).toEqual([...Array(11).fill('hit'), 'miss']);
    expect(new Set(answers.map((answer) => answer.text)).size).toBe(1);
    expect(answers[0].body.data.programmes.length).toBeGreaterThan(3);
    expect(together, `12 requests at once cost ${together} statements, one alone ${alone}`).toBeLessThan(2 * alone);
  });

  it('answers a cached query with the headers of a fresh answer, compressed as the caller accepts', async () => {
    const query = JSON.stringify({ query: '{ audiences(sort: "slug:asc") { slug title } }' });
    const ask = (encoding: string) =>
      fetch(`${cms.baseUrl}/graphql`, { method: 'POST', headers: { 'Content-Type': 'application/json', 'Accept-Encoding': encoding }, body: query });
    const fresh = await ask('identity');
    const cached = await ask('gzip');
    expect(cached.headers.get('x-response-cache')).toBe('hit');
    for (const header of ['content-security-policy', 'x-content-type-options', 'x-frame-options', 'referrer-policy']) {
      expect(cached.headers.get(header), header).toBe(fresh.headers.get(header));
      expect(cached.headers.get(header), header).toBeTruthy();
    }
    expect(cached.headers.get('content-encoding')).toBe('gzip');
    expect(await cached.text()).toBe(await fresh.text());
  });

  it('refuses a body that is not JSON with 400 and one too large with 413, never a 5xx', async () => {
    for (const token of [undefined, subscriber]) {
      const headers = { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) };
      const malformed = await fetch(`${cms.baseUrl}/graphql`, { method: 'POST', headers, body: '{"query": "{ audiences { slug } ' });
      expect(malformed.status).toBe(400);
      const huge = await fetch(`${cms.baseUrl}/graphql`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ query: `{ audiences { slug } } # ${'x'.repeat(300_000)}` }),
      });
      expect(huge.status).toBe(413);
    }
  });

  it('answers 304 to a matching If-None-Match', async () => {
    const { etag, text } = await post(PROGRAMMES);
    expect(etag).toMatch(/^W\/"/);
    const again = await post(PROGRAMMES, undefined, { 'If-None-Match': etag! });
    expect(again.status).toBe(304);
    expect(again.text).toBe('');
    expect(text.length).toBeGreaterThan(100);
  });
});
