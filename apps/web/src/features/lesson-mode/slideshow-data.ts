/**
 * Lesson mode's data. A lesson's slides come in one request (LessonSlideShow) and stay in memory for
 * this tab (on the server, for the one page request being rendered: lib/graphql.ts requestMemory),
 * keyed by the caller's token: moving between slides, and between the activities of a
 * lesson, asks the CMS for nothing; the sub-slideshows a slide opens come with it. A failed request
 * is forgotten, so trying again asks again.
 */
import {
  ActivitySlideShowDocument,
  CustomLessonSlideShowDocument,
  CustomUnitStrandsDocument,
  LessonSlideShowDocument,
  SlideShowDocument,
  type ActivitySlideShowQuery,
  type LessonSlideShowQuery,
  type SlideShowQuery,
  type SlideshowContentFragment,
  type SlideshowSlidesFragment,
} from '../../graphql/generated';
import { getBearerToken, request, requestMemory, type TypedDocument } from '../../lib/graphql';
import { previewToken } from '../../lib/preview';
import { NotFoundError } from '../../app/StatusViews';
import { lessonModeSlides, slideMedia, slidePosition } from '../../lib/slides';
import type { Params } from 'react-router';

/** How long fetched slides are reused before the next visit asks again (an editor may have published). */
const KEEP_MS = 10 * 60_000;

type Entry = { at: number; promise: Promise<unknown>; value?: unknown };

function keyOf(document: { toString(): string }, variables: unknown): string {
  return `${getBearerToken() ?? ''}\n${previewToken() ?? ''}\n${document.toString()}\n${JSON.stringify(variables)}`;
}

/** A query's answer from memory when this tab has it, else from the CMS. */
export function cachedRequest<T, V>(document: TypedDocument<T, V>, variables: V): Promise<T> {
  const key = keyOf(document, variables);
  const cache = requestMemory<Entry>();
  const hit = cache.get(key);
  if (hit && Date.now() - hit.at < KEEP_MS) return hit.promise as Promise<T>;
  const entry: Entry = { at: Date.now(), promise: Promise.resolve() };
  entry.promise = request(document, variables).then(
    (value) => {
      entry.value = value;
      return value;
    },
    (error: unknown) => {
      if (cache.get(key) === entry) cache.delete(key);
      throw error;
    },
  );
  cache.set(key, entry);
  return entry.promise as Promise<T>;
}

/** Keeps an answer read elsewhere (a page's first view, read on the server) as if this tab had asked for it. */
export function rememberAnswer<T, V>(document: TypedDocument<T, V>, variables: V, value: T): void {
  requestMemory<Entry>().set(keyOf(document, variables), { at: Date.now(), promise: Promise.resolve(value), value });
}

/** The answer if it is already in memory (for rendering without a loading flash). */
export function cachedValue<T, V>(document: TypedDocument<T, V>, variables: V): T | undefined {
  const hit = requestMemory<Entry>().get(keyOf(document, variables));
  return hit && Date.now() - hit.at < KEEP_MS ? (hit.value as T | undefined) : undefined;
}

/** A slideshow with its sub-slideshows' slides (what lesson mode loads). */
export type Slideshow = SlideshowSlidesFragment;
/** A sub-slideshow's content, and the shape every slide shares. */
export type SlideshowContent = SlideshowContentFragment;
export type Slide = NonNullable<NonNullable<SlideshowContent['slides']>[number]>;
export type Lesson = NonNullable<LessonSlideShowQuery['lesson']>;

export async function loadLesson(lessonId: string): Promise<Lesson> {
  const data = await cachedRequest(LessonSlideShowDocument, { lesson: lessonId });
  if (!data.lesson) throw new NotFoundError(`The lesson '${lessonId}'`);
  return data.lesson;
}

export type ActivitySlides = NonNullable<ActivitySlideShowQuery['activityPage']>;

export async function loadActivity(activityId: string): Promise<ActivitySlides> {
  const data = await cachedRequest(ActivitySlideShowDocument, { activity: activityId });
  if (!data.activityPage) throw new NotFoundError(`The activity '${activityId}'`);
  return data.activityPage;
}

export function loadSubSlideshow(slideshowId: string): Promise<SlideShowQuery> {
  return cachedRequest(SlideShowDocument, { slideshow: slideshowId });
}

export function cachedSubSlideshow(slideshowId: string): SlideShowQuery | undefined {
  return cachedValue(SlideShowDocument, { slideshow: slideshowId });
}

/** The strands of one of the caller's custom units (not found when it is not theirs). */
export async function loadCustomUnitStrands(unitId: string): Promise<string[]> {
  const { customScheme } = await cachedRequest(CustomUnitStrandsDocument, { unit: unitId });
  if (!customScheme) throw new NotFoundError(`The unit '${unitId}'`);
  return customScheme.learning_strands.filter((strand) => strand != null).map((strand) => strand!.documentId);
}

/**
 * A custom unit's lesson in lesson mode: the CMS picks its activities for the unit's strands
 * (apps/cms/docs/custom-units.md); they are shaped as a lesson's activity list, without dividers.
 */
export async function loadCustomLesson(unitId: string, lessonId: string): Promise<Lesson> {
  const strands = await loadCustomUnitStrands(unitId);
  const { lesson } = await cachedRequest(CustomLessonSlideShowDocument, { lesson: lessonId, strands });
  if (!lesson) throw new NotFoundError(`The lesson '${lessonId}'`);
  return {
    documentId: lesson.documentId,
    title: lesson.title,
    page_title: lesson.page_title,
    disable_lesson_mode: lesson.disable_lesson_mode,
    // A custom unit's lessons are the teacher's own list: the end screen offers no 'Next lesson' from here.
    scheme: null,
    // Nor a plenary prompt: the CMS's picks are not divided into sections.
    activities: lesson.activities_for_strands.map((activity, index) => ({
      id: `custom-${index}`,
      title: activity.title,
      section_divider: false,
      activity: { ...activity, type: null, lesson_summary: null },
    })),
  };
}

/**
 * Keeps a lesson (or, outside a lesson, an activity) that a page's first view carried, so moving to
 * the lesson's next activity asks the CMS for nothing. A custom unit's lesson is not kept: it is read
 * from two answers, and its next activity asks once.
 */
export function rememberLessonOf(params: { customUnit?: string; lesson?: string }, lesson: Lesson): void {
  if (!params.customUnit && params.lesson) rememberAnswer(LessonSlideShowDocument, { lesson: params.lesson }, { lesson } as LessonSlideShowQuery);
}

export function rememberActivity(activity: ActivitySlides): void {
  rememberAnswer(ActivitySlideShowDocument, { activity: activity.documentId }, { activityPage: activity } as ActivitySlideShowQuery);
}

/** A lesson reached through a unit, or through one of the caller's custom units. */
export function loadLessonOf(params: { customUnit?: string; lesson?: string }): Promise<Lesson> {
  return params.customUnit ? loadCustomLesson(params.customUnit, params.lesson ?? '') : loadLesson(params.lesson ?? '');
}

/**
 * The pictures of the slide a lesson-mode URL opens on, so a page sent with its data (app/first-view.ts)
 * can have the browser fetch them with the page instead of once the slide has been drawn: on a
 * school connection that is the wait between the page and the picture the class is looking at.
 * None for a sub-slideshow's slide.
 */
export function openingSlideImages(slides: Parameters<typeof lessonModeSlides>[0], params: Params): string[] {
  if (params.subslideshow) return [];
  const shown = lessonModeSlides(slides);
  const slide = shown[slidePosition(params.slide, shown.length) - 1];
  return slide ? slideMedia(slide).images : [];
}
