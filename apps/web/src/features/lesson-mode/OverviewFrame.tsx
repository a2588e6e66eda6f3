/**
 * The frame of a lesson mode overview (a lesson's, a playlist's): the bar with 'Exit lesson mode',
 * the title, and ArrowRight to start the first item, as it would move on from a slide.
 */
import { useEffect, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { lessonModeTitle } from '../../lib/slides';
import { LessonModeBar, useLessonModePage } from './SlideDeck';

export function OverviewFrame({
  exitTo,
  barHeading,
  title,
  startPath,
  children,
}: {
  exitTo: string;
  barHeading: string;
  title: string;
  startPath?: string;
  children: ReactNode;
}) {
  const navigate = useNavigate();
  useLessonModePage();

  useEffect(() => {
    document.title = lessonModeTitle(title);
  }, [title]);

  useEffect(() => {
    if (!startPath) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'ArrowRight' || event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
      event.preventDefault();
      navigate(startPath);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [startPath, navigate]);

  return (
    <div className="lesson-mode">
      <LessonModeBar exitTo={exitTo} heading={barHeading} />
      <main id="main" tabIndex={-1} className="lesson-mode__stage">
        <div className="lesson-overview">
          <h1 className="slide__title">{title}</h1>
          {children}
        </div>
      </main>
    </div>
  );
}
