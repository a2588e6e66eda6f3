/**
 * What follows the last slide (docs/product.md, "Lesson mode"): the lesson, or playlist, is complete;
 * the plenary's prompt when the lesson has one (plenary.ts); 'Next lesson' as the main action when
 * the unit has a next lesson, else the way back; links back to it and to the start of the slides;
 * for a lesson, "Mark as taught" (features/teaching-record).
 * ArrowLeft goes back to the last slide, as it would from any slide.
 */
import { useEffect, type ReactNode } from 'react';
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
  /** A short prompt for the class (the lesson's plenary), when the lesson has one. */
  plenary?: string;
  /** "Mark as taught" for a lesson (features/teaching-record), above the ways on. */
  markTaught?: ReactNode;
}

export function EndScreen({ heading, title, exitTo, exitLabel, restartTo, lastSlideTo, next, plenary, markTaught }: EndScreenProps) {
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
        <p className="lesson-end__title">{title}</p>
        {plenary && (
          <section className="lesson-end__plenary" aria-labelledby="lesson-end-plenary">
            <h2 id="lesson-end-plenary">Before you go</h2>
            <p>{plenary}</p>
          </section>
        )}
        {markTaught}
        <ul className="lesson-end__actions">
          {next && (
            <li>
              <Link to={next.to} className="button lesson-end__primary">
                {next.label}: {next.title}
              </Link>
            </li>
          )}
          <li>
            <Link to={exitTo} className={next ? 'button button--light' : 'button lesson-end__primary'}>
              {exitLabel}
            </Link>
          </li>
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
