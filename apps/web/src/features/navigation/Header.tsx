import { useEffect, useRef, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { useShellData } from '../../app/shell-data';
import { Logo } from '../../ui/Logo';
import { menuSections } from './menu-sections';
import { AccountActions, AccountMenu, PhoneAccount } from './AccountMenu';
import { AudienceDropdown, SectionLinks } from './AudienceDropdown';
import './header.css';
import { LegalLinkItems } from '../legal/LegalLinks';
import { HeaderSearch } from '../search/HeaderSearch';

/**
 * The main bar: audience dropdowns, account actions and the search box on wide screens; on small
 * screens a Search button opens the search box (features/search), 'Log in' (or the teacher's initials, to their account)
 * stays in the bar, and a Menu button opens the same links in an off-canvas panel. Every panel closes on any route change.
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
        <HeaderSearch />
        <PhoneAccount />
        <button
          type="button"
          className="button button--light button--outline site-header__menu-button"
          aria-haspopup="dialog"
          onClick={() => drawer.current?.showModal()}
        >
          <span aria-hidden="true">☰</span> Menu
        </button>
      </div>
      <dialog ref={drawer} className="off-canvas" aria-label="Menu">
        <div className="off-canvas__top">
          <Logo />
          <button type="button" className="button button--outline button--small off-canvas__close" onClick={() => drawer.current?.close()}>
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
            <LegalLinkItems />
          </ul>
        </nav>
      </dialog>
    </header>
  );
}
