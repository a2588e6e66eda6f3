/**
 * Teaching pages (units, lessons, activities, libraries) and the login wrapper (spec part 1 §2.4,
 * §6 and §8). The CMS decides who may read teaching content; the page only says what to do next:
 * - logged out: 'You need to be logged in to access this content.', a Login link to /login and the
 *   login form in place of the content; once logged in the page loads its content;
 * - logged in without an active subscription (the CMS answered Forbidden): the subscription
 *   message with 'Subscribe now';
 * - a subscriber whose content fails to load: the 'wrong note' error with the path and the error.
 */
import './catalogue.css';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link, useLocation, useNavigate, useRevalidator, useRouteError } from 'react-router';
import { SUPPORT_EMAIL } from '../../app/config';
import { DatabaseUnavailable, NotFound, NotFoundError, PageNeedsReloading } from '../../app/StatusViews';
import { isCodeLoadError } from '../../lib/code-reload';
import { isDatabaseUnavailable } from '../../lib/database-unavailable';
import { useDocumentTitle } from '../../lib/document-title';
import { RequestError, request, serverRequestContext, type TypedDocument } from '../../lib/graphql';
import { useLoginPanel } from '../account/LoginPanel';
import { LoginForm } from '../account/LoginForm';
import { useSession } from '../account/SessionProvider';
import { NEEDS_SUBSCRIPTION } from '../account/SubscribeDialog';
import { readSession } from '../account/session';
import { previewToken } from '../../lib/preview';

export const NEEDS_LOGIN = 'You need to be logged in to access this content.';
export const WRONG_NOTE =
  "Oops! Seems like we played the wrong note and can't show this page. This is most likely a problem with the code responsible for loading content.";

export type Gate = 'login' | 'subscribe';
export type Gated<T> = { gate: Gate } | { gate?: undefined; data: T };

/**
 * A teaching page's loader: skips the request for a visitor (they get the login wrapper) and turns
 * the CMS's Forbidden answer into the subscription message. Any other failure is thrown to the
 * route's TeachingError.
 */
export async function loadTeaching<T>(load: () => Promise<T>): Promise<Gated<T>> {
  const server = serverRequestContext();
  const loggedIn = server ? Boolean(server.token) : Boolean(readSession() || previewToken());
  if (!loggedIn) return { gate: 'login' };
  try {
    return { data: await load() };
  } catch (error) {
    if (error instanceof RequestError && error.kind === 'forbidden') return { gate: 'subscribe' };
    throw error;
  }
}

/** Shows a teaching page's content, or the login wrapper or subscription message in its place. */
export function TeachingGate<T>({ loaded, title, children }: { loaded: Gated<T>; title?: string; children: (data: T) => ReactNode }) {
  const { session, roleType } = useSession();
  const revalidator = useRevalidator();
  const token = session?.token;
  const seen = useRef({ token, roleType });
  // Logging in (here or from the header) or a change of role loads the content again.
  useEffect(() => {
    if (seen.current.token === token && seen.current.roleType === roleType) return;
    seen.current = { token, roleType };
    if (loaded.gate) revalidator.revalidate();
  }, [token, roleType, loaded.gate, revalidator]);

  if ('data' in loaded) return <>{children(loaded.data)}</>;
  return loaded.gate === 'login' ? <LoginWrapper title={title} /> : <SubscriptionNeeded title={title} />;
}

function LoginWrapper({ title }: { title?: string }) {
  useDocumentTitle(title);
  return (
    <main id="main" tabIndex={-1} className="page page--narrow gate">
      <h1>{NEEDS_LOGIN}</h1>
      <p>
        <Link to="/login" className="button button--outline">
          Login
        </Link>
      </p>
      <LoginForm />
    </main>
  );
}

function SubscriptionNeeded({ title }: { title?: string }) {
  useDocumentTitle(title);
  return (
    <main id="main" tabIndex={-1} className="page page--narrow gate">
      <h1>{NEEDS_SUBSCRIPTION}</h1>
      <p>Subscribe, or ask your school to add you to its school account, to use every lesson, activity and recording.</p>
      <p>
        <Link to="/subscribe" className="button">
          Subscribe now
        </Link>
      </p>
    </main>
  );
}

/** The error boundary of teaching pages (spec part 1 §8, data load failure). */
export function TeachingError() {
  const error = useRouteError();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const { isLoggedIn } = useSession();
  if (error instanceof NotFoundError) return <NotFound />;
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

type TeachingQueryState<T> = { status: 'loading' } | { status: 'gated'; gate: Gate } | { status: 'failed'; message: string } | { status: 'ready'; data: T };

/** Teaching content inside a page everyone may see (a project's activities): loaded after the page. */
export function useTeachingQuery<T, V>(document: TypedDocument<T, V>, variables: V): TeachingQueryState<T> {
  const { session } = useSession();
  const [state, setState] = useState<TeachingQueryState<T>>({ status: 'loading' });
  const key = JSON.stringify(variables);
  useEffect(() => {
    const controller = new AbortController();
    setState({ status: 'loading' });
    loadTeaching(() => request(document, JSON.parse(key) as V, { signal: controller.signal })).then(
      (loaded) => setState('data' in loaded ? { status: 'ready', data: loaded.data } : { status: 'gated', gate: loaded.gate }),
      (error: unknown) => {
        if (!controller.signal.aborted) setState({ status: 'failed', message: error instanceof Error ? error.message : String(error) });
      },
    );
    return () => controller.abort();
  }, [document, key, session?.token]);
  return state;
}

/** A short in-page version of the login wrapper and the subscription message. */
export function TeachingNotice({ gate }: { gate: Gate }) {
  const loginPanel = useLoginPanel();
  if (gate === 'login') {
    return (
      <div className="notice">
        <p>{NEEDS_LOGIN}</p>
        <button type="button" className="button" onClick={() => loginPanel.open()}>
          Log In
        </button>
      </div>
    );
  }
  return (
    <div className="notice">
      <p>{NEEDS_SUBSCRIPTION}</p>
      <Link to="/subscribe" className="button">
        Subscribe now
      </Link>
    </div>
  );
}
