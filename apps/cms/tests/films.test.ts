/**
 * The charity's own films (docs/catalogue.md, "Films"; docs/product.md, "Videos"): the demo seed
 * renders them with their posters, English and Welsh captions and a sign-language version, puts them
 * on a lesson's slides (played directly, and as an embed's fallback), and adds nothing twice. Their
 * files are teaching files: sent in byte ranges to a subscriber (bearer header or the site's cookie),
 * refused to a visitor and a lapsed teacher. The Film type's own access is in the matrices of
 * teaching-access.test.ts and every-door.test.ts, which take every teaching type.
 */
import path from 'node:path';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { cmsForThisFile } from './helpers/cms-for-file';
import { demoCallerTokens, type DemoCaller } from './helpers/cms';
import { loginEditor } from './helpers/editor';

const require = createRequire(import.meta.url);
const built = (module: string) => require(path.resolve(__dirname, '..', 'dist', 'src', module));
const { seedDemoFilms } = built('seed/films');
const FILMS_ACTIVITY = built('seed/demo-data/load').loadDemoData(path.resolve(__dirname, '..', 'demo')).films.activity;

let tokens: Record<DemoCaller, string | undefined>;

const cms = cmsForThisFile({}, async () => {
  tokens = await demoCallerTokens(cms.baseUrl);
});

interface Media {
  url: string;
  mime: string;
}
interface Film {
  documentId: string;
  title: string;
  video: Media;
  webm: Media | null;
  poster: Media | null;
  captions: Array<{ language: string; label: string; file: Media }>;
  sign_language: string | null;
  sign_language_video: Media | null;
}

const FILM_FIELDS = `documentId title video { url mime } webm { url mime } poster { url mime }
  captions { language label file { url mime } } sign_language sign_language_video { url mime }`;

async function films(): Promise<Film[]> {
  const { body } = await cms.graphql(`{ films(sort: "title") { ${FILM_FIELDS} } }`, {}, tokens.subscriber);
  expect(body.errors).toBeUndefined();
  return body.data.films;
}

const auth = (token: string | undefined): Record<string, string> => (token ? { Authorization: `Bearer ${token}` } : {});
const cookie = (token: string | undefined): Record<string, string> => (token ? { Cookie: `classroom_auth=${encodeURIComponent(token)}` } : {});
const get = (url: string, headers: Record<string, string> = {}) => fetch(`${cms.baseUrl}${url}`, { headers });

describe('the demo films', () => {
  it('are two or more MP4 films, each with a poster, English and Welsh captions, and one with a BSL version', async () => {
    const list = await films();
    expect(list.length).toBeGreaterThanOrEqual(2);
    for (const film of list) {
      expect(film.video.mime, film.title).toBe('video/mp4');
      expect(film.poster?.mime, film.title).toBe('image/jpeg');
      expect(
        film.captions.map((track) => [track.language, track.label]),
        film.title,
      ).toEqual([
        ['en', 'English'],
        ['cy', 'Cymraeg'],
      ]);
      for (const track of film.captions) expect(track.file.mime).toBe('text/vtt');
    }
    const signed = list.filter((film) => film.sign_language_video);
    expect(signed.map((film) => film.sign_language)).toEqual(['BSL']);
    expect(signed[0].sign_language_video!.mime).toBe('video/mp4');
    expect(list.some((film) => film.webm?.mime === 'video/webm')).toBe(true);
  });

  it('stream from the start: H.264 and AAC in an MP4 whose index comes first (faststart)', async () => {
    const [film] = await films();
    const head = Buffer.from(await (await get(film.video.url, { ...auth(tokens.subscriber), Range: 'bytes=0-65535' })).arrayBuffer());
    const moov = head.indexOf('moov');
    const mdat = head.indexOf('mdat');
    expect(moov).toBeGreaterThan(0);
    expect(mdat === -1 || moov < mdat).toBe(true);
    expect(head.includes('avc1')).toBe(true);
    expect(head.includes('mp4a')).toBe(true);
  });

  it('have captions written for them, in English and in Welsh', async () => {
    const [film] = await films();
    const [english, welsh] = await Promise.all(film.captions.map(async (track) => (await get(track.file.url, auth(tokens.subscriber))).text()));
    expect(english).toMatch(/^WEBVTT\n\n1\n00:00:00\.000 --> /);
    expect(english).toContain('conductor');
    expect(welsh).toMatch(/^WEBVTT\n/);
    expect(welsh).toContain('arweinydd');
  });

  it("play on a lesson's slides: a film on its own, an embed with a film as its fallback, and an embed without", async () => {
    const { body } = await cms.graphql(
      `query ($title: String) { lessons(filters: { title: { eq: $title } }) { activities { activity { title activity_slideshow { slides {
        ... on ComponentSlideVideo { title videos { title embed film { title } } } } } } } } }`,
      { title: FILMS_ACTIVITY.lesson },
      tokens.subscriber,
    );
    const entries = body.data.lessons.flatMap((lesson: { activities: unknown[] }) => lesson.activities);
    const entry = entries.find((candidate: { activity?: { title: string } }) => candidate.activity?.title === FILMS_ACTIVITY.title);
    expect(entry, 'the films activity in its lesson').toBeTruthy();
    const videos = entry.activity.activity_slideshow.slides.map((slide: { videos: unknown[] }) => slide.videos[0]);
    expect(videos).toEqual([
      { title: 'Follow the conductor: loud and quiet', embed: null, film: { title: 'Follow the conductor: loud and quiet' } },
      { title: 'Loud and quiet: the sound meter', embed: { url: FILMS_ACTIVITY.embeds.youtube }, film: { title: 'Loud and quiet: the sound meter' } },
      { title: 'An orchestra in rehearsal', embed: { url: FILMS_ACTIVITY.embeds.vimeo }, film: null },
    ]);
  });

  it('are seeded once: running the seed again, even without its marker, adds nothing', async () => {
    const count = async () => ({
      films: await cms.strapi.db.query('api::film.film').count(),
      files: await cms.strapi.db.query('plugin::upload.file').count(),
      activities: await cms.strapi.db.query('api::activity-page.activity-page').count(),
    });
    const before = await count();
    await seedDemoFilms(cms.strapi, { catalogue: true });
    expect(await count()).toEqual(before);
    await cms.strapi.store.delete({ type: 'core', name: 'demo-films', key: 'films' });
    await seedDemoFilms(cms.strapi, { catalogue: true });
    expect(await count()).toEqual(before);
  });
});

