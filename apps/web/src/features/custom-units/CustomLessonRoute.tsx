/**
 * /{audience}/{programme}/custom-unit/{unit}/lesson/{lesson}: a lesson of the teacher's unit, with
 * the activities the CMS chose for the unit's strands (apps/cms/docs/custom-units.md), each opening
 * at .../activity/{id}, and 'Start lesson' for lesson mode.
 */
import './custom-units.css';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { CustomLessonPageDocument, type CustomLessonPageQuery } from '../../graphql/generated';
import { request } from '../../lib/graphql';
import { lessonModeSlideCount } from '../../lib/slides';
import { NotFoundError } from '../../app/StatusViews';
import { loadTeaching, TeachingPage, type Gated } from '../teaching-gate/teaching-gate';
import { ActivityCardList } from '../catalogue/ActivityCards';
import { LessonPage, useLessonPath } from '../catalogue/LessonPage';
import { loadCustomUnitStrands } from '../lesson-mode/slideshow-data';
import { serverLoader } from '../../server/page-context.server';
import { TeachingError } from '../teaching-gate/TeachingError';

type Lesson = NonNullable<CustomLessonPageQuery['lesson']>;

export async function clientLoader({ params, request: { signal } }: LoaderFunctionArgs): Promise<Gated<Lesson>> {
  return loadTeaching(async () => {
    const strands = await loadCustomUnitStrands(params.customUnit ?? '');
    const { lesson } = await request(CustomLessonPageDocument, { lesson: params.lesson ?? '', strands }, { signal });
    if (!lesson) throw new NotFoundError(`The lesson '${params.lesson}'`);
    return lesson;
  });
}

export const loader = serverLoader(clientLoader);
export const ErrorBoundary = TeachingError;

export default function CustomLessonRoute() {
  return (
    <TeachingPage loaded={useLoaderData<typeof clientLoader>()} title="Lesson">
      {(lesson) => <LessonView lesson={lesson} />}
    </TeachingPage>
  );
}

function LessonView({ lesson }: { lesson: Lesson }) {
  const prefix = `${useLessonPath()}/activity`;
  const activities = lesson.activities_for_strands;
  return (
    <LessonPage
      lesson={lesson}
      hasSlides={activities.some((activity) => lessonModeSlideCount(activity.activity_slideshow) > 0)}
      hasActivities={activities.length > 0}
      activities={<ActivityCardList activities={activities} prefix={prefix} />}
    />
  );
}
