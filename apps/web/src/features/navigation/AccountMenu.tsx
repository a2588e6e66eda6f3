import { Link } from 'react-router';
import { useSession } from '../account/SessionProvider';
import { initials, welcomeText } from '../account/session';
import { useLoginPanel } from '../account/LoginPanel';
import { Dropdown } from './Dropdown';

/**
 * Your Account (docs/product.md, "Navigation menu"). Logged in: initials, 'Welcome back, {name}!',
 * Your Playlists, CPD, Account details, Saved for offline and Log out. Logged out: Sign up and Log in (and CPD).
 */
export function AccountMenu() {
  const { isLoggedIn, profile, logOut } = useSession();
  if (!isLoggedIn) {
    return (
      <ul>
        <li>
          <Link to="/subscribe">Sign up</Link>
        </li>
        <li>
          <Link to="/login">Log in</Link>
        </li>
        <li>
          <Link to="/cpd">CPD</Link>
        </li>
      </ul>
    );
  }
  return (
    <>
      <p className="account__welcome">
        <span className="account__initials" aria-hidden="true">
          {initials(profile?.first_name, profile?.last_name)}
        </span>
        {welcomeText(profile?.first_name, profile?.last_name)}
      </p>
      <ul>
        <li>
          <Link to="/playlists">Your Playlists</Link>
        </li>
        <li>
          <Link to="/cpd">CPD</Link>
        </li>
        <li>
          <Link to="/subscribe">Account details</Link>
        </li>
        <li>
          <Link to="/saved-offline">Saved for offline</Link>
        </li>
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
  );
}
