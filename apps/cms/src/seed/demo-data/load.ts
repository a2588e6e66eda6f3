/**
 * Reads the demo's data files (apps/cms/demo: YAML, one file per programme, audience, library, live
 * programme and project, see its README.md), validates each with its zod schema (schema.ts), and
 * puts them together in the shapes the seeders use. A file that does not fit stops the seed with a
 * message naming the file and the field. The folder is found from the app's root (not from this
 * compiled file), so the built CMS and the production image read the same files.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Core } from '@strapi/strapi';
import { parse } from 'yaml';
import { z } from 'zod';
import type { NamedPdf, NamedRecording } from '../media';
import type { MelodySpec } from '../audio';
import { catalogueMedia } from '../catalogue-media';
import {
  atHomeFile,
  audienceFile,
  cpdFile,
  filmsFile,
  liveProgrammeFile,
  mediaFile,
  pagesFile,
  programmeFile,
  projectFile,
  siteAudioLibraryFile,
  siteFile,
  teachingFile,
  type AudienceVoice,
  type CatalogueAudience,
  type ElementText,
  type ImageSpec,
} from './schema';

type Output<S extends z.ZodType> = z.output<S>;
type AudienceFile = Output<typeof audienceFile>;
type ProgrammeFile = Output<typeof programmeFile>;
type LiveProgrammeFile = Output<typeof liveProgrammeFile>;
type ProjectFile = Output<typeof projectFile>;
type PagesFile = Output<typeof pagesFile>;
type TeachingFile = Output<typeof teachingFile>;

export type AudienceSpec = Omit<AudienceFile, 'programmes' | 'activityLibrary' | 'audio'> & { slug: AudienceSlug };
type AudienceSlug = Output<typeof siteFile>['audiences'][number];
export type ProgrammeSpec = Pick<
  ProgrammeFile,
  'title' | 'released' | 'blurb' | 'introduction' | 'introduction_at_home' | 'schemes_intro' | 'media_introduction' | 'theme'
> & { slug: string; audience: AudienceSlug };
export type ProgrammeCatalogueSpec = Pick<ProgrammeFile, 'guide' | 'warmUp' | 'plenary' | 'units' | 'audio'> & {
  /** The programme's slug. */
  programme: string;
  audience: CatalogueAudience;
};
export type AudienceCatalogueSpec = Required<Pick<AudienceFile, 'activityLibrary' | 'audio'>> & { audience: CatalogueAudience };
type LiveProductionFile = LiveProgrammeFile['productions'][number];
export type LiveProgrammeSpec = Omit<LiveProgrammeFile, 'productions'> & { slug: string; productions: Array<Omit<LiveProductionFile, 'extras'>> };
export type LiveExtrasSpec = NonNullable<LiveProductionFile['extras']> & { production: string };
export type ProjectExtrasSpec = Omit<ProjectFile, 'audience' | 'title' | 'main_text'> & { project: string };
export type LiveProductionSpec = LiveProgrammeSpec['productions'][number];

/** The skeleton: audiences, programmes, pages, projects and live programmes. */
export interface DemoContent extends Omit<PagesFile, never> {
  ageGroups: Output<typeof siteFile>['ageGroups'];
  audiences: AudienceSpec[];
  programmes: ProgrammeSpec[];
  projects: Array<{ slug: string; audience: AudienceSlug; title: string; main_text: ProjectFile['main_text'] }>;
  livePrograms: LiveProgrammeSpec[];
}

export interface KindText extends Omit<TeachingFile['kinds'][keyof TeachingFile['kinds']], 'howTo' | 'step'> {
  howTo: (element: ElementText, voice: AudienceVoice) => string;
  step: (element: ElementText) => string;
}

export type Teaching = Omit<TeachingFile, 'kinds'> & { kinds: Record<keyof TeachingFile['kinds'], KindText> };

export interface AtHomeLibrarySpec extends Omit<Output<typeof atHomeFile>, 'activities'> {
  programme: string;
  activities: Array<Omit<Output<typeof atHomeFile>['activities'][number], 'sheet'> & { sheet: NamedPdf }>;
}

type CpdFile = Output<typeof cpdFile>;
export interface CpdSpec extends Omit<CpdFile, 'documents' | 'liveEvents' | 'sessions'> {
  documents: NamedPdf[];
  liveEvents: Array<Omit<CpdFile['liveEvents'][number], 'document'> & { document: NamedPdf }>;
  sessions: Array<Omit<CpdFile['sessions'][number], 'document'> & { document: NamedPdf }>;
}

