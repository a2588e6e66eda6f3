/**
 * /account/school/record: the school's record of teaching, for the owner of a school account
 * (apps/cms/docs/teaching-record.md, "The school's record"): what every member (and the owner)
 * marked as taught in a school year or one of its terms; the coverage grid of year groups by
 * curriculum areas with its gaps marked; the time taught per week per key stage; each year group's
 * units and lessons term by term; the teachers. Downloads as CSV, prints as the report for an
 * inspection's deep dive (school-record.css), and leads to the music development plan summary.
 * The period is in the address (?year=2026&term=spring), chosen by a form that works without the
 * site's code.
 */
import './school-record.css';
import { useState } from 'react';
import { Form, Link, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { SchoolRecordPageDocument, type SchoolRecordPageQuery } from '../../graphql/generated';
import { request } from '../../lib/graphql';
import { useDocumentTitle } from '../../lib/document-title';
import { serverLoader } from '../../server/page-context.server';
import { TeachingError } from '../teaching-gate/TeachingError';
import { loadForOwner, OwnerGate } from './OwnerGate';
import { downloadCsv } from './downloads';
import { csvAddress, duration, lessonPath, longDay, periodOf, periodTitle, plural, summaryLine, taughtWhen } from './record-words';

type SchoolRecord = SchoolRecordPageQuery['schoolRecord'];

export const handle = { crumb: 'Record of teaching' };
const TITLE = "Your school's record of teaching";

export async function clientLoader({ request: { url, signal } }: LoaderFunctionArgs) {
  return loadForOwner(() => request(SchoolRecordPageDocument, periodOf(new URL(url).searchParams), { signal }));
}
export const loader = serverLoader(clientLoader);
export const ErrorBoundary = TeachingError;

export default function SchoolRecordRoute() {
  const loaded = useLoaderData<typeof clientLoader>();
  return (
    <OwnerGate loaded={loaded} title={TITLE}>
      {(data) => <RecordView record={data.schoolRecord} areas={data.curriculumAreas.flatMap((area) => (area ? [area] : []))} />}
    </OwnerGate>
  );
}

const KEY_STAGES: Record<string, string> = {
  eyfs: 'Early years',
  ks1: 'Key stage 1',
  ks2: 'Key stage 2',
  ks3: 'Key stage 3',
  ks4: 'Key stage 4',
  ks5: 'Post-16',
  all: 'All ages',
};

function RecordView({ record, areas }: { record: SchoolRecord; areas: Array<{ slug: string; title: string }> }) {
  const period = periodTitle(record);
  useDocumentTitle(`${record.school}: record of teaching, ${record.term ? period : record.schoolYearTitle}`);
  const [status, setStatus] = useState<{ error?: boolean; text: string }>({ text: '' });

  async function download() {
    setStatus({ text: 'Preparing the file…' });
    try {
      const name = await downloadCsv(csvAddress(record));
      setStatus({ text: `Downloaded ${name}.` });
    } catch (error) {
      setStatus({ error: true, text: error instanceof Error ? error.message : 'The file could not be downloaded.' });
    }
  }

  return (
    <main id="main" tabIndex={-1} className="page school-record">
      <h1>
        {record.school}: record of teaching
        <span className="school-record__period">{period[0].toUpperCase() + period.slice(1)}</span>
      </h1>
      <p className="lead school-record__lead">
        What your school&rsquo;s teachers marked as taught: you and every current member of your school account. A teacher who leaves your school account leaves
        this record with them. Nothing about pupils is recorded.
      </p>

      <Form method="get" className="school-record__period-form" aria-label="Choose the period">
        <label>
          School year
          <select name="year" defaultValue={record.schoolYear}>
            {record.schoolYears.map((year) => (
              <option key={year} value={year}>
                {year} to {year + 1}
              </option>
            ))}
          </select>
        </label>
        <label>
          Term
          <select name="term" defaultValue={record.term ?? ''}>
            <option value="">The whole year</option>
            {record.terms.map((term) => (
              <option key={term.key} value={term.key}>
                {term.title}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className="button button--outline">
          Show
        </button>
      </Form>

      <p className="school-record__summary">{summaryLine(record)}</p>
      <div className="button-row school-record__actions">
        <button type="button" className="button" onClick={() => void download()}>
          Download as CSV
        </button>
        <button type="button" className="button button--outline" onClick={() => window.print()}>
          Print the report
        </button>
        <Link className="button button--outline" to={`/account/school/plan?year=${record.schoolYear}`}>
          Music development plan summary
        </Link>
      </div>
      <p role={status.error ? 'alert' : 'status'} className={status.error ? 'login-form__error' : 'school-record__status'}>
        {status.text}
      </p>

      <Coverage record={record} areas={areas} />
      <TimePerWeek record={record} />
      <ByYearGroup record={record} />
      <Teachers record={record} />
      <HowWorkedOut />
    </main>
  );
}

function Coverage({ record, areas }: { record: SchoolRecord; areas: Array<{ slug: string; title: string }> }) {
  const title = (slug: string) => areas.find((area) => area.slug === slug)?.title ?? slug;
  return (
    <section aria-labelledby="coverage-heading" className="school-record__section">
      <h2 id="coverage-heading">Coverage of the curriculum</h2>
      {record.coverage.length === 0 ? (
        <p>No classes are named and no lessons are recorded yet.</p>
      ) : (
        <>
          <p>
            Lessons taught in each area of the Model Music Curriculum, by year group. A <span className="school-record__gap-key">gap</span> is an area a year
            group has not been taught in this period.
          </p>
          <p id="coverage-caption" className="school-record__caption">
            Lessons by year group and curriculum area, {periodTitle(record)}
          </p>
          <div className="school-record__scroll" role="region" aria-labelledby="coverage-caption" tabIndex={0}>
            <table className="school-record__grid" aria-labelledby="coverage-caption">
              <thead>
                <tr>
                  <th scope="col">Year group</th>
                  {record.coverage[0].cells.map((cell) => (
                    <th scope="col" key={cell.area}>
                      {title(cell.area)}
                    </th>
                  ))}
                  <th scope="col">Lessons</th>
                </tr>
              </thead>
              <tbody>
                {record.coverage.map((row) => (
                  <tr key={row.yearGroup}>
                    <th scope="row">
                      {row.title}
                      <span className="school-record__stage">{KEY_STAGES[row.keyStage] ?? row.keyStage}</span>
                    </th>
                    {row.cells.map((cell) => (
                      <td key={cell.area} className={cell.lessons === 0 ? 'school-record__gap' : undefined}>
                        {cell.lessons === 0 ? 'Gap' : cell.lessons}
                      </td>
                    ))}
                    <td className="school-record__total">{row.lessons}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </section>
  );
}

function TimePerWeek({ record }: { record: SchoolRecord }) {
  const untimed = record.timePerWeek.reduce((sum, stage) => sum + stage.lessonsWithoutTime, 0);
  return (
    <section aria-labelledby="time-heading" className="school-record__section">
      <h2 id="time-heading">Time taught per week</h2>
      {record.timePerWeek.length === 0 ? (
        <p>No lessons are recorded for this period yet.</p>
      ) : (
        <>
          <p>
            The average time a class is taught music each week, from its lessons&rsquo; activity times, over the {plural(record.weeks, 'week')} in which your
            school recorded lessons. The National Plan for Music Education asks for at least an hour a week in key stages 1 to 3.
          </p>
          <table className="school-record__table">
            <caption className="visually-hidden">Time taught per week per key stage, {periodTitle(record)}</caption>
            <thead>
              <tr>
                <th scope="col">Key stage</th>
                <th scope="col">Time per week</th>
                <th scope="col">Classes</th>
                <th scope="col">Lessons</th>
              </tr>
            </thead>
            <tbody>
              {record.timePerWeek.map((stage) => (
                <tr key={stage.keyStage}>
                  <th scope="row">{stage.title}</th>
                  <td>{stage.minutesPerWeek == null ? 'No times given' : duration(stage.minutesPerWeek)}</td>
                  <td>{stage.classes}</td>
                  <td>{stage.lessons}</td>
                </tr>
              ))}
            </tbody>
          </table>
          {untimed > 0 && (
            <p className="school-record__note">
              {plural(untimed, 'lesson')} {untimed === 1 ? 'gives' : 'give'} no time in {untimed === 1 ? 'its' : 'their'} activities and{' '}
              {untimed === 1 ? 'adds' : 'add'} nothing to these times.
            </p>
          )}
        </>
      )}
    </section>
  );
}

function ByYearGroup({ record }: { record: SchoolRecord }) {
  return (
    <section aria-labelledby="years-heading" className="school-record__section">
      <h2 id="years-heading">By year group and term</h2>
      {record.yearGroups.length === 0 && <p>No classes are named and no lessons are recorded yet.</p>}
      {record.yearGroups.map((year) => (
        <section key={year.yearGroup} aria-labelledby={`year-${year.yearGroup}`} className="school-record__year">
          <h3 id={`year-${year.yearGroup}`}>
            {year.title} <span className="school-record__stage">{KEY_STAGES[year.keyStage] ?? year.keyStage}</span>
          </h3>
          <p className="school-record__classes">
            {year.classes.length === 0
              ? 'No class of this year group is named.'
              : `Classes: ${year.classes.map((c) => `${c.name} (${c.teacher}, ${plural(c.lessons, 'lesson')})`).join('; ')}.`}
          </p>
          {year.terms.map((term) => (
            <div key={term.key} className="school-record__term">
              <h4>
                {term.title} <span className="school-record__count">{plural(term.lessons, 'lesson')}</span>
              </h4>
              {term.units.length === 0 ? (
                <p className="school-record__none">Nothing recorded.</p>
              ) : (
                <ul className="school-record__units">
                  {term.units.map((unit) => (
                    <li key={unit.unit ?? unit.title}>
                      <span className="school-record__unit">{unit.title}</span>
                      {unit.classes.length > 0 && <span className="school-record__unit-classes"> ({unit.classes.join(', ')})</span>}
                      <ol className="school-record__lessons">
                        {unit.lessons.map((lesson) => {
                          const path = lessonPath(unit, lesson.lesson);
                          return (
                            <li key={lesson.lesson}>
                              {path ? <Link to={path}>{lesson.title}</Link> : lesson.title}: {taughtWhen(lesson)}
                            </li>
                          );
                        })}
                      </ol>
                    </li>
                  ))}
                </ul>
              )}
            </div>
          ))}
        </section>
      ))}
    </section>
  );
}

function Teachers({ record }: { record: SchoolRecord }) {
  return (
    <section aria-labelledby="teachers-heading" className="school-record__section">
      <h2 id="teachers-heading">Teachers</h2>
      <div className="school-record__scroll" role="region" aria-label="Teachers' classes and lessons" tabIndex={0}>
        <table className="school-record__table">
          <thead>
            <tr>
              <th scope="col">Teacher</th>
              <th scope="col">Classes</th>
              <th scope="col">Lessons</th>
              <th scope="col">Last taught</th>
            </tr>
          </thead>
          <tbody>
            {record.teachers.map((teacher) => (
              <tr key={teacher.email}>
                <th scope="row">
                  {teacher.name}
                  {teacher.owner && ' (you)'}
                  <span className="school-record__email">{teacher.email}</span>
                </th>
                <td>{teacher.classes}</td>
                <td>{teacher.lessons}</td>
                <td>{teacher.lastTaught ? longDay(teacher.lastTaught) : 'Nothing yet'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="school-record__note">
        Members and invitations are on <Link to="/account/school">your school account</Link>.
      </p>
    </section>
  );
}

function HowWorkedOut() {
  return (
    <details className="school-record__how">
      <summary>How these figures are worked out</summary>
      <ul>
        <li>
          <strong>Terms.</strong> The autumn term runs from 1 September to 31 December, the spring term from 1 January to Easter Sunday, and the summer term
          from Easter Monday to 31 August.
        </li>
        <li>
          <strong>Coverage.</strong> A lesson counts towards each curriculum area it is tagged with (its own tags, or its unit&rsquo;s), in the year group of
          the class it was taught to.
        </li>
        <li>
          <strong>Time per week.</strong> A lesson&rsquo;s time is its activities&rsquo; times added up. A class&rsquo;s time per week is its lessons&rsquo;
          time divided by the weeks in which anyone at your school recorded a lesson, so holidays do not count; a key stage&rsquo;s figure is the average of its
          classes.
        </li>
      </ul>
    </details>
  );
}
