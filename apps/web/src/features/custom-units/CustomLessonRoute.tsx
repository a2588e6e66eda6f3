/**
 * /{audience}/{programme}/custom-unit/{unit}/lesson/{lesson}: a lesson of the teacher's unit, with
 * the activities the CMS chose for the unit's strands (apps/cms/docs/custom-units.md), each opening
 * at .../activity/{id}, and 'Start lesson' for lesson mode.
 */
import './custom-units.css';
import { Link, useLoaderData, useLocation, useParams, type LoaderFunctionArgs } from 'react-router';
import { CustomLessonPageDocument, type CustomLessonPageQuery } from '../../graphql/generated';
import { request } from '../../lib/graphql';
import { useDocumentTitle } from '../../lib/document-title';
import { lessonModeSlideCount } from '../../lib/slides';
import { NotFoundError } from '../../app/StatusViews';
import { useBreadcrumbLabel } from '../../app/breadcrumb-state';
import { RichText } from '../../ui/RichText';
import { DocumentList } from '../../ui/DocumentList';
import { loadTeaching, TeachingGate, type Gated } from '../catalogue/teaching-gate';
import { ActivityCardList } from '../catalogue/ActivityCards';
import { useAudienceColours } from '../catalogue/views';
import { loadCustomUnitStrands } from '../lesson-mode/slideshow-data';

type Lesson = NonNullable<CustomLessonPageQuery['lesson']>;

export async function loader({ params, request: { signal } }: LoaderFunctionArgs): Promise<Gated<Lesson>> {
  return loadTeaching(async () => {
    const strands = await loadCustomUnitStrands(params.customUnit ?? '');
    const { lesson } = await request(CustomLessonPageDocument, { lesson: params.lesson ?? '', strands }, { signal });
    if (!lesson) throw new NotFoundError(`The lesson '${params.lesson}'`);
    return lesson;
  });
}

export function Component() {
  const loaded = useLoaderData<typeof loader>();
  useAudienceColours(useParams().audience);
  return (
    <TeachingGate loaded={loaded} title="Lesson">
      {(lesson) => <LessonView lesson={lesson} />}
    </TeachingGate>
  );
}

function LessonView({ lesson }: { lesson: Lesson }) {
  const { pathname } = useLocation();
  const base = pathname.replace(/\/+$/, '');
  useDocumentTitle(lesson.page_title || lesson.title);
  useBreadcrumbLabel('lesson', lesson.documentId, lesson.title);
  const activities = lesson.activities_for_strands;
  const canPresent = !lesson.disable_lesson_mode && activities.some((activity) => lessonModeSlideCount(activity.activity_slideshow) > 0);
  return (
    <main id="main" tabIndex={-1} className="page">
      <h1>{lesson.page_title || lesson.title}</h1>
      {canPresent && (
        <p>
          <Link to={`${base}/slides`} className="button">
            Start lesson
          </Link>
        </p>
      )}
      <RichText content={lesson.introduction} />
      <section aria-labelledby="lesson-activities">
        <h2 id="lesson-activities">Activities</h2>
        {activities.length === 0 && <p>This lesson has no activities yet.</p>}
        <ActivityCardList activities={activities} prefix={`${base}/activity`} />
      </section>
      <DocumentList documents={lesson.documents} heading="Lesson documents" />
    </main>
  );
}
