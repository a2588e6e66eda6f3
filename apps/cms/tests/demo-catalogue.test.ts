/**
 * The development demo catalogue, as a subscriber sees it over GraphQL: for Primary, Secondary and
 * SEND, programmes of two units of four lessons of three to six activities, activities with options
 * and delivery options and slideshows using every slide template, activity and audio libraries
 * (with the same-titled sections, pages and collections the site has to merge or tell apart),
 * generated PDFs and WAV recordings served by the CMS, and a seed that adds nothing when run again.
 */
import path from 'node:path';
import { createRequire } from 'node:module';
import { beforeAll, describe, expect, it } from 'vitest';
import { cmsForThisFile } from './helpers/cms-for-file';
import { login } from './helpers/cms';

const require = createRequire(import.meta.url);
let token: string;
const seed = () => require(path.resolve(__dirname, '..', 'dist', 'src', 'seed'));

const CATALOGUE_AUDIENCES = ['primary', 'secondary', 'send'];
const CATALOGUE_TYPES = [
  'api::learning-strand.learning-strand',
  'api::activity-slideshow.activity-slideshow',
  'api::activity-page.activity-page',
  'api::activity-option.activity-option',
  'api::activity-section.activity-section',
  'api::activity-library.activity-library',
  'api::scheme.scheme',
  'api::lesson.lesson',
  'api::audio-page.audio-page',
  'api::audio-page-container.audio-page-container',
  'api::audio-library.audio-library',
  'api::project.project',
  'plugin::upload.file',
];

const cms = cmsForThisFile({}, async () => {
  token = await login(cms.baseUrl, 'subscriber@example.com', 'Subscriber1');
});

async function query<T = any>(text: string): Promise<T> {
  const { body } = await cms.graphql<T>(text, {}, token);
  expect(body.errors).toBeUndefined();
  return body.data as T;
}

const sameSet = (a: string[], b: string[]) => a.length === b.length && [...a].sort().join() === [...b].sort().join();
const overlaps = (a: string[], b: string[]) => a.some((id) => b.includes(id));

describe('programmes, units and lessons', () => {
  it('give Primary, Secondary and SEND at least two programmes each, of two units of four lessons of three to six activities', async () => {
    const data = await query(`{
      audiences(filters: { slug: { in: ["primary", "secondary", "send"] } }) {
        slug
        programmes { slug units { title blurb introduction documents { file { url } } scheme_activities { activity { documentId } } activity_sections { activity_section { title } }
          lessons { title page_title introduction featured documents { title file { url } } activities { title section_divider activity { documentId } } } } }
      } }`);
    expect(data.audiences.map((a: { slug: string }) => a.slug).sort()).toEqual([...CATALOGUE_AUDIENCES].sort());
    let dividers = 0;
    for (const audience of data.audiences) {
      expect(audience.programmes.length, audience.slug).toBeGreaterThanOrEqual(2);
      for (const programme of audience.programmes) {
        expect(programme.units, programme.slug).toHaveLength(2);
        for (const unit of programme.units) {
          const where = `${programme.slug} / ${unit.title}`;
          expect(unit.blurb, where).toBeTruthy();
          expect(unit.introduction.length, where).toBeGreaterThan(0);
          expect(unit.documents.length, where).toBeGreaterThan(0);
          expect(unit.scheme_activities.length, where).toBeGreaterThan(0);
          expect(unit.activity_sections.length, where).toBeGreaterThan(0);
          expect(unit.lessons, where).toHaveLength(4);
          expect(
            unit.lessons.filter((lesson: { featured: boolean }) => lesson.featured),
            where,
          ).toHaveLength(1);
          for (const lesson of unit.lessons) {
            const withActivity = lesson.activities.filter((entry: { activity: unknown }) => entry.activity);
            expect(withActivity.length, `${where} / ${lesson.title}`).toBeGreaterThanOrEqual(3);
            expect(withActivity.length, `${where} / ${lesson.title}`).toBeLessThanOrEqual(6);
            expect(lesson.page_title).toBeTruthy();
            expect(lesson.introduction.length).toBeGreaterThan(0);
            expect(lesson.documents.length).toBeGreaterThan(0);
            for (const divider of lesson.activities.filter((entry: { section_divider: boolean }) => entry.section_divider)) {
              expect(divider.title).toBeTruthy();
              expect(divider.activity).toBeNull();
              dividers++;
            }
          }
        }
      }
    }
    expect(dividers).toBeGreaterThan(0);
  });

  it('tag lessons with learning strands and give some an activity pool', async () => {
    const data = await query(`{
      learningStrands { title combination_key }
      lessons(pagination: { limit: 500 }) { title learning_strands { combination_key } activity_pool { documentId } }
    }`);
    const keys = data.learningStrands.map((strand: { combination_key: string }) => strand.combination_key);
    expect(keys.length).toBeGreaterThanOrEqual(6);
    expect(keys.length).toBeLessThanOrEqual(8);
    expect(new Set(keys).size).toBe(keys.length);
    for (const key of keys) expect(key).toMatch(/^[a-z]+$/);
    expect(data.lessons.some((lesson: { learning_strands: unknown[] }) => lesson.learning_strands.length > 0)).toBe(true);
    expect(data.lessons.some((lesson: { activity_pool: unknown[] }) => lesson.activity_pool.length > 0)).toBe(true);
  });
});

