/**
 * The error boundary of teaching pages: not found, the database away, code that will not load, the
 * login wrapper for a visitor, else the 'wrong note' error with the page's path and the error.
 */
import './teaching-gate.css';
import { useLocation, useNavigate, useRouteError } from 'react-router';
import { SUPPORT_EMAIL } from '../../lib/config';
import { DatabaseUnavailable, isNotFound, NotFound, PageNeedsReloading } from '../../app/StatusViews';
import { isCodeLoadError } from '../../lib/code-reload';
import { isDatabaseUnavailable } from '../../lib/database-unavailable';
import { useDocumentTitle } from '../../lib/document-title';
import { RequestError } from '../../lib/graphql';
import { useSession } from '../account/SessionProvider';
import { LoginWrapper } from './teaching-gate';

export const WRONG_NOTE =
  "Oops! Seems like we played the wrong note and can't show this page. This is most likely a problem with the code responsible for loading content.";

/** The error boundary of teaching pages (docs/product.md, "Pages that cannot load"). */
export function TeachingError() {
  const error = useRouteError();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const { isLoggedIn } = useSession();
  if (isNotFound(error)) return <NotFound />;
  if (isDatabaseUnavailable(error)) return <DatabaseUnavailable />;
  if (isCodeLoadError(error)) return <PageNeedsReloading />;
  if (!isLoggedIn) return <LoginWrapper title="Log in" />;
  return <LoadFailure error={error} pathname={pathname} onBack={() => navigate(-1)} />;
}

function LoadFailure({ error, pathname, onBack }: { error: unknown; pathname: string; onBack: () => void }) {
  useDocumentTitle('Something went wrong');
  const body = error instanceof RequestError ? (error.body ?? error.message) : error instanceof Error ? error.message : String(error);
  return (
    <main id="main" tabIndex={-1} className="page page--narrow">
      <h1>Sorry, this page could not load</h1>
      <p>{WRONG_NOTE}</p>
      <dl className="error-facts">
        <dt>Page</dt>
        <dd>
          <code>{pathname}</code>
        </dd>
        <dt>Error</dt>
        <dd>
          <pre className="error-detail">{body}</pre>
        </dd>
      </dl>
      <p>
        <button type="button" className="button button--outline" onClick={onBack}>
          Go back to the previous page
        </button>
      </p>
      <p>
        If this keeps happening, please tell us at <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>.
      </p>
    </main>
  );
}