export type FilmsData = Output<typeof filmsFile>;

export interface DemoData {
  content: DemoContent;
  catalogue: {
    programmes: ProgrammeCatalogueSpec[];
    audiences: AudienceCatalogueSpec[];
    siteAudioLibrary: Output<typeof siteAudioLibraryFile>;
    projects: ProjectExtrasSpec[];
    live: LiveExtrasSpec[];
  };
  teaching: Teaching;
  /** The catalogue's media: recordings, images and PDFs (worksheets and scores composed in catalogue-media.ts). */
  media: { recordings: NamedRecording[]; images: ImageSpec[]; pdfs: NamedPdf[] };
  atHome: AtHomeLibrarySpec[];
  cpd: CpdSpec;
  films: FilmsData;
}

/** The demo's data folder of an app: `<app root>/demo`. */
export function demoFolder(strapi: Core.Strapi): string {
  return path.join(strapi.dirs.app.root, 'demo');
}

const loaded = new Map<string, DemoData>();

/** The demo's data, read once per start (the files do not change while the CMS runs). */
export function demoData(strapi: Core.Strapi): DemoData {
  const folder = demoFolder(strapi);
  let data = loaded.get(folder);
  if (!data) {
    data = loadDemoData(folder);
    loaded.set(folder, data);
  }
  return data;
}

/** Reads one file and validates it; a problem is reported with the file's path and the field's. */
export function readDataFile<S extends z.ZodType>(folder: string, file: string, schema: S): z.output<S> {
  const where = path.join(path.basename(folder), file);
  let source: string;
  try {
    source = fs.readFileSync(path.join(folder, file), 'utf8');
  } catch {
    throw new Error(`The demo data file ${where} is missing`);
  }
  let value: unknown;
  try {
    value = parse(source, { prettyErrors: true });
  } catch (error) {
    throw new Error(`The demo data file ${where} is not valid YAML: ${(error as Error).message}`);
  }
  const result = schema.safeParse(value);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `  ${issue.path.length ? issue.path.join('.') : '(the whole file)'}: ${issue.message}`);
    throw new Error(`The demo data file ${where} does not fit its schema:\n${problems.join('\n')}`);
  }
  return result.data;
}

/** Every YAML file of a folder should be named by site.yaml: a file left out would silently not be seeded. */
function expectFiles(folder: string, sub: string, named: string[]): void {
  const present = fs.existsSync(path.join(folder, sub)) ? fs.readdirSync(path.join(folder, sub)).filter((file) => file.endsWith('.yaml')) : [];
  const unnamed = present.filter((file) => !named.includes(file.replace(/\.yaml$/, '')));
  if (unnamed.length)
    throw new Error(
      `The demo data files ${unnamed.map((file) => `${path.basename(folder)}/${sub}/${file}`).join(', ')} are not named in site.yaml (or their audience's programmes)`,
    );
}

