/**
 * A unit's lessons as its outline gives them (the CMS's `Scheme.outline`): public, so that a gated
 * unit page shows a visitor what the unit holds, and the subscriber's unit page gives each lesson's time.
 */
import './teaser.css';
import type { LessonOutlineFragment } from '../../graphql/generated';

/** '35 minutes · 4 activities', '35 minutes plus free-flow · 5 activities', or the part of it that is known. */
export function lessonFacts({ minutes, untimed, activities }: Pick<LessonOutlineFragment, 'minutes' | 'untimed' | 'activities'>): string {
  const time = minutes ? `${durationLabel(minutes)}${untimed ? ' plus free-flow' : ''}` : undefined;
  const count = activities ? `${activities} ${activities === 1 ? 'activity' : 'activities'}` : undefined;
  return [time, count].filter(Boolean).join(' · ');
}

/** '45 minutes', '1 hour', '1 hour 20 minutes'. */
export function durationLabel(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  const hourPart = hours ? `${hours} ${hours === 1 ? 'hour' : 'hours'}` : '';
  const minutePart = rest ? `${rest} ${rest === 1 ? 'minute' : 'minutes'}` : '';
  return [hourPart, minutePart].filter(Boolean).join(' ');
}

/** The teaser's list: each lesson's title and facts, numbered, with the unit's total. */
export function LessonOutlineList({ outline }: { outline: ReadonlyArray<LessonOutlineFragment> }) {
  if (outline.length === 0) return null;
  const total = outline.reduce((sum, lesson) => sum + (lesson.minutes ?? 0), 0);
  const untimed = outline.some((lesson) => lesson.untimed > 0);
  return (
    <section className="lesson-outline" aria-labelledby="lesson-outline-heading">
      <h2 id="lesson-outline-heading">What this unit holds</h2>
      <p>
        {outline.length} {outline.length === 1 ? 'lesson' : 'lessons'}
        {total ? `, ${untimed ? 'over ' : ''}${durationLabel(total)} of teaching in all` : ''}, each ready to present in lesson mode with its slides, recordings
        and activities.
      </p>
      <ol className="lesson-outline__list">
        {outline.map((lesson) => (
          <li key={lesson.documentId}>
            <span className="lesson-outline__title">{lesson.title}</span>
            {lessonFacts(lesson) && <span className="lesson-outline__facts">{lessonFacts(lesson)}</span>}
          </li>
        ))}
      </ol>
    </section>
  );
}
