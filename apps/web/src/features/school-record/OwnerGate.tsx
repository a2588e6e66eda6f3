/**
 * The school's record pages are its owner's (apps/cms/docs/teaching-record.md): the CMS answers the
 * school the token's teacher owns and refuses anyone else. A visitor is asked to log in (the page
 * loads again once they have); a teacher who owns no school account is told so.
 */
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { RequestError } from '../../lib/graphql';
import { useDocumentTitle } from '../../lib/document-title';
import { LoginForm } from '../account/LoginForm';
import { callerIsLoggedIn, useReloadOnSessionChange } from '../teaching-gate/teaching-gate';

export type OwnerLoaded<T> = { state: 'logged-out' } | { state: 'not-owner' } | { state: 'owner'; data: T };

/** A page's data for the owner; no request for a visitor; the CMS's refusal as 'not-owner'. */
export async function loadForOwner<T>(load: () => Promise<T>): Promise<OwnerLoaded<T>> {
  if (!callerIsLoggedIn()) return { state: 'logged-out' };
  try {
    return { state: 'owner', data: await load() };
  } catch (error) {
    if (error instanceof RequestError && error.kind === 'forbidden') return { state: 'not-owner' };
    throw error;
  }
}

export function OwnerGate<T>({ loaded, title, children }: { loaded: OwnerLoaded<T>; title: string; children: (data: T) => ReactNode }) {
  useReloadOnSessionChange(loaded.state !== 'owner');
  if (loaded.state === 'owner') return children(loaded.data);
  return <NotOwner state={loaded.state} title={title} />;
}

function NotOwner({ state, title }: { state: 'logged-out' | 'not-owner'; title: string }) {
  useDocumentTitle(title);
  return (
    <main id="main" tabIndex={-1} className="page page--narrow school-record">
      <h1>{title}</h1>
      {state === 'logged-out' ? (
        <>
          <p>Log in with the account that manages your school&rsquo;s subscription to see what your school has taught.</p>
          <div className="card">
            <LoginForm />
          </div>
        </>
      ) : (
        <p>
          Only the teacher who manages a school account sees its record of teaching, and your account does not manage one. Your own record is on{' '}
          <Link to="/teaching">My teaching</Link>.
        </p>
      )}
    </main>
  );
}
