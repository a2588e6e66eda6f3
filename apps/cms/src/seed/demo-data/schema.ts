/**
 * The shape of the demo's data files (apps/cms/demo, described in its README.md), as zod schemas:
 * the loader (load.ts) validates every file with them, and the seeders use the types they infer.
 *
 * Keys in snake_case are Strapi's own field names, copied into the documents as they are; keys in
 * camelCase are the seed's own (what to compose, link or generate). Rich text is written as
 * Markdown-ish paragraphs (see fromMarkdown). Objects are strict: an unknown key is an error, so a
 * misspelt field is reported rather than left out of the demo.
 */
import { z } from 'zod';
import { fromMarkdown } from '../rich-text';
import { readSungWords } from '../../api/activity-slideshow/sung-words';
import { CURRICULUM_AREAS, MUSICAL_DIMENSIONS, YEAR_GROUPS } from '../../setup/curriculum-taxonomy';

const text = z.string().min(1);
const name = z.string().regex(/^[a-z0-9-]+$/, 'a name of lower-case letters, digits and hyphens');
const slug = name;

/** Markdown-ish rich text: paragraphs, `## headings` and `- lists`, separated by blank lines. */
export const richText = text.transform(fromMarkdown);
export type RichText = z.output<typeof richText>;

// ---- generated media: the recipes --------------------------------------------------------------

