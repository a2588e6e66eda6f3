/** /{audience}: the audience's landing page with its feature boxes and library links (docs/product.md, "Audience pages"). */
import type { ReactNode } from 'react';
import { LibraryLink } from '../catalogue/views';
import { Link, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { AudiencePageDocument, type AudiencePageQuery } from '../../graphql/generated';
import { request } from '../../lib/graphql';
import { firstOrNotFound } from '../../app/StatusViews';
import { useDocumentTitle } from '../../lib/document-title';
import { useBreadcrumbColours } from '../../app/breadcrumb-state';
import { Banner } from '../../ui/Banner';
import { FeatureBox } from '../../ui/FeatureBox';
import '../../ui/feature-box.css';
import { serverLoader } from '../../server/page-context.server';

export type Audience = NonNullable<AudiencePageQuery['audiences'][number]>;

export async function clientLoader({ params, request: { signal } }: LoaderFunctionArgs) {
  const slug = params.audience ?? 'live';
  const data = await request(AudiencePageDocument, { slug }, { signal });
  return firstOrNotFound(data.audiences, `The audience '${slug}'`);
}

export const loader = serverLoader(clientLoader);

export default function AudienceRoute() {
  return <AudienceView audience={useLoaderData<typeof clientLoader>()} />;
}

/** The audience page; `children` (the live page's events) come after the feature boxes. */
export function AudienceView({ audience, children }: { audience: Audience; children?: ReactNode }) {
  useDocumentTitle(audience.title);
  useBreadcrumbColours(audience.theme?.css?.background, audience.theme?.css?.hover_color);
  const boxes = (audience.featurebox ?? []).filter((box) => box != null);

  return (
    <main id="main" tabIndex={-1}>
      <Banner title={audience.title} theme={audience.theme}>
        {audience.subtitle && <p>{audience.subtitle}</p>}
      </Banner>
      <div className="page">
        {audience.introduction && <p className="home__intro">{audience.introduction}</p>}
        <ul className="feature-grid" aria-label={`${audience.title} programmes`}>
          {boxes.map((box) => (
            <li key={box.id}>
              <FeatureBox box={box} context={{ kind: 'audience', audienceSlug: audience.slug }} />
            </li>
          ))}
        </ul>
        {children}
        {/* The live audience has no libraries of its own: its activities sit under its productions. */}
        {audience.slug !== 'live' && (
          <>
            {audience.libraries_intro && <p>{audience.libraries_intro}</p>}
            <ul className="library-links" aria-label="Libraries">
              <li>
                <LibraryLink to={`/${audience.slug}/activities`}>Activity Library</LibraryLink>
              </li>
              <li>
                <LibraryLink to={`/${audience.slug}/audiolibrary`}>Audio Library</LibraryLink>
              </li>
            </ul>
            <p>
              <Link to={`/${audience.slug}/curriculum`} className="button button--outline">
                Curriculum map: what each year group learns
              </Link>
            </p>
          </>
        )}
      </div>
    </main>
  );
}
