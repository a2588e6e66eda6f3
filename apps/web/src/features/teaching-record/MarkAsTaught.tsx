/**
 * "Mark as taught" (apps/cms/docs/teaching-record.md): on lesson mode's end screen, the presenter
 * view and the lesson page of a lesson presented to its end. The class is the one the teacher
 * marked last (the CMS remembers it per teacher), the date today in England: one press records it.
 * A teacher with no class yet names one here first. Offline, the save waits in this browser and is
 * recorded once when the network returns (taught-queue.ts). It loads its choices only when shown,
 * never on the way from slide to slide.
 */
import './teaching-record.css';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { CreateTeacherClassDocument, MarkTaughtChoicesDocument, type MarkTaughtChoicesQuery } from '../../graphql/generated';
import { RequestError, request } from '../../lib/graphql';
import { previewToken } from '../../lib/preview';
import { useSession } from '../account/SessionProvider';
import { enqueue, newIdempotencyKey, type TaughtSave } from './taught-queue';
import { sendTaught, useTaughtReplay } from './use-taught-replay';
import { taughtDay, todayInEngland } from './taught-dates';
import { forgetPresentedToEnd } from './presented-to-end';
import { recordSeenBySchool, seenBySchoolLine } from './who-sees';

type Choices = MarkTaughtChoicesQuery;
type Status =
  { kind: 'idle' } | { kind: 'busy' } | { kind: 'done'; message: string } | { kind: 'queued'; message: string } | { kind: 'error'; message: string };

const choicesKey = (email: string) => `classroom.taught-choices:${email}`;

function cachedChoices(email: string | null | undefined): Choices | undefined {
  if (!email) return undefined;
  try {
    return JSON.parse(window.localStorage.getItem(choicesKey(email)) ?? 'null') ?? undefined;
  } catch {
    return undefined;
  }
}

export interface MarkAsTaughtProps {
  lesson: string;
  lessonTitle: string;
  /** 'board': the end screen's large layout; 'page': the lesson page's panel. */
  variant?: 'board' | 'page';
  /** Move the focus to the form once it has loaded (opened by the teacher's "Mark as taught…"). */
  focusOnShow?: boolean;
}