const colour = z.string().regex(/^#[0-9A-Fa-f]{6}$/, 'a colour such as #1F5F8B');
const motif = z.enum(['staves', 'notes', 'waves', 'circles', 'bars']);

/** A generated banner or card image: a colour pair and a motif drawn at seed time (no stock media). */
export const imageSpec = z.strictObject({
  /** File name without extension, unique across the seed, e.g. 'primary-banner'. */
  name,
  alt: text,
  caption: text.optional(),
  motif,
  colours: z.tuple([colour, colour]),
  /** JPEG unless stated: quick to encode and to resize on upload. */
  format: z.enum(['png', 'jpeg']).optional(),
  /** In pixels; 1200 x 500 (a banner) unless stated. */
  width: z.number().int().positive().optional(),
  height: z.number().int().positive().optional(),
});
export type ImageSpec = z.output<typeof imageSpec>;

/** An image of a fixed size: written without width and height, which the kind of image gives. */
export const sizedImage = (width: number, height: number) =>
  imageSpec.omit({ width: true, height: true }).transform((image): ImageSpec => ({ ...image, width, height }));

/** The tune language of audio.ts (MelodySpec notes): `degree:beats` tokens, `r` a rest. */
const tune = z.string().regex(/^(r|-?\d+)(:\d*\.?\d+)?( (r|-?\d+)(:\d*\.?\d+)?)*$/, 'space-separated degree:beats tokens, such as 3:1 2:1 1:2');

const melodyFields = {
  tempo: z.number().positive(),
  tonic: z.number().int().optional(),
  scale: z.enum(['major', 'minor', 'pentatonic']).optional(),
  tone: z.enum(['sine', 'triangle']).optional(),
  dynamics: z.enum(['steady', 'crescendo', 'diminuendo', 'loud-then-echo']).optional(),
  drone: z.boolean().optional(),
};
const rhythm = z.strictObject({
  tempo: z.number().positive(),
  stepsPerBeat: z.number().int().positive(),
  layers: z.array(z.strictObject({ sound: z.enum(['drum', 'click', 'woodblock', 'shaker']), pattern: z.string().regex(/^[Xx.]+$/) })).min(1),
  accelerate: z.number().positive().optional(),
});

export const recordingFile = z.strictObject({
  name,
  title: text,
  summary: text,
  /** A melody: its notes written out, or a tune of media.yaml's `tunes` by name. */
  melody: z.union([z.strictObject({ ...melodyFields, notes: tune }), z.strictObject({ ...melodyFields, tune: name })]).optional(),
  rhythm: rhythm.optional(),
  /**
   * Beats in a bar, for a recording with a steady beat: its excerpts and slides then carry its tempo
   * (its melody's or rhythm's) and this many beats, so the player offers a count-in.
   */
  countInBeats: z.number().int().min(2).max(7).optional(),
  /** A song's words timed to this recording (docs/product.md, "Words on screen"), put on the audio slides that play it first. */
  words: z
    .string()
    .superRefine((value, context) => {
      const reading = readSungWords(value);
      if (!reading.ok) context.addIssue({ code: 'custom', message: reading.message });
    })
    .optional(),
});

const pdfFields = {
  title: text,
  subtitle: text.optional(),
  paragraphs: z.array(text).min(1),
  blankStaves: z.number().int().positive().optional(),
  rhythmGridRows: z.number().int().positive().optional(),
};
/** A one-page PDF written out in full (media.yaml `documents`). */
export const documentFile = z.strictObject({ name, ...pdfFields });
/** A handout or sheet whose subtitle the kind of document gives. */
export const sheetFile = z.strictObject({ name, title: text, paragraphs: z.array(text).min(1) });

export const mediaFile = z.strictObject({
  tunes: z.record(name, tune),
  recordings: z.array(recordingFile).min(1),
  images: z.strictObject({
    /** Drawn at 800 x 450, for slides. */
    slides: z.array(sizedImage(800, 450)),
    /** Drawn at 400 x 400, for flip cards. */
    cards: z.array(sizedImage(400, 400)),
    other: z.array(imageSpec),
  }),
  documents: z.array(documentFile),
  /** A score: the tune drawn on a stave, under its title and a paragraph about it. */
  scores: z.array(z.strictObject({ name, title: text, tune: name, about: text })),
});

// ---- the skeleton: audiences, programmes, pages, live programmes ------------------------------

const theme = z.strictObject({ background: colour, color: colour, hover_color: colour, banner: imageSpec });
export type ThemeSpec = z.output<typeof theme>;

/** Where a feature box leads: one item of the demo, by kind and slug. */
const featureLink = z.union([
  z.strictObject({ programme: slug }),
  z.strictObject({ landing_page: slug }),
  z.strictObject({ project: slug }),
  z.strictObject({ live_programme: slug }),
  z.null(),
]);

const featurebox = z.strictObject({
  title: text,
  blurb: text,
  is_preview: z.boolean().optional(),
  link_label: text.optional(),
  /** Age-group slugs (site.yaml). */
  age_groups: z.array(slug).optional(),
  link: featureLink,
  image: imageSpec,
});
export type FeatureboxSpec = z.output<typeof featurebox>;

const promobox = z.strictObject({ title: text, body: text, link_label: text.optional(), link_url: text.optional() });

export const audienceSlug = z.enum(['primary', 'secondary', 'send', 'live']);
export const catalogueAudience = z.enum(['primary', 'secondary', 'send']);
export type CatalogueAudience = z.output<typeof catalogueAudience>;

export const musicalElement = z.enum(['pulse', 'rhythm', 'pitch', 'dynamics', 'tempo', 'timbre', 'structure', 'texture']);
export type MusicalElement = z.output<typeof musicalElement>;
export const activityKind = z.enum(['warm-up', 'listening', 'singing', 'exploring', 'composing', 'performing', 'game', 'plenary']);
export type ActivityKind = z.output<typeof activityKind>;
/** One per slide component in `src/components/slide`, named after the component. */
export const slideTemplate = z.enum([
  'image',
  'audio',
  'video',
  'two-videos',
  'audio-and-image',
  'flipcards',
  'audiocards',
  'two-columns',
  'sub-slide-buttons',
  'all',
]);
export type SlideTemplate = z.output<typeof slideTemplate>;
/** The demo films the site serves itself at /demo-video/?clip=<name>. */
export const videoClip = z.enum(['conductor-beats', 'string-family', 'body-percussion']);
export type VideoClip = z.output<typeof videoClip>;

const oneOf = (rows: ReadonlyArray<{ slug: string }>) => z.enum(rows.map((row) => row.slug) as [string, ...string[]]);
/**
 * Curriculum tags (setup/curriculum-taxonomy.ts), by slug: Strapi's field names, so copied as they are once
 * the seed has turned the slugs into the lists' documents. Required on units; on a lesson or activity only
 * where it is narrower than what it inherits (docs/catalogue.md, "Curriculum tags").
 */
const curriculumTags = {
  year_groups: z.array(oneOf(YEAR_GROUPS)).min(1).optional(),
  curriculum_areas: z.array(oneOf(CURRICULUM_AREAS)).min(1).optional(),
  musical_dimensions: z.array(oneOf(MUSICAL_DIMENSIONS)).min(1).optional(),
};
export type CurriculumTagSpec = { [field in keyof typeof curriculumTags]?: string[] };

const activity = z.strictObject({
  title: text,
  kind: activityKind,
  element: musicalElement,
  /** Free text such as '10 minutes'. Left out on purpose for a few activities: the site shows them as free-flow. */
  time: text.optional(),
  /** One sentence: what happens. Shown in lesson plans as the activity's summary. */
  summary: text,
  /** Recordings played in the activity (names from media.yaml), the first one the main one. */
  recordings: z.array(name).min(1),
  equipment: text,
  /** Shown to a second audience too, beside the programme's own. */
  alsoFor: catalogueAudience.optional(),
  /** False for the few activities without a slideshow (the site leaves them out of lesson mode). */
  slideshow: z.literal(false).optional(),
  ...curriculumTags,
});
export type ActivitySpec = z.output<typeof activity>;

const lesson = z.strictObject({
  title: text,
  /** One sentence on what the lesson is for; the rest of its introduction is written from its activities. */
  aim: text,
  ...curriculumTags,
});
export type LessonSpec = z.output<typeof lesson>;

const unit = z.strictObject({
  title: text,
  element: musicalElement,
  blurb: text,
  /** The opening paragraph of the unit's introduction. */
  about: text,
  /** Four activities, used across the unit's lessons (see LESSON_PLANS in catalogue.ts). */
  activities: z.tuple([activity, activity, activity, activity]),
  lessons: z.tuple([lesson, lesson, lesson, lesson]),
  year_groups: curriculumTags.year_groups.unwrap(),
  curriculum_areas: curriculumTags.curriculum_areas.unwrap(),
  musical_dimensions: curriculumTags.musical_dimensions.unwrap(),
});
export type UnitSpec = z.output<typeof unit>;

const audioPage = z.strictObject({
  title: text,
  introduction: text,
  /** A generated score (a PDF name from media.yaml). */
  score: name.optional(),
  /** One to four recordings; each excerpt takes its title and summary from the recording. */
  excerpts: z.array(name).min(1).max(4),
});
export type AudioPageSpec = z.output<typeof audioPage>;

export const audioLibrary = z.strictObject({
  title: text,
  introduction: text,
  collections: z.array(z.strictObject({ title: text, blurb: text, pages: z.array(audioPage).min(1) })),
  /** Pages listed in the library directly, outside any collection. */
  pages: z.array(audioPage).default([]),
});
export type AudioLibrarySpec = z.output<typeof audioLibrary>;

/** demo/programmes/<slug>.yaml: the programme's page and its catalogue. */
export const programmeFile = z.strictObject({
  title: text,
  released: z.boolean(),
  blurb: text,
  introduction: richText,
  introduction_at_home: richText,
  schemes_intro: text,
  media_introduction: text,
  theme,
  /** A PDF name: the programme's teacher's guide (written from its units), attached to its units. */
  guide: name,
  /** The warm-up that opens every lesson of the programme. */
  warmUp: activity,
  /** The plenary that closes most lessons. */
  plenary: activity,
  units: z.tuple([unit, unit]),
  audio: audioLibrary,
});

/** An activity section of an audience-wide library, naming activities by title. */
const section = z.strictObject({ title: text, introduction: text, activities: z.array(text).min(1), documents: z.array(name).optional() });

/** demo/audiences/<slug>.yaml: the audience's page, its programmes in order and its libraries. */
export const audienceFile = z.strictObject({
  title: text,
  subtitle: text,
  introduction: text,
  libraries_intro: text,
  audio_library_intro: text,
  activity_library_intro: text,
  section2_intro: text,
  theme,
  featureboxes: z.array(featurebox),
  /** Slugs of demo/programmes/<slug>.yaml, in the order they are seeded. */
  programmes: z.array(slug).default([]),
  activityLibrary: z.strictObject({ title: text, introduction: text, sections: z.array(section).min(1) }).optional(),
  audio: audioLibrary.optional(),
});

const booking = z.strictObject({
  /** Days from the day the demo is seeded, so that demo bookings stay in the future. */
  inDays: z.number().int(),
  /** 'HH:mm', UK time. */
  time: z.string().regex(/^\d\d:\d\d$/),
  venue_name: text,
  booking_link: text.optional(),
  extra_info: text.optional(),
  no_booking_available_msg: text.optional(),
});
export type BookingSpec = z.output<typeof booking>;

const liveProduction = z.strictObject({
  slug,
  title: text,
  blurb: text,
  main_text: richText,
  main_image: imageSpec.optional(),
  thumbnail: imageSpec.optional(),
  performance_dates: text.optional(),
  performance_venues: text.optional(),
  venues_link_label: text.optional(),
  explore_activities_title: text.optional(),
  active_live_performance: z.boolean().optional(),
  bookings: z.array(booking).optional(),
  /** The teaching side: activities to prepare with (titles, each with the instrument it features), audio page titles and PDF names. */
  extras: z
    .strictObject({
      activities: z.array(z.strictObject({ title: text, instrument: text })),
      audioPages: z.array(text),
      documents: z.array(name),
    })
    .optional(),
});

const livePerformance = z.strictObject({
  slug,
  title: text,
  dates: text,
  performance_dates: text,
  performance_venues: text,
  blurb: text,
  active_live_performance: z.boolean(),
  thumbnail: imageSpec,
});

/** demo/live/<slug>.yaml: a live programme with its performances and productions. */
export const liveProgrammeFile = z.strictObject({
  title: text,
  subtitle: text,
  main_text: richText,
  theme: theme.optional(),
  performances_heading: text.optional(),
  productions_heading: text.optional(),
  quotations: z.array(z.strictObject({ quotation: text, attribution: text })).optional(),
  performances: z.array(livePerformance).optional(),
  productions: z.array(liveProduction).min(1),
});

/** demo/projects/<slug>.yaml: a project's page and the activities and documents added to it. */
export const projectFile = z.strictObject({
  audience: audienceSlug,
  title: text,
  main_text: richText,
  explore_activities_title: text,
  /** An image name from media.yaml. */
  main_image: name,
  /** Activity titles, from the programmes of the project's audience. */
  activities: z.array(text),
  documents: z.array(name),
});

/** demo/site.yaml: age groups, and which files are seeded, in order. */
export const siteFile = z.strictObject({
  ageGroups: z.array(z.strictObject({ slug, title: text })).min(1),
  audiences: z.array(audienceSlug).min(1),
  livePrograms: z.array(slug),
  projects: z.array(slug),
  atHomeLibraries: z.array(slug),
});

/** demo/pages.yaml: the home page, the legal and sign-up pages and the landing pages. */
export const pagesFile = z.strictObject({
  home: z.strictObject({
    title: text,
    subtitle: text,
    introduction: text,
    media_introduction: text,
    /** An embeddable video URL is optional; leave it out so that nothing external loads in the demo. */
    media_embed: z.strictObject({ url: text }).optional(),
    welcome_new_registration: text,
    welcome_purchase: text,
    welcome_invitation: text,
    audienceCards: z.array(z.strictObject({ title: text, audience: audienceSlug })),
    promoboxes: z.array(promobox),
  }),
  privacyPolicy: z.strictObject({ title: text, content: richText }),
  terms: z.strictObject({ title: text, content: richText }),
  signUpPage: z.strictObject({
    title: text,
    description: text,
    free_trial_title: text,
    free_trial_introduction: text,
    promo_box: promobox,
    sidebar_promo_box: promobox,
  }),
  landingPages: z.array(z.strictObject({ slug, audience: audienceSlug, title: text, main_text: richText, features: z.array(featurebox) })),
  pricing: z.strictObject({
    title: text,
    introduction: text,
    vat_rate_percent: z.number().min(0).max(100),
    teacher_yearly_price_ex_vat: z.number().min(0),
    teacher_includes: text,
    school_includes: text,
    school_bands: z.array(
      z.strictObject({ name: text, max_places: z.number().int().min(1), price_ex_vat: z.number().min(0), stripe_price: z.enum(['small', 'medium', 'large']) }),
    ),
    vat_note: text,
  }),
});

// ---- the catalogue's shared words ----------------------------------------------------------

/** Placeholders a kind's texts may use: the audience's words and the musical element's. */
export const TEMPLATE_PLACEHOLDERS = ['learners', 'learner', 'group', 'name', 'question', 'explore', 'compose', 'compose|lower-first', 'game'] as const;
const template = text.refine((value) => [...value.matchAll(/\{([^}]*)\}/g)].every(([, key]) => (TEMPLATE_PLACEHOLDERS as readonly string[]).includes(key)), {
  message: `a placeholder that is not one of {${TEMPLATE_PLACEHOLDERS.join('}, {')}}`,
});

