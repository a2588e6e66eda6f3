/**
 * /account/school/invoice (docs/product.md, "A school buys by invoice"): a school's subscription
 * bought by invoice, for its owner or a teacher starting one; "Ask for a school invoice" on /pricing
 * leads here. Logged out, it asks the teacher to log in or register first. The section itself
 * (SchoolInvoiceSection) reads and sends everything as the logged-in teacher.
 */
import { Link } from 'react-router';
import { useDocumentTitle } from '../../lib/document-title';
import { useSession } from '../account/SessionProvider';
import { LoginPanelLink } from '../billing/LoginPanelLink';
import { SchoolInvoiceSection } from './SchoolInvoiceSection';

export const handle = { crumb: 'School invoice' };

export default function SchoolInvoiceRoute() {
  const { isLoggedIn } = useSession();
  useDocumentTitle('Buy places for your school');
  return (
    <main id="main" tabIndex={-1} className="page school-invoice-page">
      <h1>Buy places for your school</h1>
      <p className="school-invoice-page__intro">
        Your school pays by invoice, with 30-day terms and your purchase order number on it. Whoever asks for the invoice owns the school account: they invite
        the other teachers and see the invoices here. <Link to="/pricing">See the prices</Link>.
      </p>
      {isLoggedIn ? (
        <SchoolInvoiceSection />
      ) : (
        <p className="notice">
          Please <LoginPanelLink /> first, or <Link to="/subscribe">create your free account</Link>: the invoice and the school account are kept with it.
        </p>
      )}
    </main>
  );
}
