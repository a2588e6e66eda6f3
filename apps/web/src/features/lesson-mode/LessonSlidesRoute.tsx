/**
 * A lesson in lesson mode at '{lesson path}/slides/{activity?}/{slide?}/{subslideshow?}/{subslide?}'
 * (docs/product.md, "Lesson mode routes" and "Lesson overview"): without an activity, the lesson
 * overview (the activities with slides as cards with their slide counts, under their section
 * dividers); with one, its slides, a 'Lesson overview' link, and 'Previous' / 'Next' across the
 * lesson's activities. The lesson is fetched once for all of this.
 */
import { Link, useLoaderData, useLocation, useParams, type LoaderFunctionArgs, type Params } from 'react-router';
import { exitPath, lessonModeSlides, lessonOverview, neighbours, playableActivities, slidePosition, slidesRoot } from '../../lib/slides';
import { slideCountLabel } from '../../lib/activity-page';
import { NotFound } from '../../app/StatusViews';
import { TeachingGate, loadTeaching, type Gated } from '../teaching-gate/teaching-gate';
import { OverviewFrame } from './OverviewFrame';
import { END_SEGMENT, EndScreen } from './EndScreen';
import { plenaryPrompt } from './plenary';
import { nextLesson } from '../../lib/next-lesson';
import { useRecordPresented } from '../home/use-record-presented';
import { PresentedSlideshow } from './PresentedSlideshow';
import { loadLessonOf, openingSlideImages, rememberLessonOf, type Lesson } from './slideshow-data';
import { serverLoader } from '../../server/page-context.server';
import { preloadImages } from './preload-images';
import { TeachingError } from '../teaching-gate/TeachingError';
import { MarkAsTaught } from '../teaching-record/MarkAsTaught';
import { NotePresentedToEnd } from '../teaching-record/presented-to-end';

export async function clientLoader({ params }: LoaderFunctionArgs): Promise<Gated<Lesson>> {
  return loadTeaching(() => loadLessonOf(params));
}

export const loader = serverLoader(clientLoader);
export { shouldRevalidate } from './slide-moves';
export const ErrorBoundary = TeachingError;

/** The opening slide's pictures, preloaded with a page sent with its data; none on the lesson overview or a gated page. */
export function lessonSlidesImages(loaded: Gated<Lesson> | undefined, params: Params): string[] {
  if (!loaded || !('data' in loaded) || !params.activity) return [];
  const entry = loaded.data.activities?.find((item) => !item?.section_divider && item?.activity?.documentId === params.activity);
  return openingSlideImages(entry?.activity?.activity_slideshow?.slides, params);
}

function rememberLessonSlides(loaded: Gated<Lesson> | undefined, params: Params): void {
  if (loaded && 'data' in loaded) rememberLessonOf(params, loaded.data);
}

export const handle = { lessonMode: true, rememberFirstView: rememberLessonSlides };

export default function LessonSlidesRoute() {
  const loaded = useLoaderData<typeof clientLoader>();
  preloadImages(lessonSlidesImages(loaded, useParams()));
  const { activity } = useParams();
  return (
    <TeachingGate loaded={loaded} title="Lesson mode" lessonMode>
      {(lesson) => (
        <>
          <RecordPresented lesson={lesson.documentId} />
          {activity === END_SEGMENT ? (
            <LessonEnd lesson={lesson} />
          ) : activity ? (
            <LessonActivity lesson={lesson} activityId={activity} />
          ) : (
            <LessonOverview lesson={lesson} />
          )}
        </>
      )}
    </TeachingGate>
  );
}

/** Records the lesson for the teacher's "Continue where you left off" (features/home). */
function RecordPresented({ lesson }: { lesson: string }) {
  useRecordPresented(lesson);
  return null;
}