describe('activities', () => {
  let activities: any[];

  beforeAll(async () => {
    const data = await query(`{ activityPages(pagination: { limit: 500 }) {
      documentId title time type lesson_summary introduction music equipment
      audiences { slug } related_activities { documentId }
      activity_options { title documents { file { url } } learning_objectives { title description audience { slug } } delivery_options { title activity_detail { title description } } }
      activity_slideshow { title slides {
        __typename
        ... on ComponentSlideVideo { videos { embed } activity_audio { title slides { __typename } } instrument_options { title slides { __typename } } }
        ... on ComponentSlideTwoVideos { videos { embed } }
        ... on ComponentSlideSubSlideButtons { sub_slides2 { label activity_slideshow { title slides { __typename } } } }
      } }
    } }`);
    activities = data.activityPages;
  });

  it('have every field, one to three options with one to three delivery options each', () => {
    expect(activities.length).toBeGreaterThan(40);
    for (const activity of activities) {
      for (const field of ['type', 'lesson_summary', 'music', 'equipment']) expect(activity[field], `${activity.title}: ${field}`).toBeTruthy();
      expect(activity.introduction.length, activity.title).toBeGreaterThan(0);
      expect(activity.audiences.length, activity.title).toBeGreaterThan(0);
      expect(activity.activity_options.length, activity.title).toBeGreaterThanOrEqual(1);
      expect(activity.activity_options.length, activity.title).toBeLessThanOrEqual(3);
      for (const option of activity.activity_options) {
        expect(option.delivery_options.length, `${activity.title}: ${option.title}`).toBeGreaterThanOrEqual(1);
        expect(option.delivery_options.length, `${activity.title}: ${option.title}`).toBeLessThanOrEqual(3);
        for (const delivery of option.delivery_options) {
          expect(delivery.activity_detail.title).toBeTruthy();
          expect(delivery.activity_detail.description.length).toBeGreaterThan(0);
        }
      }
    }
  });

  it('leave a few times empty, relate some activities and give some options documents and objectives for two audiences', () => {
    const untimed = activities.filter((activity) => !activity.time);
    expect(untimed.length).toBeGreaterThan(0);
    expect(untimed.length).toBeLessThan(activities.length / 4);
    expect(activities.some((activity) => activity.related_activities.length > 0)).toBe(true);
    const options = activities.flatMap((activity) => activity.activity_options);
    expect(options.some((option) => option.documents.length > 0)).toBe(true);
    const twoAudiences = options.filter(
      (option) => new Set(option.learning_objectives.map((objective: any) => objective.audience?.slug).filter(Boolean)).size >= 2,
    );
    expect(twoAudiences.length).toBeGreaterThan(0);
  });

  it('mostly have slideshows of two to six slides that use every slide template', async () => {
    const withSlides = activities.filter((activity) => activity.activity_slideshow);
    const without = activities.length - withSlides.length;
    expect(without).toBeGreaterThan(0);
    expect(without).toBeLessThan(activities.length / 4);
    for (const activity of withSlides) {
      expect(activity.activity_slideshow.slides.length, activity.title).toBeGreaterThanOrEqual(2);
      expect(activity.activity_slideshow.slides.length, activity.title).toBeLessThanOrEqual(6);
    }
    const used = new Set(withSlides.flatMap((activity) => activity.activity_slideshow.slides.map((slide: { __typename: string }) => slide.__typename)));
    const templates: string[] = cms.strapi.contentType('api::activity-slideshow.activity-slideshow' as never).attributes.slides.components;
    const typeName = (uid: string) =>
      `Component${uid
        .split(/[.-]/)
        .map((part) => part[0].toUpperCase() + part.slice(1))
        .join('')}`;
    expect(templates.length).toBe(10);
    for (const template of templates) expect(used, template).toContain(typeName(template));
  });

  it('link sub-slide buttons and video slides to small slideshows, and embed only the demo films and two stand-in players', () => {
    const slides = activities.flatMap((activity) => activity.activity_slideshow?.slides ?? []);
    const buttons = slides.filter((slide) => slide.__typename === 'ComponentSlideSubSlideButtons').flatMap((slide) => slide.sub_slides2);
    expect(buttons.length).toBeGreaterThan(0);
    for (const button of buttons) {
      expect(button.label).toBeTruthy();
      expect(button.activity_slideshow.title).toMatch(/^Instrument options: /);
      expect(button.activity_slideshow.slides.length).toBeGreaterThan(0);
    }
    const videoSlides = slides.filter((slide) => slide.__typename === 'ComponentSlideVideo');
    expect(videoSlides.length).toBeGreaterThan(0);
    for (const slide of videoSlides) {
      expect(slide.activity_audio.title).toBeTruthy();
      expect(slide.instrument_options.title).toMatch(/^Instrument options: /);
    }
    const embeds = slides
      .filter((slide) => slide.videos)
      .flatMap((slide) => slide.videos.map((video: { embed: { url: string } | null }) => video.embed?.url))
      .filter(Boolean);
    expect(embeds.length).toBeGreaterThan(0);
    // The films' activity (films.test.ts) adds two stand-in players of the video hosts schools block.
    const hosts = embeds.filter((url: string) => !url.startsWith('/demo-video/'));
    expect(hosts).toEqual(['https://www.youtube-nocookie.com/embed/ocDemoFilm1', 'https://player.vimeo.com/video/000000001']);
    for (const url of embeds.filter((url: string) => url.startsWith('/demo-video/')))
      expect(url).toMatch(/^\/demo-video\/\?clip=(conductor-beats|string-family|body-percussion)$/);
  });
});

