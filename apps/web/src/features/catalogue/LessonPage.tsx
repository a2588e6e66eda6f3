/**
 * What every lesson page shows around its activities (docs/product.md, "Units and lessons"), for a
 * unit's lesson and a custom unit's lesson alike: the title (in the tab and the breadcrumbs), 'Start
 * lesson' when lesson mode has something to present, the introduction, the activities, the
 * lesson's documents and 'Next' to the unit's following lesson.
 */
import { TaughtHere } from '../teaching-record/TaughtHere';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import type { DocumentLinkFragment } from '../../graphql/generated';
import { useDocumentTitle } from '../../lib/document-title';
import { useBreadcrumbLabel } from '../../app/breadcrumb-state';
import { RichText } from '../../ui/RichText';
import { DocumentList } from '../../ui/DocumentList';
import { MakeAvailableOffline } from '../offline/MakeAvailableOffline';

export interface LessonSummary {
  documentId: string;
  title: string;
  page_title?: string | null;
  introduction?: unknown;
  disable_lesson_mode?: boolean | null;
  documents?: ReadonlyArray<DocumentLinkFragment | null> | null;
}

/** The lesson page's own address, without a trailing slash: its activities are at `{path}/activity/{id}`. */
export function useLessonPath(): string {
  return useLocation().pathname.replace(/\/+$/, '');
}

export function LessonPage({
  lesson,
  hasSlides,
  hasActivities,
  activities,
  extras,
  next,
  labels,
  share,
}: {
  lesson: LessonSummary;
  /** Whether any of the lesson's activities has a slide shown in lesson mode. */
  hasSlides: boolean;
  hasActivities: boolean;
  /** The activities' list. */
  activities: ReactNode;
  /** Sections after the activities (a unit lesson's extension activities). */
  extras?: ReactNode;
  /** The following lesson of the unit, if there is one. */
  next?: { to: string; title: string };
  /** The lesson's curriculum labels (a unit's lesson: CurriculumLabels). */
  labels?: ReactNode;
  /** The share box (a unit's lesson: SharePage; a custom unit's lessons are their owner's only). */
  share?: ReactNode;
}) {
  const path = useLessonPath();
  useDocumentTitle(lesson.page_title || lesson.title);
  useBreadcrumbLabel('lesson', lesson.documentId, lesson.title);
  // Lesson mode presents the activities with slides, unless an editor turned it off for this lesson.
  const canPresent = !lesson.disable_lesson_mode && hasSlides;
  return (
    <main id="main" tabIndex={-1} className="page">
      <h1>{lesson.page_title || lesson.title}</h1>
      {labels}
      {canPresent && (
        <>
          <p>
            <Link to={`${path}/slides`} className="button">
              Start lesson
            </Link>
          </p>
          <MakeAvailableOffline kind="lesson" title={lesson.page_title || lesson.title} href={path} />
          <TaughtHere lesson={lesson.documentId} lessonTitle={lesson.page_title || lesson.title} />
        </>
      )}
      <RichText content={lesson.introduction} />
      {share}
      <section aria-labelledby="lesson-activities">
        <h2 id="lesson-activities">Activities</h2>
        {!hasActivities && <p>This lesson has no activities yet.</p>}
        {activities}
      </section>
      {extras}
      <DocumentList documents={lesson.documents} heading="Lesson documents" />
      {next && (
        <p className="next-link">
          <Link to={next.to} className="button button--outline">
            Next: {next.title}
          </Link>
        </p>
      )}
    </main>
  );
}
