/**
 * The shape of the demo catalogue: for each programme of Primary, Secondary and SEND, two units of
 * four lessons built from that programme's activities, its activity library and its audio library;
 * for each of those audiences an audience-wide activity library and audio library; a site-wide
 * audio library; and the learning strands and small shared slideshows everything else links to.
 * Media are named here and generated at seed time (see catalogue-media.ts).
 */

export type CatalogueAudience = 'primary' | 'secondary' | 'send';

export type MusicalElement = 'pulse' | 'rhythm' | 'pitch' | 'dynamics' | 'tempo' | 'timbre' | 'structure' | 'texture';

export type ActivityKind = 'warm-up' | 'listening' | 'singing' | 'exploring' | 'composing' | 'performing' | 'game' | 'plenary';

/** One per slide component in `src/components/slide`, named after the component. */
export type SlideTemplate =
  'image' | 'audio' | 'video' | 'two-videos' | 'audio-and-image' | 'flipcards' | 'audiocards' | 'two-columns' | 'sub-slide-buttons' | 'all';

/** The demo films the site serves itself at /demo-video/?clip=<name>. */
export type VideoClip = 'conductor-beats' | 'string-family' | 'body-percussion';

export interface ActivitySpec {
  title: string;
  kind: ActivityKind;
  element: MusicalElement;
  /** Free text such as '10 minutes'. Left out on purpose for a few activities: the site shows them as free-flow. */
  time?: string;
  /** One sentence: what happens. Shown in lesson plans as the activity's summary. */
  summary: string;
  /** Recordings played in the activity (names from catalogue-media.ts), the first one the main one. */
  recordings: string[];
  equipment: string;
  /** Shown to a second audience too, beside the programme's own. */
  alsoFor?: CatalogueAudience;
  /** False for the few activities without a slideshow (the site leaves them out of lesson mode). */
  slideshow?: boolean;
}

export interface LessonSpec {
  title: string;
  /** One sentence on what the lesson is for; the rest of its introduction is written from its activities. */
  aim: string;
}

export interface UnitSpec {
  title: string;
  element: MusicalElement;
  blurb: string;
  /** The opening paragraph of the unit's introduction. */
  about: string;
  /** Four activities, used across the unit's lessons (see LESSON_PLANS in catalogue.ts). */
  activities: [ActivitySpec, ActivitySpec, ActivitySpec, ActivitySpec];
  lessons: [LessonSpec, LessonSpec, LessonSpec, LessonSpec];
}

export interface AudioPageSpec {
  title: string;
  introduction: string;
  /** A generated score (a PDF name from catalogue-media.ts). */
  score?: string;
  /** One to four recordings; each excerpt takes its title and summary from the recording. */
  excerpts: string[];
}

export interface AudioCollectionSpec {
  title: string;
  blurb: string;
  pages: AudioPageSpec[];
}

export interface AudioLibrarySpec {
  title: string;
  introduction: string;
  collections: AudioCollectionSpec[];
  /** Pages listed in the library directly, outside any collection. */
  pages: AudioPageSpec[];
}

export interface ProgrammeCatalogueSpec {
  /** The programme's slug in demo-content.ts. */
  programme: string;
  audience: CatalogueAudience;
  /** The warm-up that opens every lesson of the programme. */
  warmUp: ActivitySpec;
  /** The plenary that closes most lessons. */
  plenary: ActivitySpec;
  units: [UnitSpec, UnitSpec];
  /** A PDF name from catalogue-media.ts: the programme's teacher's guide, attached to its units. */
  guide: string;
  audio: AudioLibrarySpec;
}

/** An activity section of an audience-wide library, naming activities by title. */
export interface SectionSpec {
  title: string;
  introduction: string;
  activities: string[];
  documents?: string[];
}

export interface AudienceCatalogueSpec {
  audience: CatalogueAudience;
  activityLibrary: { title: string; introduction: string; sections: SectionSpec[] };
  audio: AudioLibrarySpec;
}

export interface StrandSpec {
  title: string;
  combination_key: string;
  description: string;
}

/** A small slideshow that slides link to (sub-slide buttons, a video slide's audio and instrument options). */
export interface SubSlideshowSpec {
  title: string;
  /** Label of the button that opens it. */
  label: string;
  image: string;
  recordings: string[];
  text: string;
}

export interface ProjectExtrasSpec {
  /** The project's slug in demo-content.ts. */
  project: string;
  explore_activities_title: string;
  main_image: string;
  /** Activity titles, from the programmes of the project's audience. */
  activities: string[];
  documents: string[];
}

/** The teaching side of a live production: activities to prepare with (and the instrument each features), audio and documents. */
export interface LiveExtrasSpec {
  /** The production's slug in demo-content.ts. */
  production: string;
  /** Activity titles from the demo programmes, each with the instrument it features. */
  activities: Array<{ title: string; instrument: string }>;
  /** Audio page titles from the demo programmes. */
  audioPages: string[];
  documents: string[];
}
