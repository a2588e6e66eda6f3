/**
 * The layout of the Music at Home pages families open from a teacher's link (docs/product.md,
 * "Family pages"): the product's logo and the library's title, the page, and a footer with the legal
 * links and the charity's line. Its `handle.ownLayout` tells the shell to leave out the teachers'
 * header, breadcrumbs and footer (app/Shell.tsx).
 */
import './family-layout.css';
import { NavLink, Outlet, useMatches, useParams, type UIMatch } from 'react-router';
import { COLOPHON, COMPANY_NAME } from '../../lib/config';
import { isReadInBrowser } from '../../app/first-view';
import { Logo } from '../../ui/Logo';
import { LegalLinkItems } from '../legal/LegalLinks';
import { atHomePath } from './at-home-link';

export const handle = { ownLayout: true };

/** What an at-home page's route module tells this layout: the library's title, read from the page's data. */
export interface FamilyPageHandle<Data> {
  libraryTitle: (data: Data) => string;
}

function libraryTitle(matches: UIMatch[]): string | undefined {
  for (const match of matches) {
    const page = match.handle as Partial<FamilyPageHandle<unknown>> | undefined;
    // No data while the page shows its error view (the link is not available, or not found).
    if (page?.libraryTitle && match.data && !isReadInBrowser(match.data)) return page.libraryTitle(match.data);
  }
  return undefined;
}

export default function FamilyLayoutRoute() {
  const title = libraryTitle(useMatches());
  const { audience = '', programme = '', library = '' } = useParams();
  return (
    <>
      <header className="family-header">
        <a className="skip-link" href="#main">
          Skip to content
        </a>
        <div className="family-header__bar">
          <Logo inverted />
          {title ? (
            // On the library's own page the link is marked as the current page.
            <NavLink to={atHomePath(audience, programme, library)} end className="family-header__title">
              {title}
            </NavLink>
          ) : (
            <span className="family-header__title">Music at Home</span>
          )}
        </div>
      </header>
      <Outlet />
      <FamilyFooter />
    </>
  );
}

function FamilyFooter() {
  return (
    <footer className="family-footer">
      <div className="family-footer__inner">
        <ul className="family-footer__links">
          <LegalLinkItems />
        </ul>
        <p className="family-footer__colophon">
          © {new Date().getFullYear()} {COMPANY_NAME}, {COLOPHON}
        </p>
      </div>
    </footer>
  );
}
