/**
 * /subscribe, 'Your Account' (docs/product.md, "Registration" and "Your Account"). Logged out: the
 * sign-up page's copy, the registration form and a sign-in panel; a successful registration or
 * login goes home. Logged in: the teacher's profile to view and edit, their subscription, and for a
 * school account's owner its members.
 */
import { useLoaderData, useNavigate, useSearchParams } from 'react-router';
import { SignUpPageDocument, type SignUpPageQuery } from '../../graphql/generated';
import { request } from '../../lib/graphql';
import { useDocumentTitle } from '../../lib/document-title';
import { LoginForm } from './LoginForm';
import { ProfileSection } from './ProfileSection';
import { AccessSection } from './AccessSection';
import { RegistrationForm } from './RegistrationForm';
import { useSession } from './SessionProvider';
import { ContentLink } from '../../ui/ContentLink';
import './subscribe.css';
import { serverLoader } from '../../server/page-context.server';

export async function clientLoader({ request: { signal } }: { request: Request }) {
  return (await request(SignUpPageDocument, {}, { signal })).signUpPage;
}

type SignUpPage = SignUpPageQuery['signUpPage'];
type Promo = NonNullable<NonNullable<SignUpPage>['promo_box']>;

export const loader = serverLoader(clientLoader);
export const handle = { crumb: 'Your Account' };

export default function SubscribeRoute() {
  const page = useLoaderData<typeof clientLoader>();
  const { isLoggedIn } = useSession();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  useDocumentTitle('Your Account');
  const goHome = () => navigate('/');

  return (
    <main id="main" tabIndex={-1} className="page subscribe">
      <h1>Your Account</h1>
      {isLoggedIn ? (
        <>
          <ProfileSection />
          <AccessSection />
        </>
      ) : (
        <div className="subscribe__columns">
          <div>
            {page && (
              <section aria-labelledby="sign-up-title" className="subscribe__intro">
                <h2 id="sign-up-title">{page.title}</h2>
                {page.description && <p>{page.description}</p>}
                {page.free_trial_title && <h3>{page.free_trial_title}</h3>}
                {page.free_trial_introduction && <p>{page.free_trial_introduction}</p>}
                {page.promo_box && <PromoBox box={page.promo_box} />}
              </section>
            )}
            <RegistrationForm skipTrial={params.get('skip_trial') === 'true'} onRegistered={goHome} />
          </div>
          <aside className="subscribe__aside" aria-label="Already registered">
            <div className="card">
              <LoginForm onLoggedIn={goHome} />
            </div>
            {page?.sidebar_promo_box && <PromoBox box={page.sidebar_promo_box} />}
          </aside>
        </div>
      )}
    </main>
  );
}

function PromoBox({ box }: { box: Promo }) {
  return (
    <div className="card subscribe__promo">
      <h3>{box.title}</h3>
      {box.body && <p>{box.body}</p>}
      <ContentLink url={box.link_url} className="button">
        {box.link_label || 'Find out more'}
      </ContentLink>
    </div>
  );
}