describe('activity libraries', () => {
  it('give every programme a library of two or three sections, every audience its own, with same-titled sections whose activities overlap', async () => {
    const data = await query(`{
      programmes(filters: { audience: { slug: { in: ["primary", "secondary", "send"] } } }) { slug audience { slug } }
      activityLibraries { title programmes { slug } audiences { slug } activity_sections { title activities { documentId } } }
    }`);
    const libraries = data.activityLibraries;
    const sectionsOf = (library: any) =>
      library.activity_sections.map((section: any) => ({ title: section.title, ids: section.activities.map((a: any) => a.documentId) }));
    for (const programme of data.programmes) {
      const own = libraries.filter((library: any) => library.programmes.some((p: { slug: string }) => p.slug === programme.slug));
      expect(own, programme.slug).toHaveLength(1);
      expect(own[0].activity_sections.length).toBeGreaterThanOrEqual(2);
      expect(own[0].activity_sections.length).toBeLessThanOrEqual(3);
    }
    for (const audience of CATALOGUE_AUDIENCES) {
      expect(
        libraries.filter((library: any) => library.audiences.some((a: { slug: string }) => a.slug === audience)),
        audience,
      ).toHaveLength(1);
    }
    // Two same-titled sections inside one library...
    const withinOne = libraries.some((library: any) => {
      const sections = sectionsOf(library);
      return sections.some((a: any, i: number) => sections.some((b: any, j: number) => i < j && a.title === b.title && overlaps(a.ids, b.ids)));
    });
    expect(withinOne).toBe(true);
    // ...and across a programme's library and its audience's library.
    const acrossReach = data.programmes.some((programme: any) => {
      const own = sectionsOf(libraries.find((library: any) => library.programmes.some((p: { slug: string }) => p.slug === programme.slug)));
      const audienceWide = sectionsOf(libraries.find((library: any) => library.audiences.some((a: { slug: string }) => a.slug === programme.audience.slug)));
      return own.some((a: any) => audienceWide.some((b: any) => a.title === b.title && overlaps(a.ids, b.ids)));
    });
    expect(acrossReach).toBe(true);
  });
});