export function loadDemoData(folder: string): DemoData {
  const read = <S extends z.ZodType>(file: string, schema: S) => readDataFile(folder, file, schema);
  const site = read('site.yaml', siteFile);
  const pages = read('pages.yaml', pagesFile);
  const teachingWords = read('teaching.yaml', teachingFile);

  const audiences: AudienceSpec[] = [];
  const programmes: ProgrammeSpec[] = [];
  const programmeCatalogues: ProgrammeCatalogueSpec[] = [];
  const audienceCatalogues: AudienceCatalogueSpec[] = [];
  for (const slug of site.audiences) {
    const { programmes: programmeSlugs, activityLibrary, audio, ...audience } = read(`audiences/${slug}.yaml`, audienceFile);
    audiences.push({ slug, ...audience });
    if (slug !== 'live') {
      if (!activityLibrary || !audio) throw new Error(`The demo data file demo/audiences/${slug}.yaml needs its activityLibrary and audio library`);
      audienceCatalogues.push({ audience: slug, activityLibrary, audio });
    }
    for (const programme of programmeSlugs) {
      if (slug === 'live') throw new Error('The demo data file demo/audiences/live.yaml lists programmes: live programmes are in demo/live/');
      const { guide, warmUp, plenary, units, audio: programmeAudio, ...page } = read(`programmes/${programme}.yaml`, programmeFile);
      programmes.push({ slug: programme, audience: slug, ...page });
      programmeCatalogues.push({ programme, audience: slug, guide, warmUp, plenary, units, audio: programmeAudio });
    }
  }
  expectFiles(
    folder,
    'programmes',
    programmes.map((programme) => programme.slug),
  );

  const livePrograms: LiveProgrammeSpec[] = [];
  const liveExtras: LiveExtrasSpec[] = [];
  for (const slug of site.livePrograms) {
    const live = read(`live/${slug}.yaml`, liveProgrammeFile);
    const productions = live.productions.map(({ extras, ...production }) => {
      if (extras) liveExtras.push({ production: production.slug, ...extras });
      return production;
    });
    livePrograms.push({ slug, ...live, productions });
  }
  expectFiles(folder, 'live', site.livePrograms);

  const projects: DemoContent['projects'] = [];
  const projectExtras: ProjectExtrasSpec[] = [];
  for (const slug of site.projects) {
    const { audience, title, main_text, ...extras } = read(`projects/${slug}.yaml`, projectFile);
    projects.push({ slug, audience, title, main_text });
    projectExtras.push({ project: slug, ...extras });
  }
  expectFiles(folder, 'projects', site.projects);

  const sheet = (subtitle: string) => (file: { name: string; title: string; paragraphs: string[] }) => ({
    name: file.name,
    pdf: { title: file.title, subtitle, paragraphs: file.paragraphs },
  });
  const atHome = site.atHomeLibraries.map((programme): AtHomeLibrarySpec => {
    const library = read(`at-home/${programme}.yaml`, atHomeFile);
    return { programme, ...library, activities: library.activities.map((activity) => ({ ...activity, sheet: sheet('Music at Home')(activity.sheet) })) };
  });
  expectFiles(folder, 'at-home', site.atHomeLibraries);

  const cpdWords = read('cpd.yaml', cpdFile);
  const handout = sheet('CPD handout');
  const cpd: CpdSpec = {
    ...cpdWords,
    documents: cpdWords.documents.map(handout),
    liveEvents: cpdWords.liveEvents.map((event) => ({ ...event, document: handout(event.document) })),
    sessions: cpdWords.sessions.map((session) => ({ ...session, document: handout(session.document) })),
  };

  return {
    content: { ageGroups: site.ageGroups, audiences, programmes, projects, livePrograms, ...pages },
    catalogue: {
      programmes: programmeCatalogues,
      audiences: audienceCatalogues,
      siteAudioLibrary: read('site-audio-library.yaml', siteAudioLibraryFile),
      projects: projectExtras,
      live: liveExtras,
    },
    teaching: { ...teachingWords, kinds: kindsWithTemplates(teachingWords.kinds) },
    media: catalogueMedia(read('media.yaml', mediaFile), teachingWords.elements, melody),
    atHome,
    cpd,
    films: read('films.yaml', filmsFile),
  };
}

/** A melody with the demo's defaults: a tune around the G above middle C, major, on a triangle tone. */
function melody(fields: Omit<MelodySpec, 'kind' | 'tonic' | 'scale' | 'tone'> & Partial<MelodySpec>): MelodySpec {
  return { kind: 'melody', tonic: 67, scale: 'major', tone: 'triangle', ...fields };
}

const lowerFirst = (sentence: string) => sentence[0].toLowerCase() + sentence.slice(1);

/** Fills a kind's `{placeholders}` (schema.ts TEMPLATE_PLACEHOLDERS) with an element's and an audience's words. */
export function fillTemplate(template: string, element: ElementText, voice?: AudienceVoice): string {
  return template.replace(/\{([^}]*)\}/g, (_, key: string) => {
    if (key === 'compose|lower-first') return lowerFirst(element.compose);
    if (key === 'learners' || key === 'learner' || key === 'group') {
      if (!voice) throw new Error(`The placeholder {${key}} is used where there is no audience`);
      return voice[key];
    }
    return element[key as 'name' | 'question' | 'explore' | 'compose' | 'game'];
  });
}

function kindsWithTemplates(kinds: TeachingFile['kinds']): Teaching['kinds'] {
  return Object.fromEntries(
    Object.entries(kinds).map(([kind, words]) => [
      kind,
      {
        ...words,
        howTo: (element: ElementText, voice: AudienceVoice) => fillTemplate(words.howTo, element, voice),
        step: (element: ElementText) => fillTemplate(words.step, element),
      },
    ]),
  ) as Teaching['kinds'];
}
