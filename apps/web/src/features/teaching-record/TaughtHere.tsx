/**
 * "Taught to Year 2 Robins on 12 November" on a lesson's or unit's page: the caller's own entries of
 * that lesson (or of the unit's lessons), the latest per class. On a lesson's page it also offers
 * "Mark as taught": the lesson presented to its end today in this browser is offered first
 * ("You presented this lesson today"); any other day a "Mark as taught…" button opens the form to add
 * an entry by hand. The form loads the teacher's classes only when it is shown, so a lesson page
 * sent with its data asks for nothing more on arrival (e2e first-view.spec.ts).
 */
import './teaching-record.css';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { TaughtHereDocument, type TaughtHereQuery } from '../../graphql/generated';
import { request } from '../../lib/graphql';
import { previewToken } from '../../lib/preview';
import { useSession } from '../account/SessionProvider';
import { taughtDay } from './taught-dates';
import { MarkAsTaught } from './MarkAsTaught';
import { wasPresentedToEndToday } from './presented-to-end';

type Entry = TaughtHereQuery['taughtEntries'][number];

/** The latest entry per class, newest first ("Taught to ..."). */
export function latestPerClass(entries: readonly Entry[]): Entry[] {
  const seen = new Set<string>();
  return entries.filter((entry) => {
    const name = entry.teachingClass?.name ?? '';
    if (seen.has(name)) return false;
    seen.add(name);
    return true;
  });
}

export function TaughtHere({ lesson, unit, lessonTitle }: { lesson?: string; unit?: string; lessonTitle?: string }) {
  const { isLoggedIn, canAccessContent } = useSession();
  const enabled = isLoggedIn && !previewToken();
  const [entries, setEntries] = useState<Entry[]>([]);
  const [presentedToday, setPresentedToday] = useState(false);
  const [markOpened, setMarkOpened] = useState(false);
  useEffect(() => {
    if (!enabled) return;
    let current = true;
    if (lesson) setPresentedToday(wasPresentedToEndToday(lesson));
    request(TaughtHereDocument, { lesson: lesson ?? null, unit: lesson ? null : (unit ?? null) }).then(
      (read) => current && setEntries(read.taughtEntries),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [enabled, lesson, unit]);
  if (!enabled) return null;
  const shown = latestPerClass(entries);
  return (
    <>
      {shown.length > 0 && (
        <ul className="taught-here" aria-label="Taught">
          {shown.map((entry) => (
            <li key={entry.documentId}>
              Taught to {entry.teachingClass?.name} on {taughtDay(entry.taughtOn)}
              {!lesson && `: ${entry.lessonTitle}`}
            </li>
          ))}
          <li className="taught-here__more">
            <Link to="/teaching">My teaching</Link>
          </li>
        </ul>
      )}
      {lesson && lessonTitle && canAccessContent && (
        <>
          {presentedToday && <p className="taught-here__offer">You presented this lesson to its end today.</p>}
          {presentedToday || markOpened ? (
            <MarkAsTaught lesson={lesson} lessonTitle={lessonTitle} variant="page" focusOnShow={markOpened} />
          ) : (
            <button type="button" className="button button--outline taught-here__open" onClick={() => setMarkOpened(true)}>
              Mark as taught…
            </button>
          )}
        </>
      )}
    </>
  );
}