describe('audio libraries', () => {
  let libraries: any[];

  beforeAll(async () => {
    const page = 'title score { url mime } audio_excerpts { title summary tempo beats_per_bar audio_file { url mime } }';
    const data = await query(`{ audioLibraries { title programmes { slug } audiences { slug }
      audio_pages { ${page} } audio_page_containers { title blurb audio_pages { ${page} } } } }`);
    libraries = data.audioLibraries;
  });

  const pagesOf = (library: any) => [...library.audio_pages, ...library.audio_page_containers.flatMap((container: any) => container.audio_pages)];

  it('give every programme and audience a library, and the site one of its own', async () => {
    const { programmes } = await query('{ programmes(filters: { audience: { slug: { in: ["primary", "secondary", "send"] } } }) { slug } }');
    for (const { slug } of programmes) {
      const own = libraries.filter((library) => library.programmes.some((p: { slug: string }) => p.slug === slug));
      expect(own, slug).toHaveLength(1);
      expect(own[0].audio_page_containers.length).toBeGreaterThanOrEqual(1);
      expect(own[0].audio_page_containers.length).toBeLessThanOrEqual(2);
    }
    for (const audience of CATALOGUE_AUDIENCES) {
      expect(
        libraries.filter((library) => library.audiences.some((a: { slug: string }) => a.slug === audience)),
        audience,
      ).toHaveLength(1);
    }
    expect(libraries.filter((library) => !library.programmes.length && !library.audiences.length).length).toBeGreaterThanOrEqual(1);
  });

  it('hold pages of one to four excerpts with WAV recordings, some with a PDF score', () => {
    const pages = libraries.flatMap(pagesOf);
    for (const page of pages) {
      expect(page.audio_excerpts.length, page.title).toBeGreaterThanOrEqual(1);
      expect(page.audio_excerpts.length, page.title).toBeLessThanOrEqual(4);
      for (const excerpt of page.audio_excerpts) expect(excerpt.audio_file.mime).toBe('audio/wav');
    }
    expect(pages.some((page) => page.score?.mime === 'application/pdf')).toBe(true);
  });

  it('give the recordings with a steady beat a tempo for the count-in, and leave the others without', () => {
    const excerpts = libraries.flatMap(pagesOf).flatMap((page: any) => page.audio_excerpts);
    const timed = excerpts.filter((excerpt: any) => excerpt.tempo !== null);
    expect(timed.length).toBeGreaterThan(0);
    expect(timed.length).toBeLessThan(excerpts.length);
    for (const excerpt of timed) {
      expect(Number.isInteger(excerpt.tempo), excerpt.title).toBe(true);
      expect(excerpt.tempo, excerpt.title).toBeGreaterThanOrEqual(30);
      expect(excerpt.tempo, excerpt.title).toBeLessThanOrEqual(240);
      expect(excerpt.beats_per_bar, excerpt.title).toBe(4);
    }
    // The seed's tempo is the recording's own: Hot Cross Buns was generated at 180 beats a minute.
    expect(timed.find((excerpt: any) => excerpt.title === 'Hot Cross Buns (traditional)')?.tempo).toBe(180);
  });

  it('have pages with the same title, and collections with the same title, in different libraries', () => {
    const pageTitles = new Map<string, Array<{ library: string; excerpts: string[] }>>();
    for (const library of libraries) {
      for (const page of pagesOf(library)) {
        const entry = { library: library.title, excerpts: page.audio_excerpts.map((excerpt: any) => excerpt.audio_file.url) };
        pageTitles.set(page.title, [...(pageTitles.get(page.title) ?? []), entry]);
      }
    }
    const duplicates = [...pageTitles.values()].filter((entries) =>
      entries.some((a, i) => entries.some((b, j) => i < j && a.library !== b.library && !sameSet(a.excerpts, b.excerpts))),
    );
    expect(duplicates.length).toBeGreaterThan(0);
    const collectionLibraries = new Map<string, Set<string>>();
    for (const library of libraries) {
      for (const container of library.audio_page_containers) {
        collectionLibraries.set(container.title, (collectionLibraries.get(container.title) ?? new Set()).add(library.title));
      }
    }
    expect([...collectionLibraries.values()].some((titles) => titles.size >= 2)).toBe(true);
  });

  it('serve the generated PDFs and WAV recordings from the CMS', async () => {
    const pages = libraries.flatMap(pagesOf);
    // Teaching files are served to subscribers only (see teaching-access.test.ts).
    const headers = { Authorization: `Bearer ${token}` };
    const pdf = await fetch(`${cms.baseUrl}${pages.find((page) => page.score).score.url}`, { headers });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString('latin1'),
    ).toBe('%PDF-');
    const wav = await fetch(`${cms.baseUrl}${pages[0].audio_excerpts[0].audio_file.url}`, { headers });
    expect(wav.status).toBe(200);
    // Stored as audio/wav; the upload route names it from the extension, as koa's table does (audio/wave).
    expect(wav.headers.get('content-type')).toMatch(/^audio\/(wav|wave)$/);
    const bytes = Buffer.from(await wav.arrayBuffer());
    expect(bytes.subarray(0, 4).toString('latin1')).toBe('RIFF');
    expect(bytes.subarray(8, 12).toString('latin1')).toBe('WAVE');
    const seconds = (bytes.length - 44) / bytes.readUInt32LE(28);
    expect(seconds).toBeGreaterThanOrEqual(2);
    expect(seconds).toBeLessThanOrEqual(6);
  });
});

