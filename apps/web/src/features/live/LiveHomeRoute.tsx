/**
 * /live: the live audience's page (intro and feature boxes) and the charity's upcoming public
 * concerts from its events site (docs/product.md, "Live page and upcoming concerts"). The page
 * shows at once; the events follow, with 'Loading live event data' meanwhile. When they cannot be
 * read the console logs 'Error fetching or processing live event data' and the page says so, with
 * the rest of the page intact. When the CMS answers its last good copy (the events site is
 * failing), the list shows with a note of when it was read.
 */
import { Suspense, useEffect } from 'react';
import { Await, useAsyncError, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { AudiencePageDocument, LiveEventsDocument, type LiveEventsQuery } from '../../graphql/generated';
import { request } from '../../lib/graphql';
import { firstOrNotFound, Spinner } from '../../app/StatusViews';
import { AudienceView } from '../audience/AudienceRoute';
import { clockTime, eventWhen, LIVE_EVENTS_FAILED, shortDay } from '../../lib/live';
import './live.css';
import { serverLoader } from '../../server/page-context.server';

type LiveEvents = LiveEventsQuery['liveEvents'];
type LiveEvent = LiveEvents['events'][number];

/**
 * The events come as a promise the page shows when it settles. An events site the CMS could not read
 * is an answer (status UNAVAILABLE, with the problem), not a failure: a failure's message would not
 * survive being sent from the server (the framework sends "Unexpected Server Error" instead).
 */
export async function clientLoader({ request: { signal } }: LoaderFunctionArgs) {
  const events = request(LiveEventsDocument, {}, { signal }).then(({ liveEvents }) => liveEvents);
  // Handled by <Await>; this only stops an unhandled rejection when the visitor has moved on.
  events.catch(() => {});
  const audience = firstOrNotFound((await request(AudiencePageDocument, { slug: 'live' }, { signal })).audiences, "The audience 'live'");
  return { audience, events };
}

export const loader = serverLoader(clientLoader);

export default function LiveHomeRoute() {
  const { audience, events } = useLoaderData<typeof clientLoader>();
  return (
    <AudienceView audience={audience}>
      <section className="live-events" aria-labelledby="live-events-heading">
        <h2 id="live-events-heading">Upcoming concerts</h2>
        <Suspense fallback={<Spinner label="Loading live event data" />}>
          <Await resolve={events} errorElement={<LiveEventsError />}>
            {(answer: LiveEvents) =>
              answer.status === 'UNAVAILABLE' ? (
                <LiveEventsProblem error={answer.problem ?? 'The events site could not be read.'} />
              ) : (
                <LiveEventList answer={answer} />
              )
            }
          </Await>
        </Suspense>
      </section>
    </AudienceView>
  );
}

function LiveEventsError() {
  return <LiveEventsProblem error={useAsyncError()} />;
}

function LiveEventsProblem({ error }: { error: unknown }) {
  useEffect(() => {
    console.error(LIVE_EVENTS_FAILED, error);
  }, [error]);
  const detail = error instanceof Error ? error.message : String(error);
  return (
    <div className="notice notice--error" role="alert">
      <p>
        <strong>We can’t show our upcoming concerts just now.</strong> Please try again later.
      </p>
      <p className="live-events__status">Status: {detail}</p>
    </div>
  );
}

function LiveEventList({ answer }: { answer: LiveEvents }) {
  return (
    <>
      {answer.status === 'STALE' && answer.fetched_at && (
        <p className="notice" role="status">
          These are the concerts as listed on {shortDay(answer.fetched_at)} at {clockTime(answer.fetched_at)}: our events site is not answering just now, so
          some details may have changed.
        </p>
      )}
      {answer.events.length === 0 ? (
        <p>No concerts are listed just now. Please look again soon.</p>
      ) : (
        <ul className="live-events__list">
          {answer.events.map((event) => (
            <li key={event.id}>
              <LiveEventCard event={event} />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

function LiveEventCard({ event }: { event: LiveEvent }) {
  return (
    <article className="live-event" aria-labelledby={`live-event-${event.id}`}>
      {event.image && (
        <img
          className="live-event__image"
          src={event.image.url}
          alt={event.image.alt}
          width={event.image.width ?? undefined}
          height={event.image.height ?? undefined}
          loading="lazy"
        />
      )}
      <div className="live-event__text">
        <h3 id={`live-event-${event.id}`}>
          <a href={event.link} target="_blank" rel="noopener noreferrer">
            {event.title}
          </a>
        </h3>
        <p className="live-event__when">
          <time dateTime={event.event_start_date}>{eventWhen(event.event_start_date, event.event_end_date)}</time>
        </p>
        {(event.venue_short || event.full_address) && (
          <p className="live-event__venue" title={event.full_address ?? undefined}>
            {event.venue_short ?? event.full_address}
          </p>
        )}
        {event.excerpt && <p>{event.excerpt}</p>}
        {event.also_shown_at && <p className="muted">{event.also_shown_at}</p>}
        <p className="live-event__tickets">
          {event.ticket_price && <span>Tickets: {event.ticket_price}</span>}
          {event.tickets_link && (
            <a className="button" href={event.tickets_link} target="_blank" rel="noopener noreferrer">
              Buy tickets<span className="visually-hidden"> for {event.title}</span>
            </a>
          )}
        </p>
      </div>
    </article>
  );
}
