/**
 * The frame of a lesson mode overview (a lesson's, a playlist's): the bar with 'Exit lesson mode',
 * the title, and ArrowRight or Enter to start the first item, as it would move on from a slide
 * (Enter on a link or button keeps its own meaning).
 */
import { useEffect, type ReactNode } from 'react';
import { Link } from 'react-router';
import { lessonModeTitle } from '../../lib/slides';
import { LessonModeFrame } from './LessonModeFrame';
import { useKeyToNavigate } from './use-key-to-navigate';

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
  useEffect(() => {
    document.title = lessonModeTitle(title);
  }, [title]);

  useKeyToNavigate(startPath, (event) => {
    if (event.shiftKey) return false;
    const onControl = Boolean((event.target as HTMLElement | null)?.closest?.('a, button'));
    return event.key === 'ArrowRight' || (event.key === 'Enter' && !onControl);
  });

  return (
    <LessonModeFrame exitTo={exitTo} heading={barHeading} layout="page">
      <div className="lesson-overview">
        <h1 className="slide__title">{title}</h1>
        {startPath && (
          <p className="lesson-overview__start">
            <Link to={startPath} className="button lesson-overview__start-button" aria-keyshortcuts="ArrowRight Enter">
              Start
            </Link>{' '}
            <span className="lesson-overview__hint">
              or press <kbd>→</kbd>
            </span>
          </p>
        )}
        {children}
      </div>
    </LessonModeFrame>
  );
}
