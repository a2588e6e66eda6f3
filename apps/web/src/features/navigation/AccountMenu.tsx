import { Link } from 'react-router';
import { useSession } from '../account/SessionProvider';
import { initials, welcomeText } from '../account/session';
import { useLoginPanel } from '../account/LoginPanel';
import { Dropdown } from './Dropdown';
import { LinkItems } from '../../ui/LinkItems';
import { trialCountdown } from '../account/access-words';

/** 'Trial: 12 days left' for a teacher on a free trial (the CMS's trial end), linking to their account; nothing otherwise. */
export function TrialCountdown({ className = 'trial-countdown' }: { className?: string }) {
  const { access } = useSession();
  if (access?.access !== 'trial' || !access.ends_at) return null;
  return (
    <Link to="/subscribe" className={className} aria-label={`${trialCountdown(access.ends_at)}: your account`}>
      {trialCountdown(access.ends_at)}
    </Link>
  );
}

/**
 * The phone's bar (docs/product.md, "Navigation menu"): 'Log in' (the login panel), or the teacher's
 * initials linking to their account, without opening the menu. Hidden on wide screens, where the
 * main bar has them.
 */
export function PhoneAccount() {
  const { isLoggedIn, profile } = useSession();
  const loginPanel = useLoginPanel();
  if (!isLoggedIn) {
    return (
      <button type="button" className="button button--light site-header__phone-account" onClick={() => loginPanel.open()}>
        Log in
      </button>
    );
  }
  return (
    <Link to="/subscribe" className="site-header__phone-account site-header__phone-account--initials" aria-label="Your Account">
      <span className="account__initials" aria-hidden="true">
        {initials(profile?.first_name, profile?.last_name)}
      </span>
    </Link>
  );
}

/**
 * Your Account (docs/product.md, "Navigation menu"). Logged in: initials, 'Welcome back, {name}!',
 * Your Playlists, CPD, Account details, Saved for offline and Log out. Logged out: Sign up and Log in (and CPD).
 */
export function AccountMenu() {
  const { isLoggedIn, profile, logOut } = useSession();
  if (!isLoggedIn) {
    return (
      <ul>
        <LinkItems
          links={[
            ['/subscribe', 'Sign up'],
            ['/login', 'Log in'],
            ['/cpd', 'CPD'],
          ]}
        />
      </ul>
    );
  }
  return (
    <>
      <TrialCountdown className="trial-countdown trial-countdown--menu" />
      <p className="account__welcome">
        <span className="account__initials" aria-hidden="true">
          {initials(profile?.first_name, profile?.last_name)}
        </span>
        {welcomeText(profile?.first_name, profile?.last_name)}
      </p>
      <ul>
        <LinkItems
          links={[
            ['/playlists', 'Your Playlists'],
            ['/cpd', 'CPD'],
            ['/subscribe', 'Account details'],
            ['/saved-offline', 'Saved for offline'],
          ]}
        />
        <li>
          <button type="button" className="link-button" onClick={logOut}>
            Log out
          </button>
        </li>
      </ul>
    </>
  );
}

/** The main bar's account actions: Sign up and Log in, or the Your Account dropdown. */
export function AccountActions({ open, onToggle }: { open: boolean; onToggle: (open: boolean) => void }) {
  const { isLoggedIn, profile } = useSession();
  const loginPanel = useLoginPanel();
  if (!isLoggedIn) {
    return (
      <ul className="main-bar__account">
        <li>
          <Link to="/subscribe" className="button button--light button--outline">
            Sign up
          </Link>
        </li>
        <li>
          <button type="button" className="button button--light" onClick={() => loginPanel.open()}>
            Log in
          </button>
        </li>
      </ul>
    );
  }
  return (
    <div className="main-bar__account">
      <TrialCountdown />
      <Dropdown
        ariaLabel="Your Account"
        align="right"
        open={open}
        onToggle={onToggle}
        label={
          <span className="account__initials" aria-hidden="true">
            {initials(profile?.first_name, profile?.last_name)}
          </span>
        }
      >
        <div className="section-links">
          <AccountMenu />
        </div>
      </Dropdown>
    </div>
  );
}
