/** /privacy and /terms-and-conditions: a title and rich content each (docs/product.md, "Static pages"). */
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { PrivacyPolicyDocument, TermsAndConditionsDocument } from '../../graphql/generated';
import { request } from '../../lib/graphql';
import { useDocumentTitle } from '../../lib/document-title';
import { NotFoundError } from '../../app/StatusViews';
import { RichText } from '../../ui/RichText';
import { serverLoader } from '../../server/page-context.server';

interface LegalPage {
  title: string;
  content?: unknown;
}

export async function clientLoader({ request: req }: LoaderFunctionArgs): Promise<LegalPage> {
  const { pathname } = new URL(req.url);
  const page = pathname.startsWith('/privacy')
    ? (await request(PrivacyPolicyDocument, {}, { signal: req.signal })).privacyPolicy
    : (await request(TermsAndConditionsDocument, {}, { signal: req.signal })).termsAndCondition;
  if (!page) throw new NotFoundError(pathname);
  return page;
}

export const loader = serverLoader(clientLoader);

export default function LegalRoute() {
  const page = useLoaderData<typeof clientLoader>();
  useDocumentTitle(page.title);
  return (
    <main id="main" tabIndex={-1} className="page page--narrow">
      <h1>{page.title}</h1>
      <RichText content={page.content} />
    </main>
  );
}
