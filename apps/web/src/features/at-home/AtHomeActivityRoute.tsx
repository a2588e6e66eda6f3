/**
 * /{audience}/{programme}/at-home/{library}/{activity}: one at-home activity for families: a link to
 * all the library's activities, the title, its at-home details (recordings first, so Play is on a
 * phone's first screen), 'You will need' (the activity's music and equipment) and the downloads beside
 * it, then 'Previous activity' and 'Next activity' (docs/product.md, "Family pages"). Read without
 * the teacher's login: families need none, and a phone's expired login never asks them to log in.
 */
import './at-home.css';
import { Link, useLoaderData, useParams, type LoaderFunctionArgs } from 'react-router';
import { AtHomeActivityDocument, type AtHomeActivityQuery } from '../../graphql/generated';
import { request } from '../../lib/graphql';
import { useDocumentTitle } from '../../lib/document-title';
import { NotFoundError } from '../../app/StatusViews';
import { atHomePath, loadAtHome } from './at-home-link';
import { AtHomeDetail } from './AtHomeDetail';
import { AtHomeError } from './AtHomeError';
import type { FamilyPageHandle } from './FamilyLayoutRoute';
import { serverLoader } from '../../server/page-context.server';

type Activity = NonNullable<AtHomeActivityQuery['atHomeActivity']>;

export async function clientLoader({ params, request: { signal } }: LoaderFunctionArgs): Promise<Activity> {
  const data = await loadAtHome(() =>
    request(AtHomeActivityDocument, { library: params.library ?? '', activity: params.activity ?? '' }, { signal, withLogin: false, withPreview: false }),
  );
  if (!data.atHomeActivity) throw new NotFoundError('That Music at Home activity');
  return data.atHomeActivity;
}

export const loader = serverLoader(clientLoader);
export const handle: FamilyPageHandle<Activity> = { libraryTitle: (activity) => activity.library.title };

export default function AtHomeActivityRoute() {
  const activity = useLoaderData<typeof clientLoader>();
  const params = useParams();
  useDocumentTitle(activity.title);
  const libraryPath = atHomePath(params.audience ?? '', params.programme ?? '', activity.library.id);
  const needs = Boolean(activity.music || activity.equipment);
  const hasSidebar = needs || activity.documents.length > 0;
  return (
    <main id="main" tabIndex={-1} className="page at-home">
      <p className="at-home__back">
        <Link to={libraryPath}>All activities</Link>
      </p>
      <div className={hasSidebar ? 'at-home-activity' : undefined}>
        <article className="at-home-activity__main">
          <h1>{activity.title}</h1>
          {activity.details.length === 0 && <p>Ideas for trying this at home are on their way.</p>}
          {activity.details.map((detail) => (
            <AtHomeDetail key={detail.id} detail={detail} activityTitle={activity.title} />
          ))}
        </article>
        {hasSidebar && (
          <aside className="at-home-activity__sidebar" aria-label="For this activity">
            {needs && (
              <section aria-labelledby="at-home-needs">
                <h2 id="at-home-needs">You will need</h2>
                <ul className="at-home-needs">
                  {activity.music && (
                    <li>
                      <span className="at-home-needs__label">Music:</span> {activity.music}
                    </li>
                  )}
                  {activity.equipment && (
                    <li>
                      <span className="at-home-needs__label">Equipment:</span> {activity.equipment}
                    </li>
                  )}
                </ul>
              </section>
            )}
            {activity.documents.length > 0 && (
              <section aria-labelledby="at-home-downloads">
                <h2 id="at-home-downloads">To print or keep</h2>
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
      <nav className="at-home-pager" aria-label="More activities">
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
    </main>
  );
}

export const ErrorBoundary = AtHomeError;
