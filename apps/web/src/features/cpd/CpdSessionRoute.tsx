/**
 * /cpd/session/{cpdSession}: a recorded CPD session. Its title, summary and picture for everyone, its
 * text for logged-in teachers, its video and documents for active subscribers (the CMS enforces each).
 */
import './cpd.css';
import { Link, useLoaderData, useParams, type LoaderFunctionArgs } from 'react-router';
import { CpdSessionDocument, CpdSessionMaterialsDocument, type CpdSessionMaterialsQuery, type CpdSessionQuery } from '../../graphql/generated';
import { request } from '../../lib/graphql';
import { useDocumentTitle } from '../../lib/document-title';
import { firstOrNotFound } from '../../app/StatusViews';
import { useBreadcrumbLabel } from '../../app/breadcrumb-state';
import { RichText } from '../../ui/RichText';
import { Video } from '../lesson-mode/slides/Video';
import { callerIsLoggedIn, useReloadOnSessionChange } from '../teaching-gate/teaching-gate';
import { subscriberPart, type SubscriberPart } from './cpd-data';
import { LoginToRead, SubscribeNote, SubscriberDocuments } from './CpdParts';
import { serverLoader } from '../../server/page-context.server';
import { TeachingError } from '../teaching-gate/TeachingError';

type Session = NonNullable<CpdSessionQuery['cpdSessions'][number]>;
type Materials = NonNullable<CpdSessionMaterialsQuery['cpdSessions'][number]>;
interface Data {
  session: Session;
  materials: SubscriberPart<Materials | undefined>;
}

export async function clientLoader({ params, request: { signal } }: LoaderFunctionArgs): Promise<Data> {
  const slug = params.cpdSession ?? '';
  const loggedIn = callerIsLoggedIn();
  const [found, materials] = await Promise.all([
    request(CpdSessionDocument, { slug, loggedIn }, { signal }),
    subscriberPart(loggedIn, () => request(CpdSessionMaterialsDocument, { slug }, { signal }).then((data) => data.cpdSessions[0] ?? undefined)),
  ]);
  return { session: firstOrNotFound(found.cpdSessions, `The session '${slug}'`), materials };
}

export const loader = serverLoader(clientLoader);
export const ErrorBoundary = TeachingError;
export const handle = { crumb: ':cpdSession', crumbLabels: (data: unknown) => ({ cpdSession: (data as Partial<Data> | undefined)?.session?.title }) };

export default function CpdSessionRoute() {
  const data = useLoaderData<typeof clientLoader>();
  useReloadOnSessionChange(true);
  return <SessionView data={data} />;
}

function SessionView({ data: { session, materials } }: { data: Data }) {
  const params = useParams();
  useDocumentTitle(session.title);
  useBreadcrumbLabel('cpdSession', params.cpdSession, session.title);
  const documents = 'data' in materials ? { data: materials.data?.documents } : materials;
  return (
    <main id="main" tabIndex={-1} className="page cpd">
      <h1>{session.title}</h1>
      {session.blurb && <p className="lead">{session.blurb}</p>}
      <div className="cpd-layout">
        <div className="cpd-layout__main">
          {'data' in materials ? (
            materials.data?.video ? (
              <Video video={materials.data.video} showSetup />
            ) : (
              <p>The video of this session is on its way.</p>
            )
          ) : materials.needs === 'login' ? (
            <>
              {session.main_image?.url && <img src={session.main_image.url} alt={session.main_image.alternativeText ?? ''} className="cpd-image" />}
              <LoginToRead what="the whole session and watch its video" />
            </>
          ) : (
            <SubscribeNote what="the session's video" />
          )}
          {session.main_text ? <RichText content={session.main_text} /> : null}
        </div>
        <aside className="cpd-layout__sidebar" aria-label="Documents">
          <SubscriberDocuments part={documents} heading="Documents" />
        </aside>
      </div>
      <p>
        <Link to="/cpd">Back to CPD</Link>
      </p>
    </main>
  );
}