describe('Secondary', () => {
  it('has a landing page and a project with activities, documents and an image', async () => {
    const data = await query(`{
      landingPages(filters: { audience: { slug: { eq: "secondary" } } }) { title }
      projects(filters: { audience: { slug: { eq: "secondary" } } }) { title explore_activities_title main_image { url } activity_pages { title } documents { title file { mime } } }
    }`);
    expect(data.landingPages.length).toBeGreaterThan(0);
    const [project] = data.projects;
    expect(project.explore_activities_title).toBeTruthy();
    expect(project.main_image.url).toBeTruthy();
    expect(project.activity_pages.length).toBeGreaterThan(0);
    expect(project.documents.map((document: { file: { mime: string } }) => document.file.mime)).toContain('application/pdf');
  });
});

describe('the catalogue seed', () => {
  const count = async () => Object.fromEntries(await Promise.all(CATALOGUE_TYPES.map(async (uid) => [uid, await cms.strapi.db.query(uid as never).count()])));

  it('adds nothing when it runs again, and keeps a reasonable number of media files', async () => {
    const before = await count();
    // About 90 for the catalogue, about 35 more for Music at Home and the CPD area (demo/at-home, demo/cpd.yaml)
    // and 10 for the demo films (demo/films.yaml).
    expect(before['plugin::upload.file']).toBeLessThan(150);
    const { created } = await seed().runDemoSeed(cms.strapi, { catalogue: true });
    expect([...created.values()].reduce((sum: number, n: number) => sum + n, 0)).toBe(0);
    await cms.strapi.store.delete({ type: 'core', name: 'demo-seed', key: 'completed' });
    await seed().seedDemo(cms.strapi);
    expect(await count()).toEqual(before);
  });

  it('seeds each part in one transaction: an interrupted part leaves nothing behind and runs again', async () => {
    const { CatalogueSeeder } = require(path.resolve(__dirname, '..', 'dist', 'src', 'seed', 'catalogue'));
    const seeder = new CatalogueSeeder(cms.strapi, undefined);
    const strands = () => cms.strapi.db.query('api::learning-strand.learning-strand').count({ where: { combination_key: 'interrupted' } });
    const addStrand = (fail: boolean) => async () => {
      await seeder.create('api::learning-strand.learning-strand', { title: 'Interrupted', combination_key: 'interrupted' });
      if (fail) throw new Error('interrupted');
    };
    await expect(seeder.part('test-interrupted', addStrand(true))).rejects.toThrow('interrupted');
    expect(await strands()).toBe(0);
    await seeder.part('test-interrupted', addStrand(false));
    await seeder.part('test-interrupted', addStrand(false));
    expect(await strands()).toBe(2); // its draft and published versions, once
  });
});
