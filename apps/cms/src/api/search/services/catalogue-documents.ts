/**
 * What the search index holds (docs/search.md, "What is indexed"): every published programme, unit,
 * lesson, activity, audio page, CPD session and live production, read through the document service
 * (published versions only: a draft is never indexed), with the site path of its page and its
 * words split into what a visitor may read and what is teaching content (apps/cms/docs/catalogue.md,
 * "Access"; src/access/teaching-content.ts).
 */
import type { Core } from '@strapi/strapi';
import { minutesOf, outlineOf, type OutlineLesson } from '../../scheme/outline';
import type { SearchDocument, Tag } from '../search-index';
import { curriculumTagsOf, type SearchCurriculum } from './curriculum';

type Doc = Record<string, any>;

const PAGE = 500;

/** Every published document of `uid`, read a page at a time. */
async function publishedAll(strapi: Core.Strapi, uid: string, populate: object, fields?: string[]): Promise<Doc[]> {
  const all: Doc[] = [];
  for (let start = 0; ; start += PAGE) {
    const page = (await strapi
      .documents(uid as never)
      .findMany({ status: 'published', populate, ...(fields ? { fields } : {}), start, limit: PAGE } as never)) as Doc[];
    all.push(...page);
    if (page.length < PAGE) return all;
  }
}

/** The plain text of a rich-text (blocks) field, a paragraph per block. */
export function blocksText(blocks: unknown): string {
  if (!Array.isArray(blocks)) return typeof blocks === 'string' ? blocks : '';
  const textOf = (node: unknown): string => {
    if (!node || typeof node !== 'object') return '';
    const { text, children } = node as { text?: unknown; children?: unknown };
    if (typeof text === 'string') return text;
    return Array.isArray(children) ? children.map(textOf).join('') : '';
  };
  return blocks.map(textOf).join('\n');
}

const joined = (...parts: unknown[]) =>
  parts
    .map((part) => (typeof part === 'string' ? part.trim() : ''))
    .filter(Boolean)
    .join('\n');

const tagOf = (doc: Doc | null | undefined): Tag | null => (doc?.slug ? { slug: String(doc.slug), title: String(doc.title ?? doc.slug) } : null);

/** The words of a slideshow's slides a subscriber sees: titles and texts (never teacher notes: they are the teacher's). */
function slidesText(slideshow: Doc | null | undefined): string {
  return joined(...(slideshow?.slides ?? []).flatMap((slide: Doc) => [slide.title, blocksText(slide.slide_text), blocksText(slide.secondary_slide_text)]));
}

const PROGRAMME_FIELDS = { fields: ['title', 'slug'], populate: { audience: { fields: ['title', 'slug'] } } };

