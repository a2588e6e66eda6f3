/**
 * Lesson mode's data. A lesson's slides come in one request (LessonSlideShow) and stay in memory for
 * this tab, keyed by the caller's token: moving between slides, and between the activities of a
 * lesson, asks the CMS for nothing; the sub-slideshows a slide opens come with it. A failed request
 * is forgotten, so trying again asks again.
 */
import {
  ActivitySlideShowDocument,
  LessonSlideShowDocument,
  SlideShowDocument,
  type ActivitySlideShowQuery,
  type LessonSlideShowQuery,
  type SlideShowQuery,
  type SlideshowContentFragment,
  type SlideshowSlidesFragment,
} from '../../graphql/generated';
import { getBearerToken, request, type TypedDocument } from '../../lib/graphql';
import { previewToken } from '../../lib/preview';
import { NotFoundError } from '../../app/StatusViews';

/** How long fetched slides are reused before the next visit asks again (an editor may have published). */
const KEEP_MS = 10 * 60_000;

type Entry = { at: number; promise: Promise<unknown>; value?: unknown };
const cache = new Map<string, Entry>();

function keyOf(document: { toString(): string }, variables: unknown): string {
  return `${getBearerToken() ?? ''}\n${previewToken() ?? ''}\n${document.toString()}\n${JSON.stringify(variables)}`;
}

/** A query's answer from memory when this tab has it, else from the CMS. */
export function cachedRequest<T, V>(document: TypedDocument<T, V>, variables: V): Promise<T> {
  const key = keyOf(document, variables);
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

/** The answer if it is already in memory (for rendering without a loading flash). */
export function cachedValue<T, V>(document: TypedDocument<T, V>, variables: V): T | undefined {
  const hit = cache.get(keyOf(document, variables));
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
