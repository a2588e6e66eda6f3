/**
 * /subscribe, 'Your Account' (docs/product.md, "Registration" and "Your Account"). Logged out: the
 * sign-up page's copy (its title is the page's heading), the registration form and a sign-in panel;
 * a successful registration goes to the welcome screen (/welcome), a login home. Logged in: the teacher's profile to view and edit, their subscription, and for a
 * school account's owner its members.
 */
import { Link, useLoaderData, useNavigate, useSearchParams } from 'react-router';
import { SignUpPageDocument, type SignUpPageQuery } from '../../graphql/generated';
import { request } from '../../lib/graphql';
import { useDocumentTitle } from '../../lib/document-title';
import { LoginForm } from './LoginForm';
import { ProfileSection } from './ProfileSection';
import { AccessSection } from './AccessSection';
import { ReminderSettings } from './ReminderSettings';
import { RegistrationForm } from './RegistrationForm';
import { useSession } from './SessionProvider';
import { ContentLink } from '../../ui/ContentLink';
import './subscribe.css';
import { serverLoader } from '../../server/page-context.server';
import { teacherPriceText, usePricing } from '../billing/teacher-price';
import { pathAfterRegistration } from './after-registration';
import { WaysInSection } from '../sign-in/WaysInSection';

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
  const heading = isLoggedIn ? 'Your Account' : page?.title || 'Create your free account';
  useDocumentTitle(heading);
  // From a price's Subscribe (?plan=teacher), logging in or registering comes back here, to the Subscribe button;
  // otherwise a login goes home and a registration to the welcome screen.
  const wantsToPay = params.get('plan') === 'teacher';
  const goHome = () => navigate(wantsToPay ? '/subscribe?plan=teacher' : '/');
  const cancelled = params.get('checkout') === 'cancelled';

  return (
    <main id="main" tabIndex={-1} className="page subscribe">
      <h1>{heading}</h1>
      {cancelled && isLoggedIn && (
        <p className="notice" role="status">
          You left the payment page, so nothing was charged. You can subscribe whenever you are ready.
        </p>
      )}
      {isLoggedIn ? (
        <>
          <AccessSection focusSubscribe={wantsToPay} />
          <ProfileSection />
          <ReminderSettings />
          <WaysInSection />
        </>
      ) : (
        <div className="subscribe__columns">
          <div>
            {page && (
              <section aria-label="About your free account" className="subscribe__intro">
                {page.description && <p>{page.description}</p>}
                {page.free_trial_title && <h3>{page.free_trial_title}</h3>}
                {page.free_trial_introduction && <p>{page.free_trial_introduction}</p>}
                <TeacherPrice />
                {page.promo_box && <PromoBox box={page.promo_box} />}
              </section>
            )}
            <RegistrationForm skipTrial={params.get('skip_trial') === 'true'} onRegistered={() => navigate(pathAfterRegistration({ wantsToPay }))} />
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

/** The price after the trial, with a link to every price (docs/product.md, "Prices"). */
function TeacherPrice() {
  const price = teacherPriceText(usePricing());
  if (!price) return null;
  return (
    <p className="subscribe__price">
      After your trial, a subscription is <strong>{price}</strong>, or your school can buy places for its staff. <Link to="/pricing">See all prices</Link>
    </p>
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
