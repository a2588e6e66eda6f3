/**
 * /cpd/live-event/{cpdLiveEvent}: a live CPD event: date, venue, blurb and image for everyone; its
 * text and the session details (date, online or the address, start and end time, the session link)
 * for logged-in teachers; documents for active subscribers (the CMS enforces each).
 */
import './cpd.css';
import { Link, useLoaderData, useParams, type LoaderFunctionArgs } from 'react-router';
import { CpdLiveEventDocument, CpdLiveEventDocumentsDocument, type CpdLiveEventQuery, type DocumentLinkFragment } from '../../graphql/generated';
import { request } from '../../lib/graphql';
import { longDate } from '../../lib/dates';
import { safeHref } from '../../lib/safe-url';
import { useDocumentTitle } from '../../lib/document-title';
import { firstOrNotFound } from '../../app/StatusViews';
import { useBreadcrumbLabel } from '../../app/breadcrumb-state';
import { RichText } from '../../ui/RichText';
import { callerIsLoggedIn, useReloadOnSessionChange } from '../teaching-gate/teaching-gate';
import { subscriberPart, type SubscriberPart } from './cpd-data';
import { LoginToRead, SubscriberDocuments } from './CpdParts';
import { serverLoader } from '../../server/page-context.server';
import { TeachingError } from '../teaching-gate/TeachingError';

type LiveEvent = NonNullable<CpdLiveEventQuery['cpdLiveEvents'][number]>;
interface Data {
  event: LiveEvent;
  documents: SubscriberPart<ReadonlyArray<DocumentLinkFragment | null> | null | undefined>;
}

export async function clientLoader({ params, request: { signal } }: LoaderFunctionArgs): Promise<Data> {
  const slug = params.cpdLiveEvent ?? '';
  const loggedIn = callerIsLoggedIn();
  const [found, documents] = await Promise.all([
    request(CpdLiveEventDocument, { slug, loggedIn }, { signal }),
    subscriberPart(loggedIn, () => request(CpdLiveEventDocumentsDocument, { slug }, { signal }).then((data) => data.cpdLiveEvents[0]?.documents)),
  ]);
  return { event: firstOrNotFound(found.cpdLiveEvents, `The live event '${slug}'`), documents };
}

export const loader = serverLoader(clientLoader);
export const ErrorBoundary = TeachingError;
export const handle = { crumb: ':cpdLiveEvent', crumbLabels: (data: unknown) => ({ cpdLiveEvent: (data as Partial<Data> | undefined)?.event?.title }) };

export default function CpdLiveEventRoute() {
  const data = useLoaderData<typeof clientLoader>();
  useReloadOnSessionChange(true);
  return <LiveEventView data={data} />;
}

function LiveEventView({ data: { event, documents } }: { data: Data }) {
  const params = useParams();
  useDocumentTitle(event.title);
  useBreadcrumbLabel('cpdLiveEvent', params.cpdLiveEvent, event.title);
  const session = event.session;
  const date = longDate(event.event_date);
  return (
    <main id="main" tabIndex={-1} className="page cpd">
      <h1>{event.title}</h1>
      <p className="cpd-when">
        {date && <span>{date}</span>}
        {event.venue && <span>{event.venue}</span>}
      </p>
      {event.blurb && <p className="lead">{event.blurb}</p>}
      <div className="cpd-layout">
        <div className="cpd-layout__main">
          {event.main_image?.url && <img src={event.main_image.url} alt={event.main_image.alternativeText ?? ''} className="cpd-image" />}
          {'needs' in documents && documents.needs === 'login' ? (
            <LoginToRead what="about this event and how to join it" />
          ) : (
            <>
              {event.main_text ? <RichText content={event.main_text} /> : null}
              <SubscriberDocuments part={documents} heading="Documents" />
            </>
          )}
        </div>
        {session && (
          <aside className="cpd-layout__sidebar" aria-labelledby="cpd-session-heading">
            <h2 id="cpd-session-heading">{session.title || 'Session details'}</h2>
            <dl className="cpd-session">
              {session.session_date && (
                <>
                  <dt>Date</dt>
                  <dd>{longDate(session.session_date)}</dd>
                </>
              )}
              <dt>Where</dt>
              <dd>{session.is_remote ? 'Online' : session.address_location || event.venue || 'To be confirmed'}</dd>
              {session.start_end_time && (
                <>
                  <dt>Time</dt>
                  <dd>{session.start_end_time}</dd>
                </>
              )}
            </dl>
            {session.additional_info && <p>{session.additional_info}</p>}
            {safeHref(session.session_link) && (
              <p>
                <a href={safeHref(session.session_link)} className="button" target="_blank" rel="noopener noreferrer">
                  {session.session_link_title || 'Go to the session'}
                </a>
              </p>
            )}
          </aside>
        )}
      </div>
      <p>
        <Link to="/cpd">Back to CPD</Link>
      </p>
    </main>
  );
}
