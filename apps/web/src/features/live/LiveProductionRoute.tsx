/**
 * /live/{liveprogramme}/{liveproduction}: a production's dates and venues, its bookings window,
 * and (for subscribers) its activities with the instrument each features, audio pages and
 * documents (docs/product.md, "Live productions and bookings").
 *
 * The 'Book Tickets' button, and the venues link beside it, show only when the production has an
 * active live performance and bookings; both open one window that lists the bookings by date, each
 * with its booking link or, without one, its own message or '(Not available for public booking)'.
 */
import { useRef } from 'react';
import { Link, useLoaderData, useLocation, type LoaderFunctionArgs } from 'react-router';
import { LiveProductionPageDocument, LiveProductionTeachingDocument, type LiveProductionPageQuery } from '../../graphql/generated';
import { request } from '../../lib/graphql';
import { useDocumentTitle } from '../../lib/document-title';
import { firstOrNotFound, NotFoundError, Spinner } from '../../app/StatusViews';
import { useBreadcrumbColours } from '../../app/breadcrumb-state';
import { RichText } from '../../ui/RichText';
import { DocumentList } from '../../ui/DocumentList';
import { TeachingNotice } from '../teaching-gate/teaching-gate';
import { useTeachingQuery } from '../teaching-gate/teaching-query';
import { ActivityCardList } from '../catalogue/ActivityCards';
import { bookingLink, bookingsInOrder, clockTime, noBookingMessage, offersBookings, ordinalDay, VENUES_LINK_LABEL } from '../../lib/live';
import './live.css';
import { serverLoader } from '../../server/page-context.server';

type Production = NonNullable<LiveProductionPageQuery['liveProductions'][number]>;

export async function clientLoader({ params, request: { signal } }: LoaderFunctionArgs) {
  const data = await request(LiveProductionPageDocument, { slug: params.liveproduction ?? '' }, { signal });
  const production = firstOrNotFound(data.liveProductions, `The live production '${params.liveproduction}'`);
  // A production is found only under its own programme's address.
  if (production.live_programme?.slug !== params.liveprogramme) throw new NotFoundError(`The live production '${params.liveproduction}'`);
  return production;
}

export const loader = serverLoader(clientLoader);

export default function LiveProductionRoute() {
  const production = useLoaderData<typeof clientLoader>();
  useDocumentTitle(production.title);
  const theme = production.live_programme?.theme;
  useBreadcrumbColours(theme?.css?.background, theme?.css?.hover_color);
  const dialog = useRef<HTMLDialogElement>(null);
  const bookable = offersBookings(production);
  return (
    <main id="main" tabIndex={-1} className="page live-production">
      <h1>{production.title}</h1>
      {production.blurb && <p className="lead">{production.blurb}</p>}
      <div className="live-production__intro">
        {production.main_image?.url && (
          <img
            className="live-production__image"
            src={production.main_image.url}
            alt={production.main_image.alternativeText ?? ''}
            width={production.main_image.width ?? undefined}
            height={production.main_image.height ?? undefined}
          />
        )}
        <dl className="live-production__facts">
          {production.performance_dates && (
            <>
              <dt>Dates</dt>
              <dd>{production.performance_dates}</dd>
            </>
          )}
          {production.performance_venues && (
            <>
              <dt>Venues</dt>
              <dd>{production.performance_venues}</dd>
            </>
          )}
        </dl>
        {bookable && (
          <p className="live-production__booking">
            <button type="button" className="button" onClick={() => dialog.current?.showModal()}>
              Book Tickets
            </button>
            <button type="button" className="link-button" onClick={() => dialog.current?.showModal()}>
              {production.venues_link_label?.trim() || VENUES_LINK_LABEL}
            </button>
          </p>
        )}
      </div>
      <RichText content={production.main_text} />
      {bookable && <BookingsDialog ref={dialog} production={production} />}
      <section aria-labelledby="live-production-activities">
        <h2 id="live-production-activities">{production.explore_activities_title?.trim() || 'Explore the activities'}</h2>
        <ProductionTeaching productionId={production.documentId} />
      </section>
    </main>
  );
}

function BookingsDialog({ production, ref }: { production: Production; ref: React.Ref<HTMLDialogElement> }) {
  const bookings = bookingsInOrder(production.bookings);
  return (
    <dialog ref={ref} className="live-dialog" aria-labelledby="bookings-title">
      <form method="dialog" className="live-dialog__close-form">
        <button type="submit" className="button button--outline button--small">
          Close <span aria-hidden="true">×</span>
        </button>
      </form>
      <h2 id="bookings-title">Book Tickets</h2>
      <p>{production.title}: choose a performance.</p>
      <ol className="bookings">
        {bookings.map((booking) => {
          const link = bookingLink(booking);
          return (
            <li key={booking.id} className="booking">
              <p className="booking__when">
                <time dateTime={booking.event_date}>
                  {ordinalDay(booking.event_date)}, {clockTime(booking.event_date)}
                </time>
              </p>
              <p className="booking__venue">{booking.venue_name}</p>
              {booking.extra_info && <p className="booking__info">{booking.extra_info}</p>}
              {link ? (
                <a className="button" href={link} target="_blank" rel="noopener noreferrer">
                  Book
                  <span className="visually-hidden">
                    : {booking.venue_name}, {ordinalDay(booking.event_date)} at {clockTime(booking.event_date)}
                  </span>
                </a>
              ) : (
                <p className="booking__none">{noBookingMessage(booking)}</p>
              )}
            </li>
          );
        })}
      </ol>
    </dialog>
  );
}

/** The production's activities, audio pages and documents: teaching content, for subscribers. */
function ProductionTeaching({ productionId }: { productionId: string }) {
  const { pathname } = useLocation();
  const base = pathname.replace(/\/+$/, '');
  const state = useTeachingQuery(LiveProductionTeachingDocument, { production: productionId });
  if (state.status === 'loading') return <Spinner />;
  if (state.status === 'gated') return <TeachingNotice gate={state.gate} />;
  if (state.status === 'failed') return <p className="notice notice--error">{state.message}</p>;
  const teaching = state.data.liveProduction;
  const activities = teaching?.related_activities.filter((activity) => activity != null) ?? [];
  const audioPages = teaching?.audio_pages.filter((page) => page != null) ?? [];
  return (
    <>
      {activities.length === 0 && audioPages.length === 0 && <p>Activities for this production are on their way.</p>}
      <ActivityCardList
        activities={activities}
        prefix={`${base}/activity`}
        details={(activity) => activity.instrument && <span className="tag">Instrument: {activity.instrument}</span>}
      />
      {audioPages.length > 0 && (
        <section aria-labelledby="live-production-audio">
          <h2 id="live-production-audio">Listen</h2>
          <ul className="card-grid">
            {audioPages.map((page) => (
              <li key={page.documentId}>
                <article className="card">
                  <h3>
                    <Link to={`${base}/audio/${page.documentId}`}>{page.title}</Link>
                  </h3>
                  {page.introduction && <p>{page.introduction}</p>}
                </article>
              </li>
            ))}
          </ul>
        </section>
      )}
      <DocumentList documents={teaching?.documents} heading="Documents" />
    </>
  );
}
