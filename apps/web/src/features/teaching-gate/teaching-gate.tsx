/**
 * Teaching pages (units, lessons, activities, libraries) and the login wrapper
 * (docs/product.md, "Teaching pages and the login wrapper"). The CMS decides who may read teaching
 * content; the page only says what to do next:
 * - logged out: 'You need to be logged in to access this content.', a 'Log in' link to /login and the
 *   login form in place of the content; once logged in the page loads its content;
 * - logged in without an active subscription (the CMS answered Forbidden): the subscription
 *   message with 'Subscribe now', or for a teacher whose access ended, 'Your access ended on
 *   {date}.' with 'Renew' and, for a school member, whom to ask (account/RenewOffer.tsx); lesson
 *   mode shows it as a calm wall for the class's board (LessonModeWall.tsx);
 * - a subscriber whose content fails to load: the 'wrong note' error with the path and the error.
 */
import './teaching-gate.css';
import { useEffect, useRef, type ReactNode } from 'react';
import { Link, useParams, useRevalidator } from 'react-router';
import { useDocumentTitle } from '../../lib/document-title';
import { RequestError, serverRequestContext } from '../../lib/graphql';
import { previewToken } from '../../lib/preview';
import { useLoginPanel } from '../account/LoginPanel';
import { LoginForm } from '../account/LoginForm';
import { useSession } from '../account/SessionProvider';
import { NEEDS_SUBSCRIPTION } from '../account/SubscribeDialog';
import { RenewOffer, useAccessHeading } from '../account/RenewOffer';
import { LessonModeWall } from './LessonModeWall';
import { readSession } from '../account/session';
import { useAudienceColours } from '../catalogue/audience-colours';
import { LessonOutlineList } from '../catalogue/LessonOutline';
import { SampleSlide, type SampleSlideData } from '../catalogue/SampleSlide';
import { CurriculumLabels } from '../curriculum/CurriculumLabels';
import type { CurriculumLabelsFragment, LessonOutlineFragment } from '../../graphql/generated';

export const NEEDS_LOGIN = 'You need to be logged in to access this content.';

export type Gate = 'login' | 'subscribe';
/**
 * What a page may show above its gate (the public parts of a unit: its title and summary), so that a
 * visitor or a lapsed teacher sees what they would get. Never teaching content: only what the CMS
 * answers to a visitor.
 */
export interface Teaser {
  title: string;
  summary?: string | null;
  /** A unit's lessons as its public outline gives them (titles, activity counts, times). */
  outline?: ReadonlyArray<LessonOutlineFragment>;
  /** One slide of the unit, as its sample (the CMS's `Scheme.sample_slide`). */
  sample?: SampleSlideData | null;
  /** The unit's or lesson's curriculum labels (public). */
  curriculum?: CurriculumLabelsFragment | null;
}
/** `curriculum`: a page without a teaser (an activity) shows its public curriculum labels above its gate. */
export type Gated<T> = { gate: Gate; teaser?: Teaser; curriculum?: CurriculumLabelsFragment | null } | { gate?: undefined; data: T };

/** A gated loader's data, or undefined behind a gate or before it is read (for `handle.crumbLabels`). */
export function gatedData<T>(loaded: unknown): T | undefined {
  if (typeof loaded !== 'object' || loaded === null || !('data' in loaded) || (loaded as { gate?: unknown }).gate) return undefined;
  return (loaded as { data: T }).data;
}

/** The title of the public teaser a gated page shows (its selling page), for its breadcrumb. */
export function teaserTitle(loaded: unknown): string | undefined {
  if (typeof loaded !== 'object' || loaded === null || !('gate' in loaded) || !(loaded as { gate?: unknown }).gate) return undefined;
  return (loaded as { teaser?: Teaser }).teaser?.title;
}

/**
 * A teaching page's loader: skips the request for a visitor (they get the login wrapper) and turns
 * the CMS's Forbidden answer into the subscription message. Any other failure is thrown to the
 * route's TeachingError. `teaser` reads the page's public parts for those two (and throws
 * NotFoundError when there is no such page, so that a missing unit answers 404 to a visitor too).
 */
export async function loadTeaching<T>(
  load: () => Promise<T>,
  teaser?: () => Promise<Teaser>,
  curriculum?: () => Promise<CurriculumLabelsFragment | null>,
): Promise<Gated<T>> {
  const gated = async (gate: Gate): Promise<Gated<T>> => {
    const [teaserRead, labels] = await Promise.all([teaser?.(), curriculum?.()]);
    return { gate, teaser: teaserRead, ...(labels ? { curriculum: labels } : {}) };
  };
  if (!callerIsLoggedIn()) return gated('login');
  try {
    return { data: await load() };
  } catch (error) {
    if (error instanceof RequestError && error.kind === 'forbidden') return gated('subscribe');
    throw error;
  }
}

