/**
 * /teaching, "My teaching" (apps/cms/docs/teaching-record.md): per class, what was taught this
 * school year and when, where the class got to and the next lesson (across a unit's end), and the
 * curriculum areas covered so far this school year (from 1 September). Classes are named and
 * removed here; entries are moved (date, class) and removed here; lessons are added from their pages
 * ("Mark as taught"). The CMS answers the token's teacher's own record only; a lapsed teacher reads
 * and deletes theirs.
 */
import './teaching-record.css';
import { useState } from 'react';
import { Link, useLoaderData, useRevalidator } from 'react-router';
import {
  CreateTeacherClassDocument,
  DeleteTaughtEntryDocument,
  DeleteTeacherClassDocument,
  MyTeachingDocument,
  RecordListsDocument,
  UpdateTaughtEntryDocument,
  type MyTeachingQuery,
  type RecordListsQuery,
  type TeachingEntryFieldsFragment,
} from '../../graphql/generated';
import { RequestError, request } from '../../lib/graphql';
import { useDocumentTitle } from '../../lib/document-title';
import { loadTeaching, TeachingGate, type Gated } from '../teaching-gate/teaching-gate';
import { TeachingError } from '../teaching-gate/TeachingError';
import { serverLoader } from '../../server/page-context.server';
import { schoolYearStartOf, taughtDay, todayInEngland } from './taught-dates';
import { coverage, entryLessonPath, nextFor } from './teaching-page';
import { useTaughtReplay } from './use-taught-replay';
import { recordSeenBySchool, seenBySchoolLine } from './who-sees';
import { useSession } from '../account/SessionProvider';
import { ClassChoice } from './MarkAsTaught';

type TeachingPage = MyTeachingQuery & RecordListsQuery;

/** The teacher's own record, and the lists to name it by (the same for everyone: the response cache answers them), at once. */
export async function clientLoader({ request: { signal } }: { request: Request }): Promise<Gated<TeachingPage>> {
  return loadTeaching(async () => {
    const [record, lists] = await Promise.all([
      request(MyTeachingDocument, { from: schoolYearStartOf(todayInEngland()) }, { signal }),
      request(RecordListsDocument, {}, { signal }),
    ]);
    return { ...record, ...lists };
  });
}
export const loader = serverLoader(clientLoader);
export const ErrorBoundary = TeachingError;

export default function TeachingRoute() {
  const loaded = useLoaderData<typeof clientLoader>();
  return (
    <TeachingGate loaded={loaded} title="My teaching">
      {(record) => <TeachingView record={record} />}
    </TeachingGate>
  );
}

const messageOf = (failure: unknown) =>
  failure instanceof RequestError && failure.errors[0]?.message ? failure.errors[0].message : 'That did not work. Please check your connection and try again.';

type Classes = MyTeachingQuery['nextForClasses'];

function TeachingView({ record }: { record: TeachingPage }) {
  useDocumentTitle('My teaching');
  const sharedWith = recordSeenBySchool(useSession().access);
  const revalidator = useRevalidator();
  const [status, setStatus] = useState('');
  useTaughtReplay(true, () => void revalidator.revalidate());
  const yearGroups = record.yearGroups.flatMap((year) => (year ? [year] : []));
  const areas = record.curriculumAreas.flatMap((area) => (area ? [area] : []));
  const yearTitle = (slug: string | null | undefined) => yearGroups.find((year) => year.slug === slug)?.title ?? slug ?? '';
  const classes = record.nextForClasses.map((row) => row.teachingClass);

  async function act(work: () => Promise<unknown>, done: string) {
    setStatus('Saving…');
    try {
      await work();
      setStatus(done);
      await revalidator.revalidate();
    } catch (failure) {
      setStatus(messageOf(failure));
    }
  }

  return (
    <main id="main" tabIndex={-1} className="page teaching-page">
      <h1>My teaching</h1>
      <p className="lead">
        What you taught each class this school year (since {taughtDay(record.schoolYearStart)}), and what comes next. Mark a lesson as taught at the end of
        lesson mode, or on the lesson&rsquo;s page.
      </p>
      <p>
        {sharedWith
          ? seenBySchoolLine(sharedWith)
          : 'Who sees this: you. If you teach through a school account, its owner (usually your subject leader) sees your classes and what you taught too.'}{' '}
        Nothing about pupils is recorded. You can remove any entry or class.
      </p>
      <p role="status" className="teaching-status">
        {status}
      </p>
      {record.nextForClasses.length === 0 ? (
        <p>You have not named a class yet. Name one below, or press &lsquo;Mark as taught&rsquo; at the end of a lesson.</p>
      ) : (
        <ul className="teaching-classes">
          {record.nextForClasses.map((row) => (
            <ClassRecord
              key={row.teachingClass.documentId}
              row={row}
              yearTitle={yearTitle(row.teachingClass.yearGroup)}
              entries={record.taughtEntries.filter((entry) => entry.teachingClass?.documentId === row.teachingClass.documentId)}
              areas={areas}
              classes={classes}
              act={act}
            />
          ))}
        </ul>
      )}
      <NewClass yearGroups={yearGroups} act={act} />
    </main>
  );
}