const elementText = z.strictObject({
  /** As it reads mid-sentence: 'the pulse', 'dynamics (loud and quiet)'. */
  name: text,
  /** As a heading or label: 'Pulse'. */
  label: text,
  definition: text,
  question: text,
  explore: text,
  compose: text,
  game: text,
  objectives: z.strictObject(
    Object.fromEntries(catalogueAudience.options.map((key) => [key, z.strictObject({ title: text, description: text })])) as Record<
      CatalogueAudience,
      z.ZodObject<{ title: typeof text; description: typeof text }, z.core.$strict>
    >,
  ),
  /** Titles of the flip cards that practise this element. */
  cards: z.tuple([text, text, text]),
  /** Which demo film suits this element best. */
  clip: videoClip,
  /** The generated image used on this element's slides (a name from media.yaml). */
  image: name,
  /** The element's worksheet (a PDF name; the worksheet is written from this element's words). */
  worksheet: name,
});
export type ElementText = z.output<typeof elementText>;

const audienceVoice = z.strictObject({
  learners: text,
  Learners: text,
  learner: text,
  group: text,
  deliveries: z.array(z.strictObject({ title: text, detailTitle: text, how: text })).min(1),
});
export type AudienceVoice = z.output<typeof audienceVoice>;

const kindText = z.strictObject({
  /** The activity page's `type`. */
  type: text,
  teaching_option: text,
  /** The second paragraph of an activity's introduction. */
  howTo: template,
  /** A sentence added to each delivery option's description. */
  step: template,
  options: z.array(z.strictObject({ title: text, introduction: text, time: text.optional() })).min(1),
  slides: z.array(slideTemplate).min(1),
  /** The learning strands (combination keys) this kind of activity develops. */
  strands: z.array(name),
});

