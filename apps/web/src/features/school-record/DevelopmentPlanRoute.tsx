/**
 * /account/school/plan: a draft of the school's music development plan summary, for the owner of a
 * school account (apps/cms/docs/teaching-record.md, "Music development plan summary"): the
 * Department for Education's template with Part A (curriculum music) and Part C (musical
 * experiences) drafted from the school's record and the concerts the school marked as attended, the
 * rest marked for the school to write. To copy into the school's website, print, or download as a
 * web page file (plan-sections.ts says why that format). Concerts are marked here, from the live
 * offer's productions. ?year=2025 for another school year.
 */
import './school-record.css';
import { useRef, useState } from 'react';
import { Link, useLoaderData, useRevalidator, type LoaderFunctionArgs } from 'react-router';
import {
  DevelopmentPlanPageDocument,
  MarkConcertAttendedDocument,
  RemoveConcertAttendedDocument,
  type DevelopmentPlanPageQuery,
} from '../../graphql/generated';
import { RequestError, request } from '../../lib/graphql';
import { useDocumentTitle } from '../../lib/document-title';
import { serverLoader } from '../../server/page-context.server';
import { TeachingError } from '../teaching-gate/TeachingError';
import { todayInEngland } from '../teaching-record/taught-dates';
import { loadForOwner, OwnerGate } from './OwnerGate';
import { saveFile } from './downloads';
import { planBodyHtml, planFileName, planHtml, planSections, planTitle, TO_WRITE, type PlanBlock, type PlanDraft } from './plan-sections';
import { longDay, periodOf } from './record-words';

export const handle = { crumb: 'Music development plan summary' };
const TITLE = 'Music development plan summary';

export async function clientLoader({ request: { url, signal } }: LoaderFunctionArgs) {
  const { schoolYear } = periodOf(new URL(url).searchParams);
  return loadForOwner(() => request(DevelopmentPlanPageDocument, { schoolYear }, { signal }));
}
export const loader = serverLoader(clientLoader);
export const ErrorBoundary = TeachingError;

export default function DevelopmentPlanRoute() {
  const loaded = useLoaderData<typeof clientLoader>();
  return (
    <OwnerGate loaded={loaded} title={TITLE}>
      {(data) => <PlanView data={data} />}
    </OwnerGate>
  );
}

const messageOf = (failure: unknown, otherwise: string) =>
  failure instanceof RequestError && failure.errors[0]?.message ? failure.errors[0].message : otherwise;

function PlanView({ data }: { data: DevelopmentPlanPageQuery }) {
  const draft = data.schoolDevelopmentPlan;
  useDocumentTitle(planTitle(draft));
  const [status, setStatus] = useState<{ error?: boolean; text: string }>({ text: '' });
  const summary = useRef<HTMLElement>(null);
  const schoolYear = Number(draft.academicYear.slice(0, 4));

  async function copy() {
    const text = summary.current?.innerText ?? '';
    try {
      if (typeof ClipboardItem === 'function') {
        await navigator.clipboard.write([
          new ClipboardItem({
            'text/html': new Blob([planBodyHtml(draft)], { type: 'text/html' }),
            'text/plain': new Blob([text], { type: 'text/plain' }),
          }),
        ]);
      } else {
        await navigator.clipboard.writeText(text);
      }
      setStatus({ text: "Copied. Paste it into your school website's editor." });
    } catch {
      setStatus({ error: true, text: 'Your browser did not let the page copy it: select the summary below and copy it yourself.' });
    }
  }

  return (
    <main id="main" tabIndex={-1} className="page school-record school-plan">
      <div className="school-plan__intro">
        <h1>
          {TITLE}
          <span className="school-record__period">
            {draft.school}, {draft.academicYear}
          </span>
        </h1>
        <p className="lead school-record__lead">
          A draft of the Department for Education&rsquo;s template, from your school&rsquo;s record of teaching up to {longDay(draft.asOf)}. Part A and Part C
          are drafted from the lessons your teachers marked as taught and the concerts you marked as attended; the rest is for you to write. Copy it into your
          school website, print it, or download it as a web page file that your website&rsquo;s editor or Word can open.
        </p>
      </div>
      <div className="button-row school-record__actions">
        <button type="button" className="button" onClick={() => void copy()}>
          Copy the summary
        </button>
        <button
          type="button"
          className="button button--outline"
          onClick={() => saveFile(new Blob([planHtml(draft)], { type: 'text/html' }), planFileName(draft))}
        >
          Download as a web page (.html)
        </button>
        <button type="button" className="button button--outline" onClick={() => window.print()}>
          Print
        </button>
        <Link className="button button--outline" to={`/account/school/record?year=${schoolYear}`}>
          The school&rsquo;s record of teaching
        </Link>
      </div>
      <p role={status.error ? 'alert' : 'status'} className={status.error ? 'login-form__error' : 'school-record__status'}>
        {status.text}
      </p>

      {draft.notes.length > 0 && (
        <aside className="school-plan__notes" aria-labelledby="plan-notes">
          <h2 id="plan-notes">Notes for you, not for publishing</h2>
          <ul>
            {draft.notes.map((note) => (
              <li key={note}>{note}</li>
            ))}
          </ul>
        </aside>
      )}

      <article ref={summary} className="school-plan__summary" aria-labelledby="plan-title">
        <h2 id="plan-title">{planTitle(draft)}</h2>
        {planSections(draft).map((section) => (
          <section key={section.id} aria-labelledby={`plan-${section.id}`}>
            <h3 id={`plan-${section.id}`}>{section.title}</h3>
            {section.blocks.map((block, index) => (
              <Block key={index} block={block} />
            ))}
          </section>
        ))}
      </article>

      <Concerts draft={draft} productions={data.liveProductions.flatMap((production) => (production ? [production] : []))} schoolYear={schoolYear} />
    </main>
  );
}