function LessonActivity({ lesson, activityId }: { lesson: Lesson; activityId: string }) {
  const params = useParams();
  const { pathname } = useLocation();
  const lessonRoot = slidesRoot(pathname);
  const entry = lesson.activities?.find((item) => !item?.section_divider && item?.activity?.documentId === activityId);
  if (!entry?.activity) return <NotFound />;
  const playable = playableActivities(lesson.activities ?? []);
  const { previous, next } = neighbours(playable, activityId);
  const nextActivity = next && lesson.activities?.find((item) => item?.activity?.documentId === next.id)?.activity;
  const slideCount = lessonModeSlides(entry.activity.activity_slideshow?.slides).length;
  const onLastSlide = !next && !params.subslideshow && slidePosition(params.slide, slideCount) >= slideCount;
  return (
    <>
      {onLastSlide && <NotePresentedToEnd lesson={lesson.documentId} />}
      <PresentedSlideshow
        heading={entry.activity.title}
        slides={entry.activity.activity_slideshow?.slides}
        root={`${lessonRoot}/${activityId}`}
        params={params}
        previous={previous && { to: `${lessonRoot}/${previous.id}/${previous.slideCount}`, title: previous.title }}
        next={next ? { to: `${lessonRoot}/${next.id}`, title: next.title } : { to: `${lessonRoot}/${END_SEGMENT}`, title: 'Lesson complete', kind: 'end' }}
        upcoming={lessonModeSlides(nextActivity?.activity_slideshow?.slides)[0]}
        exitTo={exitPath(pathname)}
        atEnd={<MarkAsTaught lesson={lesson.documentId} lessonTitle={lesson.title} variant="page" />}
        links={
          <Link to={lessonRoot} className="lesson-mode__link">
            Lesson overview
          </Link>
        }
      />
    </>
  );
}

function LessonEnd({ lesson }: { lesson: Lesson }) {
  const { pathname } = useLocation();
  const root = slidesRoot(pathname);
  const lessonPath = exitPath(pathname);
  const playable = playableActivities(lesson.activities ?? []);
  const last = playable[playable.length - 1];
  const next = nextLesson(lesson);
  return (
    <>
      <NotePresentedToEnd lesson={lesson.documentId} />
      <EndScreen
        heading="Lesson complete"
        title={lesson.page_title || lesson.title}
        exitTo={lessonPath}
        exitLabel="Back to the lesson"
        restartTo={root}
        lastSlideTo={last && `${root}/${last.id}/${last.slideCount}`}
        next={next && { to: lessonPath.replace(/[^/]+$/, next.documentId), title: next.title, label: 'Next lesson' }}
        plenary={plenaryPrompt(lesson.activities)}
        markTaught={<MarkAsTaught lesson={lesson.documentId} lessonTitle={lesson.title} />}
      />
    </>
  );
}

function LessonOverview({ lesson }: { lesson: Lesson }) {
  const { pathname } = useLocation();
  const root = slidesRoot(pathname);
  const entries = lesson.disable_lesson_mode ? [] : lessonOverview(lesson.activities ?? []);
  const first = entries.find((entry) => entry.kind === 'activity');
  return (
    <OverviewFrame
      exitTo={exitPath(pathname)}
      barHeading="Lesson overview"
      title={lesson.page_title || lesson.title}
      startPath={first ? `${root}/${first.activity.id}` : undefined}
    >
      {lesson.disable_lesson_mode && <p>This lesson is not presented in lesson mode. Each activity's own page can still start its slides.</p>}
      {!lesson.disable_lesson_mode && entries.length === 0 && <p>None of this lesson's activities has slides yet.</p>}
      <ul className="lesson-overview__list">
        {entries.map((entry) =>
          entry.kind === 'divider' ? (
            <li key={entry.key} className="lesson-overview__divider">
              <h2>{entry.title}</h2>
            </li>
          ) : (
            <li key={entry.key}>
              <Link to={`${root}/${entry.activity.id}`} className="lesson-overview__card">
                <span className="lesson-overview__title">{entry.activity.title}</span>
                <span className="lesson-overview__count">{slideCountLabel(entry.activity.slideCount)}</span>
              </Link>
            </li>
          ),
        )}
      </ul>
    </OverviewFrame>
  );
}
