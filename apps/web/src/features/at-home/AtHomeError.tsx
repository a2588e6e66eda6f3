/** The error view of the at-home pages: not found, the link's "not available" page, or the page error. */
import { useRouteError } from 'react-router';
import { PageError } from '../../app/StatusViews';
import { useDocumentTitle } from '../../lib/document-title';
import { AtHomeUnavailableError } from './at-home-link';

export function AtHomeError() {
  const error = useRouteError();
  if (error instanceof AtHomeUnavailableError) return <LinkUnavailable />;
  return <PageError />;
}

function LinkUnavailable() {
  useDocumentTitle('Music at Home');
  return (
    <main id="main" tabIndex={-1} className="page page--narrow not-found">
      <h1>This Music at Home link is not available at the moment.</h1>
      <p>Please ask your child&rsquo;s teacher for an up-to-date link.</p>
    </main>
  );
}
