import { CHARITY_SITE_URL, COLOPHON, COMPANY_NAME, SUPPORT_EMAIL } from '../../lib/config';
import { Link } from 'react-router';
import { Logo } from '../../ui/Logo';
import { useSession } from '../account/SessionProvider';
import { useLoginPanel } from '../account/LoginPanel';
import './footer.css';
import { LegalLinkItems } from '../legal/LegalLinks';

/** The footer of every page (docs/product.md, "Footer"), with the colophon in the charity's own words. */
export function Footer() {
  const year = new Date().getFullYear();
  const { isLoggedIn } = useSession();
  const loginPanel = useLoginPanel();
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <section aria-labelledby="footer-help">
          <h2 id="footer-help">Help and support</h2>
          <ul>
            <li>
              <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>
            </li>
            <LegalLinkItems />
            <li>
              <Link to="/check-network">Check this network</Link>
            </li>
            <li>
              <a href={CHARITY_SITE_URL} rel="noopener">
                Visit the charity's website
              </a>
            </li>
          </ul>
          {!isLoggedIn && (
            <button type="button" className="button button--light" onClick={() => loginPanel.open()}>
              Log in
            </button>
          )}
        </section>
        <div className="site-footer__logos">
          <Logo inverted />
          <img src="/funder-logo.svg" width="240" height="64" alt="Supported by the Public Arts Fund" />
        </div>
      </div>
      <p className="site-footer__colophon">
        © {year} {COMPANY_NAME}, {COLOPHON}
      </p>
    </footer>
  );
}
