/**
 * The error view of the at-home pages, in the family layout: the link's "not available" page, a
 * family's not-found page (no way into the teachers' site), or the site's page error.
 */
import { useRouteError } from 'react-router';
import { PageError, isNotFound } from '../../app/StatusViews';
import { useDocumentTitle } from '../../lib/document-title';
import { AtHomeUnavailableError } from './at-home-link';

export function AtHomeError() {
  const error = useRouteError();
  if (error instanceof AtHomeUnavailableError) return <FamilyMessage title="This Music at Home link is not available at the moment." />;
  if (isNotFound(error)) return <FamilyMessage title="Sorry, we could not find that Music at Home page." />;
  return <PageError />;
}

function FamilyMessage({ title }: { title: string }) {
  useDocumentTitle('Music at Home');
  return (
    <main id="main" tabIndex={-1} className="page page--narrow not-found">
      <h1>{title}</h1>
      <p>Please ask your child&rsquo;s teacher for an up-to-date link.</p>
    </main>
  );
}
