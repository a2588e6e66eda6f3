/**
 * /live/{liveprogramme}: a live programme's banner, text, quotations, performances and productions
 * (docs/product.md, "Live programmes"), open to everyone.
 */
import { Link, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { LiveProgrammePageDocument, type ImageFragment } from '../../graphql/generated';
import { request } from '../../lib/graphql';
import { useDocumentTitle } from '../../lib/document-title';
import { firstOrNotFound } from '../../app/StatusViews';
import { useBreadcrumbColours } from '../../app/breadcrumb-state';
import { Banner } from '../../ui/Banner';
import { RichText } from '../../ui/RichText';
import './live.css';
import { serverLoader } from '../../server/page-context.server';

export async function clientLoader({ params, request: { signal } }: LoaderFunctionArgs) {
  const data = await request(LiveProgrammePageDocument, { slug: params.liveprogramme ?? '' }, { signal });
  return firstOrNotFound(data.liveProgrammes, `The live programme '${params.liveprogramme}'`);
}

export function Thumbnail({ images }: { images: ReadonlyArray<ImageFragment | null> | null | undefined }) {
  const image = images?.find((candidate) => candidate?.url);
  if (!image) return null;
  return (
    <img
      className="live-card__image"
      src={image.url}
      alt={image.alternativeText ?? ''}
      width={image.width ?? undefined}
      height={image.height ?? undefined}
      loading="lazy"
    />
  );
}

export const loader = serverLoader(clientLoader);

export default function LiveProgrammeRoute() {
  const programme = useLoaderData<typeof clientLoader>();
  useDocumentTitle(programme.title);
  useBreadcrumbColours(programme.theme?.css?.background, programme.theme?.css?.hover_color);
  const performances = programme.live_performances.filter((performance) => performance != null);
  const productions = programme.live_productions.filter((production) => production != null);
  const quotations = (programme.quotation ?? []).filter((quotation) => quotation?.quotation);
  return (
    <main id="main" tabIndex={-1}>
      <Banner title={programme.title} theme={programme.theme}>
        {programme.subtitle && <p>{programme.subtitle}</p>}
      </Banner>
      <div className="page">
        <RichText content={programme.main_text} />
        {quotations.length > 0 && (
          <section className="live-quotations" aria-label="What people say">
            {quotations.map((quotation) => (
              <figure key={quotation!.id} className="live-quotation">
                <blockquote>
                  <p>{quotation!.quotation}</p>
                </blockquote>
                {quotation!.attribution && <figcaption>{quotation!.attribution}</figcaption>}
              </figure>
            ))}
          </section>
        )}
        {performances.length > 0 && (
          <section aria-labelledby="live-performances">
            <h2 id="live-performances">{programme.performances_heading || 'Performances'}</h2>
            <ul className="card-grid">
              {performances.map((performance) => (
                <li key={performance.documentId}>
                  <article className="card live-card">
                    <Thumbnail images={performance.thumbnail_images} />
                    <h3>{performance.title}</h3>
                    {performance.dates && <p className="live-card__dates">{performance.dates}</p>}
                    {performance.blurb && <p>{performance.blurb}</p>}
                    {performance.performance_dates && (
                      <p>
                        <strong>When:</strong> {performance.performance_dates}
                      </p>
                    )}
                    {performance.performance_venues && (
                      <p>
                        <strong>Where:</strong> {performance.performance_venues}
                      </p>
                    )}
                    {!performance.active_live_performance && <p className="muted">Not booking yet</p>}
                  </article>
                </li>
              ))}
            </ul>
          </section>
        )}
        {productions.length > 0 && (
          <section aria-labelledby="live-productions">
            <h2 id="live-productions">{programme.productions_heading || 'Productions'}</h2>
            <ul className="card-grid">
              {productions.map((production) => (
                <li key={production.documentId}>
                  <article className="card live-card">
                    <Thumbnail images={production.thumbnail_images} />
                    <h3>{production.title}</h3>
                    {production.blurb && <p>{production.blurb}</p>}
                    {production.performance_dates && <p className="live-card__dates">{production.performance_dates}</p>}
                    <Link to={`/live/${programme.slug}/${production.slug}`} className="button">
                      Find out more<span className="visually-hidden"> about {production.title}</span>
                    </Link>
                  </article>
                </li>
              ))}
            </ul>
          </section>
        )}
      </div>
    </main>
  );
}