/** A small slideshow that slides link to (sub-slide buttons, a video slide's audio and instrument options). */
const subSlideshow = z.strictObject({
  title: text,
  /** Label of the button that opens it. */
  label: text,
  image: name,
  recordings: z.array(name).min(1),
  text: text,
});
export type SubSlideshowSpec = z.output<typeof subSlideshow>;

/** demo/teaching.yaml: the tables of teaching words the catalogue's longer texts are composed from. */
export const teachingFile = z.strictObject({
  strands: z.array(z.strictObject({ title: text, combination_key: z.string().regex(/^[a-z]+$/), description: text })).min(1),
  subSlideshows: z.strictObject({ strings: subSlideshow, percussion: subSlideshow, voices: subSlideshow, playAlong: subSlideshow }),
  elements: z.strictObject(Object.fromEntries(musicalElement.options.map((key) => [key, elementText])) as Record<MusicalElement, typeof elementText>),
  voices: z.strictObject(Object.fromEntries(catalogueAudience.options.map((key) => [key, audienceVoice])) as Record<CatalogueAudience, typeof audienceVoice>),
  kinds: z.strictObject(Object.fromEntries(activityKind.options.map((key) => [key, kindText])) as Record<ActivityKind, typeof kindText>),
  clips: z.strictObject(
    Object.fromEntries(videoClip.options.map((key) => [key, z.strictObject({ title: text, film_setup: text })])) as Record<
      VideoClip,
      z.ZodObject<{ title: typeof text; film_setup: typeof text }, z.core.$strict>
    >,
  ),
  /** What the teacher reads in the presenter view beside each kind of slide (never on the class's screen). */
  teacherNotes: z.strictObject(Object.fromEntries(slideTemplate.options.map((key) => [key, text])) as Record<SlideTemplate, typeof text>),
  /** Headings of the lesson entries that divide a lesson into parts. */
  dividers: z.strictObject({ warmUp: text, main: text, mainPlural: text, plenary: text }),
});

