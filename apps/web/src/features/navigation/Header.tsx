import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { useShellData } from '../../app/shell-data';
import { Logo } from '../../ui/Logo';
import { menuSections, type MenuSection } from './menu-sections';
import { useSession } from '../account/SessionProvider';
import { initials, welcomeText } from '../account/session';
import { useLoginPanel } from '../account/LoginPanel';
import './header.css';

/**
 * The main bar: audience dropdowns and account actions on wide screens; on small screens a Menu
 * button opens the same links in an off-canvas panel. Every panel closes on any route change.
 */
export function Header() {
  const shell = useShellData();
  const sections = menuSections(shell.audiences);
  const location = useLocation();
  const [openSection, setOpenSection] = useState<string | null>(null);
  const drawer = useRef<HTMLDialogElement>(null);

  // Every navigation closes the panels, even one to the page already shown (say, Log Out on /).
  useEffect(() => {
    setOpenSection(null);
    drawer.current?.close();
  }, [location.key]);

  return (
    <header className="site-header">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <div className="site-header__bar">
        <Link to="/" className="site-header__home" aria-label="Orchestra Classroom home">
          <Logo inverted />
        </Link>
        <nav aria-label="Main" className="main-bar">
          <ul className="main-bar__list">
            {sections.map((section) => (
              <li key={section.slug} className="main-bar__item">
                <AudienceDropdown section={section} open={openSection === section.slug} onToggle={(open) => setOpenSection(open ? section.slug : null)} />
              </li>
            ))}
            <li className="main-bar__item">
              <NavLink to="/cpd" className="main-bar__link">
                CPD
              </NavLink>
            </li>
          </ul>
          <AccountActions open={openSection === 'account'} onToggle={(open) => setOpenSection(open ? 'account' : null)} />
        </nav>
        <button type="button" className="site-header__menu-button" aria-haspopup="dialog" onClick={() => drawer.current?.showModal()}>
          <span aria-hidden="true">☰</span> Menu
        </button>
      </div>
      <dialog ref={drawer} className="off-canvas" aria-label="Menu">
        <div className="off-canvas__top">
          <Logo />
          <button type="button" className="off-canvas__close" onClick={() => drawer.current?.close()}>
            Close <span aria-hidden="true">×</span>
          </button>
        </div>
        <nav aria-label="Menu">
          <ul className="off-canvas__list">
            <li>
              <Link to="/">Home</Link>
            </li>
            {sections.map((section) => (
              <li key={section.slug}>
                <h2 className="off-canvas__heading">{section.title}</h2>
                <SectionLinks section={section} />
              </li>
            ))}
            <li>
              <h2 className="off-canvas__heading">Your Account</h2>
              <AccountMenu />
            </li>
            <li>
              <Link to="/privacy">Privacy policy</Link>
            </li>
            <li>
              <Link to="/terms-and-conditions">Terms and Conditions</Link>
            </li>
          </ul>
        </nav>
      </dialog>
    </header>
  );
}

function AudienceDropdown({ section, open, onToggle }: { section: MenuSection; open: boolean; onToggle: (open: boolean) => void }) {
  return (
    <Dropdown
      label={
        <>
          {section.title} <span aria-hidden="true">▾</span>
        </>
      }
      open={open}
      onToggle={onToggle}
    >
      <SectionLinks section={section} />
    </Dropdown>
  );
}

/** A disclosure button with a panel below it; Escape or a click elsewhere closes it. */
function Dropdown({
  label,
  ariaLabel,
  open,
  onToggle,
  align = 'left',
  children,
}: {
  label: ReactNode;
  ariaLabel?: string;
  open: boolean;
  onToggle: (open: boolean) => void;
  align?: 'left' | 'right';
  children: ReactNode;
}) {
  const panelId = useId();
  const container = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!container.current?.contains(event.target as Node)) onToggle(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        onToggle(false);
        button.current?.focus();
      }
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open, onToggle]);

  return (
    <div className="dropdown" ref={container}>
      <button
        ref={button}
        type="button"
        className="main-bar__link dropdown__toggle"
        aria-label={ariaLabel}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => onToggle(!open)}
      >
        {label}
      </button>
      <div id={panelId} className={`dropdown__panel dropdown__panel--${align}`} hidden={!open}>
        {children}
      </div>
    </div>
  );
}

function SectionLinks({ section }: { section: MenuSection }) {
  return (
    <ul className="section-links">
      <li>
        <Link to={section.home}>{section.title} home</Link>
      </li>
      {section.entries.map((entry) =>
        entry.to ? (
          <li key={entry.key}>
            <Link to={entry.to}>{entry.title}</Link>
          </li>
        ) : (
          <li key={entry.key} className="section-links__preview">
            {entry.title} <span className="badge">Coming soon</span>
          </li>
        ),
      )}
    </ul>
  );
}

/**
 * Your Account (spec part 1 §2.2). Logged in: initials, 'Welcome back, {name}!', Your Playlists,
 * CPD, Account details and Log Out. Logged out: Sign up and Log In (and CPD).
 */
function AccountMenu() {
  const { isLoggedIn, profile, logOut } = useSession();
  if (!isLoggedIn) {
    return (
      <ul>
        <li>
          <Link to="/subscribe">Sign up</Link>
        </li>
        <li>
          <Link to="/login">Log In</Link>
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
          <button type="button" className="link-button" onClick={logOut}>
            Log Out
          </button>
        </li>
      </ul>
    </>
  );
}

/** The main bar's account actions: Sign up and Log In, or the Your Account dropdown. */
function AccountActions({ open, onToggle }: { open: boolean; onToggle: (open: boolean) => void }) {
  const { isLoggedIn, profile } = useSession();
  const loginPanel = useLoginPanel();
  if (!isLoggedIn) {
    return (
      <ul className="main-bar__account">
        <li>
          <Link to="/subscribe">Sign up</Link>
        </li>
        <li>
          <button type="button" className="main-bar__login" onClick={() => loginPanel.open()}>
            Log In
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