/** Whether the page is loaded for a logged-in caller (or an editor's preview), on the server or in the browser. */
export function callerIsLoggedIn(): boolean {
  const server = serverRequestContext();
  return server ? Boolean(server.token) : Boolean(readSession() || previewToken());
}

/** Loads the page again when the caller logs in or out (here or from the header) or their role changes, while `when` holds. */
export function useReloadOnSessionChange(when: boolean) {
  const { session, roleType } = useSession();
  const revalidator = useRevalidator();
  const token = session?.token;
  const seen = useRef({ token, roleType });
  useEffect(() => {
    if (seen.current.token === token && seen.current.roleType === roleType) return;
    seen.current = { token, roleType };
    if (when) revalidator.revalidate();
  }, [token, roleType, when, revalidator]);
}

/** Shows a teaching page's content, or the login wrapper or subscription message in its place. */
export function TeachingGate<T>({
  loaded,
  title,
  lessonMode = false,
  children,
}: {
  loaded: Gated<T>;
  title?: string;
  /** In lesson mode, a teacher without access sees a wall the class can see too. */
  lessonMode?: boolean;
  children: (data: T) => ReactNode;
}) {
  useReloadOnSessionChange(Boolean(loaded.gate));
  if ('data' in loaded) return <>{children(loaded.data)}</>;
  if (lessonMode && loaded.gate === 'subscribe') return <LessonModeWall title={title} />;
  if (loaded.teaser) return <TeaserGate gate={loaded.gate} teaser={loaded.teaser} />;
  const labels = <CurriculumLabels tags={loaded.curriculum} />;
  return loaded.gate === 'login' ? <LoginWrapper title={title} labels={labels} /> : <SubscriptionNeeded title={title} labels={labels} />;
}

/** A gated page that says what it holds: its title and summary, then how to get in (a free trial, or logging in; or subscribing). */
function TeaserGate({ gate, teaser }: { gate: Gate; teaser: Teaser }) {
  useDocumentTitle(teaser.title);
  const needsSubscription = useAccessHeading(NEEDS_SUBSCRIPTION);
  return (
    <main id="main" tabIndex={-1} className="page page--narrow gate gate--teaser">
      <h1>{teaser.title}</h1>
      <CurriculumLabels tags={teaser.curriculum} />
      {teaser.summary && <p className="lead">{teaser.summary}</p>}
      {teaser.outline && <LessonOutlineList outline={teaser.outline} />}
      {teaser.sample && <SampleSlide slide={teaser.sample} />}
      <section className="gate__offer card" aria-labelledby="gate-offer">
        {gate === 'login' ? (
          <>
            <h2 id="gate-offer">{NEEDS_LOGIN}</h2>
            <p>New here? A free trial opens every lesson, activity and recording. No payment details needed.</p>
            <p>
              <Link to="/subscribe" className="button">
                Start your free trial
              </Link>
            </p>
            <LoginForm />
          </>
        ) : (
          <>
            <h2 id="gate-offer">{needsSubscription}</h2>
            <RenewOffer />
          </>
        )}
      </section>
    </main>
  );
}

/** A teaching page of an audience's catalogue: its breadcrumb in the audience's colours, and TeachingGate over the route's data. */
export function TeachingPage<T>(props: { loaded: Gated<T>; title?: string; children: (data: T) => ReactNode }) {
  useAudienceColours(useParams().audience);
  return <TeachingGate {...props} />;
}

export function LoginWrapper({ title, labels }: { title?: string; labels?: ReactNode }) {
  useDocumentTitle(title);
  return (
    <main id="main" tabIndex={-1} className="page page--narrow gate">
      <h1>{NEEDS_LOGIN}</h1>
      {labels}
      <p>
        <Link to="/login" className="button button--outline">
          Log in
        </Link>
      </p>
      <LoginForm />
    </main>
  );
}

function SubscriptionNeeded({ title, labels }: { title?: string; labels?: ReactNode }) {
  useDocumentTitle(title);
  return (
    <main id="main" tabIndex={-1} className="page page--narrow gate">
      <h1>{useAccessHeading(NEEDS_SUBSCRIPTION)}</h1>
      {labels}
      <RenewOffer />
    </main>
  );
}

/** A short in-page version of the login wrapper and the subscription message. */
export function TeachingNotice({ gate }: { gate: Gate }) {
  const loginPanel = useLoginPanel();
  if (gate === 'login') {
    return (
      <div className="notice">
        <p>{NEEDS_LOGIN}</p>
        <button type="button" className="button" onClick={() => loginPanel.open()}>
          Log in
        </button>
      </div>
    );
  }
  return (
    <div className="notice">
      <p>{NEEDS_SUBSCRIPTION}</p>
      <RenewOffer sayWhenEnded />
    </div>
  );
}
