/**
 * Words on screen (docs/product.md, "Words on screen"): an editor saves a song's timed words on an
 * audio slide through the admin panel's API (checked on save, a bad line named), and the words, like
 * the rest of the slide, reach active subscribers only, through every door: GraphQL (the slideshow's
 * own queries, and walked to from its activity), the response cache, and REST. An editor hears the
 * recording they time the words to with their admin login; nobody else without a subscription does.
 */
import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cmsForThisFile } from './helpers/cms-for-file';
import { demoCallerTokens, type DemoCaller } from './helpers/cms';
import { FILE_COOKIE } from '../src/middlewares/protected-files';
import { loginEditor, type Editor } from './helpers/editor';

const SLIDESHOWS = '/content-manager/collection-types/api::activity-slideshow.activity-slideshow';
const ACTIVITIES = '/content-manager/collection-types/api::activity-page.activity-page';
/** Words found only in this file's slideshow: no answer to a non-subscriber may carry them. */
const CANARY = `canary${Date.now().toString(36)}`;
const WORDS = `[0:00.0] Light on the water, ${CANARY}\n[0:01.5] sleep, little boat,\n[0:03.0] home by the morning.`;

let editor: Editor;
let tokens: Record<DemoCaller, string | undefined>;
let recording: { id: number; documentId: string; url: string };
const made: Array<{ path: string; documentId: string }> = [];

