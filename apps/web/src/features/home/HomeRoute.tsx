/**
 * The home page (docs/product.md, "Home page"), also at /login (with the login prompt) and at
 * /welcome/{welcome} (with the matching welcome message above the usual content).
 */
import { pageOrigin } from '../../lib/page-origin';
import { Link, useLoaderData, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { useDocumentTitle } from '../../lib/document-title';
import { Banner } from '../../ui/Banner';
import { ContentLink } from '../../ui/ContentLink';
import { embedUrl } from '../../lib/slides';
import { welcomeMessage } from './welcome';
import { LoginForm } from '../account/LoginForm';
import { useSession } from '../account/SessionProvider';
import './home.css';
import { HomePageDocument } from '../../graphql/generated';
import { request } from '../../lib/graphql';
import { NotFoundError } from '../../app/StatusViews';
import { serverLoader } from '../../server/page-context.server';
import { ContinueLessons, YourPlaylists } from './YourTeaching';
import { NewInYourAreas, YourUnits } from './ForYou';
import { AccessEndedNotice } from './AccessEndedNotice';

/** A box that leads to subscribing is not shown to a teacher who already has access. */
const leadsToSubscribe = (url: string | null | undefined) => /^\/subscribe(?:[?#/]|$)/.test(url ?? '');

export async function clientLoader({ request: { signal } }: { request: Request }) {
  const data = await request(HomePageDocument, {}, { signal });
  if (!data.homePage) throw new NotFoundError('The home page');
  return data.homePage;
}

export const loader = serverLoader(clientLoader);

export default function HomeRoute() {
  const home = useLoaderData<typeof clientLoader>();
  const { welcome } = useParams();
  const { pathname } = useLocation();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const { isLoggedIn, canAccessContent, profile } = useSession();
  useDocumentTitle(home.title);
  const message = welcomeMessage(home, welcome);
  const videoUrl = embedUrl(home.media_embed, pageOrigin());
  const cards = (home.audiences ?? []).filter((card) => card?.audience);

  return (
    <main id="main" tabIndex={-1}>
      <Banner title={home.title}>{home.subtitle && <p>{home.subtitle}</p>}</Banner>
      <div className="page">
        {message && (
          <div className="notice" role="status">
            {message}
          </div>
        )}
        {search.get('password-reset') === 'true' && (
          <p className="notice" role="status">
            Your password has been changed and you are logged in.
          </p>
        )}
        {pathname === '/login' && !isLoggedIn && (
          <section className="notice login-prompt" aria-label="Log in">
            <LoginForm onLoggedIn={() => navigate('/')} />
          </section>
        )}
        <AccessEndedNotice />
        {home.introduction && <p className="home__intro">{home.introduction}</p>}
        {canAccessContent && (
          <>
            <ContinueLessons />
            <YourPlaylists />
            <YourUnits />
            <NewInYourAreas areas={profile?.areas_of_interest} />
          </>
        )}
        <ul className="card-grid" aria-label="Audiences">
          {cards.map((card) => (
            <li key={card!.id}>
              <article className="card home__audience" style={{ borderTopColor: card!.audience!.theme?.css?.background ?? undefined }}>
                <h2>{card!.title || card!.audience!.title}</h2>
                {card!.audience!.subtitle && <p>{card!.audience!.subtitle}</p>}
                <Link to={`/${card!.audience!.slug}`} className="button">
                  Explore {card!.audience!.title}
                </Link>
              </article>
            </li>
          ))}
        </ul>
        {videoUrl && (
          <section className="home__video" aria-label="Introduction video">
            <iframe src={videoUrl} title="Introduction video" loading="lazy" allow="fullscreen; picture-in-picture" />
            {home.media_introduction && <p>{home.media_introduction}</p>}
          </section>
        )}
        {!videoUrl && home.media_introduction && <p>{home.media_introduction}</p>}
        <ul className="card-grid" aria-label="News and offers">
          {(home.promoboxes ?? []).map((box) =>
            box && !(canAccessContent && leadsToSubscribe(box.link_url)) ? (
              <li key={box.id}>
                <article className="card promobox">
                  <h2>{box.title}</h2>
                  {box.body && <p>{box.body}</p>}
                  <ContentLink url={box.link_url} className="button">
                    {box.link_label || 'Find out more'}
                  </ContentLink>
                </article>
              </li>
            ) : null,
          )}
        </ul>
      </div>
    </main>
  );
}
