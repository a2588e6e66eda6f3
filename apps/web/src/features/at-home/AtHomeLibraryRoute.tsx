/** /{audience}/{programme}/at-home/{library}: an at-home library for families (docs/product.md, "Family pages"). */
import './at-home.css';
import { Link, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { AtHomeLibraryDocument, type AtHomeLibraryQuery } from '../../graphql/generated';
import { request } from '../../lib/graphql';
import { useDocumentTitle } from '../../lib/document-title';
import { NotFoundError } from '../../app/StatusViews';
import { RichText } from '../../ui/RichText';
import { loadAtHome } from './at-home-link';
import { AtHomeError } from './AtHomeError';
import type { FamilyPageHandle } from './FamilyLayoutRoute';
import { serverLoader } from '../../server/page-context.server';

type Library = NonNullable<AtHomeLibraryQuery['atHomeLibrary']>;

export async function clientLoader({ params, request: { signal } }: LoaderFunctionArgs): Promise<Library> {
  const data = await loadAtHome(() => request(AtHomeLibraryDocument, { id: params.library ?? '' }, { signal, withLogin: false, withPreview: false }));
  if (!data.atHomeLibrary) throw new NotFoundError('That Music at Home library');
  return data.atHomeLibrary;
}

export const loader = serverLoader(clientLoader);
export const handle: FamilyPageHandle<Library> = { libraryTitle: (library) => library.title };

export default function AtHomeLibraryRoute() {
  const library = useLoaderData<typeof clientLoader>();
  useDocumentTitle(library.title);
  return (
    <main id="main" tabIndex={-1} className="page at-home">
      <h1>{library.title}</h1>
      <RichText content={library.introduction} />
      {library.activities.length === 0 ? (
        <p>There are no activities here yet. Please come back soon.</p>
      ) : (
        <ul className="at-home-grid" aria-label="Activities">
          {library.activities.map((activity) => (
            <li key={activity.documentId} className="card at-home-card">
              {activity.image && (
                <img
                  src={activity.image.url}
                  alt=""
                  width={activity.image.width ?? undefined}
                  height={activity.image.height ?? undefined}
                  loading="lazy"
                  className="at-home-card__image"
                />
              )}
              <h2>{activity.title}</h2>
              <Link to={encodeURIComponent(activity.documentId)} className="button">
                Explore<span className="visually-hidden"> {activity.title}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </main>
  );
}

export const ErrorBoundary = AtHomeError;
