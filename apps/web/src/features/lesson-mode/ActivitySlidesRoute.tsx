/**
 * An activity's slides at '{activity path}/slides/{slide?}/{subslideshow?}/{subslide?}': under a
 * unit's lesson (or a custom unit's), a project, a programme or audience library, or a live
 * production (docs/product.md, "Lesson mode routes"). Under a lesson the whole lesson is loaded
 * once, so 'Previous' and 'Next' cross to the neighbouring activities without a request; elsewhere
 * there are no neighbours.
 */
import { useLoaderData, useLocation, useParams, type LoaderFunctionArgs, type Params } from 'react-router';
import { exitPath, lessonModeSlides, neighbours, playableActivities, slidesRoot } from '../../lib/slides';
import { TeachingGate, loadTeaching, type Gated } from '../teaching-gate/teaching-gate';
import { PresentedSlideshow } from './PresentedSlideshow';
import { loadActivity, loadLessonOf, openingSlideImages, rememberActivity, rememberLessonOf, type ActivitySlides, type Lesson } from './slideshow-data';
import { serverLoader } from '../../server/page-context.server';
import { preloadImages } from './preload-images';
import { TeachingError } from '../teaching-gate/TeachingError';

export interface ActivitySlidesData {
  activity: Pick<ActivitySlides, 'documentId' | 'title' | 'activity_slideshow'>;
  /** The lesson the activity was reached through, when it is one of the lesson's activities. */
  lesson?: Lesson;
}

type Data = ActivitySlidesData;

export async function clientLoader({ params }: LoaderFunctionArgs): Promise<Gated<ActivitySlidesData>> {
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

export const loader = serverLoader(clientLoader);
export { shouldRevalidate } from './slide-moves';
export const ErrorBoundary = TeachingError;

/** The opening slide's pictures, preloaded with a page sent with its data; none for a gated page. */
export function activitySlidesImages(loaded: Gated<ActivitySlidesData> | undefined, params: Params): string[] {
  if (!loaded || !('data' in loaded)) return [];
  return openingSlideImages(loaded.data.activity.activity_slideshow?.slides, params);
}

/** Lesson mode's data from a first view, kept where lesson mode looks for it (see rememberLessonOf). */
function rememberActivitySlides(loaded: Gated<ActivitySlidesData> | undefined, params: Params): void {
  if (!loaded || !('data' in loaded)) return;
  if (loaded.data.lesson) rememberLessonOf(params, loaded.data.lesson);
  else rememberActivity(loaded.data.activity as ActivitySlides);
}

export const handle = { lessonMode: true, rememberFirstView: rememberActivitySlides };

export default function ActivitySlidesRoute() {
  const loaded = useLoaderData<typeof clientLoader>();
  preloadImages(activitySlidesImages(loaded, useParams()));
  return (
    <TeachingGate loaded={loaded} title="Lesson mode" lessonMode>
      {(data) => <ActivitySlideshow data={data} />}
    </TeachingGate>
  );
}

function ActivitySlideshow({ data: { activity, lesson } }: { data: Data }) {
  const params = useParams();
  const { pathname } = useLocation();
  const root = slidesRoot(pathname);
  const activityPath = exitPath(pathname);
  const prefix = activityPath.slice(0, activityPath.lastIndexOf('/'));
  const playable = lesson ? playableActivities(lesson.activities ?? []) : [];
  const { previous, next } = neighbours(playable, activity.documentId);
  const nextActivity = next && lesson?.activities?.find((entry) => entry?.activity?.documentId === next.id)?.activity;
  return (
    <PresentedSlideshow
      heading={activity.title}
      slides={activity.activity_slideshow?.slides}
      root={root}
      params={params}
      previous={previous && { to: `${prefix}/${previous.id}/slides/${previous.slideCount}`, title: previous.title }}
      next={next && { to: `${prefix}/${next.id}/slides`, title: next.title }}
      upcoming={lessonModeSlides(nextActivity?.activity_slideshow?.slides)[0]}
      exitTo={activityPath}
    />
  );
}
