/**
 * /s/{code}: a short link read off a board or a QR code. The CMS answers a code that leads to a page
 * with a redirect to it (apps/cms/src/middlewares/short-links.ts) before the site sees the request;
 * so this page is reached only by a code that leads nowhere (mistyped, or its page removed), and
 * says so, answered 404.
 */
import { data, Link } from 'react-router';
import { useDocumentTitle } from '../../lib/document-title';

export function loader() {
  return data(null, { status: 404 });
}

export default function ShortLinkRoute() {
  useDocumentTitle('That short link leads nowhere');
  return (
    <main id="main" tabIndex={-1} className="page page--narrow not-found">
      <h1>That short link leads nowhere</h1>
      <p>Check the code against the board: short links use capital letters and the numbers 2 to 9, never 0, O, 1, I or L.</p>
      <p>If it is typed right, the page it led to has been removed. Ask whoever shared it for the full link.</p>
      <p>
        <Link to="/" className="button">
          Go to the home page
        </Link>
      </p>
    </main>
  );
}
