/**
 * /cpd (docs/product.md, "CPD"): the title, body, the sidebar 'Downloads to support your delivery', and
 * the live events and video sessions as cards with 'Learn more'. Public, so that a visitor sees the
 * free training on offer; the downloads are for active subscribers (the CMS enforces it).
 */
import './cpd.css';
import { Link, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { CpdDownloadsDocument, CpdPageDocument, type CpdPageQuery, type DocumentLinkFragment } from '../../graphql/generated';
import { request } from '../../lib/graphql';
import { longDate } from '../../lib/dates';
import { useDocumentTitle } from '../../lib/document-title';
import { NotFoundError } from '../../app/StatusViews';
import { RichText } from '../../ui/RichText';
import { callerIsLoggedIn, useReloadOnSessionChange } from '../teaching-gate/teaching-gate';
import { subscriberPart, type SubscriberPart } from './cpd-data';
import { SubscriberDocuments } from './CpdParts';
import { serverLoader } from '../../server/page-context.server';
import { TeachingError } from '../teaching-gate/TeachingError';

export const DOWNLOADS_HEADING = 'Downloads to support your delivery';

interface Data {
  page: NonNullable<CpdPageQuery['cpd']>;
  downloads: SubscriberPart<ReadonlyArray<DocumentLinkFragment | null> | null | undefined>;
}

export async function clientLoader({ request: { signal } }: LoaderFunctionArgs): Promise<Data> {
  const [page, downloads] = await Promise.all([
    request(CpdPageDocument, {}, { signal }),
    subscriberPart(callerIsLoggedIn(), () => request(CpdDownloadsDocument, {}, { signal }).then((data) => data.cpd?.documents)),
  ]);
  if (!page.cpd) throw new NotFoundError('The CPD page');
  return { page: page.cpd, downloads };
}

export const loader = serverLoader(clientLoader);
export const ErrorBoundary = TeachingError;

export default function CpdRoute() {
  const data = useLoaderData<typeof clientLoader>();
  useReloadOnSessionChange(true);
  return <CpdView data={data} />;
}

function CpdView({ data: { page, downloads } }: { data: Data }) {
  useDocumentTitle(page.title);
  const events = page.live_events.filter((event) => event != null);
  const sessions = page.sessions.filter((session) => session != null);
  return (
    <main id="main" tabIndex={-1} className="page cpd">
      <h1>{page.title}</h1>
      <div className="cpd-layout">
        <div className="cpd-layout__main">
          <RichText content={page.body_content} />
          <section aria-labelledby="cpd-live-events">
            <h2 id="cpd-live-events">{page.live_events_heading || 'Live events'}</h2>
            {events.length === 0 ? (
              <p>There are no live events planned just now.</p>
            ) : (
              <ul className="card-list">
                {events.map((event) => (
                  <li key={event.documentId} className="card">
                    <h3>{event.title}</h3>
                    <p className="cpd-card__when">
                      {longDate(event.event_date)}
                      {event.venue && <>, {event.venue}</>}
                    </p>
                    {event.blurb && <p>{event.blurb}</p>}
                    <Link to={`/cpd/live-event/${encodeURIComponent(event.slug)}`} className="button">
                      Learn more<span className="visually-hidden"> about {event.title}</span>
                    </Link>
                  </li>
                ))}
              </ul>
            )}
          </section>
          <section aria-labelledby="cpd-sessions">
            <h2 id="cpd-sessions">{page.video_sessions_title || 'Video sessions'}</h2>
            {sessions.length === 0 ? (
              <p>There are no recorded sessions yet.</p>
            ) : (
              <ul className="card-list">
                {sessions.map((session) => (
                  <li key={session.documentId} className="card">
                    {session.main_image?.url && <img src={session.main_image.url} alt="" className="cpd-card__image" loading="lazy" />}
                    <h3>{session.title}</h3>
                    {session.blurb && <p>{session.blurb}</p>}
                    <Link to={`/cpd/session/${encodeURIComponent(session.slug)}`} className="button">
                      Learn more<span className="visually-hidden"> about {session.title}</span>
                    </Link>
                  </li>
                ))}
              </ul>
            )}
          </section>
        </div>
        <aside className="cpd-layout__sidebar" aria-label="Downloads">
          <SubscriberDocuments part={downloads} heading={DOWNLOADS_HEADING} />
        </aside>
      </div>
    </main>
  );
}