describe("a film's files", () => {
  it('are sent to a subscriber in byte ranges, through the bearer header and the cookie, so a film can be sought', async () => {
    const [film] = await films();
    for (const headers of [auth(tokens.subscriber), cookie(tokens.subscriber)]) {
      const whole = await get(film.video.url, headers);
      expect(whole.status).toBe(200);
      const size = Number(whole.headers.get('content-length'));
      expect(size).toBeGreaterThan(1000);
      await whole.arrayBuffer();
      const part = await get(film.video.url, { ...headers, Range: 'bytes=0-999' });
      expect(part.status).toBe(206);
      expect(part.headers.get('content-range')).toBe(`bytes 0-999/${size}`);
      expect(part.headers.get('content-type')).toBe('video/mp4');
      expect((await part.arrayBuffer()).byteLength).toBe(1000);
      const later = await get(film.video.url, { ...headers, Range: `bytes=${size - 100}-` });
      expect(later.status).toBe(206);
      expect(later.headers.get('content-range')).toBe(`bytes ${size - 100}-${size - 1}/${size}`);
      await later.arrayBuffer();
    }
  });

  it('are refused to a visitor and a lapsed teacher, whole or in part, for the film, its captions and its sign-language version', async () => {
    const signed = (await films()).find((film) => film.sign_language_video)!;
    const urls = [signed.video.url, signed.webm?.url, signed.sign_language_video!.url, ...signed.captions.map((track) => track.file.url)].filter(
      (url): url is string => Boolean(url),
    );
    for (const url of urls) {
      for (const who of ['visitor', 'lapsed'] as const) {
        for (const headers of [auth(tokens[who]), cookie(tokens[who])]) {
          for (const range of [{}, { Range: 'bytes=0-999' }]) {
            const response = await get(url, { ...headers, ...range });
            expect(response.status, `${who} ${url} ${JSON.stringify(range)}`).toBe(403);
            expect(response.headers.get('content-range'), `${who} ${url}`).toBeNull();
            await response.arrayBuffer();
          }
        }
      }
    }
  });

  it('send the captions in byte ranges as text/vtt to a subscriber', async () => {
    const [film] = await films();
    const track = film.captions[0].file.url;
    const whole = await get(track, cookie(tokens.subscriber));
    expect(whole.status).toBe(200);
    expect(whole.headers.get('content-type')).toMatch(/^text\/vtt/);
    const text = await whole.text();
    const size = Buffer.byteLength(text);
    const part = await get(track, { ...auth(tokens.subscriber), Range: 'bytes=0-999' });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 0-${Math.min(999, size - 1)}/${size}`);
    expect(await part.text()).toBe(text.slice(0, 1000));
  });

  it('leave the poster public, like every picture', async () => {
    const [film] = await films();
    const poster = await get(film.poster!.url);
    expect(poster.status).toBe(200);
    expect(poster.headers.get('content-type')).toBe('image/jpeg');
  });
});

describe("the editors' media library", () => {
  it('takes a WebVTT captions file, however the browser declares it, and keeps it as text/vtt', async () => {
    const editor = await loginEditor(cms.baseUrl);
    const vtt = new TextEncoder().encode('WEBVTT\n\n1\n00:00:00.000 --> 00:00:02.000\nHello\n');
    for (const declared of ['text/vtt', 'application/octet-stream', '']) {
      const file = await editor.upload('captions-upload-test.vtt', vtt, declared);
      const stored = await cms.strapi.db.query('plugin::upload.file').findOne({ where: { id: file.id } });
      expect(stored.mime, declared).toBe('text/vtt');
      expect(file.url).toMatch(/\.vtt$/);
      await editor.deleteFile(file.id);
    }
  });
});

describe('the Film type', () => {
  it("is teaching content: a visitor and a lapsed teacher get FORBIDDEN for the films and for a slide's film", async () => {
    for (const who of ['visitor', 'lapsed'] as const) {
      const { body } = await cms.graphql('{ films { title } }', {}, tokens[who]);
      expect(body.errors?.[0]?.extensions?.code, who).toBe('FORBIDDEN');
      const slides = await cms.graphql('{ cpdSessions { video { film { title } } } }', {}, tokens[who]);
      expect(slides.body.errors?.[0]?.extensions?.code, who).toBe('FORBIDDEN');
    }
  });
});
