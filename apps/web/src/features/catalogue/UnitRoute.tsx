/** /{audience}/{programme}/unit/{unit}: a unit of work (docs/product.md, "Units and lessons"). */
import { TaughtHere } from '../teaching-record/TaughtHere';
import { Link, useLoaderData, useParams, type LoaderFunctionArgs } from 'react-router';
import { UnitPageDocument, type UnitPageQuery } from '../../graphql/generated';
import { request } from '../../lib/graphql';
import { NotFoundError } from '../../app/StatusViews';
import { useDocumentTitle } from '../../lib/document-title';
import { findSchemeTitle, useShellData } from '../../app/shell-data';
import { RichText } from '../../ui/RichText';
import { DocumentList } from '../../ui/DocumentList';
import { TeachingPage, loadTeaching } from '../teaching-gate/teaching-gate';
import { ActivityCardList } from './ActivityCards';
import { lessonFacts } from './LessonOutline';
import { unitTeaser } from './unit-teaser';
import { firstParagraph } from '../../lib/rich-text';
import { serverLoader } from '../../server/page-context.server';
import { TeachingError } from '../teaching-gate/TeachingError';
import { CurriculumLabels } from '../curriculum/CurriculumLabels';

type Unit = NonNullable<UnitPageQuery['scheme']>;

export async function clientLoader({ params, request: { signal } }: LoaderFunctionArgs) {
  const unit = params.unit ?? '';
  return loadTeaching(
    async () => {
      const data = await request(UnitPageDocument, { unit }, { signal });
      if (!data.scheme) throw new NotFoundError(`The unit '${unit}'`);
      return data.scheme;
    },
    () => unitTeaser(unit, signal),
  );
}

export const loader = serverLoader(clientLoader);
export const ErrorBoundary = TeachingError;

export default function UnitRoute() {
  const title = findSchemeTitle(useShellData(), useParams().unit);
  return (
    <TeachingPage loaded={useLoaderData<typeof clientLoader>()} title={title}>
      {(unit) => <UnitView unit={unit} />}
    </TeachingPage>
  );
}

function UnitView({ unit }: { unit: Unit }) {
  const { audience, programme } = useParams();
  useDocumentTitle(unit.title);
  const base = `/${audience}/${programme}/unit/${unit.documentId}`;
  const lessons = unit.lessons.filter((lesson) => lesson != null);
  const outline = new Map(unit.outline.map((lesson) => [lesson.documentId, lesson]));
  const featured = (unit.scheme_activities ?? []).flatMap((entry) => (entry?.activity ? [entry.activity] : []));
  const sections = (unit.activity_sections ?? []).filter((entry) => entry?.activity_section);
  return (
    <main id="main" tabIndex={-1} className="page">
      <h1>{unit.title}</h1>
      <TaughtHere unit={unit.documentId} />
      <CurriculumLabels tags={unit.curriculum} />
      {unit.blurb && <p className="lead">{unit.blurb}</p>}
      <RichText content={unit.introduction} />
      <section aria-labelledby="unit-lessons">
        <h2 id="unit-lessons">Lessons</h2>
        {lessons.length === 0 ? (
          <p>This unit has no lessons yet.</p>
        ) : (
          <ol className="card-list card-list--numbered">
            {lessons.map((lesson, index) => {
              const facts = outline.has(lesson.documentId) ? lessonFacts(outline.get(lesson.documentId)!) : '';
              const summary = firstParagraph(lesson.introduction);
              return (
                <li key={lesson.documentId} className="card">
                  <Link to={`${base}/lesson/${lesson.documentId}`} className="card__link">
                    <span className="card__eyebrow">Lesson {index + 1}</span>
                    <span className="card__title">{lesson.title}</span>
                  </Link>
                  {facts && <span className="card__facts">{facts}</span>}
                  {summary && <p className="card__summary">{summary}</p>}
                  {lesson.featured && <span className="tag">Featured</span>}
                </li>
              );
            })}
          </ol>
        )}
      </section>
      {featured.length > 0 && (
        <section aria-labelledby="unit-activities">
          <h2 id="unit-activities">Activities in this unit</h2>
          <ActivityCardList activities={featured} prefix={`${base}/activity`} />
        </section>
      )}
      {sections.length > 0 && (
        <section aria-labelledby="unit-sections">
          <h2 id="unit-sections">Activity sections</h2>
          <ul className="card-list">
            {sections.map((entry) => (
              <li key={entry!.id} className="card">
                <Link to={`${base}/activities/${entry!.activity_section!.documentId}`} className="card__link">
                  <span className="card__title">{entry!.title || entry!.activity_section!.title}</span>
                </Link>
                {entry!.activity_section!.introduction && <p>{entry!.activity_section!.introduction}</p>}
              </li>
            ))}
          </ul>
        </section>
      )}
      <DocumentList documents={unit.documents} heading="Unit documents" />
    </main>
  );
}
