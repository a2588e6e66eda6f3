/** /{audience}/{programme}/unit/{unit}/lesson/{lesson}: the lesson page (docs/product.md, "Units and lessons"). */
import { useLoaderData, useParams, type LoaderFunctionArgs } from 'react-router';
import { LessonPageDocument, type LessonPageQuery } from '../../graphql/generated';
import { request } from '../../lib/graphql';
import { NotFoundError } from '../../app/StatusViews';
import { playableActivities } from '../../lib/slides';
import { DocumentList } from '../../ui/DocumentList';
import { TeachingPage, gatedData, loadTeaching, teaserTitle } from '../teaching-gate/teaching-gate';
import { ActivityCard, ActivityCardList } from './ActivityCards';
import { LessonPage, useLessonPath } from './LessonPage';
import { serverLoader } from '../../server/page-context.server';
import { TeachingError } from '../teaching-gate/TeachingError';
import { lessonTeaser } from './unit-teaser';
import { nextLesson } from '../../lib/next-lesson';
import { CurriculumLabels } from '../curriculum/CurriculumLabels';
import { SharePage } from '../share/SharePage';

type Lesson = NonNullable<LessonPageQuery['lesson']>;

export async function clientLoader({ params, request: { signal } }: LoaderFunctionArgs) {
  return loadTeaching(
    async () => {
      const data = await request(LessonPageDocument, { lesson: params.lesson ?? '' }, { signal });
      if (!data.lesson) throw new NotFoundError(`The lesson '${params.lesson}'`);
      return data.lesson;
    },
    () => lessonTeaser(params.unit ?? '', params.lesson ?? '', signal),
  );
}

export const loader = serverLoader(clientLoader);
export const ErrorBoundary = TeachingError;
export const handle = {
  crumbLabels: (loaded: unknown) => ({ lesson: gatedData<{ title?: string }>(loaded)?.title ?? teaserTitle(loaded) }),
};

export default function LessonRoute() {
  return (
    <TeachingPage loaded={useLoaderData<typeof clientLoader>()} title="Lesson">
      {(lesson) => <LessonView lesson={lesson} />}
    </TeachingPage>
  );
}

function LessonView({ lesson }: { lesson: Lesson }) {
  const { audience, programme, unit } = useParams();
  const prefix = `${useLessonPath()}/activity`;
  const next = nextLesson(lesson);
  const entries = (lesson.activities ?? []).filter((entry) => entry && (entry.section_divider || entry.activity));
  return (
    <LessonPage
      lesson={lesson}
      hasSlides={playableActivities(lesson.activities ?? []).length > 0}
      hasActivities={entries.length > 0}
      labels={<CurriculumLabels tags={lesson.curriculum} />}
      share={<SharePage what="lesson" target={lesson.documentId} title={lesson.page_title || lesson.title} />}
      next={next && { to: `/${audience}/${programme}/unit/${unit}/lesson/${next.documentId}`, title: next.title }}
      activities={
        <ul className="card-list lesson-activities">
          {entries.map((entry) =>
            entry!.section_divider ? (
              <li key={entry!.id} className="lesson-activities__divider">
                <h3>{entry!.title}</h3>
              </li>
            ) : (
              <li key={entry!.id}>
                <ActivityCard activity={entry!.activity!} prefix={prefix} />
              </li>
            ),
          )}
        </ul>
      }
      extras={(lesson.extensionactivities ?? []).map((extension) =>
        extension ? (
          <section key={extension.id} aria-label={extension.title ?? 'Extension activities'}>
            <h2>{extension.title || 'Extension activities'}</h2>
            {extension.introduction && <p>{extension.introduction}</p>}
            <ActivityCardList activities={extension.activities.filter((a) => a != null)} prefix={prefix} />
            <DocumentList documents={extension.documents} heading="Extension documents" />
          </section>
        ) : null,
      )}
    />
  );
}
