/**
 * Seeds the demo catalogue (demo/programmes, demo/audiences, demo/teaching.yaml...) on top of the demo skeleton: units, lessons,
 * activities with options and slideshows, activity sections and libraries, audio pages, collections
 * and libraries, learning strands, and the Secondary project's activities and documents.
 *
 * The work is split into parts (the shared strands and slideshows, one part per programme, one per
 * audience, the site-wide audio library, the project). Each part runs in a database transaction
 * (the demo seed's own, see index.ts, or one of its own) that also records the part as done in
 * Strapi's core store, so a part is either all there or not there at all: a finished part is never
 * run again (so an editor's changes and deletions stand), and nothing is added twice.
 * Media are generated and uploaded before any part starts (see media.ts).
 */
import type { Core, UID } from '@strapi/strapi';
import { toBlocks, type RichText } from './rich-text';
import type { NamedPdf, SeedMedia } from './media';
import type {
  ActivitySpec,
  AudioLibrarySpec,
  AudioPageSpec,
  CatalogueAudience,
  CurriculumTagSpec,
  LessonSpec,
  SlideTemplate,
  SubSlideshowSpec,
  UnitSpec,
  VideoClip,
} from './demo-data/schema';
import type { ElementText } from './demo-data/schema';
import { demoData, type DemoData, type LiveExtrasSpec, type ProgrammeCatalogueSpec, type ProjectExtrasSpec, type Teaching } from './demo-data/load';
import { teachersGuide } from './catalogue-media';
import { CURRICULUM_AREA_UID, MUSICAL_DIMENSION_UID, YEAR_GROUP_UID } from '../content-types';

const PART_MARKER = { type: 'core', name: 'demo-catalogue' } as const;

const UIDS = {
  strand: 'api::learning-strand.learning-strand',
  slideshow: 'api::activity-slideshow.activity-slideshow',
  activity: 'api::activity-page.activity-page',
  option: 'api::activity-option.activity-option',
  section: 'api::activity-section.activity-section',
  activityLibrary: 'api::activity-library.activity-library',
  unit: 'api::scheme.scheme',
  lesson: 'api::lesson.lesson',
  audioPage: 'api::audio-page.audio-page',
  audioCollection: 'api::audio-page-container.audio-page-container',
  audioLibrary: 'api::audio-library.audio-library',
} as const satisfies Record<string, UID.ContentType>;

/**
 * Which of a unit's activities each of its four lessons uses, in order: `W` the programme's
 * warm-up, `P` its plenary, 1 to 4 the unit's activities, and headings that divide the lesson.
 */
type ActivityEntry = 'W' | 'P' | 1 | 2 | 3 | 4;
type LessonEntry = ActivityEntry | { divider: keyof Teaching['dividers'] };
const LESSON_PLANS: LessonEntry[][] = [
  [{ divider: 'warmUp' }, 'W', { divider: 'mainPlural' }, 1, 2, { divider: 'plenary' }, 'P'],
  ['W', 2, 3],
  ['W', 3, 4, 'P'],
  [{ divider: 'warmUp' }, 'W', { divider: 'mainPlural' }, 1, 2, 3, 4, { divider: 'plenary' }, 'P'],
];
/** The unit activities each lesson lists as alternatives in its activity pool (another unit's when it uses all its own). */
const LESSON_POOLS: Array<{ own?: number[]; otherUnit?: number[] }> = [{}, { own: [1, 4] }, {}, { otherUnit: [1, 3] }];
/** The programme whose teachers can build custom units in the demo, and its builder's rules. */
const CUSTOM_UNITS = { programme: 'sensory-soundscapes', required: 4, configuredKey: 'listening+moving+performing+singing' };
/** Lessons (by index) tagged with learning strands. */
const LESSONS_WITH_STRANDS = [0, 2];
/** How many options (1 to 3) the n-th activity has, and how many delivery options (1 to 3) the n-th option has. */
const OPTION_COUNTS = [2, 1, 3, 1, 2];
const DELIVERY_COUNTS = [3, 1, 2];
/** A second audience whose learning objectives an activity's first option also states. */
const SECOND_AUDIENCE: Record<CatalogueAudience, CatalogueAudience> = { primary: 'send', secondary: 'primary', send: 'primary' };
const KINDS_WITH_OBJECTIVES = new Set(['listening', 'singing', 'exploring', 'composing', 'performing']);

const FAMILY_IMAGE_FOR: Record<string, string> = {
  pitch: 'family-strings',
  timbre: 'family-strings',
  texture: 'family-woodwind',
  pulse: 'family-percussion',
  rhythm: 'family-percussion',
  tempo: 'family-percussion',
  dynamics: 'family-brass',
  structure: 'family-voices',
};

