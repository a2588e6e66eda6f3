/** The privacy policy and the terms, as list items: the footer and the off-canvas menu both list them. */
import { Link } from 'react-router';

export function LegalLinkItems() {
  return (
    <>
      <li>
        <Link to="/privacy">Privacy policy</Link>
      </li>
      <li>
        <Link to="/terms-and-conditions">Terms and Conditions</Link>
      </li>
    </>
  );
}