interface ClassRecordProps {
  row: Classes[number];
  yearTitle: string;
  entries: TeachingEntryFieldsFragment[];
  areas: Array<{ slug: string; title: string }>;
  classes: Classes[number]['teachingClass'][];
  act: (work: () => Promise<unknown>, done: string) => Promise<void>;
}

function ClassRecord({ row, yearTitle, entries, areas, classes, act }: ClassRecordProps) {
  const name = row.teachingClass.name;
  const next = nextFor(row);
  const headingId = `class-${row.teachingClass.documentId}`;
  return (
    <li className="teaching-class" aria-labelledby={headingId}>
      <h2 id={headingId}>
        {name} <span className="teaching-class__year">({yearTitle})</span>
      </h2>
      {next && (
        <p className="teaching-class__next">
          {next.text}
          {next.lesson && (next.lesson.path ? <Link to={next.lesson.path}>{next.lesson.title}</Link> : next.lesson.title)}
        </p>
      )}
      {entries.length === 0 ? (
        <p>Nothing taught to {name} yet this school year.</p>
      ) : (
        <>
          <h3>Taught this school year</h3>
          <ul className="teaching-entries">
            {entries.map((entry) => (
              <EntryRow key={entry.documentId} entry={entry} classes={classes} act={act} />
            ))}
          </ul>
          <h3>Curriculum areas so far this year</h3>
          <table className="teaching-coverage">
            <caption className="visually-hidden">Lessons taught to {name} per curriculum area this school year</caption>
            <thead>
              <tr>
                <th scope="col">Area</th>
                <th scope="col">Lessons</th>
              </tr>
            </thead>
            <tbody>
              {coverage(entries, areas).map((area) => (
                <tr key={area.slug}>
                  <th scope="row">{area.title}</th>
                  <td>{area.lessons === 0 ? 'Not yet' : area.lessons}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
      <p>
        <button
          type="button"
          className="button button--light"
          onClick={() => {
            if (window.confirm(`Remove ${name} and everything recorded for it?`))
              void act(() => request(DeleteTeacherClassDocument, { documentId: row.teachingClass.documentId }), `${name} removed.`);
          }}
        >
          Remove {name}
        </button>
      </p>
    </li>
  );
}

function EntryRow({ entry, classes, act }: { entry: TeachingEntryFieldsFragment; classes: ClassRecordProps['classes']; act: ClassRecordProps['act'] }) {
  const [date, setDate] = useState(entry.taughtOn);
  const [teachingClass, setTeachingClass] = useState(entry.teachingClass?.documentId ?? '');
  const path = entryLessonPath(entry);
  const title = entry.lessonTitle;
  return (
    <li>
      {taughtDay(entry.taughtOn)}: {path ? <Link to={path}>{title}</Link> : title}
      {entry.unitTitle && <span className="teaching-entry__unit"> ({entry.unitTitle})</span>}
      <details className="teaching-entry__change">
        <summary>
          Move or remove
          <span className="visually-hidden">
            {' '}
            {title} on {taughtDay(entry.taughtOn)}
          </span>
        </summary>
        <form
          className="teaching-form"
          onSubmit={(event) => {
            event.preventDefault();
            void act(() => request(UpdateTaughtEntryDocument, { documentId: entry.documentId, taughtOn: date, teachingClass }), `${title} moved.`);
          }}
        >
          <label>
            Date
            <input type="date" value={date} max={todayInEngland()} required onChange={(e) => setDate(e.target.value)} />
          </label>
          <ClassChoice classes={classes} value={teachingClass} onChange={setTeachingClass} />
          <button type="submit" className="button">
            Save
          </button>
          <button
            type="button"
            className="button button--light"
            onClick={() => void act(() => request(DeleteTaughtEntryDocument, { documentId: entry.documentId }), `${title} removed.`)}
          >
            Remove
          </button>
        </form>
      </details>
    </li>
  );
}

function NewClass({ yearGroups, act }: { yearGroups: Array<{ slug: string; title: string }>; act: ClassRecordProps['act'] }) {
  const [name, setName] = useState('');
  const [year, setYear] = useState('');
  return (
    <section aria-labelledby="teaching-new-class">
      <h2 id="teaching-new-class">Name a class</h2>
      <form
        className="teaching-form"
        onSubmit={(event) => {
          event.preventDefault();
          void act(async () => {
            await request(CreateTeacherClassDocument, { name, yearGroup: year });
            setName('');
          }, `${name.trim()} added.`);
        }}
      >
        <label>
          Class name
          <input value={name} onChange={(e) => setName(e.target.value)} maxLength={60} required placeholder="Year 2 Robins" autoComplete="off" />
        </label>
        <label>
          Year group
          <select value={year} onChange={(e) => setYear(e.target.value)} required>
            <option value="">Choose…</option>
            {yearGroups.map((y) => (
              <option key={y.slug} value={y.slug}>
                {y.title}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className="button">
          Add class
        </button>
      </form>
    </section>
  );
}
