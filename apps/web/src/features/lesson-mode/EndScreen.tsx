/**
 * What follows the last slide (docs/product.md, "Lesson mode"): the lesson, or playlist, is complete; links
 * back to it, to the start of the slides, and on to the next lesson of the unit when there is one.
 * ArrowLeft goes back to the last slide, as it would from any slide.
 */
import { useEffect } from 'react';
import { Link } from 'react-router';
import { lessonModeTitle } from '../../lib/slides';
import { LessonModeFrame } from './LessonModeFrame';
import { useKeyToNavigate } from './use-key-to-navigate';

/** The segment of a lesson's or playlist's slides path that shows the end screen ('{slides root}/end'). */
export const END_SEGMENT = 'end';

export interface EndScreenProps {
  /** 'Lesson complete', 'Playlist complete'. */
  heading: string;
  title: string;
  exitTo: string;
  exitLabel: string;
  /** The slides' overview, to present again. */
  restartTo: string;
  /** The last slide, for ArrowLeft and 'Back to the last slide'. */
  lastSlideTo?: string;
  next?: { to: string; title: string; label: string };
}

export function EndScreen({ heading, title, exitTo, exitLabel, restartTo, lastSlideTo, next }: EndScreenProps) {
  useEffect(() => {
    document.title = lessonModeTitle(heading);
  }, [heading]);
  useKeyToNavigate(lastSlideTo, (event) => event.key === 'ArrowLeft', { flushSync: true });

  return (
    <LessonModeFrame exitTo={exitTo} heading={title} layout="page">
      <section className="lesson-end" aria-labelledby="lesson-end-title">
        <h1 id="lesson-end-title" className="slide__title">
          {heading}
        </h1>
        <p>{title}</p>
        <ul className="lesson-end__actions">
          <li>
            <Link to={exitTo} className="button">
              {exitLabel}
            </Link>
          </li>
          {next && (
            <li>
              <Link to={next.to} className="button button--light">
                {next.label}: {next.title}
              </Link>
            </li>
          )}
          <li>
            <Link to={restartTo} className="button button--light">
              Present again
            </Link>
          </li>
          {lastSlideTo && (
            <li>
              <Link to={lastSlideTo} className="button button--light" aria-keyshortcuts="ArrowLeft">
                Back to the last slide
              </Link>
            </li>
          )}
        </ul>
      </section>
    </LessonModeFrame>
  );
}
