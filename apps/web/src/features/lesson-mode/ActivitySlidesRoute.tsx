/**
 * An activity's slides at '{activity path}/slides/{slide?}/{subslideshow?}/{subslide?}': under a
 * unit's lesson (or a custom unit's), a project, a programme or audience library, or a live
 * production (docs/product.md, "Lesson mode routes"). Under a lesson the whole lesson is loaded
 * once, so 'Previous' and 'Next' cross to the neighbouring activities without a request; elsewhere
 * there are no neighbours.
 */
import { useLoaderData, useLocation, useParams } from 'react-router';
import { exitPath, lessonModeSlides, neighbours, playableActivities, slidesRoot } from '../../lib/slides';
import { TeachingGate } from '../catalogue/teaching-gate';
import { PresentedSlideshow } from './PresentedSlideshow';
import type { ActivitySlidesData } from '../../app/page-loaders';
import { activitySlidesLoader, activitySlidesImages, rememberActivitySlides } from '../../app/page-loaders';
import { serverLoader } from '../../server/page-context.server';
import { TeachingError } from '../catalogue/TeachingError';

type Data = ActivitySlidesData;

export const clientLoader = activitySlidesLoader;
export const loader = serverLoader(activitySlidesLoader);
export const ErrorBoundary = TeachingError;
export const handle = { lessonMode: true, firstViewImages: activitySlidesImages, rememberFirstView: rememberActivitySlides };

export default function ActivitySlidesRoute() {
  const loaded = useLoaderData<typeof activitySlidesLoader>();
  return (
    <TeachingGate loaded={loaded} title="Lesson mode">
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