/** demo/audiences' libraries are in the audience files; this is the site-wide one. */
export const siteAudioLibraryFile = audioLibrary;

// ---- Music at Home, CPD and the films -----------------------------------------------------------

/** demo/at-home/<programme>.yaml: a programme's Music at Home library. */
export const atHomeFile = z.strictObject({
  title: text,
  introduction: richText,
  activities: z
    .array(
      z.strictObject({
        /** The catalogue activity (by title) that gains these at-home fields. */
        activity: text,
        title: text,
        description: richText,
        /** Drawn at 600 x 400. */
        image: sizedImage(600, 400),
        /** A recording of media.yaml, by name. */
        recording: name,
        /** A one-page sheet, subtitled Music at Home. */
        sheet: sheetFile,
      }),
    )
    .min(1),
});

const cpdImage = sizedImage(1000, 500);
/** demo/cpd.yaml: the CPD area. Images are drawn at 1000 x 500; handouts are subtitled CPD handout. */
export const cpdFile = z.strictObject({
  title: text,
  body_content: richText,
  live_events_heading: text,
  video_sessions_title: text,
  documents: z.array(sheetFile),
  liveEvents: z.array(
    z.strictObject({
      slug,
      title: text,
      /** Days from the day the demo is seeded, so the demo's events are always ahead. */
      inDays: z.number().int(),
      venue: text,
      blurb: text,
      main_text: richText,
      image: cpdImage,
      document: sheetFile,
      session: z.strictObject({
        title: text,
        is_remote: z.boolean(),
        address_location: text.optional(),
        start_end_time: text,
        session_link: text,
        session_link_title: text,
        additional_info: text,
      }),
    }),
  ),
  sessions: z.array(
    z.strictObject({
      slug,
      title: text,
      blurb: text,
      main_text: richText,
      image: cpdImage,
      video: z.strictObject({ title: text, film_setup: text, clip: videoClip }),
      document: sheetFile,
    }),
  ),
});