async function admin(method: string, path: string, body?: unknown) {
  const response = await fetch(`${cms.baseUrl}${path}`, {
    method,
    headers: { Authorization: `Bearer ${editor.token}`, 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: await response.json().catch(() => undefined) };
}

/** Publishes a slideshow with one audio slide through the admin panel's API, as the editor's form saves it. */
async function publishSlideshow(title: string, words: string) {
  const slide = { __component: 'slide.audio', title: 'Sing along', audio: recording.id, words };
  const answer = await admin('POST', `${SLIDESHOWS}/actions/publish`, { title, slides: [slide] });
  if (answer.status === 200) made.push({ path: SLIDESHOWS, documentId: answer.body.data.documentId });
  return answer;
}

const cms = cmsForThisFile({ catalogue: false }, async () => {
  editor = await loginEditor(cms.baseUrl);
  tokens = await demoCallerTokens(cms.baseUrl);
  recording = await editor.upload(`song-${CANARY}.mp3`, crypto.randomBytes(4096), 'audio/mpeg');
});

afterAll(async () => {
  for (const { path, documentId } of made.reverse()) await admin('DELETE', `${path}/${documentId}`).catch(() => undefined);
  if (recording) await editor.deleteFile(recording.id).catch(() => undefined);
});

describe('saving a song’s words', () => {
  it('keeps words that follow the rule, as written', async () => {
    const saved = await publishSlideshow('Words slideshow', WORDS);
    expect(saved.status).toBe(200);
    const slide = saved.body.data.slides[0];
    expect(slide.words).toBe(WORDS);
  });

  it('refuses words with a line the rule does not allow, naming the line, through the admin panel', async () => {
    const refused = await publishSlideshow('Refused words slideshow', '[0:00] Light on the water,\nsleep, little boat,');
    expect(refused.status).toBe(400);
    expect(refused.body.error.message).toBe('Words, line 2 "sleep, little boat,": start it with the time it is sung at, such as [0:12.5].');
    expect(refused.body.error.details.errors).toEqual([expect.objectContaining({ path: ['slides', '0', 'words'], message: refused.body.error.message })]);
  });

  it('refuses times that go backwards on an audio-and-image slide, and through the document service too', async () => {
    const documents = cms.strapi.documents('api::activity-slideshow.activity-slideshow' as never);
    const create = documents.create({
      data: { title: 'Backwards', slides: [{ __component: 'slide.audio-and-image', title: 'Listen', words: '[0:04] First\n[0:02] Second' }] },
    } as never);
    await expect(create).rejects.toThrow('Words, line 2 "[0:02] Second": its time must be later than the line before ([0:04.0]).');
  });
});

describe('the words go only to active subscribers', () => {
  let activityId: string;
  const SLIDESHOW_WORDS = `{ activitySlideshows(filters: { title: { eq: "Words slideshow" } }) { title slides { __typename ... on ComponentSlideAudio { words } } } }`;
  const ACTIVITY_WORDS = () => `{ activityPage(documentId: "${activityId}") { title activity_slideshow { slides { ... on ComponentSlideAudio { words } } } } }`;

  beforeAll(async () => {
    const slideshow = made.find(({ path }) => path === SLIDESHOWS)!;
    const activity = await admin('POST', `${ACTIVITIES}/actions/publish`, { title: `Words activity ${CANARY}`, activity_slideshow: slideshow.documentId });
    expect(activity.status).toBe(200);
    activityId = activity.body.data.documentId;
    made.push({ path: ACTIVITIES, documentId: activityId });
  });

  it('answers a subscriber the words, through the slideshow and its activity', async () => {
    const own = await cms.graphql(SLIDESHOW_WORDS, {}, tokens.subscriber);
    expect(own.body.data.activitySlideshows[0].slides[0].words).toBe(WORDS);
    const walked = await cms.graphql(ACTIVITY_WORDS(), {}, tokens.subscriber);
    expect(walked.body.data.activityPage.activity_slideshow.slides[0].words).toBe(WORDS);
  });

  it('answers a lapsed teacher and a visitor no words through GraphQL, after a subscriber has filled the response cache', async () => {
    for (const query of [SLIDESHOW_WORDS, ACTIVITY_WORDS()]) {
      // The subscriber asks first, so a cached answer would be there to leak.
      expect(JSON.stringify((await cms.graphql(query, {}, tokens.subscriber)).body)).toContain(CANARY);
      for (const who of ['lapsed', 'visitor'] as const) {
        const { body } = await cms.graphql(query, {}, tokens[who]);
        expect(JSON.stringify(body), `${who}: ${query}`).not.toContain(CANARY);
        expect(body.errors?.[0]?.extensions?.code, `${who}: ${query}`).toBe('FORBIDDEN');
      }
    }
  });

  it('answers nobody the words through REST', async () => {
    for (const who of ['lapsed', 'visitor', 'subscriber'] as const) {
      for (const path of ['/api/activity-slideshows?populate=*', `/api/activity-pages/${activityId}?populate[activity_slideshow][populate]=*`]) {
        const response = await fetch(`${cms.baseUrl}${path}`, { headers: tokens[who] ? { Authorization: `Bearer ${tokens[who]}` } : {} });
        const text = await response.text();
        expect(response.status, `${who}: ${path}`).toBeGreaterThanOrEqual(400);
        expect(text, `${who}: ${path}`).not.toContain(CANARY);
      }
    }
  });

  it('sends no words in the server-rendered slides page but to a subscriber, saving it for offline or not', async () => {
    const path = `/primary/project/any/activity/${activityId}/slides/1`;
    const pageAs = async (who: DemoCaller, offlineSave: boolean) => {
      const headers: Record<string, string> = offlineSave ? { 'X-Offline-Save': '1' } : {};
      if (tokens[who]) headers.Cookie = `${FILE_COOKIE}=${tokens[who]}`;
      return (await fetch(`${cms.baseUrl}${path}`, { headers })).text();
    };
    // A save for offline is the page sent with its slideshow's data: the subscriber's carries the words.
    const saved = await pageAs('subscriber', true);
    expect(saved.includes(CANARY), 'the subscriber’s saved page carries the words').toBe(true);
    for (const who of ['lapsed', 'visitor'] as const) {
      for (const offlineSave of [true, false]) {
        expect((await pageAs(who, offlineSave)).includes(CANARY), `${who}, ${offlineSave ? 'saving' : 'opening'} the page`).toBe(false);
      }
    }
  });
});

describe('the recording the words are timed to', () => {
  const fetchRecording = (authorization?: string) =>
    fetch(`${cms.baseUrl}${recording.url}`, { headers: authorization ? { Authorization: authorization } : {} });

  it('is sent to an editor with their admin login, for tapping along', async () => {
    const response = await fetchRecording(`Bearer ${editor.token}`);
    expect(response.status).toBe(200);
    expect((await response.arrayBuffer()).byteLength).toBe(4096);
  });

  it('is refused to a lapsed teacher, a visitor and a made-up token', async () => {
    expect((await fetchRecording(`Bearer ${tokens.lapsed}`)).status).toBe(403);
    expect((await fetchRecording()).status).toBe(403);
    expect((await fetchRecording(`Bearer ${editor.token.slice(0, -4)}abcd`)).status).toBe(403);
  });
});