function Block({ block }: { block: PlanBlock }) {
  switch (block.kind) {
    case 'paragraph':
      return <p>{block.text}</p>;
    case 'to-write':
      return (
        <p className="school-plan__to-write">
          <strong>{TO_WRITE}:</strong> {block.text}
        </p>
      );
    case 'facts':
      return (
        <table className="school-plan__facts">
          <tbody>
            {block.rows.map((row) => (
              <tr key={row.label}>
                <th scope="row">{row.label}</th>
                <td>{row.value ?? <span className="school-plan__to-write-inline">{TO_WRITE}</span>}</td>
              </tr>
            ))}
          </tbody>
        </table>
      );
    case 'list':
      return (
        <>
          <h4>{block.title}</h4>
          <ul>
            {block.items.map((item) => (
              <li key={item.lead}>
                <strong>{item.lead}:</strong> {item.text}
              </li>
            ))}
          </ul>
        </>
      );
  }
}

type Production = DevelopmentPlanPageQuery['liveProductions'][number] & object;

function Concerts({ draft, productions, schoolYear }: { draft: PlanDraft; productions: Production[]; schoolYear: number }) {
  const revalidator = useRevalidator();
  const today = todayInEngland();
  const lastDay = `${schoolYear + 1}-08-31`;
  const [production, setProduction] = useState('');
  const [date, setDate] = useState(today < lastDay ? today : lastDay);
  const [status, setStatus] = useState<{ error?: boolean; text: string }>({ text: '' });
  const [busy, setBusy] = useState(false);

  async function act(work: () => Promise<unknown>, done: string, failed: string) {
    setBusy(true);
    setStatus({ text: 'Saving…' });
    try {
      await work();
      await revalidator.revalidate();
      setStatus({ text: done });
    } catch (failure) {
      setStatus({ error: true, text: messageOf(failure, failed) });
    } finally {
      setBusy(false);
    }
  }

  const titleOf = (documentId: string) => productions.find((p) => p.documentId === documentId)?.title ?? 'The concert';
  return (
    <section aria-labelledby="concerts-heading" className="school-record__section school-plan__concerts">
      <h2 id="concerts-heading">Live concerts your pupils went to</h2>
      <p>Mark the concerts from our live offer that your pupils went to in {draft.academicYear}: Part C of the summary lists them.</p>
      {draft.concerts.length === 0 ? (
        <p>None marked yet.</p>
      ) : (
        <ul className="school-plan__concert-list" aria-label="Concerts attended">
          {draft.concerts.map((concert) => (
            <li key={concert.documentId}>
              <span>
                <strong>{concert.title}</strong>
                {concert.programme && ` (${concert.programme})`}, {longDay(concert.attendedOn)}
              </span>
              <button
                type="button"
                className="link-button link-button--danger"
                disabled={busy}
                onClick={() =>
                  void act(
                    () => request(RemoveConcertAttendedDocument, { documentId: concert.documentId }),
                    `${concert.title} is no longer marked as attended.`,
                    'That could not be removed. Please try again.',
                  )
                }
              >
                Remove{' '}
                <span className="visually-hidden">
                  {concert.title} on {longDay(concert.attendedOn)}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <form
        className="school-plan__concert-form"
        aria-label="Mark a concert as attended"
        onSubmit={(event) => {
          event.preventDefault();
          if (!production) {
            setStatus({ error: true, text: 'Please choose the concert.' });
            return;
          }
          void act(
            () => request(MarkConcertAttendedDocument, { production, attendedOn: date }),
            `${titleOf(production)} is marked as attended on ${longDay(date)}.`,
            'That could not be saved. Please check your connection and try again.',
          );
        }}
      >
        <label className="school-plan__concert-choice">
          Concert
          <select value={production} onChange={(event) => setProduction(event.target.value)}>
            <option value="">Choose…</option>
            {productions.map((p) => (
              <option key={p.documentId} value={p.documentId}>
                {p.title}
                {p.live_programme ? ` (${p.live_programme.title})` : ''}
              </option>
            ))}
          </select>
        </label>
        <label>
          Day they went
          <input
            type="date"
            value={date}
            min={`${schoolYear}-09-01`}
            max={today < lastDay ? today : lastDay}
            required
            onChange={(e) => setDate(e.target.value)}
          />
        </label>
        <button type="submit" className="button" disabled={busy}>
          {busy ? 'Saving…' : 'Mark as attended'}
        </button>
      </form>
      <p role={status.error ? 'alert' : 'status'} className={status.error ? 'login-form__error' : 'school-record__status'}>
        {status.text}
      </p>
    </section>
  );
}