/** A caption cue: from and to (seconds) and its text. */
const cue = z.tuple([z.number().nonnegative(), z.number().positive(), text]);
export type Cue = z.output<typeof cue>;

/** demo/films.yaml: the demo's own films (their scenes are drawn in code, film-scenes.ts) and their lesson activity. */
export const filmsFile = z.strictObject({
  films: z
    .array(
      z.strictObject({
        /** The file names' stem: `{name}.mp4`, `{name}-poster.jpg`, `{name}-en.vtt`... */
        name,
        title: text,
        /** A scene of film-scenes.ts, by name. */
        scene: name,
        /** The poster is this moment of the film. */
        posterAt: z.number().nonnegative(),
        webm: z.boolean().optional(),
        captions: z.array(z.strictObject({ language: z.string().regex(/^[a-z]{2}$/), label: text, cues: z.array(cue).min(1) })).min(1),
        signLanguage: z.strictObject({ language: z.enum(['BSL', 'Makaton']), scene: name }).optional(),
      }),
    )
    .min(2),
  activity: z.strictObject({
    /** The lesson (by title, in the unit of this title) the activity is added to. */
    lesson: text,
    unit: text,
    title: text,
    time: text,
    type: text,
    teaching_option: text,
    lesson_summary: text,
    introduction: richText,
    music: text,
    equipment: text,
    option: z.strictObject({
      title: text,
      introduction: text,
      delivery: z.strictObject({ title: text, detailTitle: text, description: richText }),
    }),
    /** Stand-ins for the charity's own channels on the video hosts schools block. */
    embeds: z.strictObject({ youtube: text, vimeo: text }),
  }),
});
