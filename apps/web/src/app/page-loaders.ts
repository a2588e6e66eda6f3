/**
 * The loaders of the pages teachers open most: home, audience, programme, unit, lesson, activity and
 * lesson mode. They live in the first bundle, not with their pages' lazy code, so a page's data is
 * requested as soon as the site starts, while its code downloads alongside, instead of one round
 * trip later (on a school connection's latency, and under Lighthouse's mobile throttling, that round
 * trip was a fifth of the time to the first picture). The pages' components stay lazy.
 */
import type { LoaderFunctionArgs, Params } from 'react-router';
import { lessonModeSlides, slideMedia, slidePosition } from '../lib/slides';
import {
  ActivityPageDocument,
  AudiencePageDocument,
  CatalogueItemDocument,
  HomePageDocument,
  LessonPageDocument,
  UnitPageDocument,
  type ActivityPageQuery,
  type LessonPageQuery,
  type UnitPageQuery,
} from '../graphql/generated';
import { request } from '../lib/graphql';
import { firstOrNotFound, NotFoundError } from './StatusViews';
import { loadTeaching, type Gated } from '../features/catalogue/teaching-gate';
import {
  loadActivity,
  loadCustomLesson,
  loadLessonOf,
  rememberActivity,
  rememberLessonOf,
  type ActivitySlides,
  type Lesson as SlideShowLesson,
} from '../features/lesson-mode/slideshow-data';

export async function homeLoader({ request: { signal } }: { request: Request }) {
  const data = await request(HomePageDocument, {}, { signal });
  if (!data.homePage) throw new NotFoundError('The home page');
  return data.homePage;
}

export async function audienceLoader({ params, request: { signal } }: LoaderFunctionArgs) {
  const slug = params.audience ?? 'live';
  const data = await request(AudiencePageDocument, { slug }, { signal });
  return firstOrNotFound(data.audiences, `The audience '${slug}'`);
}

/** /{audience}/{slug}: a programme, landing page or project of that audience, found by its slug. */
export async function catalogueItemLoader({ params, request: { signal } }: LoaderFunctionArgs) {
  const data = await request(CatalogueItemDocument, { audience: params.audience ?? '', slug: params.programme ?? '' }, { signal });
  if (!data.programmes[0] && !data.landingPages[0] && !data.projects[0]) {
    throw new NotFoundError(`'${params.audience}/${params.programme}'`);
  }
  return data;
}

export async function unitLoader({ params, request: { signal } }: LoaderFunctionArgs): Promise<Gated<NonNullable<UnitPageQuery['scheme']>>> {
  return loadTeaching(async () => {
    const data = await request(UnitPageDocument, { unit: params.unit ?? '' }, { signal });
    if (!data.scheme) throw new NotFoundError(`The unit '${params.unit}'`);
    return data.scheme;
  });
}

export async function lessonLoader({ params, request: { signal } }: LoaderFunctionArgs): Promise<Gated<NonNullable<LessonPageQuery['lesson']>>> {
  return loadTeaching(async () => {
    const data = await request(LessonPageDocument, { lesson: params.lesson ?? '' }, { signal });
    if (!data.lesson) throw new NotFoundError(`The lesson '${params.lesson}'`);
    return data.lesson;
  });
}

export async function activityLoader({ params, request: { signal } }: LoaderFunctionArgs): Promise<Gated<ActivityPageQuery>> {
  return loadTeaching(async () => {
    const inCustomUnit = Boolean(params.customUnit && params.lesson);
    const data = await request(
      ActivityPageDocument,
      { activity: params.activity ?? '', lesson: params.lesson ?? '', inLesson: Boolean(params.lesson) && !inCustomUnit },
      { signal },
    );
    if (!data.activityPage) throw new NotFoundError(`The activity '${params.activity}'`);
    // In a custom unit, 'Next' follows the lesson's activities for the unit's strands.
    if (inCustomUnit) {
      const lesson = await loadCustomLesson(params.customUnit!, params.lesson!);
      return { ...data, lesson: { documentId: lesson.documentId, title: lesson.title, activities: lesson.activities } };
    }
    return data;
  });
}

export interface ActivitySlidesData {
  activity: Pick<ActivitySlides, 'documentId' | 'title' | 'activity_slideshow'>;
  /** The lesson the activity was reached through, when it is one of the lesson's activities. */
  lesson?: SlideShowLesson;
}

/** Under a lesson the whole lesson is loaded once, so 'Previous' and 'Next' cross to the neighbouring activities without a request. */
export async function activitySlidesLoader({ params }: LoaderFunctionArgs): Promise<Gated<ActivitySlidesData>> {
  return loadTeaching(async () => {
    const activityId = params.activity ?? '';
    if (params.lesson) {
      const lesson = await loadLessonOf(params);
      const entry = lesson.activities?.find((item) => !item?.section_divider && item?.activity?.documentId === activityId);
      if (entry?.activity) return { activity: entry.activity, lesson };
    }
    return { activity: await loadActivity(activityId) };
  });
}

export async function lessonSlidesLoader({ params }: LoaderFunctionArgs): Promise<Gated<SlideShowLesson>> {
  return loadTeaching(() => loadLessonOf(params));
}

/**
 * The pictures of the slide a lesson-mode URL opens on, so a page sent with its data (first-view.ts)
 * can have the browser fetch them with the page instead of once the slide has been drawn: on a
 * school connection that is the wait between the page and the picture the class is looking at.
 * None for a sub-slideshow's slide, the lesson overview or a gated page.
 */
export function activitySlidesImages(loaded: Gated<ActivitySlidesData> | undefined, params: Params): string[] {
  if (!loaded || !('data' in loaded)) return [];
  return slideImages(loaded.data.activity.activity_slideshow?.slides, params);
}

export function lessonSlidesImages(loaded: Gated<SlideShowLesson> | undefined, params: Params): string[] {
  if (!loaded || !('data' in loaded) || !params.activity) return [];
  const entry = loaded.data.activities?.find((item) => !item?.section_divider && item?.activity?.documentId === params.activity);
  return slideImages(entry?.activity?.activity_slideshow?.slides, params);
}

function slideImages(slides: Parameters<typeof lessonModeSlides>[0], params: Params): string[] {
  if (params.subslideshow) return [];
  const shown = lessonModeSlides(slides);
  const slide = shown[slidePosition(params.slide, shown.length) - 1];
  return slide ? slideMedia(slide).images : [];
}

/** Lesson mode's data from a first view, kept where lesson mode looks for it (see rememberLessonOf). */
export function rememberActivitySlides(loaded: Gated<ActivitySlidesData> | undefined, params: Params): void {
  if (!loaded || !('data' in loaded)) return;
  if (loaded.data.lesson) rememberLessonOf(params, loaded.data.lesson);
  else rememberActivity(loaded.data.activity as ActivitySlides);
}

export function rememberLessonSlides(loaded: Gated<SlideShowLesson> | undefined, params: Params): void {
  if (loaded && 'data' in loaded) rememberLessonOf(params, loaded.data);
}
