/** The shared loading, error and not-found views (docs/product.md, "Page shell" and "Errors and validation"). */
import { useEffect, useState } from 'react';
import { Link, isRouteErrorResponse, useRouteError } from 'react-router';
import { useDocumentTitle } from '../lib/document-title';
import { Logo } from '../ui/Logo';
import { RequestError } from '../lib/graphql';
import { isCodeLoadError, reloadOnceForCode } from '../lib/code-reload';
import { DATABASE_UNAVAILABLE_MESSAGE, isDatabaseUnavailable } from '../lib/database-unavailable';
import './status-views.css';

export function Spinner({ label = 'Loading...' }: { label?: string }) {
  return (
    <div className="spinner" role="status" aria-live="polite">
      <span className="spinner__wheel" aria-hidden="true" />
      <span className="spinner__label">{label}</span>
    </div>
  );
}

/** Shown while the shell's audience and programme data load: the logo and a loading box. */
export function ShellLoading() {
  return (
    <div className="shell-status">
      <Logo />
      <div className="shell-status__box">
        <Spinner />
      </div>
    </div>
  );
}

/** Shown when the shell's data cannot load: the logo and an error box with a way to try again. */
export function ShellError() {
  const error = useRouteError();
  if (isCodeLoadError(error)) return <PageNeedsReloading />;
  return <ShellLoadFailure error={error} />;
}

function ShellLoadFailure({ error }: { error: unknown }) {
  useDocumentTitle('Something went wrong');
  const unreachable = error instanceof RequestError && (error.kind === 'network' || error.kind === 'timeout' || (error.status ?? 0) >= 500);
  return (
    <div className="shell-status">
      <Logo />
      <div className="shell-status__box shell-status__box--error" role="alert">
        <h1>Sorry, the classroom could not load</h1>
        <p>
          {isDatabaseUnavailable(error)
            ? DATABASE_UNAVAILABLE_MESSAGE
            : unreachable
              ? 'We cannot reach our content service just now. Please check your internet connection, then try again.'
              : 'Something went wrong while loading the classroom. Please try again in a moment.'}
        </p>
        <button type="button" className="button" onClick={() => window.location.reload()}>
          Try again
        </button>
      </div>
    </div>
  );
}

/** Any unknown path or slug (docs/product.md, "Not found and unexpected errors"): no content title, so the tab reads the product name. */
export function NotFound() {
  useDocumentTitle(null);
  return (
    <main id="main" tabIndex={-1} className="page page--narrow not-found">
      <h1>Lost? That page could not be found.</h1>
      <HomeLink />
    </main>
  );
}

function HomeLink() {
  return (
    <p>
      <Link to="/" className="button">
        Go to the home page
      </Link>
    </p>
  );
}

export class NotFoundError extends Error {
  constructor(what: string) {
    super(`${what} could not be found`);
    this.name = 'NotFoundError';
  }
}

/** Whether an error means the page is not there: thrown by a loader in the browser, or answered 404 by the server's. */
export function isNotFound(error: unknown): boolean {
  return (isRouteErrorResponse(error) && error.status === 404) || error instanceof NotFoundError;
}

/** A loader's one expected result, or the not-found page when there is none. */
export function firstOrNotFound<T>(items: ReadonlyArray<T | null | undefined>, what: string): T {
  const item = items.find((candidate): candidate is T => candidate != null);
  if (item === undefined) throw new NotFoundError(what);
  return item;
}

/**
 * A page's error boundary: not-found for unknown paths and slugs, a plain message while the CMS
 * cannot reach its database, else the default error screen.
 */
export function PageError() {
  const error = useRouteError();
  if (isNotFound(error)) return <NotFound />;
  if (isDatabaseUnavailable(error)) return <DatabaseUnavailable />;
  if (isCodeLoadError(error)) return <PageNeedsReloading />;
  return <UnexpectedError error={error} />;
}

/**
 * A route whose code will not load (lib/code-reload.ts): a loading box while the page reloads itself
 * once, then "This page needs reloading" with a button, never a blank or frozen page.
 */
export function PageNeedsReloading() {
  const [stuck, setStuck] = useState(false);
  useDocumentTitle(stuck ? 'This page needs reloading' : null);
  useEffect(() => {
    let active = true;
    void reloadOnceForCode().then((reloading) => {
      if (active && !reloading) setStuck(true);
    });
    return () => {
      active = false;
    };
  }, []);
  if (!stuck) return <Spinner label="Updating the classroom..." />;
  return (
    <main id="main" tabIndex={-1} className="page page--narrow">
      <h1>This page needs reloading</h1>
      <p role="alert">
        Part of this page could not be loaded: the classroom may have been updated, or the connection dropped. Reloading brings you back to the same place.
      </p>
      <p>
        <button type="button" className="button" onClick={() => window.location.reload()}>
          Reload this page
        </button>
      </p>
    </main>
  );
}

export function DatabaseUnavailable() {
  useDocumentTitle('Something went wrong');
  return (
    <main id="main" tabIndex={-1} className="page page--narrow">
      <h1>Sorry, this page could not load</h1>
      <p role="alert">{DATABASE_UNAVAILABLE_MESSAGE}</p>
      <p>
        <button type="button" className="button" onClick={() => window.location.reload()}>
          Try again
        </button>
      </p>
    </main>
  );
}

/** The default error screen: no content title either, so the tab reads the product name. */
function UnexpectedError({ error }: { error: unknown }) {
  useDocumentTitle(null);
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : error instanceof Error ? error.message : String(error);
  return (
    <main id="main" tabIndex={-1} className="page page--narrow">
      <h1>Unexpected Application Error!</h1>
      <p className="error-detail">{detail}</p>
      <HomeLink />
    </main>
  );
}
