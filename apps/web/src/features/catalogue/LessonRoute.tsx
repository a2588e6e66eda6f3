/** /{audience}/{programme}/unit/{unit}/lesson/{lesson}: the lesson page (docs/product.md, "Units and lessons"). */
import type { lessonLoader } from '../../app/page-loaders';
import { Link, useLoaderData, useLocation, useParams } from 'react-router';
import type { LessonPageQuery } from '../../graphql/generated';
import { useDocumentTitle } from '../../lib/document-title';
import { useBreadcrumbLabel } from '../../app/breadcrumb-state';
import { playableActivities } from '../../lib/slides';
import { RichText } from '../../ui/RichText';
import { DocumentList } from '../../ui/DocumentList';
import { TeachingGate } from './teaching-gate';
import { ActivityCard, ActivityCardList } from './ActivityCards';
import { useAudienceColours } from './views';

type Lesson = NonNullable<LessonPageQuery['lesson']>;

export function Component() {
  const loaded = useLoaderData<typeof lessonLoader>();
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
  const entries = (lesson.activities ?? []).filter((entry) => entry && (entry.section_divider || entry.activity));
  // Lesson mode presents the activities with slides, unless an editor turned it off for this lesson.
  const canPresent = !lesson.disable_lesson_mode && playableActivities(lesson.activities ?? []).length > 0;
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
        {entries.length === 0 && <p>This lesson has no activities yet.</p>}
        <ul className="card-list lesson-activities">
          {entries.map((entry) =>
            entry!.section_divider ? (
              <li key={entry!.id} className="lesson-activities__divider">
                <h3>{entry!.title}</h3>
              </li>
            ) : (
              <li key={entry!.id}>
                <ActivityCard activity={entry!.activity!} prefix={`${base}/activity`} />
              </li>
            ),
          )}
        </ul>
      </section>
      {(lesson.extensionactivities ?? []).map((extension) =>
        extension ? (
          <section key={extension.id} aria-label={extension.title ?? 'Extension activities'}>
            <h2>{extension.title || 'Extension activities'}</h2>
            {extension.introduction && <p>{extension.introduction}</p>}
            <ActivityCardList activities={extension.activities.filter((a) => a != null)} prefix={`${base}/activity`} />
            <DocumentList documents={extension.documents} heading="Extension documents" />
          </section>
        ) : null,
      )}
      <DocumentList documents={lesson.documents} heading="Lesson documents" />
    </main>
  );
}