/** The index's pages, and the curriculum lists in their order (the filters' order). */
export async function catalogueDocuments(strapi: Core.Strapi): Promise<{ documents: SearchDocument[]; lists: SearchCurriculum }> {
  const curriculum = await curriculumTagsOf(strapi);
  const tagsOf = (documentId: string) => curriculum.tags.get(documentId) ?? { yearGroups: [], areas: [] };
  const documents: SearchDocument[] = [];
  const add = (document: Omit<SearchDocument, keyof SearchCurriculum>) => documents.push({ ...document, ...tagsOf(document.documentId) });

  const programmes = await publishedAll(strapi, 'api::programme.programme', { audience: { fields: ['title', 'slug'] } });
  for (const programme of programmes) {
    add({
      kind: 'programme',
      documentId: programme.documentId,
      url: `/${programme.audience?.slug ?? '-'}/${programme.slug}`,
      title: programme.title,
      context: programme.audience?.title ?? '',
      publicText: joined(programme.blurb, blocksText(programme.introduction), programme.schemes_intro),
      gatedText: '',
      audience: tagOf(programme.audience),
      programme: tagOf(programme),
      minutes: null,
    });
  }

  // Where each unit and lesson is, for the pages below it.
  const units = await publishedAll(strapi, 'api::scheme.scheme', { programme: PROGRAMME_FIELDS });
  const unitPath = new Map<string, { path: string; unit: Doc }>();
  for (const unit of units) {
    const programme = unit.programme;
    if (!programme) continue;
    const path = `/${programme.audience?.slug ?? '-'}/${programme.slug}/unit/${unit.documentId}`;
    unitPath.set(unit.documentId, { path, unit });
    add({
      kind: 'unit',
      documentId: unit.documentId,
      url: path,
      title: unit.title,
      context: programme.title,
      publicText: joined(unit.blurb),
      gatedText: blocksText(unit.introduction),
      audience: tagOf(programme.audience),
      programme: tagOf(programme),
      minutes: null,
    });
  }

  const lessons = await publishedAll(strapi, 'api::lesson.lesson', {
    scheme: { fields: ['documentId'] },
    activities: { populate: { activity: { fields: ['documentId', 'time'] } } },
    extensionactivities: { populate: { activities: { fields: ['documentId'] } } },
    activity_pool: { fields: ['documentId'] },
    activities_above: { fields: ['documentId'] },
  });
  /** The first lesson (in unit order) that lists each activity, for its address and audience. */
  const activityHome = new Map<string, { path: string; unit: Doc }>();
  for (const lesson of lessons) {
    const where = lesson.scheme ? unitPath.get(lesson.scheme.documentId) : undefined;
    if (!where) continue;
    const path = `${where.path}/lesson/${lesson.documentId}`;
    add({
      kind: 'lesson',
      documentId: lesson.documentId,
      url: path,
      title: lesson.title,
      context: joined(where.unit.title, where.unit.programme?.title),
      publicText: '',
      gatedText: joined(lesson.page_title, blocksText(lesson.introduction)),
      audience: tagOf(where.unit.programme?.audience),
      programme: tagOf(where.unit.programme),
      minutes: outlineOf(lesson as OutlineLesson).minutes,
    });
    const listed = [
      ...(lesson.activities ?? []).map((entry: Doc) => entry.activity),
      ...(lesson.extensionactivities ?? []).flatMap((entry: Doc) => entry.activities ?? []),
      ...(lesson.activity_pool ?? []),
      ...(lesson.activities_above ?? []),
    ];
    for (const activity of listed) {
      if (activity?.documentId && !activityHome.has(activity.documentId))
        activityHome.set(activity.documentId, { path: `${path}/activity/${activity.documentId}`, unit: where.unit });
    }
  }

  const activities = await publishedAll(strapi, 'api::activity-page.activity-page', {
    audiences: { fields: ['title', 'slug'] },
    activity_slideshow: { populate: { slides: true } },
  });
  for (const activity of activities) {
    const home = activityHome.get(activity.documentId);
    const programme = home?.unit.programme;
    add({
      kind: 'activity',
      documentId: activity.documentId,
      url: home?.path ?? `/-/-/activity/${activity.documentId}`,
      title: activity.title,
      context: joined(home?.unit.title, programme?.title),
      publicText: '',
      gatedText: joined(
        activity.lesson_summary,
        blocksText(activity.introduction),
        activity.type,
        activity.teaching_option,
        activity.instrument,
        activity.music,
        activity.equipment,
        slidesText(activity.activity_slideshow),
      ),
      audience: tagOf(programme?.audience) ?? tagOf(activity.audiences?.[0]),
      programme: tagOf(programme),
      minutes: minutesOf(activity.time) ?? null,
    });
  }

  // An audio page's audience is its library's.
  const audioLibraries = await publishedAll(strapi, 'api::audio-library.audio-library', {
    audiences: { fields: ['title', 'slug'] },
    audio_pages: { fields: ['documentId'] },
    audio_page_containers: { fields: ['documentId'], populate: { audio_pages: { fields: ['documentId'] } } },
  });
  const audioAudience = new Map<string, Tag | null>();
  for (const library of audioLibraries) {
    const pages = [...(library.audio_pages ?? []), ...(library.audio_page_containers ?? []).flatMap((container: Doc) => container.audio_pages ?? [])];
    for (const page of pages) if (!audioAudience.get(page.documentId)) audioAudience.set(page.documentId, tagOf(library.audiences?.[0]));
  }
  const audioPages = await publishedAll(strapi, 'api::audio-page.audio-page', { audio_excerpts: true });
  for (const page of audioPages) {
    add({
      kind: 'audio',
      documentId: page.documentId,
      url: `/audiolibrary/page/${page.documentId}`,
      title: page.title,
      context: '',
      publicText: '',
      gatedText: joined(page.introduction, ...(page.audio_excerpts ?? []).flatMap((excerpt: Doc) => [excerpt.title, excerpt.summary])),
      audience: audioAudience.get(page.documentId) ?? null,
      programme: null,
      minutes: null,
    });
  }

  // The CPD area's own text is for logged-in teachers; the search keeps it with the subscribers' words.
  const sessions = await publishedAll(strapi, 'api::cpd-session.cpd-session', {});
  for (const session of sessions) {
    add({
      kind: 'cpd_session',
      documentId: session.documentId,
      url: `/cpd/session/${session.slug}`,
      title: session.title,
      context: 'CPD',
      publicText: joined(session.blurb),
      gatedText: blocksText(session.main_text),
      audience: null,
      programme: null,
      minutes: null,
    });
  }

  const liveAudience = (await strapi
    .documents('api::audience.audience' as never)
    .findFirst({ status: 'published', filters: { slug: 'live' } } as never)) as Doc | null;
  const productions = await publishedAll(strapi, 'api::live-production.live-production', { live_programme: { fields: ['title', 'slug'] } });
  for (const production of productions) {
    if (!production.live_programme) continue;
    add({
      kind: 'live_production',
      documentId: production.documentId,
      url: `/live/${production.live_programme.slug}/${production.slug}`,
      title: production.title,
      context: production.live_programme.title ?? '',
      publicText: joined(production.blurb, blocksText(production.main_text), production.performance_venues),
      gatedText: '',
      audience: tagOf(liveAudience),
      programme: tagOf(production.live_programme),
      minutes: null,
    });
  }
  return { documents, lists: curriculum.lists };
}
