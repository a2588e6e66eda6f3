/**
 * Seeds the demo's own films (demo/films.yaml, drawn from the scenes of film-scenes.ts) on a development start, after the demo catalogue:
 * each film's MP4 (and WebM), poster, English and Welsh captions and sign-language version are
 * rendered (film-render.ts) and uploaded once, found again by file name; then, in one transaction
 * with its own marker, the Film documents and an activity whose slides play them, added to a demo
 * lesson. A later start adds nothing twice and never undoes an editor's changes; a start without
 * the demo catalogue (SEED_DEMO_CATALOGUE=false) leaves the films out, since their lesson is not there.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Core, UID } from '@strapi/strapi';
import { SeedMedia } from './media';
import { toBlocks } from './rich-text';
import { renderFilm, renderPoster, renderWebm } from './film-render';
import { FILM_SCENES, webVtt } from './film-scenes';
import { demoData, type FilmsData } from './demo-data/load';
import type { FilmScene } from './film-render';

const MARKER = { type: 'core', name: 'demo-films', key: 'films' } as const;

const UIDS = {
  film: 'api::film.film',
  lesson: 'api::lesson.lesson',
  activity: 'api::activity-page.activity-page',
  option: 'api::activity-option.activity-option',
  slideshow: 'api::activity-slideshow.activity-slideshow',
  audience: 'api::audience.audience',
} as const satisfies Record<string, UID.ContentType>;

export async function seedDemoFilms(strapi: Core.Strapi, { catalogue }: { catalogue: boolean }): Promise<void> {
  if (!catalogue || (await strapi.store.get(MARKER))) return;
  const started = Date.now();
  const media = new SeedMedia(strapi);
  try {
    const seeder = new FilmSeeder(strapi, media);
    await seeder.prepareMedia();
    const rendered = Date.now() - started;
    await strapi.db.transaction(async () => {
      await seeder.run();
      await strapi.store.set({ ...MARKER, value: true });
    });
    strapi.log.info(`Seeded the demo films in ${Date.now() - started} ms (media ${rendered} ms)`);
  } finally {
    media.dispose();
  }
}

type Doc = { documentId: string } & Record<string, unknown>;
type FilmSpec = FilmsData['films'][number];

function sceneNamed(film: FilmSpec, name: string): FilmScene {
  const scene = FILM_SCENES[name];
  if (!scene)
    throw new Error(`The demo data file demo/films.yaml names the scene '${name}' for ${film.name}; film-scenes.ts has ${Object.keys(FILM_SCENES).join(', ')}`);
  return scene;
}

class FilmSeeder {
  private readonly files = new Map<string, number>(); // file name -> upload file id
  private readonly renders = new Map<string, Promise<string>>(); // film file name -> rendered path
  private readonly work: string;
  private readonly films: FilmsData;

  constructor(
    private readonly strapi: Core.Strapi,
    private readonly media: SeedMedia,
  ) {
    this.work = media.workFolder('films');
    this.films = demoData(strapi).films;
  }

  /** Renders (or finds again) every file of every film, a few at a time. */
  async prepareMedia(): Promise<void> {
    const jobs: Array<() => Promise<unknown>> = [];
    const add = (fileName: string, mimetype: string, alt: string, render: () => Promise<Buffer> | Buffer) =>
      jobs.push(() => this.media.generated({ fileName, mimetype, alt, render }).then((id) => this.files.set(fileName, id)));
    const read = (file: Promise<string>) => file.then((done) => fs.readFileSync(done));
    for (const film of this.films.films) {
      const scene = sceneNamed(film, film.scene);
      const mp4 = () => this.rendered(`${film.name}.mp4`, (out) => renderFilm(scene, out));
      add(`${film.name}.mp4`, 'video/mp4', film.title, () => read(mp4()));
      add(`${film.name}-poster.jpg`, 'image/jpeg', `A frame of the film ${film.title}`, () =>
        read(mp4().then((source) => this.rendered(`${film.name}-poster.jpg`, (out) => renderPoster(source, film.posterAt, out)))),
      );
      if (film.webm) {
        add(`${film.name}.webm`, 'video/webm', film.title, () =>
          read(mp4().then((source) => this.rendered(`${film.name}.webm`, (out) => renderWebm(source, out)))),
        );
      }
      for (const track of film.captions) {
        add(`${film.name}-${track.language}.vtt`, 'text/vtt', `${film.title}: ${track.label} captions`, () => Buffer.from(webVtt(track.cues)));
      }
      const sign = film.signLanguage;
      if (sign) {
        const fileName = `${film.name}-${sign.language.toLowerCase()}.mp4`;
        const signScene = sceneNamed(film, sign.scene);
        add(fileName, 'video/mp4', `${film.title} (${sign.language})`, () => read(this.rendered(fileName, (out) => renderFilm(signScene, out))));
      }
    }
    await this.media.prepare(jobs);
  }

  /** A film file rendered once into the working folder, however many uploads need it. */
  private rendered(fileName: string, render: (out: string) => Promise<void>): Promise<string> {
    let done = this.renders.get(fileName);
    if (!done) {
      const out = path.join(this.work, fileName);
      done = render(out).then(() => out);
      this.renders.set(fileName, done);
    }
    return done;
  }

  private file(name: string): number {
    const id = this.files.get(name);
    if (id === undefined) throw new Error(`The demo films use the file '${name}', which was not prepared`);
    return id;
  }

  async run(): Promise<void> {
    const films = new Map<string, string>(); // film name -> documentId
    for (const film of this.films.films) films.set(film.name, await this.film(film));
    await this.activity(films);
  }

  /** The film's document: an existing one of the same title (an editor's, or an interrupted seed's) is kept. */
  private async film(film: FilmSpec): Promise<string> {
    const found = (await this.strapi.documents(UIDS.film).findFirst({ filters: { title: film.title }, status: 'draft' } as never)) as Doc | null;
    if (found) return found.documentId;
    const sign = film.signLanguage;
    const created = await this.strapi.documents(UIDS.film).create({
      data: {
        title: film.title,
        video: this.file(`${film.name}.mp4`),
        webm: film.webm ? this.file(`${film.name}.webm`) : null,
        poster: this.file(`${film.name}-poster.jpg`),
        captions: film.captions.map((track) => ({ language: track.language, label: track.label, file: this.file(`${film.name}-${track.language}.vtt`) })),
        sign_language_video: sign ? this.file(`${film.name}-${sign.language.toLowerCase()}.mp4`) : null,
        sign_language: sign?.language ?? null,
      },
      status: 'published',
    } as never);
    return created.documentId;
  }

  /** The films' activity, at the end of its lesson (left out when an editor removed the lesson). */
  private async activity(films: Map<string, string>): Promise<void> {
    const spec = this.films.activity;
    const { playAlong, percussion } = demoData(this.strapi).teaching.subSlideshows;
    const lesson = (await this.strapi.documents(UIDS.lesson).findFirst({
      filters: { title: spec.lesson, scheme: { title: spec.unit } },
      status: 'draft',
      populate: { activities: { populate: { activity: { fields: ['documentId', 'title'] } } } },
    } as never)) as
      (Doc & { activities?: Array<{ title?: string; section_divider?: boolean; activity?: { documentId: string; title: string } | null }> }) | null;
    if (!lesson) return;
    const entries = lesson.activities ?? [];
    if (entries.some((entry) => entry.activity?.title === spec.title)) return;

    const slideshowByTitle = async (title: string) =>
      ((await this.strapi.documents(UIDS.slideshow).findFirst({ filters: { title }, status: 'draft', fields: ['documentId'] } as never)) as Doc | null)
        ?.documentId ?? null;
    const [conductor, loudness] = this.films.films;
    const notes = (...lines: string[]) => toBlocks(lines);
    const slideshow = await this.create(UIDS.slideshow, {
      title: spec.title,
      slides: [
        {
          __component: 'slide.video',
          title: 'Follow the conductor',
          slide_text: toBlocks(['Watch the conductor’s hand, then clap along: loudly for big movements, quietly for small ones.']),
          teacher_notes: notes(
            'Our own film, played from this site: it works even where the school blocks YouTube. Captions are on; press “Sign language” for the BSL version.',
          ),
          videos: [{ title: conductor.title, film: films.get(conductor.name) }],
          activity_audio: await slideshowByTitle(playAlong.title),
          instrument_options: await slideshowByTitle(percussion.title),
        },
        {
          __component: 'slide.video',
          title: 'Watch the sound meter',
          slide_text: toBlocks(['When is the music loudest? Put your hand up when the meter reaches the top.']),
          teacher_notes: notes('This slide embeds a video player. Where the school’s network blocks it, our own copy of the film plays instead.'),
          videos: [{ title: loudness.title, embed: { url: spec.embeds.youtube }, film: films.get(loudness.name) }],
          activity_audio: await slideshowByTitle(playAlong.title),
          instrument_options: await slideshowByTitle(percussion.title),
        },
        {
          __component: 'slide.video',
          title: 'An orchestra plays loud and quiet',
          slide_text: toBlocks(['Listen for the moments when the whole orchestra plays loudly, and when only a few players play quietly.']),
          teacher_notes: notes(
            'This embedded video has no copy of our own: on a network that blocks its host, the slide gives its address for the school’s technician.',
          ),
          videos: [{ title: 'An orchestra in rehearsal', embed: { url: spec.embeds.vimeo } }],
          activity_audio: await slideshowByTitle(playAlong.title),
          instrument_options: await slideshowByTitle(percussion.title),
        },
      ],
    });
    const primary = (await this.strapi.documents(UIDS.audience).findFirst({ filters: { slug: 'primary' }, fields: ['documentId'] } as never)) as Doc | null;
    const activity = await this.create(UIDS.activity, {
      title: spec.title,
      time: spec.time,
      type: spec.type,
      teaching_option: spec.teaching_option,
      lesson_summary: spec.lesson_summary,
      introduction: toBlocks(spec.introduction),
      music: spec.music,
      equipment: spec.equipment,
      activity_slideshow: slideshow,
      audiences: primary ? [primary.documentId] : [],
    });
    const { option } = spec;
    await this.create(UIDS.option, {
      title: option.title,
      activity_page: activity,
      introduction: toBlocks([option.introduction]),
      time: spec.time,
      delivery_options: [
        {
          title: option.delivery.title,
          activity_detail: { title: option.delivery.detailTitle, description: toBlocks(option.delivery.description) },
        },
      ],
    });
    await this.strapi.documents(UIDS.lesson).update({
      documentId: lesson.documentId,
      data: {
        activities: [
          ...entries.map((entry) => ({
            title: entry.title ?? null,
            section_divider: entry.section_divider ?? false,
            activity: entry.activity?.documentId ?? null,
          })),
          { title: spec.title, activity },
        ],
      },
    } as never);
    await this.strapi.documents(UIDS.lesson).publish({ documentId: lesson.documentId } as never);
  }

  private async create(uid: UID.ContentType, data: Record<string, unknown>): Promise<string> {
    const document = await this.strapi.documents(uid).create({ data, status: 'published' } as never);
    return document.documentId;
  }
}