export function MarkAsTaught({ lesson, lessonTitle, variant = 'board', focusOnShow = false }: MarkAsTaughtProps) {
  const { isLoggedIn, canAccessContent, email, access } = useSession();
  const sharedWith = recordSeenBySchool(access);
  const enabled = isLoggedIn && canAccessContent && !previewToken();
  const [choices, setChoices] = useState<Choices | undefined>();
  const [chosen, setChosen] = useState('');
  const [newName, setNewName] = useState('');
  const [newYear, setNewYear] = useState('');
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const headingId = useId();
  const sectionRef = useRef<HTMLElement>(null);
  const today = todayInEngland();

  useEffect(() => {
    if (!enabled) return;
    let current = true;
    request(MarkTaughtChoicesDocument, {})
      .then((read) => {
        if (!current) return;
        setChoices(read);
        if (email) window.localStorage.setItem(choicesKey(email), JSON.stringify(read));
      })
      .catch(() => current && setChoices(cachedChoices(email) ?? { teacherClasses: [], lastTaughtClass: null, yearGroups: [] }));
    return () => {
      current = false;
    };
  }, [enabled, email]);

  useEffect(() => {
    if (!choices) return;
    const remembered = choices.lastTaughtClass?.documentId;
    setChosen((was) => was || (choices.teacherClasses.some((c) => c.documentId === remembered) ? remembered! : (choices.teacherClasses[0]?.documentId ?? '')));
  }, [choices]);

  const shown = Boolean(choices);
  useEffect(() => {
    if (focusOnShow && shown) sectionRef.current?.querySelector<HTMLElement>('select, input')?.focus();
  }, [focusOnShow, shown]);

  useTaughtReplay(
    enabled,
    useCallback(
      (count: number) =>
        setStatus({ kind: 'done', message: count === 1 ? 'Your lesson marked offline is now recorded.' : `${count} lessons marked offline are now recorded.` }),
      [],
    ),
  );

  if (!enabled || !choices) return null;
  const classes = choices.teacherClasses;
  const naming = classes.length === 0;

  async function markTaught(event: React.FormEvent) {
    event.preventDefault();
    setStatus({ kind: 'busy' });
    try {
      let teachingClass = classes.find((c) => c.documentId === chosen);
      if (naming) {
        if (!newName.trim() || !newYear) {
          setStatus({ kind: 'error', message: 'Please name the class and choose its year group.' });
          return;
        }
        teachingClass = (await request(CreateTeacherClassDocument, { name: newName.trim(), yearGroup: newYear })).createTeacherClass;
        setChoices((was) => was && { ...was, teacherClasses: [teachingClass!], lastTaughtClass: { documentId: teachingClass!.documentId } });
        setChosen(teachingClass.documentId);
      }
      if (!teachingClass) {
        setStatus({ kind: 'error', message: 'Please choose a class.' });
        return;
      }
      const save: TaughtSave = {
        idempotencyKey: newIdempotencyKey(),
        lesson,
        teachingClass: teachingClass.documentId,
        taughtOn: today,
        className: teachingClass.name,
        lessonTitle,
      };
      const outcome = await sendTaught(save);
      const said = `${teachingClass.name} on ${taughtDay(today)}`;
      if (outcome === 'sent') {
        forgetPresentedToEnd(lesson);
        setStatus({ kind: 'done', message: `Marked as taught to ${said}.` });
      } else if (outcome === 'offline') {
        enqueue(window.localStorage, save);
        forgetPresentedToEnd(lesson);
        setStatus({ kind: 'queued', message: `No network: saved on this computer, and recorded as taught to ${said} when the network returns.` });
      } else setStatus({ kind: 'error', message: 'That could not be recorded. Please try again from My teaching.' });
    } catch (failure) {
      const message =
        failure instanceof RequestError && failure.errors[0]?.message ? failure.errors[0].message : 'That could not be recorded. Please try again.';
      setStatus({ kind: 'error', message });
    }
  }

  const done = status.kind === 'done' || status.kind === 'queued';
  // A change answers the error it was about.
  const changed = () => status.kind === 'error' && setStatus({ kind: 'idle' });
  /** A new class's field's onChange: keeps the value and clears an earlier error. */
  const editing = (keep: (value: string) => void) => (event: { target: { value: string } }) => {
    keep(event.target.value);
    changed();
  };
  return (
    <section ref={sectionRef} className={`mark-taught mark-taught--${variant}`} aria-labelledby={headingId}>
      <h2 id={headingId} className="mark-taught__heading">
        Mark as taught
      </h2>
      {!done && (
        <form className="mark-taught__form" onSubmit={markTaught}>
          {naming ? (
            <>
              <label>
                Class name
                <input value={newName} onChange={editing(setNewName)} maxLength={60} placeholder="Year 2 Robins" autoComplete="off" />
              </label>
              <label>
                Year group
                <select value={newYear} onChange={editing(setNewYear)}>
                  <option value="">Choose…</option>
                  {choices.yearGroups
                    .flatMap((year) => (year ? [year] : []))
                    .map((year) => (
                      <option key={year.slug} value={year.slug}>
                        {year.title}
                      </option>
                    ))}
                </select>
              </label>
            </>
          ) : (
            <ClassChoice classes={classes} value={chosen} onChange={setChosen} />
          )}
          <p className="mark-taught__date">Today, {taughtDay(today)}</p>
          <button type="submit" className="button" disabled={status.kind === 'busy'}>
            {status.kind === 'busy' ? 'Saving…' : 'Mark as taught'}
          </button>
        </form>
      )}
      {sharedWith && <p className="mark-taught__who">{seenBySchoolLine(sharedWith)}</p>}
      <p role="status" className={`mark-taught__status mark-taught__status--${status.kind}`}>
        {'message' in status ? status.message : ''}
        {status.kind === 'done' && (
          <>
            {' '}
            <Link to="/teaching">My teaching</Link>
          </>
        )}
      </p>
    </section>
  );
}

/** "Class": one of the teacher's classes, by name (marking a lesson taught, moving an entry on /teaching). */
export function ClassChoice({
  classes,
  value,
  onChange,
}: {
  classes: ReadonlyArray<{ documentId: string; name: string }>;
  value: string;
  onChange: (documentId: string) => void;
}) {
  return (
    <label>
      Class
      <select value={value} onChange={(e) => onChange(e.target.value)}>
        {classes.map((c) => (
          <option key={c.documentId} value={c.documentId}>
            {c.name}
          </option>
        ))}
      </select>
    </label>
  );
}