const quoted = (title: string) => `\u2018${title}\u2019`;
function listOf(items: string[]): string {
  return items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

type Ids = Map<string, string>; // a title, slug or key -> documentId

interface ActivityContext {
  spec: ActivitySpec;
  el: ElementText;
  audience: CatalogueAudience;
}

/** A programme being seeded: its spec, documentId and title, and its activities' documentIds. */
interface ProgrammeContext {
  spec: ProgrammeCatalogueSpec;
  id: string;
  title: string;
  activityId: (activity: ActivitySpec) => string;
  /** The lessons of each unit, in order (the custom unit plan uses the first unit's). */
  unitLessons: string[][];
}

interface ProgrammeLibrary {
  id: string;
  sections: Array<{ title: string; id: string }>;
}

/** The demo films are served by the site itself; nothing is embedded from elsewhere. */
export const clipEmbed = (clip: VideoClip) => ({ url: `/demo-video/?clip=${clip}` });

export class CatalogueSeeder {
  private readonly created = new Map<string, number>(); // uid -> documents created
  private readonly data: DemoData;
  private readonly teaching: Teaching;
  private readonly guides: NamedPdf[];
  private readonly recordingTitles: Map<string, string>;
  private readonly recordingWords: Map<string, string>;
  private readonly pdfTitles: Map<string, string>;
  /** The instrument an activity features, where a live production lists it. */
  private readonly instruments: Map<string, string>;
  private readonly files = new Map<string, number>(); // media name -> upload file id
  private subSlideshows: Ids = new Map();
  private strands: Ids = new Map();

  constructor(
    private readonly strapi: Core.Strapi,
    private readonly media: SeedMedia,
  ) {
    this.data = demoData(strapi);
    this.teaching = this.data.teaching;
    const { catalogue, media: files } = this.data;
    this.guides = catalogue.programmes.map((spec) => teachersGuide(spec.guide, this.programmeTitle(spec.programme), spec.units, this.teaching.elements));
    this.recordingTitles = new Map(files.recordings.map((recording) => [recording.name, recording.title]));
    this.recordingWords = new Map(files.recordings.flatMap((recording) => (recording.words ? [[recording.name, recording.words] as const] : [])));
    this.pdfTitles = new Map([...files.pdfs, ...this.guides].map((pdf) => [pdf.name, pdf.pdf.title]));
    this.instruments = new Map(catalogue.live.flatMap((spec) => spec.activities.map((a) => [a.title, a.instrument] as const)));
  }

  /** The catalogue's media, as jobs for SeedMedia.prepare. */
  mediaJobs(): Array<() => Promise<unknown>> {
    const keep = (name: string) => (id: number) => this.files.set(name, id);
    return [
      ...this.data.media.images.map((image) => () => this.media.image(image).then(keep(image.name))),
      ...this.data.media.recordings.map((recording) => () => this.media.recording(recording).then(keep(recording.name))),
      ...[...this.data.media.pdfs, ...this.guides].map((pdf) => () => this.media.pdf(pdf).then(keep(pdf.name))),
    ];
  }

  /** Seeds every part not yet done; returns how many documents of each type it created. */
  async run(): Promise<Map<string, number>> {
    await this.loadCurriculumLists();
    await this.part('shared', () => this.seedShared());
    for (const spec of this.data.catalogue.programmes) await this.part(`programme:${spec.programme}`, () => this.seedProgramme(spec));
    for (const spec of this.data.catalogue.audiences) await this.part(`audience:${spec.audience}`, () => this.seedAudience(spec.audience));
    await this.part('site-audio-library', () => this.audioLibrary(this.data.catalogue.siteAudioLibrary, {}));
    for (const spec of this.data.catalogue.projects) await this.part(`project:${spec.project}`, () => this.seedProjectExtras(spec));
    for (const spec of this.data.catalogue.live) await this.part(`live:${spec.production}`, () => this.seedLiveExtras(spec));
    return this.created;
  }

  private async part(key: string, seed: () => Promise<void>): Promise<void> {
    const marker = { ...PART_MARKER, key };
    if (await this.strapi.store.get(marker)) return;
    await this.strapi.db.transaction(async () => {
      await seed();
      await this.strapi.store.set({ ...marker, value: true });
    });
  }

  // ---- helpers -------------------------------------------------------------------------------

  private programmeTitle(slug: string): string {
    const programme = this.data.content.programmes.find((p) => p.slug === slug);
    if (!programme) throw new Error(`The demo catalogue refers to programme '${slug}', which the demo's audience files do not list`);
    return programme.title;
  }

  /** Creates a published document (its draft and published versions in one call). */
  private async create(uid: UID.ContentType, data: Record<string, unknown>): Promise<string> {
    const document = await this.strapi.documents(uid).create({ data, status: 'published' } as never);
    this.created.set(uid, (this.created.get(uid) ?? 0) + 1);
    return document.documentId;
  }

  /** documentIds of existing documents by a field's values, in one query. */
  private async idsBy(uid: UID.ContentType, field: string, values: string[]): Promise<Ids> {
    const rows: Array<Record<string, string>> = await this.strapi.db
      .query(uid)
      .findMany({ where: { [field]: { $in: values } }, select: ['documentId', field] });
    return new Map(rows.map((row) => [row[field], row.documentId]));
  }

  private file(name: string): number {
    const id = this.files.get(name);
    if (id === undefined) throw new Error(`The demo catalogue uses the media file '${name}', which was not prepared`);
    return id;
  }

  /** The count-in fields of an excerpt or slide playing a recording: its tempo, when media.yaml gives it a count-in. */
  private countIn(name: string): { tempo: number; beats_per_bar: number } | Record<string, never> {
    const recording = this.data.media.recordings.find((candidate) => candidate.name === name);
    if (!recording?.countInBeats) return {};
    return { tempo: Math.round(recording.recording.tempo), beats_per_bar: recording.countInBeats };
  }

  private document(name: string) {
    return { title: this.pdfTitles.get(name) ?? name, file: this.file(name) };
  }

  /** The curriculum lists' documents (made at start: setup/curriculum-taxonomy.ts), by list and slug. */
  private curriculumLists?: Record<keyof CurriculumTagSpec, Ids>;

  private async loadCurriculumLists(): Promise<void> {
    const bySlug = async (uid: string) => {
      const rows = (await this.strapi.documents(uid as UID.ContentType).findMany({ fields: ['slug'], limit: -1 } as never)) as unknown as Array<{
        slug: string;
        documentId: string;
      }>;
      return new Map(rows.map((row) => [row.slug, row.documentId]));
    };
    this.curriculumLists = {
      year_groups: await bySlug(YEAR_GROUP_UID),
      curriculum_areas: await bySlug(CURRICULUM_AREA_UID),
      musical_dimensions: await bySlug(MUSICAL_DIMENSION_UID),
    };
  }

  /** A unit's, lesson's or activity's curriculum tags as documentIds of the lists (fields left out stay empty). */
  private curriculumTags(spec: CurriculumTagSpec): Record<string, string[]> {
    const lists = this.curriculumLists;
    if (!lists) throw new Error('The curriculum lists were not read before the catalogue');
    const tags: Record<string, string[]> = {};
    for (const field of Object.keys(lists) as Array<keyof CurriculumTagSpec>) {
      const slugs = spec[field];
      if (!slugs?.length) continue;
      tags[field] = slugs.map((slug) => {
        const id = lists[field].get(slug);
        if (!id) throw new Error(`The demo catalogue tags ${field} '${slug}', which is not in the curriculum's lists`);
        return id;
      });
    }
    return tags;
  }

  private strandIds(keys: string[]): string[] {
    return keys.map((key) => this.strands.get(key)).filter((id): id is string => !!id);
  }

  private recordingTitle(name: string): string {
    const title = this.recordingTitles.get(name);
    if (!title) throw new Error(`The demo catalogue uses the recording '${name}', which demo/media.yaml does not define`);
    return title;
  }

  private async audienceIds(): Promise<Ids> {
    return this.idsBy('api::audience.audience', 'slug', ['primary', 'secondary', 'send']);
  }

  // ---- parts ---------------------------------------------------------------------------------

  private async seedShared(): Promise<void> {
    const existing = await this.idsBy(
      UIDS.strand,
      'combination_key',
      this.teaching.strands.map((strand) => strand.combination_key),
    );
    for (const strand of this.teaching.strands) {
      if (!existing.has(strand.combination_key)) await this.create(UIDS.strand, { ...strand });
    }
    for (const sub of Object.values(this.teaching.subSlideshows)) {
      const slides = [
        { __component: 'slide.image', title: sub.label, slide_text: toBlocks([sub.text]), main_image: this.file(sub.image) },
        {
          __component: 'slide.audio',
          title: 'Listen and play along',
          slide_text: toBlocks([`Play along with ${listOf(sub.recordings.map((r) => quoted(this.recordingTitle(r))))}.`]),
          audio: this.file(sub.recordings[0]),
          ...this.countIn(sub.recordings[0]),
          secondary_audio: sub.recordings[1] ? this.file(sub.recordings[1]) : null,
        },
      ];
      await this.create(UIDS.slideshow, { title: sub.title, slides });
    }
  }

  private async seedProgramme(spec: ProgrammeCatalogueSpec): Promise<void> {
    const programmeId = (await this.idsBy('api::programme.programme', 'slug', [spec.programme])).get(spec.programme);
    if (!programmeId) return; // deleted by an editor: leave it so
    const audiences = await this.audienceIds();
    this.strands = await this.idsBy(
      UIDS.strand,
      'combination_key',
      this.teaching.strands.map((strand) => strand.combination_key),
    );
    this.subSlideshows = await this.idsBy(
      UIDS.slideshow,
      'title',
      Object.values(this.teaching.subSlideshows).map((sub) => sub.title),
    );

    // Activities first (each after its slideshow), in an order where related activities come earlier.
    const ids = new Map<ActivitySpec, string>();
    const ordered = [spec.warmUp, ...spec.units.flatMap((unit) => unit.activities), spec.plenary];
    for (const [index, activity] of ordered.entries()) {
      const related = this.relatedFor(spec, activity)
        .map((other) => ids.get(other))
        .filter((id): id is string => !!id);
      ids.set(
        activity,
        await this.activity({ spec: activity, el: this.teaching.elements[activity.element], audience: spec.audience }, index, audiences, related),
      );
    }
    const programme: ProgrammeContext = {
      spec,
      id: programmeId,
      title: this.programmeTitle(spec.programme),
      activityId: (activity) => ids.get(activity)!,
      unitLessons: [],
    };
    const library = await this.programmeLibrary(programme, ordered);
    for (const unit of spec.units) await this.unit(programme, unit, library);
    await this.audioLibrary(spec.audio, { programmes: [programmeId] });
    if (spec.programme === CUSTOM_UNITS.programme) await this.customUnitBuilderAndPlan(programme, audiences);
  }

  /** The programme's activity library: two or three sections by kind of activity (three for each audience's first programme). */
  private async programmeLibrary(programme: ProgrammeContext, activities: ActivitySpec[]): Promise<ProgrammeLibrary> {
    const { spec, title } = programme;
    const byKinds = (kinds: string[]) => activities.filter((activity) => kinds.includes(activity.kind)).map(programme.activityId);
    type Section = { title: string; introduction: string; activities: string[]; documents?: string[] };
    const warmUps: Section = {
      title: 'Warm-ups',
      introduction: `Warm-ups and games from ${title}.`,
      activities: byKinds(['warm-up', 'game']),
      documents: ['warm-up-cards'],
    };
    const threeSections = this.data.catalogue.programmes.find((p) => p.audience === spec.audience) === spec;
    const sectionSpecs: Section[] = threeSections
      ? [
          warmUps,
          { title: 'Listening', introduction: `Listening activities from ${title}, each with recordings on its slides.`, activities: byKinds(['listening']) },
          {
            title: 'Making music',
            introduction: `Singing, playing, composing and performing activities from ${title}.`,
            activities: byKinds(['singing', 'exploring', 'composing', 'performing']),
          },
        ]
      : [
          warmUps,
          {
            title: 'Listening and making music',
            introduction: `The main activities of ${title}.`,
            activities: byKinds(['listening', 'singing', 'exploring', 'composing', 'performing']),
          },
        ];
    const sections: ProgrammeLibrary['sections'] = [];
    for (const section of sectionSpecs) {
      const documents = (section.documents ?? []).map((name) => this.document(name));
      sections.push({ title: section.title, id: await this.create(UIDS.section, { ...section, documents }) });
    }
    const id = await this.create(UIDS.activityLibrary, {
      title: `${title} activity library`,
      introduction: `Every activity from ${title}, sorted so that you can quickly find a warm-up, something to listen to or something to play.`,
      programmes: [programme.id],
      activity_sections: sections.map((section) => section.id),
    });
    return { id, sections };
  }

  private async unit(programme: ProgrammeContext, unit: UnitSpec, library: ProgrammeLibrary): Promise<void> {
    const { spec, activityId } = programme;
    const unitIndex = spec.units.indexOf(unit);
    const unitStrands = [...new Set(unit.activities.flatMap((activity) => this.teaching.kinds[activity.kind].strands))].slice(0, 4);
    const unitId = await this.create(UIDS.unit, {
      title: unit.title,
      blurb: unit.blurb,
      introduction: toBlocks([
        unit.about,
        this.teaching.elements[unit.element].definition,
        `Every lesson opens with ${quoted(spec.warmUp.title)}, so that ${this.teaching.voices[spec.audience].learners} know what to expect.`,
      ]),
      programme: programme.id,
      documents: [this.document(spec.guide), this.document(this.teaching.elements[unit.element].worksheet)],
      scheme_activities: [
        { title: 'Start here', activity: activityId(unit.activities[0]) },
        { title: 'Key activity', activity: activityId(unit.activities[3]) },
      ],
      activity_sections: library.sections.map((section) => ({ title: section.title, activity_section: section.id })),
      scheme_library: unitIndex === 0 ? library.id : null,
      learning_strands: this.strandIds(unitStrands),
      ...this.curriculumTags(unit),
    });
    const featured = (this.data.catalogue.programmes.indexOf(spec) + unitIndex) % 4;
    const lessons: string[] = [];
    for (const [lessonIndex, lesson] of unit.lessons.entries()) {
      lessons.push(await this.lesson(programme, unit, unitId, lessonIndex, lesson, lessonIndex === featured));
    }
    programme.unitLessons.push(lessons);
  }

  private async lesson(programme: ProgrammeContext, unit: UnitSpec, unitId: string, index: number, lesson: LessonSpec, featured: boolean): Promise<string> {
    const { spec, activityId } = programme;
    const plan = LESSON_PLANS[index];
    const otherUnit = spec.units.find((candidate) => candidate !== unit)!;
    const activityOf = (entry: ActivityEntry) => (entry === 'W' ? spec.warmUp : entry === 'P' ? spec.plenary : unit.activities[entry - 1]);
    const used = plan.filter((entry): entry is ActivityEntry => typeof entry !== 'object').map(activityOf);
    const pool = LESSON_POOLS[index];
    const strandKeys = LESSONS_WITH_STRANDS.includes(index)
      ? [...new Set(used.flatMap((activity) => this.teaching.kinds[activity.kind].strands))].slice(0, 3)
      : [];
    const goingFurther = index === 3 && spec.units.indexOf(unit) === 1;
    return this.create(UIDS.lesson, {
      title: lesson.title,
      page_title: `Lesson ${index + 1}: ${lesson.title}`,
      introduction: toBlocks(this.lessonIntroduction(lesson.aim, used, spec, index === 0 ? unit : undefined)),
      scheme: unitId,
      featured,
      activities: plan.map((entry) =>
        typeof entry === 'object'
          ? { title: this.teaching.dividers[entry.divider], section_divider: true }
          : { title: activityOf(entry).title, section_divider: false, activity: activityId(activityOf(entry)) },
      ),
      documents: [this.document(this.teaching.elements[unit.element].worksheet), ...(index === 3 ? [this.document(spec.guide)] : [])],
      learning_strands: this.strandIds(strandKeys),
      activity_pool: [...(pool.own ?? []).map((n) => unit.activities[n - 1]), ...(pool.otherUnit ?? []).map((n) => otherUnit.activities[n - 1])].map(
        activityId,
      ),
      ...this.customUnitLessonFields(programme, unit, index),
      ...this.curriculumTags(lesson),
      extensionactivities: goingFurther
        ? [
            {
              title: 'Going further',
              introduction: `For ${this.teaching.voices[spec.audience].learners} who are ready for more: return to ${quoted(otherUnit.activities[3].title)} from the first unit and bring in what they have learned about ${this.teaching.elements[unit.element].name}.`,
              documents: [this.document('composing-grid')],
              activities: [activityId(otherUnit.activities[3])],
            },
          ]
        : [],
    });
  }

  /**
   * The custom unit programme's first unit doubles as its custom unit plan: each lesson opens with
   * the warm-up (activities above), offers every activity of the programme in its pool (the teacher's
   * strands pick from it), and the first lesson fixes its activities for one combination of strands.
   */
  private customUnitLessonFields(programme: ProgrammeContext, unit: UnitSpec, index: number): Record<string, unknown> {
    const { spec, activityId } = programme;
    if (spec.programme !== CUSTOM_UNITS.programme || spec.units.indexOf(unit) !== 0) return {};
    const everyActivity = [...spec.units.flatMap((u) => u.activities), spec.plenary];
    const [first, second] = spec.units;
    return {
      activities_above: [activityId(spec.warmUp)],
      activity_pool: everyActivity.map(activityId),
      combination_key_configurations:
        index === 0
          ? [
              {
                combination_key: CUSTOM_UNITS.configuredKey,
                activities: [spec.warmUp, first.activities[0], second.activities[3], spec.plenary].map(activityId),
              },
            ]
          : [],
    };
  }

  private async customUnitBuilderAndPlan(programme: ProgrammeContext, audiences: Ids): Promise<void> {
    const audience = audiences.get(programme.spec.audience);
    await this.create('api::custom-scheme-builder.custom-scheme-builder', {
      title: `Build your own ${programme.title} unit`,
      introduction: `Choose ${CUSTOM_UNITS.required} learning strands that matter most for your learners. We will build a four-lesson unit from ${programme.title} around them, and you can present every lesson in lesson mode.`,
      audience,
      programme: programme.id,
      learning_strands: this.teaching.strands.map((strand) => this.strands.get(strand.combination_key)).filter(Boolean),
      number_required_strands: CUSTOM_UNITS.required,
    });
    await this.create('api::custom-scheme-plan.custom-scheme-plan', {
      title: `${programme.title}: your own unit`,
      introduction: 'Four lessons, each opening with the hello song, with activities chosen for the strands you picked.',
      audience,
      programme: programme.id,
      lesson_plans: programme.unitLessons[0] ?? [],
    });
  }

  private async seedAudience(audience: CatalogueAudience): Promise<void> {
    const spec = this.data.catalogue.audiences.find((candidate) => candidate.audience === audience)!;
    const audienceId = (await this.audienceIds()).get(audience);
    if (!audienceId) return;
    const titles = spec.activityLibrary.sections.flatMap((section) => section.activities);
    const activities = await this.idsBy(UIDS.activity, 'title', titles);
    const sections: string[] = [];
    for (const section of spec.activityLibrary.sections) {
      sections.push(
        await this.create(UIDS.section, {
          title: section.title,
          introduction: section.introduction,
          activities: section.activities.map((title) => activities.get(title)).filter(Boolean),
          documents: (section.documents ?? []).map((name) => this.document(name)),
        }),
      );
    }
    await this.create(UIDS.activityLibrary, {
      title: spec.activityLibrary.title,
      introduction: spec.activityLibrary.introduction,
      audiences: [audienceId],
      activity_sections: sections,
    });
    await this.audioLibrary(spec.audio, { audiences: [audienceId] });
  }

  /** Fills the project's activities, documents and image, if an editor has not filled or changed them. */
  private async seedProjectExtras(spec: ProjectExtrasSpec): Promise<void> {
    const uid = 'api::project.project';
    const find = (status: 'draft' | 'published') =>
      this.strapi
        .documents(uid)
        .findFirst({ filters: { slug: spec.project }, status, populate: ['activity_pages', 'documents', 'main_image'] } as never) as Promise<Record<
        string,
        any
      > | null>;
    const [draft, published] = [await find('draft'), await find('published')];
    if (!draft || !published) return;
    const untouched = !draft.activity_pages?.length && !draft.documents?.length && !draft.main_image && !draft.explore_activities_title;
    const unpublishedEdits = new Date(draft.updatedAt).getTime() > new Date(published.updatedAt).getTime();
    if (!untouched || unpublishedEdits) return;
    const activities = await this.idsBy(UIDS.activity, 'title', spec.activities);
    await this.strapi.documents(uid).update({
      documentId: draft.documentId,
      data: {
        explore_activities_title: spec.explore_activities_title,
        main_image: this.file(spec.main_image),
        activity_pages: spec.activities.map((title) => activities.get(title)).filter(Boolean),
        documents: spec.documents.map((name) => this.document(name)),
      },
    } as never);
    await this.strapi.documents(uid).publish({ documentId: draft.documentId } as never);
  }

  /** Fills a live production's activities, audio and documents, if an editor has not filled them. */
  private async seedLiveExtras(spec: LiveExtrasSpec): Promise<void> {
    const uid = 'api::live-production.live-production';
    const production = (await this.strapi
      .documents(uid)
      .findFirst({ filters: { slug: spec.production }, status: 'draft', populate: ['related_activities', 'audio_pages', 'documents'] } as never)) as Record<
      string,
      any
    > | null;
    if (!production || production.related_activities?.length || production.audio_pages?.length || production.documents?.length) return;
    const activities = await this.idsBy(
      UIDS.activity,
      'title',
      spec.activities.map((a) => a.title),
    );
    const audioPages = await this.idsBy('api::audio-page.audio-page', 'title', spec.audioPages);
    await this.strapi.documents(uid).update({
      documentId: production.documentId,
      data: {
        related_activities: spec.activities.map((a) => activities.get(a.title)).filter(Boolean),
        audio_pages: spec.audioPages.map((title) => audioPages.get(title)).filter(Boolean),
        documents: spec.documents.map((name) => this.document(name)),
      },
    } as never);
    await this.strapi.documents(uid).publish({ documentId: production.documentId } as never);
  }

  // ---- activities ----------------------------------------------------------------------------

  /** Earlier activities an activity links to: a unit's later activities to its first ones, the plenary to the warm-up. */
  private relatedFor(spec: ProgrammeCatalogueSpec, activity: ActivitySpec): ActivitySpec[] {
    if (activity === spec.plenary) return [spec.warmUp];
    for (const unit of spec.units) {
      const position = unit.activities.indexOf(activity);
      if (position === 2) return [unit.activities[0]];
      if (position === 3) return [unit.activities[1], unit.activities[2]];
    }
    return [];
  }

  private async activity(ctx: ActivityContext, index: number, audiences: Ids, related: string[]): Promise<string> {
    const { spec, el, audience } = ctx;
    const kind = this.teaching.kinds[spec.kind];
    const voice = this.teaching.voices[audience];
    const slideshow =
      spec.slideshow === false
        ? null
        : await this.create(UIDS.slideshow, { title: spec.title, slides: kind.slides.map((template, n) => this.slide(template, ctx, n)) });
    // Read by families too (the at-home page's 'You will need'), so it names the recordings without the slides.
    const music = `Recordings: ${listOf(spec.recordings.map((name) => quoted(this.recordingTitle(name))))}.`;
    const activityId = await this.create(UIDS.activity, {
      title: spec.title,
      time: spec.time ?? null,
      type: kind.type,
      lesson_summary: spec.summary,
      teaching_option: kind.teaching_option,
      introduction: toBlocks([kind.howTo(el, voice), el.definition]),
      music,
      equipment: spec.equipment,
      instrument: this.instruments.get(spec.title) ?? null,
      activity_slideshow: slideshow,
      audiences: [audience, ...(spec.alsoFor ? [spec.alsoFor] : [])].map((key) => audiences.get(key)).filter(Boolean),
      related_activities: related,
      learning_strands: this.strandIds(kind.strands),
      ...this.curriculumTags(spec),
    });
    const optionCount = OPTION_COUNTS[index % OPTION_COUNTS.length];
    for (const [n, option] of kind.options.slice(0, optionCount).entries()) {
      const second = spec.alsoFor ?? SECOND_AUDIENCE[audience];
      const objectives =
        n === 0 && KINDS_WITH_OBJECTIVES.has(spec.kind)
          ? [audience, second].map((key) => ({ ...el.objectives[key], audience: audiences.get(key) ?? null }))
          : [];
      const documents = [
        ...(spec.kind === 'listening' && n === 1 ? [el.worksheet] : []),
        ...(spec.kind === 'composing' && n === 0 ? ['composing-grid'] : []),
        ...(spec.kind === 'warm-up' && n === 0 ? ['warm-up-cards'] : []),
      ];
      const deliveries = voice.deliveries.slice(0, DELIVERY_COUNTS[(index + n) % DELIVERY_COUNTS.length]);
      await this.create(UIDS.option, {
        title: option.title,
        activity_page: activityId,
        introduction: toBlocks([option.introduction]),
        time: option.time ?? spec.time ?? null,
        music: n === 0 ? music : null,
        equipment: n === 0 ? spec.equipment : null,
        documents: documents.map((name) => this.document(name)),
        learning_objectives: objectives,
        delivery_options: deliveries.map((delivery, d) => ({
          title: delivery.title,
          activity_detail: {
            title: delivery.detailTitle,
            description: toBlocks([delivery.how, kind.step(el)]),
            media: spec.kind === 'exploring' && n === 0 && d === 0 ? [this.file(el.image)] : [],
          },
        })),
      });
    }
    return activityId;
  }

  private lessonIntroduction(aim: string, used: ActivitySpec[], spec: ProgrammeCatalogueSpec, firstOfUnit?: UnitSpec): RichText {
    const main = used.filter((activity) => activity !== spec.warmUp && activity !== spec.plenary).map((activity) => quoted(activity.title));
    const ending = used.includes(spec.plenary) ? `, and closes with ${quoted(spec.plenary.title)}` : '';
    return [
      aim,
      `The lesson opens with ${quoted(spec.warmUp.title)}, moves on to ${listOf(main)}${ending}.`,
      ...(firstOfUnit
        ? [`This is the first lesson of the unit, so take a moment to introduce its focus. ${this.teaching.elements[firstOfUnit.element].definition}`]
        : []),
    ];
  }

  // ---- slides --------------------------------------------------------------------------------

  private slide(template: SlideTemplate, { spec, el }: ActivityContext, position: number): Record<string, unknown> {
    const recordings =
      spec.recordings.length > 1 ? spec.recordings : [...spec.recordings, spec.recordings[0] === 'steady-beat-slow' ? 'hot-cross-buns' : 'steady-beat-slow'];
    const text = (...paragraphs: string[]) => toBlocks(paragraphs);
    const familyImage = this.file(FAMILY_IMAGE_FOR[spec.element]);
    const clip: VideoClip = spec.kind === 'warm-up' ? 'conductor-beats' : el.clip;
    const video = (name: VideoClip) => ({ title: this.teaching.clips[name].title, embed: clipEmbed(name) });
    // The films' setup notes are for the teacher: they go with the slide's notes, shown in the presenter view only.
    const notes = (...clips: VideoClip[]) =>
      toBlocks([this.teaching.teacherNotes[template], ...clips.map((name) => `${this.teaching.clips[name].title}: ${this.teaching.clips[name].film_setup}`)]);
    const otherClip: VideoClip = clip === 'body-percussion' ? 'conductor-beats' : 'body-percussion';
    const sub = (spec: SubSlideshowSpec) => this.subSlideshows.get(spec.title) ?? null;
    const subButtons = (specs: SubSlideshowSpec[]) =>
      specs.map((spec) => ({ label: spec.label, activity_slideshow: sub(spec) })).filter((button) => button.activity_slideshow);
    const flipcards = el.cards.map((title, n) => ({
      title,
      prompt: `Sound ${n + 1}: what is it?`,
      card_1: this.file(n % 2 ? 'card-question-moon' : 'card-question-sun'),
      card_2: this.file(n % 2 ? 'card-answer-moon' : 'card-answer-sun'),
      audio: this.file(recordings[n % recordings.length]),
    }));
    const audiocards = recordings.map((name, n) => ({
      title: this.recordingTitle(name),
      image: this.file(n % 2 ? FAMILY_IMAGE_FOR[spec.element] : el.image),
      audio: this.file(name),
    }));
    const instrumentOptions =
      spec.element === 'pitch' || spec.element === 'timbre' ? this.teaching.subSlideshows.strings : this.teaching.subSlideshows.percussion;

    switch (template) {
      case 'image':
        return position === 0
          ? { __component: 'slide.image', title: spec.title, slide_text: text(spec.summary), main_image: this.file(el.image), teacher_notes: notes() }
          : { __component: 'slide.image', title: el.label, slide_text: text(el.definition), main_image: familyImage, teacher_notes: notes() };
      case 'audio':
        return {
          __component: 'slide.audio',
          teacher_notes: notes(),
          title: 'Listen',
          slide_text: text(el.question),
          audio: this.file(recordings[0]),
          ...this.countIn(recordings[0]),
          words: this.recordingWords.get(recordings[0]) ?? null,
          secondary_audio: this.file(recordings[1]),
        };
      case 'audio-and-image':
        return {
          __component: 'slide.audio-and-image',
          teacher_notes: notes(),
          title: position === 0 ? spec.title : 'Listen back',
          slide_text: text(`Listen to ${quoted(this.recordingTitle(recordings[0]))}. ${el.question}`),
          audio: this.file(recordings[0]),
          ...this.countIn(recordings[0]),
          words: this.recordingWords.get(recordings[0]) ?? null,
          main_image: this.file(el.image),
        };
      case 'video':
        return {
          __component: 'slide.video',
          teacher_notes: notes(clip),
          title: 'Watch and join in',
          slide_text: text('Watch the film together, then try it yourselves.'),
          videos: [video(clip)],
          activity_audio: sub(this.teaching.subSlideshows.playAlong),
          instrument_options: sub(instrumentOptions),
        };
      case 'two-videos':
        return {
          __component: 'slide.two-videos',
          teacher_notes: notes(clip, otherClip),
          title: 'Two ways to try it',
          slide_text: text('Watch both films and choose the version that suits your group today.'),
          videos: [video(clip), video(otherClip)],
        };
      case 'flipcards':
        return {
          __component: 'slide.flipcards',
          teacher_notes: notes(),
          title: 'Flip the cards',
          slide_text: text('Listen to each sound and decide on your answer, then flip the card to check.'),
          flipcards,
        };
      case 'audiocards':
        return {
          __component: 'slide.audiocards',
          teacher_notes: notes(),
          title: 'Which sound is which?',
          slide_text: text('Press each card to hear its sound. How would you describe it?'),
          audiocards,
        };
      case 'two-columns':
        return {
          __component: 'slide.two-columns',
          teacher_notes: notes(),
          title: position === 0 ? spec.title : 'Try this',
          slide_text: text(position === 0 ? spec.summary : el.explore),
          secondary_slide_text: text(`Challenge: ${el.compose}`),
          main_image: this.file(el.image),
          secondary_image: familyImage,
        };
      case 'sub-slide-buttons':
        return {
          __component: 'slide.sub-slide-buttons',
          teacher_notes: notes(),
          title: 'Choose your instruments',
          slide_text: text('Choose the instruments you have in the room to see how to join in.'),
          sub_slides2: subButtons([this.teaching.subSlideshows.strings, this.teaching.subSlideshows.percussion, this.teaching.subSlideshows.voices]),
        };
      case 'all':
        return {
          __component: 'slide.all',
          teacher_notes: notes(clip, otherClip),
          title: 'Looking back',
          slide_text: text(`What did you notice about ${el.name} today?`),
          secondary_slide_text: text('Think of one thing you would like to try next time.'),
          main_image: this.file(el.image),
          secondary_image: familyImage,
          audio: this.file(recordings[0]),
          secondary_audio: this.file(recordings[1]),
          videos: [video(clip)],
          secondary_video: video(otherClip),
          audiocards: audiocards.slice(0, 2),
          flipcards: flipcards.slice(0, 2),
          sub_slides2: subButtons([this.teaching.subSlideshows.voices, this.teaching.subSlideshows.percussion]),
        };
    }
  }

  // ---- audio ---------------------------------------------------------------------------------

  private async audioPage(page: AudioPageSpec): Promise<string> {
    return this.create(UIDS.audioPage, {
      title: page.title,
      introduction: page.introduction,
      score: page.score ? this.file(page.score) : null,
      audio_excerpts: page.excerpts.map((name) => ({
        title: this.recordingTitle(name),
        summary: this.data.media.recordings.find((recording) => recording.name === name)!.summary,
        audio_file: this.file(name),
        ...this.countIn(name),
      })),
    });
  }

  private async audioLibrary(spec: AudioLibrarySpec, links: { programmes?: string[]; audiences?: string[] }): Promise<void> {
    const collections: string[] = [];
    for (const collection of spec.collections) {
      const pages: string[] = [];
      for (const page of collection.pages) pages.push(await this.audioPage(page));
      collections.push(await this.create(UIDS.audioCollection, { title: collection.title, blurb: collection.blurb, audio_pages: pages }));
    }
    const pages: string[] = [];
    for (const page of spec.pages) pages.push(await this.audioPage(page));
    await this.create(UIDS.audioLibrary, {
      title: spec.title,
      introduction: spec.introduction,
      ...links,
      audio_pages: pages,
      audio_page_containers: collections,
    });
  }
}
