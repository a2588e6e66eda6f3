/**
 * /{audience}/{programme}/at-home/{library}/{activity}: one at-home activity for families: 'Back',
 * the title, its at-home details and media, 'Previous activity' and 'Next activity', and a sidebar
 * with the 'Music: ...' and 'Equipment: ...' tags and the downloads (docs/product.md, "Family pages").
 */
import './at-home.css';
import { Link, useLoaderData, useParams, type LoaderFunctionArgs } from 'react-router';
import { AtHomeActivityDocument, type AtHomeActivityQuery } from '../../graphql/generated';
import { request } from '../../lib/graphql';
import { useDocumentTitle } from '../../lib/document-title';
import { NotFoundError } from '../../app/StatusViews';
import { useBreadcrumbLabel } from '../../app/breadcrumb-state';
import { useAudienceColours } from '../catalogue/audience-colours';
import { RichText } from '../../ui/RichText';
import { MediaList } from '../../ui/MediaList';
import { loadAtHome } from './at-home-link';
import { AtHomeError } from './AtHomeError';
import { serverLoader } from '../../server/page-context.server';

type Activity = NonNullable<AtHomeActivityQuery['atHomeActivity']>;

export async function clientLoader({ params, request: { signal } }: LoaderFunctionArgs): Promise<Activity> {
  const data = await loadAtHome(() => request(AtHomeActivityDocument, { library: params.library ?? '', activity: params.activity ?? '' }, { signal }));
  if (!data.atHomeActivity) throw new NotFoundError('That Music at Home activity');
  return data.atHomeActivity;
}

export const loader = serverLoader(clientLoader);
export const handle = { crumb: ':activity' };

export default function AtHomeActivityRoute() {
  const activity = useLoaderData<typeof clientLoader>();
  const params = useParams();
  useDocumentTitle(activity.title);
  useAudienceColours(params.audience);
  useBreadcrumbLabel('library', params.library, activity.library.title);
  useBreadcrumbLabel('activity', params.activity, activity.title);
  const libraryPath = `/${params.audience}/${params.programme}/at-home/${encodeURIComponent(activity.library.id)}`;
  const hasSidebar = Boolean(activity.music || activity.equipment || activity.documents.length);
  return (
    <main id="main" tabIndex={-1} className="page at-home">
      <p className="at-home__back">
        <Link to={libraryPath}>Back</Link>
      </p>
      <div className={hasSidebar ? 'at-home-activity' : undefined}>
        <article className="at-home-activity__main">
          <h1>{activity.title}</h1>
          {activity.details.length === 0 && <p>Ideas for this activity at home are on their way.</p>}
          {activity.details.map((detail) => (
            <section key={detail.id} className="at-home-detail" aria-label={detail.title ?? activity.title}>
              {detail.title && <h2>{detail.title}</h2>}
              <RichText content={detail.description} />
              <MediaList media={detail.media.map((file) => ({ ...file, documentId: file.url, mime: file.mime ?? '' }))} />
            </section>
          ))}
          <nav className="at-home-pager" aria-label="Other activities">
            {activity.previous && (
              <Link to={`${libraryPath}/${encodeURIComponent(activity.previous.documentId)}`} className="at-home-pager__link" rel="prev">
                <span className="at-home-pager__label">Previous activity</span>
                <span className="at-home-pager__title">{activity.previous.title}</span>
              </Link>
            )}
            {activity.next && (
              <Link to={`${libraryPath}/${encodeURIComponent(activity.next.documentId)}`} className="at-home-pager__link at-home-pager__link--next" rel="next">
                <span className="at-home-pager__label">Next activity</span>
                <span className="at-home-pager__title">{activity.next.title}</span>
              </Link>
            )}
          </nav>
        </article>
        {hasSidebar && (
          <aside className="at-home-activity__sidebar" aria-label="About this activity">
            {(activity.music || activity.equipment) && (
              <ul className="at-home-tags">
                {activity.music && <li className="tag tag--muted">Music: {activity.music}</li>}
                {activity.equipment && <li className="tag tag--muted">Equipment: {activity.equipment}</li>}
              </ul>
            )}
            {activity.documents.length > 0 && (
              <section aria-labelledby="at-home-downloads">
                <h2 id="at-home-downloads">Downloads</h2>
                <ul className="at-home-downloads">
                  {activity.documents.map((document) => (
                    <li key={document.file.url}>
                      <a href={document.file.url} download={document.file.name}>
                        {document.title}
                      </a>
                    </li>
                  ))}
                </ul>
              </section>
            )}
          </aside>
        )}
      </div>
    </main>
  );
}

export const ErrorBoundary = AtHomeError;
